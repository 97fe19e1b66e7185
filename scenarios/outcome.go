package scenarios

import (
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
)

// An Outcome is what running a scenario file gave: the result of every
// command run, in file order, and the first failure, which ends the run.
type Outcome struct {
	Name     string
	Commands []CommandResult
	Err      error // the first failure at name:line, or nil when every output is the expected one
}

// A CommandResult is one command run: where it stands, its expected
// output and the output it gave.
type CommandResult struct {
	Line     int    // the file line of the command, from 1
	Command  string // the command line, "play pending"
	Expected string // the expected output, each line ending in "\n"
	Output   string // the output, each line ending in "\n"
}

// Matches reports whether the command gave its expected output.
func (c CommandResult) Matches() bool { return c.Expected == c.Output }

// Passed reports whether every command gave its expected output.
func (o *Outcome) Passed() bool { return o.Err == nil }

// ErrPanic is wrapped by the error of a run in which the runner panicked:
// a defect of the runner or the engine, never of the input.
var ErrPanic = errors.New("the scenario runner panicked")

// Run runs scenario text (named name in messages): it checks its form
// (Parse), plays every command on the game the file names and compares
// each output with the expected one. The run stops at the first command
// that fails or gives another output than expected; the error names the
// file and line at fault. Run never panics because of its input: a panic
// of the engine is reported as an error wrapping ErrPanic.
func Run(name string, data []byte) *Outcome {
	o := &Outcome{Name: name}
	var differs error
	_, err := run(name, data, func(d *directive, out string) bool {
		res := CommandResult{Line: d.Line, Command: d.FullCmd(), Expected: d.Expected, Output: out}
		o.Commands = append(o.Commands, res)
		if !res.Matches() {
			differs = mismatch(d, out)
			return false
		}
		return true
	})
	o.Err = err
	if err == nil {
		o.Err = differs
	}
	return o
}

// Check runs scenario text (named name in messages) and returns its first
// failure as an error (see Run).
func Check(name string, data []byte) error {
	return Run(name, data).Err
}

// Rewrite runs scenario text (named name in messages) and returns it with
// every expected output replaced by the output its command gives, the
// text "dogma replay --rewrite" writes. A command that fails is an error
// at name:line, as in Run.
func Rewrite(name string, data []byte) ([]byte, error) {
	return run(name, data, func(*directive, string) bool { return true })
}

// run reads and runs the commands of scenario text in order, handing each
// output to done, and stops when done returns false or a command fails.
// It returns the text of a rewrite, complete when every command ran.
func run(name string, data []byte, done func(d *directive, out string) bool) ([]byte, error) {
	if _, err := Parse(name, data); err != nil {
		return nil, err
	}
	suite, err := suiteOf(name, data)
	if err != nil {
		return nil, err
	}
	r := newRunner(suite)
	sr := newScriptReader(name, data)
	for {
		d, err := sr.read()
		if err != nil {
			return nil, err
		}
		if d == nil {
			return sr.rewritten(), nil
		}
		out, err := runGuarded(r, d)
		if err != nil {
			return nil, err
		}
		if out != "" && !strings.HasSuffix(out, "\n") {
			out += "\n"
		}
		sr.emitOutput(out)
		if !done(d, out) {
			return nil, nil
		}
	}
}

// runGuarded runs one directive and turns a panic into an error wrapping
// ErrPanic, and an error into one at the file:line at fault.
func runGuarded(r *runner, d *directive) (out string, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%w: %s: panic: %v\n%s", ErrPanic, d.Pos(), p, debug.Stack())
		}
	}()
	out, err = r.run(d)
	if err != nil {
		return "", fmt.Errorf("%s: %w", errorPos(d, err), err)
	}
	return out, nil
}

// errorPos returns the file:line an error of command d points at: an input
// line for a *lineError, else the command line.
func errorPos(d *directive, err error) string {
	var le *lineError
	if !errors.As(err, &le) || d.InputLine == 0 {
		return d.Pos()
	}
	return fmt.Sprintf("%s:%d", d.name, d.InputLine+le.line-1)
}

// mismatch is the error of a command whose output is not the expected
// one: the command, then the expected and the actual output.
func mismatch(d *directive, out string) error {
	cmd := d.FullCmd()
	if d.Input != "" {
		cmd += "\n" + d.Input
	}
	return fmt.Errorf("%s: the output differs from the expected one at its line %d\n%s\nexpected:\n%s\nfound:\n%s",
		d.Pos(), firstDifference(d.Expected, out), indent(cmd), indent(d.Expected), indent(out))
}

// firstDifference returns the first line, from 1, where two outputs differ.
func firstDifference(a, b string) int {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	n := 0
	for n < len(al) && n < len(bl) && al[n] == bl[n] {
		n++
	}
	return n + 1
}

// indent indents every line of s by two spaces.
func indent(s string) string {
	s = strings.TrimSuffix(s, "\n")
	if s == "" {
		return ""
	}
	return "  " + strings.ReplaceAll(s, "\n", "\n  ") + "\n"
}
