// Command dogma turns Innovation's rulebook into an executable engine and
// attacks it: random legal play, properties checked at every step, fuzzing,
// and failures shrunk to short scenario files.
//
// Exit codes: 0 ok, 1 failures or violations found, 2 usage or input error,
// 3 stopped by a signal before the work was done (nothing found so far).
package main

import (
	"errors"
	"fmt"
	"os"
)

func main() {
	if err := checkStdout(); err != nil {
		fmt.Fprintln(os.Stderr, "dogma:", err)
		os.Exit(exitUsage)
	}
	os.Exit(run(os.Args[1:]))
}

// run executes the command line and returns the process exit code. Only
// this function decides exit codes. It prints the error, if any, with every
// quoted value cut short (clipMessage).
func run(args []string) int {
	root := newRootCmd()
	root.SetArgs(args)
	stdout := &checkedOutput{f: os.Stdout}
	root.SetOut(stdout)
	err := execute(root)
	if ferr := stdout.failure(); ferr != nil && !isUsage(err) {
		// What the command printed is lost: whatever it found, the run
		// did not do its job.
		err = ferr
	}
	if err == nil {
		return exitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.msg != "" {
			fmt.Fprintln(os.Stderr, "dogma:", clipMessage(ee.msg, false))
		}
		return ee.code
	}
	fmt.Fprintln(os.Stderr, "dogma:", clipMessage(err.Error(), false))
	return exitUsage
}
