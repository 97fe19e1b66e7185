package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/internal/ciplan"
	"github.com/dogma-engine/dogma/internal/cirun"
	"github.com/dogma-engine/dogma/internal/clip"
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
profiles (editions, variant sets, player counts), the native fuzz targets,
the campaigns and the referee campaigns (dogma referee against an engine;
an engine whose command line begins with dogma is this dogma binary, as in
dogma serve), each with the games or time of the chosen budget. Every
play, fuzz, campaign and referee step names its game (game: in the plan,
innovation when left out). It prints one line per
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
			self, _ := os.Executable() // unknown: a step whose engine is dogma fails and says so
			opts := cirun.Options{
				Dir:        filepath.Dir(plan),
				Dogma:      runDogma,
				Executable: self,
				HasCommand: func(name string) bool {
					_, _, err := newRootCmd().Find([]string{name})
					return err == nil
				},
				Stopped:   stopRequested,
				IsStopped: isStopped,
			}
			steps := cirun.Steps(planned, opts)
			if skipTest {
				steps = steps[1:] // the test step comes first
			}
			out := cmd.OutOrStdout()
			if dryRun {
				if asJSON {
					names := make([]string, len(steps))
					for i, s := range steps {
						names[i] = s.Name
					}
					return writeJSON(out, struct {
						Budget string   `json:"budget"`
						Steps  []string `json:"steps"`
					}{budget, names})
				}
				for _, s := range steps {
					fmt.Fprintln(out, s.Name)
				}
				return nil
			}
			ctx, stop := interruptible()
			defer stop()
			bar := newProgressBar(cmd, int64(len(steps)), "steps", "ci")
			results := cirun.Run(ctx, steps, opts, func(r cirun.Result) {
				if !asJSON {
					bar.Clear()
					r.Print(out)
				}
				bar.Add(1)
			})
			bar.Finish()
			failed, cut, notRun := 0, 0, 0
			for _, r := range results {
				switch {
				case r.Failed():
					failed++
				case r.CutShort():
					cut++
				case r.Skipped:
					notRun++
				}
			}
			if asJSON {
				if err := writeJSON(out, results); err != nil {
					return err
				}
			} else {
				for _, r := range results[len(results)-notRun:] {
					r.Print(out)
				}
				state := ""
				if stopRequested(ctx) {
					state = fmt.Sprintf(", interrupted: %d of %d steps run, %d cut short, %d not run", len(results)-notRun, len(steps), cut, notRun)
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
