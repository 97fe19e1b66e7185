package scenarios

import (
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/cockroachdb/datadriven"

	"github.com/dogma-engine/dogma/internal/inputfile"
)

// RunFile runs the scenario file at path as a test: every command's output
// must equal its expected output (or, with -rewrite, replaces it).
func RunFile(t testing.TB, path string) {
	t.Helper()
	data, err := inputfile.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Parse(path, data); err != nil {
		t.Fatal(err) // an empty or malformed file
	}
	suite, err := suiteOf(path, data)
	if err != nil {
		t.Fatal(err)
	}
	r := newRunner(suite, data)
	run := func(t testing.TB, d *datadriven.TestData) string {
		out, err := r.run(d)
		if err != nil {
			t.Fatalf("%s: %v", r.errorPos(d, err), err)
		}
		return out
	}
	if rewriting() {
		datadriven.RunTestAny(t, path, run)
		return
	}
	// The text as read: without the byte-order mark an editor may have
	// written, which datadriven would take for part of the first command.
	datadriven.RunTestFromStringAny(t, string(data), func(t testing.TB, d *datadriven.TestData) string {
		d.Pos = path + strings.TrimPrefix(d.Pos, "<string>")
		return run(t, d)
	})
}

// rewriting reports whether datadriven's -rewrite flag is set.
func rewriting() bool {
	f := flag.Lookup("rewrite")
	return f != nil && f.Value.String() == "true"
}

// errorPos returns the file:line an error of command d points at: an input
// line for a *lineError, else the command line.
func (r *runner) errorPos(d *datadriven.TestData, err error) string {
	var le *lineError
	if !errors.As(err, &le) {
		return d.Pos
	}
	file, _ := splitPos(d.Pos)
	return fmt.Sprintf("%s:%d", file, r.inputLine(d, le.line))
}

// inputLine returns the file line of input line n of command d, counted
// from 1 for the first line of d.Input. datadriven trims the input it
// hands over: the blank lines between the command and its first input
// line are not in d.Input, but they are in the file, and a line number
// must count them.
func (r *runner) inputLine(d *datadriven.TestData, n int) int {
	_, at := splitPos(d.Pos)
	first := at + 1
	for first <= len(r.lines) && strings.TrimSpace(r.lines[first-1]) == "" {
		first++
	}
	return first + n - 1
}

// splitPos splits a "file:line" position; the line is 0 if there is none.
func splitPos(pos string) (string, int) {
	i := strings.LastIndexByte(pos, ':')
	if i < 0 {
		return pos, 0
	}
	n, err := strconv.Atoi(pos[i+1:])
	if err != nil {
		return pos, 0
	}
	return pos[:i], n
}
