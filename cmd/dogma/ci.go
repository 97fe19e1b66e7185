package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/internal/ciplan"
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/scenarios"
)

func newCICmd() *cobra.Command {
	var (
		budget, plan string
		dryRun       bool
		asJSON       bool
		skipTest     bool
	)
	cmd := &cobra.Command{
		Use:   "ci",
		Short: "Run the CI plan (CI.yml)",
		Long: `ci runs the CI plan, CI.yml at the top of the repository: the test command,
the scenario folders to replay, random play of each game over its declared
profiles (editions, variant sets, player counts), the native fuzz targets
and the campaigns, each with the games or time of the chosen budget. Every
play, fuzz and campaign step names its game (game: in the plan, innovation
when left out). It prints one line per
step, "ok" or "FAIL" with the step's output below, and exits with code 1 if
any step fails. A step that names a fuzz target, package or command that
does not exist fails. Paths in the plan are relative to its folder.

Random play checks every property at the default cadence of "dogma fuzz"
(each play step is "dogma play --check"), so CI never plays unchecked games.

--budget short (a few minutes on two cores) is what .ci/run uses; long is
the nightly run. --dry-run lists the steps without running them.
--skip-test leaves out the test command, for a caller that has just run it
in the open (.ci/run does, so that its output shows the test runner's own
summary and the cmd/dogma tests, which the test cache does not serve, run
once).

Ctrl-C or SIGTERM stops the step that runs (a campaign stops as "dogma fuzz"
does and reports what it found), skips the steps after it and prints the
summary with the steps cut short (STOP) and not run (skip). An interrupted
run is not a pass: it exits with code 1 if a step failed, else 3.

Exit codes: 0 every step passed, 1 a step failed, 2 bad usage or plan,
3 stopped by a signal before every step ran.`,
		Example: `  dogma ci --budget short
  dogma ci --budget long --json
  dogma ci --dry-run --plan CI.yml`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !slices.Contains(ciplan.Budgets, budget) {
				return usageError("--budget: %s is not short or long", clip.Quote(budget))
			}
			p, err := ciplan.Read(plan)
			if err != nil {
				return usageError("%v", err)
			}
			planned, err := p.Steps(budget)
			if err != nil {
				return usageError("%v", err)
			}
			steps := runSteps(planned, filepath.Dir(plan))
			if skipTest {
				steps = steps[1:] // the test step comes first
			}
			out := cmd.OutOrStdout()
			if dryRun {
				if asJSON {
					names := make([]string, len(steps))
					for i, s := range steps {
						names[i] = s.name
					}
					return writeJSON(out, struct {
						Budget string   `json:"budget"`
						Steps  []string `json:"steps"`
					}{budget, names})
				}
				for _, s := range steps {
					fmt.Fprintln(out, s.name)
				}
				return nil
			}
			ctx, stop := interruptible()
			defer stop()
			bar := newProgressBar(cmd, int64(len(steps)), "steps", "ci")
			var results []ciResult
			failed, cut := 0, 0
			for _, s := range steps {
				if stopRequested(ctx) {
					break
				}
				start := time.Now()
				detail, output, err := s.run(ctx)
				r := ciResult{Step: s.name, Passed: err == nil, Seconds: time.Since(start).Seconds(), Detail: detail}
				if stopRequested(ctx) {
					r.Interrupted = true
				}
				if errors.Is(err, errStopped) || isStopped(err) {
					// Cut short by the signal: neither passed nor failed.
					r.Passed, err = false, nil
					cut++
				}
				if err != nil {
					failed++
					r.Output = strings.TrimSpace(output + "\n" + err.Error())
				} else if s.report {
					r.Output = strings.TrimSpace(output)
				}
				results = append(results, r)
				if !asJSON {
					bar.Clear()
					r.print(out)
				}
				bar.Add(1)
			}
			bar.Finish()
			notRun := len(steps) - len(results)
			if asJSON {
				for _, s := range steps[len(results):] {
					results = append(results, ciResult{Step: s.name, Skipped: true})
				}
				if err := writeJSON(out, results); err != nil {
					return err
				}
			} else {
				for _, s := range steps[len(results):] {
					fmt.Fprintf(out, "skip %7s  %s\n", "", s.name)
				}
				state := ""
				if stopRequested(ctx) {
					state = fmt.Sprintf(", interrupted: %d of %d steps run, %d cut short, %d not run", len(results), len(steps), cut, notRun)
				}
				fmt.Fprintf(out, "ci: %d steps, %d failed (budget %s%s)\n", len(steps), failed, budget, state)
			}
			if failed > 0 {
				return findings("%d of %d CI steps failed", failed, len(steps))
			}
			if cut > 0 || notRun > 0 {
				return stopped("ci stopped by a signal: %d of %d steps cut short or not run; not a pass", cut+notRun, len(steps))
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&budget, "budget", "short", "the budget to run: short or long")
	cmd.Flags().StringVar(&plan, "plan", "CI.yml", "the CI plan to run")
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "list the steps without running them")
	cmd.Flags().BoolVar(&skipTest, "skip-test", false, "leave out the plan's test command (the caller has run it)")
	addJSONFlag(cmd, &asJSON)
	return cmd
}

