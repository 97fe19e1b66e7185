package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/dogma-engine/dogma/internal/clip"
)

// Output paths are checked before a command starts its work, so that a
// campaign never finds a failure only to lose it to a folder it cannot
// write: checkOutDir and checkOutFile return a usage error naming the flag.
// Neither creates anything that is not already there.

// checkOutDir checks that dir is a folder files can be written to, or that
// it can be created: its nearest existing ancestor is a writable folder.
func checkOutDir(flag, dir string) error {
	if dir == "" {
		return nil
	}
	if err := writableDir(dir); err != nil {
		return usageError("%s %s: %v", flag, clip.Quote(dir), err)
	}
	return nil
}

// checkOutFile checks that the file path can be written: it is not a
// folder, and its folder passes checkOutDir.
func checkOutFile(flag, path string) error {
	if path == "" {
		return nil
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return usageError("%s %s: is a folder, not a file", flag, clip.Quote(path))
	}
	if err := writableDir(filepath.Dir(path)); err != nil {
		return usageError("%s %s: %v", flag, clip.Quote(path), err)
	}
	return nil
}

// writableDir reports why files cannot be written to dir, or nil.
func writableDir(dir string) error {
	missing := false
	for d := filepath.Clean(dir); ; {
		fi, err := os.Stat(d)
		switch {
		case err == nil && !fi.IsDir():
			return errors.New(d + " is a file, not a folder")
		case err == nil:
			return probe(d, missing)
		case !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, syscall.ENOTDIR):
			return err
		}
		missing = true
		parent := filepath.Dir(d)
		if parent == d {
			return err
		}
		d = parent
	}
}

// probe creates and removes a file in the existing folder d to learn
// whether it is writable.
func probe(d string, missing bool) error {
	f, err := os.CreateTemp(d, ".dogma-check-*")
	if err != nil {
		if missing {
			return errors.New("cannot create folders in " + d)
		}
		return errors.New("cannot write to the folder")
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}
