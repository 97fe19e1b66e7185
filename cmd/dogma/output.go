package main

// Output conventions shared by every command.
//
// A command that prints results offers --json (see addJSONFlag). Without it
// the command prints text for people on stdout; with it, stdout holds one
// JSON document (indented, ending with a newline) and nothing else, so that
// scripts can pipe it to jq. Errors always go to stderr, as "dogma: message",
// with the file and line at fault when the input is a file; the exit code
// says what happened (see exit.go), with or without --json.
//
// A command reports findings (exit code 1) by writing its results first and
// then returning findings(...); it reports bad usage or bad input (exit code
// 2) by returning usageError(...) before printing anything.

import (
	"encoding/json"
	"io"

	"github.com/spf13/cobra"
	"golang.org/x/term"
)

// addJSONFlag registers the shared --json flag on cmd.
func addJSONFlag(cmd *cobra.Command, v *bool) {
	cmd.Flags().BoolVar(v, "json", false, "print the results as one JSON document on stdout")
}

// writeJSON writes v to w as an indented JSON document.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// isTerminal reports whether w is a terminal. Anything but a file (an
// *os.File or standard output as run wraps it) is not: a buffer in tests,
// a pipe wrapper.
func isTerminal(w io.Writer) bool {
	f, ok := w.(interface{ Fd() uintptr })
	return ok && term.IsTerminal(int(f.Fd()))
}
