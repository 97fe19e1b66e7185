package cirun

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"time"
)

// runProgram runs a program in dir; its output goes into the error. When
// ctx ends the program gets SIGTERM, and SIGKILL ten seconds later.
func (o *Options) runProgram(ctx context.Context, dir string, args ...string) error {
	c := exec.CommandContext(ctx, args[0], args[1:]...)
	c.Cancel = func() error { return c.Process.Signal(syscall.SIGTERM) }
	c.WaitDelay = 10 * time.Second
	c.Dir = dir
	out, err := c.CombinedOutput()
	if err != nil && o.stoppedBy(ctx, err) {
		return ErrStopped
	}
	if err != nil {
		return fmt.Errorf("%s\n%s: %v", strings.TrimSpace(string(out)), strings.Join(args, " "), err)
	}
	return nil
}

// stoppedBy reports whether a program's failure err comes from a stop
// signal: ctx ended, or the program was ended by SIGINT or SIGTERM, or the
// stop signal reached this process within a moment. A Ctrl-C on a terminal
// reaches the whole process group at once, so the program may fail on it
// before this process has taken it.
func (o *Options) stoppedBy(ctx context.Context, err error) bool {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() && (ws.Signal() == syscall.SIGINT || ws.Signal() == syscall.SIGTERM) {
			return true
		}
	}
	for deadline := time.Now().Add(time.Second); ; time.Sleep(20 * time.Millisecond) {
		if o.stopped(ctx) {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
	}
}

// fuzzTarget runs a native fuzz target for a duration, after checking that
// the package declares it: go test -fuzz alone passes when nothing matches.
func (o *Options) fuzzTarget(ctx context.Context, dir, pkg, target, d string) error {
	c := exec.CommandContext(ctx, "go", "test", "-list", "^"+regexp.QuoteMeta(target)+"$", pkg)
	c.Dir = dir
	out, err := c.CombinedOutput()
	if err != nil && o.stoppedBy(ctx, err) {
		return ErrStopped
	}
	if err != nil {
		return fmt.Errorf("%s\ngo test -list in %s: %v", strings.TrimSpace(string(out)), pkg, err)
	}
	if !regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(target) + `$`).Match(out) {
		return fmt.Errorf("package %s has no fuzz target %s", pkg, target)
	}
	// A new input is minimized for at most a few seconds, so that a step
	// keeps to its budget.
	return o.runProgram(ctx, dir, "go", "test", "-run", "^$", "-fuzz", "^"+regexp.QuoteMeta(target)+"$", "-fuzztime", d, "-fuzzminimizetime", "5s", pkg)
}