// ciResult is the outcome of one step; it is also the JSON output. A step
// that a stop signal cut short has neither passed nor failed: Passed is
// false and Output empty; a step it kept from running is Skipped.
type ciResult struct {
	Step    string  `json:"step"`
	Passed  bool    `json:"passed"`
	Seconds float64 `json:"seconds"`
	Detail  string  `json:"detail,omitempty"`
	Output  string  `json:"output,omitempty"` // on failure, or a report to act on
	// Interrupted is set when a stop signal came while the step ran.
	Interrupted bool `json:"interrupted,omitempty"`
	// Skipped is set on a step a stop signal kept from running.
	Skipped bool `json:"skipped,omitempty"`
}

func (r ciResult) print(w io.Writer) {
	status := "ok  "
	switch {
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
		fmt.Fprintln(w, indent(r.Output, "      "))
	}
}

// ciStep is one step of a plan: a name for its line and the work, which
// returns a short detail, the output to show on failure, and the failure.
type ciStep struct {
	name   string
	run    func(ctx context.Context) (detail, output string, err error)
	report bool // the output is shown even when the step passes
}

// runSteps gives each step of a plan its work; dir is the plan's folder.
func runSteps(plan []ciplan.Step, dir string) []ciStep {
	var steps []ciStep
	for _, st := range plan {
		step := ciStep{name: st.Name}
		switch st.Kind {
		case ciplan.Test:
			step.run = func(ctx context.Context) (string, string, error) {
				return "", "", runProgram(ctx, dir, st.Args...)
			}
		case ciplan.Replay:
			step.run = func(ctx context.Context) (string, string, error) {
				return replayStep(filepath.Join(dir, st.Folder))
			}
		case ciplan.Play:
			step.run = func(ctx context.Context) (string, string, error) {
				out, err := runDogma(st.Args...)
				return fmt.Sprintf("%d games", st.Games), out, err
			}
		case ciplan.Fuzz:
			step.run = func(ctx context.Context) (string, string, error) {
				return "", "", fuzzStep(ctx, dir, st.Package, st.Target, st.Duration)
			}
		case ciplan.Campaign:
			step.run = func(ctx context.Context) (string, string, error) {
				if _, _, err := newRootCmd().Find([]string{"fuzz"}); err != nil {
					return "", "", errors.New("the plan declares a campaign, but dogma has no fuzz command")
				}
				out, err := runDogma(st.Args...)
				return "", out, err
			}
		case ciplan.Mutate:
			step.report = true
			step.run = func(ctx context.Context) (string, string, error) {
				return mutationStep(ctx, dir, st.Mutation, st.Package)
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

// runDogma runs a dogma command in this process and returns its output.
func runDogma(args ...string) (string, error) {
	var buf bytes.Buffer
	root := newRootCmd()
	root.SetArgs(args)
	root.SetOut(&buf)
	root.SetErr(&buf)
	err := execute(root)
	return buf.String(), err
}

// errStopped is the error of a program stopped by a stop signal.
var errStopped = errors.New("stopped by a signal")

// runProgram runs a program in dir; its output goes into the error. When
// ctx ends the program gets SIGTERM, and SIGKILL ten seconds later.
func runProgram(ctx context.Context, dir string, args ...string) error {
	c := exec.CommandContext(ctx, args[0], args[1:]...)
	c.Cancel = func() error { return c.Process.Signal(syscall.SIGTERM) }
	c.WaitDelay = 10 * time.Second
	c.Dir = dir
	out, err := c.CombinedOutput()
	if err != nil && stoppedBy(ctx, err) {
		return errStopped
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
func stoppedBy(ctx context.Context, err error) bool {
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() && (ws.Signal() == syscall.SIGINT || ws.Signal() == syscall.SIGTERM) {
			return true
		}
	}
	for deadline := time.Now().Add(time.Second); ; time.Sleep(20 * time.Millisecond) {
		if stopRequested(ctx) {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
	}
}

// replayStep replays every scenario file below folder.
func replayStep(folder string) (string, string, error) {
	files, err := scenarios.Files([]string{folder})
	if err != nil {
		return "", "", err
	}
	if len(files) == 0 {
		return "", "", fmt.Errorf("no scenario files in %s", folder)
	}
	var out strings.Builder
	failed := 0
	for _, f := range files {
		if r := scenarios.Replay(f, false); !r.Passed {
			failed++
			fmt.Fprintf(&out, "FAIL %s\n%s\n", f, indent(r.Failure, "     "))
		}
	}
	detail := fmt.Sprintf("%d files", len(files))
	if failed > 0 {
		return detail, out.String(), fmt.Errorf("%d of %d scenario files failed", failed, len(files))
	}
	return detail, "", nil
}

// fuzzStep runs a native fuzz target for a duration, after checking that
// the package declares it: go test -fuzz alone passes when nothing matches.
func fuzzStep(ctx context.Context, dir, pkg, target, d string) error {
	c := exec.CommandContext(ctx, "go", "test", "-list", "^"+regexp.QuoteMeta(target)+"$", pkg)
	c.Dir = dir
	out, err := c.CombinedOutput()
	if err != nil && stoppedBy(ctx, err) {
		return errStopped
	}
	if err != nil {
		return fmt.Errorf("%s\ngo test -list in %s: %v", strings.TrimSpace(string(out)), pkg, err)
	}
	if !regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(target) + `$`).Match(out) {
		return fmt.Errorf("package %s has no fuzz target %s", pkg, target)
	}
	// A new input is minimized for at most a few seconds, so that a step
	// keeps to its budget.
	return runProgram(ctx, dir, "go", "test", "-run", "^$", "-fuzz", "^"+regexp.QuoteMeta(target)+"$", "-fuzztime", d, "-fuzzminimizetime", "5s", pkg)
}
