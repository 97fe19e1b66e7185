// Package inputfile reads the files a command is given as input: only
// regular files (or standard input, named "-"), never more than MaxSize
// bytes, with a UTF-8 byte-order mark dropped. A named pipe with no
// writer, a device such as /dev/zero or a file too large for any input
// is refused with a message instead of hanging or exhausting memory.
package inputfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// MaxSize is the most bytes an input file may hold: far above any scenario
// file, decision log, card text or plan.
const MaxSize = 64 << 20

// Stdin is the name that stands for standard input where a command
// accepts it.
const Stdin = "-"

// bom is the UTF-8 byte-order mark some editors write at a file's start.
var bom = []byte{0xEF, 0xBB, 0xBF}

// ErrEmpty is wrapped by the error of an input that holds nothing.
var ErrEmpty = errors.New("the file is empty")

// Check returns an error unless path names a regular file (symbolic links
// are followed) or a folder: a named pipe, socket or device cannot be
// read as input. The error names path and what it is, in plain words.
func Check(path string) error {
	info, err := os.Stat(path)
	if err != nil {
		return pathError(path, err)
	}
	if info.IsDir() || info.Mode().IsRegular() {
		return nil
	}
	return fmt.Errorf("%s is %s, not a regular file: give a file", path, kind(info.Mode()))
}

// kind names the type of a file that is neither regular nor a folder.
func kind(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	default:
		return "a special file"
	}
}

// pathError rewords the errors of opening a file without Go's operation
// names ("stat X: no such file or directory").
func pathError(path string, err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s: no such file or folder", path)
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("%s: permission denied", path)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %v", path, pe.Err)
	}
	return err
}

// ReadFile reads the input file at path: a regular file, or standard
// input when path is Stdin. It refuses anything else and more than
// MaxSize bytes, and drops a leading UTF-8 byte-order mark.
func ReadFile(path string) ([]byte, error) {
	var r io.Reader
	if path == Stdin {
		r = os.Stdin
	} else {
		if err := Check(path); err != nil {
			return nil, err
		}
		f, err := os.Open(path)
		if err != nil {
			return nil, pathError(path, err)
		}
		defer f.Close()
		info, err := f.Stat()
		if err != nil {
			return nil, pathError(path, err)
		}
		if info.IsDir() {
			return nil, fmt.Errorf("%s is a folder, not a file", path)
		}
		if !info.Mode().IsRegular() {
			// Replaced between the check and the open.
			return nil, fmt.Errorf("%s is %s, not a regular file: give a file", path, kind(info.Mode()))
		}
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, MaxSize+1))
	if err != nil {
		return nil, pathError(path, err)
	}
	if len(data) > MaxSize {
		return nil, fmt.Errorf("%s is larger than %d MiB, the most an input may hold", name(path), MaxSize>>20)
	}
	return bytes.TrimPrefix(data, bom), nil
}

// ReadNonEmpty is ReadFile for inputs that must hold something: a file
// with nothing in it (or only white space) is an error wrapping ErrEmpty.
func ReadNonEmpty(path string) ([]byte, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fmt.Errorf("%s: %w", name(path), ErrEmpty)
	}
	return data, nil
}

// StripBOM returns data without a leading UTF-8 byte-order mark.
func StripBOM(data []byte) []byte { return bytes.TrimPrefix(data, bom) }

// name is path as messages give it.
func name(path string) string {
	if path == Stdin {
		return "standard input"
	}
	return path
}
