package main

import (
	"errors"
	"io/fs"
	"os"
)

// checkedOutput is standard output as commands write it: it keeps the
// first write error, so that a command whose output was lost (a full disk,
// a closed stdout) never exits 0. It keeps the file's descriptor for
// isTerminal.
type checkedOutput struct {
	f   *os.File
	err error
}

// Write writes p to the file; after a failure it writes nothing more.
func (o *checkedOutput) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	n, err := o.f.Write(p)
	if err != nil {
		o.err = err
	}
	return n, err
}

// Fd returns the file's descriptor.
func (o *checkedOutput) Fd() uintptr { return o.f.Fd() }

// failure returns the first write error in plain words, or nil.
func (o *checkedOutput) failure() error {
	if o.err == nil {
		return nil
	}
	err := o.err
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return usageError("cannot write to standard output: %v", err)
}
