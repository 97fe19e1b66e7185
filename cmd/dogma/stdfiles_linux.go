package main

import (
	"errors"
	"syscall"
)

// checkStdout returns an error when standard output was closed (">&-")
// when the process started. The Go runtime then opens /dev/null for it,
// read-write, so the output would vanish and the command exit 0; a shell's
// ">/dev/null" opens it write-only and is accepted.
func checkStdout() error {
	var out, null syscall.Stat_t
	if err := syscall.Fstat(1, &out); err != nil {
		if errors.Is(err, syscall.EBADF) {
			return errClosedStdout
		}
		return nil
	}
	if err := syscall.Stat("/dev/null", &null); err != nil {
		return nil
	}
	if out.Mode&syscall.S_IFMT != syscall.S_IFCHR || out.Rdev != null.Rdev {
		return nil
	}
	flags, _, errno := syscall.Syscall(syscall.SYS_FCNTL, 1, syscall.F_GETFL, 0)
	if errno == 0 && flags&syscall.O_ACCMODE == syscall.O_RDWR {
		return errClosedStdout
	}
	return nil
}

// errClosedStdout is the error of a run whose standard output is closed.
var errClosedStdout = errors.New("cannot write to standard output: it is closed")
