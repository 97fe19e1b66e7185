// Package atomicfile writes files so that a reader never sees half of
// one: the data goes to a temporary file in the same folder, which is then
// renamed over the target. Every command of dogma that writes a file
// writes it through Write.
package atomicfile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// Write writes data to path through a temporary file in the same folder
// and a rename, creating the folder if needed. On error the target is
// left as it was and no temporary file remains; the error names path,
// never the temporary file ("cannot write x.txt: no space left on device").
func Write(path string, data []byte) error {
	if err := write(path, data); err != nil {
		return &WriteError{Path: path, Err: cause(err)}
	}
	return nil
}

// WriteError is the error of Write: the file it could not write and why.
type WriteError struct {
	Path string
	Err  error
}

func (e *WriteError) Error() string { return "cannot write " + e.Path + ": " + e.Err.Error() }

// Unwrap returns the cause.
func (e *WriteError) Unwrap() error { return e.Err }

// cause drops the operation and the path (a temporary file's) from the
// errors of package os.
func cause(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// write is Write without the naming of its errors.
func write(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}

// Same reports whether the paths a and b name the same file (both must
// exist), or the same path once made absolute.
func Same(a, b string) bool {
	if ia, err := os.Stat(a); err == nil {
		if ib, err := os.Stat(b); err == nil {
			return os.SameFile(ia, ib)
		}
	}
	aa, err1 := filepath.Abs(a)
	ab, err2 := filepath.Abs(b)
	return err1 == nil && err2 == nil && aa == ab
}
