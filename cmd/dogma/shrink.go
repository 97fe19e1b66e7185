package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/props"
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
		Use:   "shrink FILE",
		Short: "Shrink a failing decision log or fuzz input to a short scenario file",
		Long: `shrink replays a decision log (as dogma fuzz writes them) until its first
failure, then shrinks it in three stages: the decision stream by option index,
delta debugging over the decisions by label, and the starting position (cards
removed, players dropped), always keeping the same failure: the same property
at the same clause, or the same engine error. It writes a scenario file that
fails with that failure while the bug is there and passes once it is fixed;
"dogma replay" runs it.

FILE may also be an input of the native target FuzzGame: a crash file of a
libFuzzer run (scripts/libfuzzer.sh) or a file of a Go fuzz corpus
(testdata/fuzz/FuzzGame/...). It is replayed to its decision log first.`,
		Example: `  dogma shrink scenarios/testdata/found/violation-card-conservation-comp-5-00000000deadbeef.log
  dogma shrink fuzz/libfuzzer/FuzzGame/crash-da39a3ee5e6b4b0d3255bfef95601890afd80709`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				out = strings.TrimSuffix(args[0], filepath.Ext(args[0])) + ".txt"
			}
			if err := checkOutFile("--out", out); err != nil {
				return err
			}
			ps, err := lookupProps(names)
			if err != nil {
				return err
			}
			c := &props.Checker{Deck: cards.Base(), Props: ps, Strict: strict}
			l, err := readShrinkInput(args[0], c)
			if err != nil {
				return usageError("%v", err)
			}
			_, f, err := fuzz.Replay(l, c)
			if err != nil {
				return usageError("%s: %v", args[0], err)
			}
			if f == nil {
				return usageError("%s: the game does not fail", args[0])
			}
			ctx, stop := interruptible()
			defer stop()
			ctx, cancel := context.WithTimeout(ctx, budget)
			defer cancel()
			sh, err := fuzz.Shrink(ctx, l, f, fuzz.ShrinkOptions{Props: ps, Strict: strict})
			if err != nil {
				return err
			}
			if err := fuzz.WriteScenario(out, sh, filepath.Base(args[0])); err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if asJSON {
				enc := json.NewEncoder(w)
				enc.SetIndent("", "  ")
				return enc.Encode(struct {
					Scenario string `json:"scenario"`
					*fuzz.Shrunk
				}{out, sh})
			}
			fmt.Fprintf(w, "%s\n", f)
			fmt.Fprintf(w, "shrunk from %s to %s in %s\n", sh.Before, sh.After, sh.Elapsed.Round(time.Millisecond))
			fmt.Fprintf(w, "scenario: %s\n", out)
			return nil
		},
	}
	cmd.Flags().StringVar(&out, "out", "", "the scenario file to write (default: the log's name with .txt)")
	cmd.Flags().DurationVar(&budget, "time", 30*time.Second, "time budget for shrinking")
	cmd.Flags().StringSliceVar(&names, "props", nil, "check only these properties, as the campaign did (default: every property)")
	cmd.Flags().BoolVar(&strict, "strict", false, "check every property after every decision, as a --strict campaign did")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the result as JSON")
	return cmd
}

// readShrinkInput reads a decision log, or replays a FuzzGame input to its
// decision log.
func readShrinkInput(path string, c *props.Checker) (*fuzz.Log, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if !fuzz.IsFuzzInput(data) {
		return fuzz.ReadLog(path)
	}
	in, err := fuzz.FuzzBytes(path, data)
	if err != nil {
		return nil, err
	}
	return fuzz.LogOfFuzzInput(path, in, c)
}
