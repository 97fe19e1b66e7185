package scenarios

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/dogma-engine/dogma/internal/atomicfile"
	"github.com/dogma-engine/dogma/internal/inputfile"
)

// Report is the outcome of replaying one scenario file.
type Report struct {
	Path    string `json:"path"`
	Passed  bool   `json:"passed"`
	Failure string `json:"failure,omitempty"` // the first failure, with its file:line
	Rewrote bool   `json:"rewrote,omitempty"` // the expected outputs were rewritten
}

// Files returns the files named by paths: files as they are, and every
// regular file below each folder (but hidden and backup files), in
// lexical order. Decision logs (*.log) are scenario files too; a caller
// that meets a file of another kind below a folder skips it.
func Files(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			if err := inputfile.Check(p); err != nil {
				return nil, err
			}
			out = append(out, p)
			continue
		}
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			name := d.Name()
			if d.IsDir() || strings.HasPrefix(name, ".") || strings.HasSuffix(name, "~") {
				return nil
			}
			if !d.Type().IsRegular() && d.Type()&fs.ModeSymlink == 0 {
				return nil // a named pipe or device in the folder: not a file to read
			}
			if d.Type()&fs.ModeSymlink != 0 && inputfile.Check(path) != nil {
				return nil
			}
			out = append(out, path)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(out)
	return out, nil
}

// Replay runs one scenario file outside go test and reports whether every
// command produced its expected output. With rewrite set, the expected
// outputs are replaced by the actual ones instead; the file is replaced
// whole (atomicfile.Write), and left alone when nothing changes.
func Replay(path string, rewrite bool) Report {
	r := Report{Path: path}
	data, err := inputfile.ReadFile(path)
	if err != nil {
		r.Failure = err.Error()
		return r
	}
	if !rewrite {
		if err := Check(path, data); err != nil {
			r.Failure = err.Error()
			return r
		}
		r.Passed = true
		return r
	}
	out, err := Rewrite(path, data)
	if err != nil {
		r.Failure = err.Error()
		return r
	}
	if bytes.Equal(out, data) {
		r.Passed = true
		return r
	}
	if err := atomicfile.Write(path, out); err != nil {
		r.Failure = err.Error()
		return r
	}
	r.Passed, r.Rewrote = true, true
	return r
}
