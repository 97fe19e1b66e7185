package main

import (
	"errors"
	"fmt"
)

// Exit codes shared by every command.
const (
	exitOK       = 0 // success, nothing found
	exitFindings = 1 // failures or violations found
	exitUsage    = 2 // bad usage or bad input
	exitStopped  = 3 // stopped by a signal before the work was done, nothing failed in the part run
)

// exitError carries an exit code out of a command's RunE. An empty message
// prints nothing (the command has already reported).
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

// findings returns the error a command returns when it found failures.
func findings(format string, args ...any) error {
	return &exitError{code: exitFindings, msg: fmt.Sprintf(format, args...)}
}

// usageError returns the error for bad usage or bad input; the message
// should name the file and line at fault where there is one.
func usageError(format string, args ...any) error {
	return &exitError{code: exitUsage, msg: fmt.Sprintf(format, args...)}
}

// stopped returns the error of a run that a stop signal cut short with
// nothing found in the part it ran: an incomplete run is not a pass. An
// empty message prints nothing (the summary already says what did not run).
func stopped(format string, args ...any) error {
	return &exitError{code: exitStopped, msg: fmt.Sprintf(format, args...)}
}

// isUsage reports whether err is a usage or input error.
func isUsage(err error) bool {
	var ee *exitError
	return err != nil && (!errors.As(err, &ee) || ee.code == exitUsage)
}

// isStopped reports whether err is the error of a run a stop signal cut
// short.
func isStopped(err error) bool {
	var ee *exitError
	return errors.As(err, &ee) && ee.code == exitStopped
}
