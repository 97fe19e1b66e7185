package cirun

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/dogma-engine/dogma/internal/ciplan"
	"github.com/dogma-engine/dogma/internal/clip"
)

// Options is what the steps need from their caller.
type Options struct {
	// Dir is the plan's folder: paths in the plan are relative to it.
	Dir string
	// Dogma runs a dogma command (its arguments) and returns its output.
	Dogma func(args ...string) (string, error)
	// HasCommand reports whether dogma has the command name: a campaign
	// step needs "fuzz", a referee step "referee".
	HasCommand func(name string) bool
	// Executable is the path of the running dogma binary: a referee
	// step's engine command line whose first word is dogma runs it, so
	// that the plan does not depend on PATH.
	Executable string
	// Stopped reports whether a stop signal has arrived (ctx ended, or a
	// command run by Dogma took the signal first); nil: ctx ended.
	Stopped func(ctx context.Context) bool
	// IsStopped reports whether err, returned by Dogma, is that of a
	// command a stop signal cut short; nil: none is.
	IsStopped func(err error) bool
}

func (o *Options) stopped(ctx context.Context) bool {
	if o.Stopped != nil {
		return o.Stopped(ctx)
	}
	return ctx.Err() != nil
}

// ErrStopped is the error of a step a stop signal cut short.
var ErrStopped = errors.New("stopped by a signal")

// Step is one step of a plan, ready to run.
type Step struct {
	Name string
	// report is set on a step whose output is shown even when it passes:
	// the list to act on.
	report bool
	run    func(ctx context.Context) (detail, output string, err error)
}

// Steps gives each step of a plan its work.
func Steps(plan []ciplan.Step, o Options) []Step {
	var steps []Step
	for _, st := range plan {
		step := Step{Name: st.Name}
		switch st.Kind {
		case ciplan.Test:
			step.run = func(ctx context.Context) (string, string, error) {
				return "", "", o.runProgram(ctx, o.Dir, st.Args...)
			}
		case ciplan.Replay:
			step.run = func(ctx context.Context) (string, string, error) {
				return replayFolder(filepath.Join(o.Dir, st.Folder))
			}
		case ciplan.Play:
			step.run = func(ctx context.Context) (string, string, error) {
				out, err := o.Dogma(st.Args...)
				return fmt.Sprintf("%d games", st.Games), out, err
			}
		case ciplan.Fuzz:
			step.run = func(ctx context.Context) (string, string, error) {
				return "", "", o.fuzzTarget(ctx, o.Dir, st.Package, st.Target, st.Duration)
			}
		case ciplan.Campaign:
			step.run = func(ctx context.Context) (string, string, error) {
				if !o.HasCommand("fuzz") {
					return "", "", errors.New("the plan declares a campaign, but dogma has no fuzz command")
				}
				out, err := o.Dogma(st.Args...)
				return "", out, err
			}
		case ciplan.Referee:
			step.run = func(ctx context.Context) (string, string, error) {
				if !o.HasCommand("referee") {
					return "", "", errors.New("the plan declares a referee campaign, but dogma has no referee command")
				}
				engine, err := o.engine(st.Engine)
				if err != nil {
					return "", "", err
				}
				args := append(append(slices.Clip(st.Args), "--"), engine...)
				out, err := o.Dogma(args...)
				return "", out, err
			}
		case ciplan.Mutate:
			step.report = true
			step.run = func(ctx context.Context) (string, string, error) {
				return o.mutate(ctx, o.Dir, st.Mutation, st.Package)
			}
		default:
			step.run = func(context.Context) (string, string, error) {
				return "", "", fmt.Errorf("dogma ci cannot run a step of kind %s", st.Kind)
			}
		}
		steps = append(steps, step)
	}
	return steps
}

// engine returns the command line of a referee step's engine: a first
// word dogma is the running dogma binary.
func (o *Options) engine(argv []string) ([]string, error) {
	if len(argv) == 0 {
		return nil, errors.New("the referee step names no engine")
	}
	if argv[0] != "dogma" {
		return argv, nil
	}
	if o.Executable == "" {
		return nil, errors.New("the engine is dogma itself, but the path of the dogma binary is unknown")
	}
	return append([]string{o.Executable}, argv[1:]...), nil
}

// Result is the outcome of one step; it is also the JSON output of dogma
// ci. A step that a stop signal cut short has neither passed nor failed:
// Passed is false and Output empty; a step it kept from running is
// Skipped.
type Result struct {
	Step    string  `json:"step"`
	Passed  bool    `json:"passed"`
	Seconds float64 `json:"seconds"`
	Detail  string  `json:"detail,omitempty"`
	Output  string  `json:"output,omitempty"` // on failure, or a report to act on
	// Interrupted is set when a stop signal came while the step ran.
	Interrupted bool `json:"interrupted,omitempty"`
	// Skipped is set on a step a stop signal kept from running.
	Skipped bool `json:"skipped,omitempty"`

	cut bool // a stop signal cut the step short
}

// Failed reports whether the step ran and failed: a step cut short or
// skipped did not.
func (r Result) Failed() bool { return !r.Passed && !r.Skipped && !r.cut }

// CutShort reports whether a stop signal cut the step short.
func (r Result) CutShort() bool { return r.cut }

// Print writes the result's line, "ok", "FAIL" or "STOP" with its time,
// step and detail, and the output indented below it.
func (r Result) Print(w io.Writer) {
	status := "ok  "
	switch {
	case r.Skipped:
		fmt.Fprintf(w, "skip %7s  %s\n", "", r.Step)
		return
	case !r.Passed && r.Output == "":
		status = "STOP"
	case !r.Passed:
		status = "FAIL"
	}
	line := fmt.Sprintf("%s %7.1fs  %s", status, r.Seconds, r.Step)
	if r.Detail != "" {
		line += " (" + r.Detail + ")"
	}
	fmt.Fprintln(w, line)
	if r.Output != "" {
		fmt.Fprintln(w, clip.Indent(r.Output, "      "))
	}
}

// Run runs the steps in order, calling done with the result of each as
// it ends, and returns every result: after a stop signal, the steps not
// run are Skipped.
func Run(ctx context.Context, steps []Step, o Options, done func(Result)) []Result {
	var results []Result
	for _, s := range steps {
		if o.stopped(ctx) {
			break
		}
		start := time.Now()
		detail, output, err := s.run(ctx)
		r := Result{Step: s.Name, Passed: err == nil, Seconds: time.Since(start).Seconds(), Detail: detail}
		if o.stopped(ctx) {
			r.Interrupted = true
		}
		if errors.Is(err, ErrStopped) || err != nil && o.IsStopped != nil && o.IsStopped(err) {
			// Cut short by the signal: neither passed nor failed.
			r.Passed, r.cut, err = false, true, nil
		}
		if err != nil {
			r.Output = strings.TrimSpace(output + "\n" + err.Error())
		} else if s.report {
			r.Output = strings.TrimSpace(output)
		}
		results = append(results, r)
		done(r)
	}
	for _, s := range steps[len(results):] {
		results = append(results, Result{Step: s.Name, Skipped: true})
	}
	return results
}
