package main

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/internal/atomicfile"
	"github.com/dogma-engine/dogma/internal/inputfile"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/scenarios"
)

func newShrinkCmd() *cobra.Command {
	var (
		out    string
		budget time.Duration
		names  []string
		strict bool
		asJSON bool
	)
	cmd := &cobra.Command{
		Use:   "shrink FILE...",
		Short: "Shrink a failing decision log or fuzz input to a short scenario file",
		Long: `shrink replays a game file (a decision log as dogma fuzz writes them, or a
scenario file; a folder stands for the failing ones below it) until its first
failure, then shrinks it in three stages: the decision stream by option index,
delta debugging over the decisions by label, and the starting position (cards
removed, players dropped), always keeping the same failure: the same property
at the same clause, or the same engine error. It writes a scenario file that
fails with that failure while the bug is there and passes once it is fixed;
"dogma replay" runs it.

The scenario is written beside the input as NAME-shrunk.txt (NAME-shrunk-2.txt
and so on if that exists), or to --out; shrink never writes over its input,
and every file appears whole (a temporary file, then a rename). An input it
cannot read is refused with exit code 2 before anything is written.

FILE may also be an input of the native target FuzzGame: a crash file of a
libFuzzer run (scripts/libfuzzer.sh) or a file of a Go fuzz corpus
(testdata/fuzz/FuzzGame/...). It is replayed to its decision log first.`,
		Example: `  dogma fuzz --plant share-bonus --games 200 --seed 1 --workers 1 --out found; dogma shrink --plant share-bonus found/*.log
  dogma shrink --plant share-bonus --out shrunk.txt fuzz/testdata/fuzz/FuzzGame/seed-1`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := positiveDuration("--time", budget); err != nil {
				return err
			}
			if out != "" {
				if err := checkOutFile("--out", out); err != nil {
					return err
				}
			}
			suite, err := gameOf(cmd) // the game of FuzzGame inputs, which name none
			if err != nil {
				return err
			}
			if _, err := lookupProps(suite, names); err != nil {
				return err
			}
			files, err := gameFiles(cmd, args, true)
			if err != nil {
				return err
			}
			if out != "" && len(files) > 1 {
				return usageError("--out names one file, but %d files are to be shrunk", len(files))
			}
			// Every input is read and checked before anything is written.
			type job struct {
				path string
				log  *scenarios.Record
				f    *fuzz.Failure
				ps   []*props.Property
			}
			var jobs []job
			for _, path := range files {
				ps, _ := lookupProps(suite, names)
				l, err := readShrinkInput(path, &props.Checker{Suite: suite, Props: ps, Strict: strict})
				if err != nil {
					return err
				}
				if ps, err = lookupProps(l.Suite, names); err != nil {
					return usageError("%s: %v", path, err)
				}
				c := &props.Checker{Suite: l.Suite, Props: ps, Strict: strict}
				_, f, err := fuzz.Replay(l, c)
				if err != nil {
					return usageError("%s: %v", path, err)
				}
				if f == nil {
					if len(files) > 1 {
						fmt.Fprintf(cmd.ErrOrStderr(), "dogma: skipping %s: the game does not fail\n", path)
						continue
					}
					return usageError("%s: the game does not fail", path)
				}
				dest := out
				if dest == "" {
					dest = shrunkPath(path)
				}
				if atomicfile.Same(dest, path) {
					return usageError("%s: --out names the input file; shrink never writes over its input", dest)
				}
				jobs = append(jobs, job{path, l, f, ps})
			}
			if len(jobs) == 0 {
				return usageError("no failing game in %s", strings.Join(args, " "))
			}
			ctx, stop := interruptible()
			defer stop()
			type result struct {
				Input    string `json:"input"`
				Scenario string `json:"scenario"`
				// Text is the scenario when it could not be written, and
				// Error why.
				Text  string `json:"text,omitempty"`
				Error string `json:"error,omitempty"`
				*fuzz.Shrunk
			}
			var results []result
			var lost error
			w := cmd.OutOrStdout()
			for _, j := range jobs {
				jctx, cancel := context.WithTimeout(ctx, budget)
				sh, err := fuzz.Shrink(jctx, j.log, j.f, fuzz.ShrinkOptions{Props: j.ps, Strict: strict})
				cancel()
				if err != nil {
					return err
				}
				dest := out
				if dest == "" {
					dest = shrunkPath(j.path)
				}
				r := result{Input: j.path, Scenario: dest, Shrunk: sh}
				var we *atomicfile.WriteError
				if err := fuzz.WriteScenario(dest, sh, filepath.Base(j.path)); errors.As(err, &we) {
					// The shrink is not lost: it goes to stdout instead.
					r.Scenario, r.Text, r.Error = "", fuzz.ScenarioText(sh, filepath.Base(j.path)), err.Error()
					lost = err
				} else if err != nil {
					return err
				}
				results = append(results, r)
				if !asJSON {
					fmt.Fprintf(w, "%s\n", j.f)
					fmt.Fprintf(w, "shrunk from %s to %s in %s\n", sh.Before, sh.After, sh.Elapsed.Round(time.Millisecond))
					if r.Text != "" {
						fmt.Fprintf(w, "scenario not written (%s); here it is:\n%s", r.Error, r.Text)
					} else {
						fmt.Fprintf(w, "scenario: %s\n", dest)
					}
				}
			}
			err = nil
			if asJSON {
				if len(results) == 1 {
					err = writeJSON(w, results[0])
				} else {
					err = writeJSON(w, results)
				}
			}
			if err == nil && lost != nil {
				err = usageError("%v", lost)
			}
			return err
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "the scenario file to write (default: beside the input, NAME-shrunk.txt)")
	cmd.Flags().DurationVar(&budget, "time", 30*time.Second, "time budget for shrinking")
	cmd.Flags().StringSliceVar(&names, "props", nil, "check only these properties, as the campaign did (default: every property)")
	cmd.Flags().BoolVar(&strict, "strict", false, "check every property after every decision, as a --strict campaign did")
	addJSONFlag(cmd, &asJSON)
	return cmd
}

// readShrinkInput reads a game file, or replays a FuzzGame input to its
// decision log. Errors are input errors.
func readShrinkInput(path string, c *props.Checker) (*scenarios.Record, error) {
	data, err := inputfile.ReadFile(path)
	if err != nil {
		return nil, usageError("%v", err)
	}
	if !fuzz.IsFuzzInput(path, data) {
		return readGame(path)
	}
	in, err := fuzz.FuzzBytes(path, data)
	if err != nil {
		return nil, usageError("%v", err)
	}
	l, err := fuzz.LogOfFuzzInput(path, in, c)
	if err != nil {
		return nil, usageError("%v", err)
	}
	return l, nil
}
