package main

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/internal/atomicfile"
	"github.com/dogma-engine/dogma/scenarios"
)

func newCoverageCmd() *cobra.Command {
	var (
		f    campaignFlags
		html string
	)
	cmd := &cobra.Command{
		Use:   "coverage",
		Short: "Run a campaign and report which rule clauses and card effects it reached",
		Long: `coverage runs a campaign (the same flags as fuzz) and counts, for every
RULES.md clause, how many events cited it, and for every card effect and each
of its branches (the kinds of event it caused), how many times it ran. What
was never reached is listed first. Failures are reported as by fuzz.`,
		Example: `  dogma coverage --time 60s
  dogma coverage --games 200 --html coverage.html`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts, err := f.options(cmd)
			if err != nil {
				return err
			}
			if err := checkOutFile("--html", html); err != nil {
				return err
			}
			cov := fuzz.NewCoverage(opts.Suite)
			opts.OnGame = func(g engine.Game, _ *scenarios.Record, _ *fuzz.Failure) { cov.AddGame(g) }
			stdout := cmd.OutOrStdout()
			res, err := runCampaign(cmd, opts, "coverage")
			if err != nil {
				return err
			}
			rep := cov.Report(opts.Setups)
			if html != "" {
				var page bytes.Buffer
				if err := rep.WriteHTML(&page); err != nil {
					return err
				}
				if err := atomicfile.Write(html, page.Bytes()); err != nil {
					return usageError("--html: %v", err)
				}
			}
			if f.json {
				enc := json.NewEncoder(stdout)
				enc.SetIndent("", "  ")
				if err := enc.Encode(struct {
					Seed     fuzz.Seed            `json:"seed"`
					Coverage *fuzz.CoverageReport `json:"coverage"`
					Result   *fuzz.Result         `json:"campaign"`
				}{fuzz.Seed(opts.Seed), rep, res}); err != nil {
					return err
				}
			} else {
				fmt.Fprintf(stdout, "campaign seed %d (repeat with --seed %d)\n", opts.Seed, opts.Seed)
				rep.WriteText(stdout)
				if len(res.Found) > 0 {
					printCampaign(stdout, res)
				}
			}
			if len(res.Found) > 0 {
				return findings("")
			}
			if res.Interrupted {
				return stopped("")
			}
			return nil
		},
	}
	f.register(cmd.Flags(), "scenarios/testdata/found")
	cmd.Flags().StringVar(&html, "html", "", "also write the report as an HTML page to this file")
	return cmd
}
