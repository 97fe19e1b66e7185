package main

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/bench"
	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/play"
	"github.com/dogma-engine/dogma/props"
)

func newBenchCmd() *cobra.Command {
	var (
		profile         gameFlags
		runs, games     int
		ops             int
		seed            uint64
		noProps, strict bool
		differential    bool
		each            bool
		planted         []string
		asJSON          bool
	)
	cmd := &cobra.Command{
		Use:   "bench",
		Short: "Measure how fast the engine plays, with properties off and on",
		Long: `bench plays random complete games on one core, with every property off and
then with every property checked at the default cadence (or at every decision
with --strict), and times a clone, a state hash and a full icon recount on
mid-game positions. Each measurement is repeated --runs times and the median
is printed: games/s, decisions/s, ns and allocations per decision, and the
ratio of the time per decision with properties on to the time with them off.
The runs with properties off and on alternate, and the ratio printed is the
median of the runs' own ratios, so that both sides of each ratio saw the
same load of the machine.

The same workloads back the go test benchmarks; to compare two commits use
those with benchstat (see the README's Performance section).`,
		Example: `  dogma bench
  dogma bench --players 2 --runs 3 --games 100 --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			for _, c := range []struct {
				flag string
				v    int
			}{{"--runs", runs}, {"--games", games}, {"--ops", ops}} {
				if err := atLeast(c.flag, c.v, 1, ""); err != nil {
					return err
				}
			}
			suite, err := gameOf(cmd)
			if err != nil {
				return err
			}
			configs, err := profile.configs(suite)
			if err != nil {
				return err
			}
			shared := sharedSettings(configs)
			opts := bench.Options{Game: suite.Registration, Configs: configs,
				Setting: strings.Join(append([]string{suite.Title}, settingWords(shared)...), ", "),
				Runs:    runs, Games: games, Ops: ops, Seed: seed}
			for _, m := range suite.Measures {
				opts.Workloads = append(opts.Workloads, bench.Op{Name: m.Name, Do: m.Do})
			}
			if !noProps {
				opts.Observer = func() bench.Observer { return &props.Watcher{Suite: suite, Strict: strict} }
				if each {
					for _, p := range suite.Properties() {
						ps := []*props.Property{p}
						opts.Each = append(opts.Each, bench.NamedObserver{Name: p.Name,
							New: func() bench.Observer { return &props.Watcher{Suite: suite, Props: ps, Strict: strict} }})
					}
				}
			}
			var bugs []engine.Bug
			switch {
			case len(planted) == 1 && planted[0] == "none":
			case len(planted) == 1 && planted[0] == "all":
				bugs = suite.Bugs
			default:
				for _, name := range planted {
					i := slices.IndexFunc(suite.Bugs, func(b engine.Bug) bool { return b.Name == name })
					if i < 0 {
						return usageError("--planted: unknown planted bug %s", clip.Quote(name))
					}
					bugs = append(bugs, suite.Bugs[i])
				}
			}
			bar := newProgressBar(cmd, int64(opts.Steps()), "runs", "bench")
			opts.Progress = func(int, int) { bar.Add(1) }
			rep, err := bench.Run(opts)
			bar.Finish()
			if err != nil {
				// bench times games played to their end.
				return play.RuleGapError(suite, err)
			}
			var finds []*fuzz.PlantedFind
			if len(bugs) > 0 {
				ctx, stop := interruptible()
				defer stop()
				pbar := newProgressBar(cmd, int64(len(bugs)), "bugs", "planted bugs")
				for _, b := range bugs {
					pf, err := fuzz.FindPlanted(ctx, suite, b, seed, plantedLimit)
					if err != nil {
						return err
					}
					finds = append(finds, pf)
					pbar.Add(1)
				}
				pbar.Finish()
			}
			var dc *diffCost
			if differential {
				if dc, err = measureDiff(suite.Registration, opts.Configs[0], seed, games, runs); err != nil {
					return err
				}
			}
			if asJSON {
				// The seed is written as a string (see fuzz.Seed).
				return writeJSON(cmd.OutOrStdout(), struct {
					// Settings are the settings every configuration
					// shares ("edition=1st ages=10").
					Settings string `json:"settings"`
					bench.Report
					Seed         fuzz.Seed           `json:"seed"`
					Planted      []*fuzz.PlantedFind `json:"planted,omitempty"`
					Differential *diffCost           `json:"differential,omitempty"`
				}{shared, rep, fuzz.Seed(rep.Seed), finds, dc})
			}
			if err := rep.WriteText(cmd.OutOrStdout()); err != nil {
				return err
			}
			if !noProps {
				cadence := "default cadence"
				if strict {
					cadence = "every decision"
				}
				fmt.Fprintf(cmd.OutOrStdout(), "\nproperties on: all %d, %s; on/off is ns/decision on over off\n", len(suite.Properties()), cadence)
			}
			writePlanted(cmd.OutOrStdout(), finds, seed)
			if dc != nil {
				dc.write(cmd.OutOrStdout())
			}
			return nil
		},
	}
	profile.register(cmd.Flags(), numbers)
	cmd.Flags().IntVar(&runs, "runs", 5, "runs of every measurement; the median is printed")
	cmd.Flags().IntVar(&games, "games", 300, "random games per run and player count")
	cmd.Flags().IntVar(&ops, "ops", 20000, "repetitions per run of clone, hash and recount")
	cmd.Flags().Uint64Var(&seed, "seed", 0, "seed of the first game; the next games take the next seeds")
	cmd.Flags().BoolVar(&noProps, "no-props", false, "measure with properties off only")
	cmd.Flags().BoolVar(&strict, "strict", false, "check every property after every decision")
	cmd.Flags().StringSliceVar(&planted, "planted", []string{"all"}, "planted bugs a default campaign is timed against (all, none, or names: see engine/innovation/bugs.go)")
	cmd.Flags().BoolVar(&differential, "diff", true, "also time differential play (dogma diff, dogma audit variants): a lockstep pair of games against the same two games played alone, on the first player count")
	cmd.Flags().BoolVar(&each, "each", true, "also measure each property alone on the first player count: the ns per decision it adds")
	addJSONFlag(cmd, &asJSON)
	return cmd
}

// sharedSettings returns the settings every configuration of configs
// gives alike, as configuration text without the player count, which
// bench's table shows on each row.
func sharedSettings(configs []engine.Config) string {
	if len(configs) == 0 {
		return ""
	}
	var out []string
	for _, f := range strings.Fields(configs[0].String()) {
		if strings.HasPrefix(f, "players=") {
			continue
		}
		all := true
		for _, c := range configs[1:] {
			all = all && slices.Contains(strings.Fields(c.String()), f)
		}
		if all {
			out = append(out, f)
		}
	}
	return strings.Join(out, " ")
}

// settingWords writes configuration text for people: "edition=1st
// ages=10" as "edition 1st", "ages 10".
func settingWords(text string) []string {
	var out []string
	for _, f := range strings.Fields(text) {
		out = append(out, strings.Replace(f, "=", " ", 1))
	}
	return out
}

// plantedLimit is the longest a campaign hunts one planted bug, and the
// longest it shrinks it.
const plantedLimit = 60 * time.Second

// writePlanted prints how fast a default campaign found each planted bug
// and how small it shrank it.
func writePlanted(w io.Writer, finds []*fuzz.PlantedFind, seed uint64) {
	if len(finds) == 0 {
		return
	}
	fmt.Fprintf(w, "\nplanted bugs: a default campaign of seed %d (every core) against each, then shrinking\n", seed)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "bug\treported by\tfound after\tgames\tshrunk to")
	for _, pf := range finds {
		if !pf.Found {
			fmt.Fprintf(tw, "%s\tNOT FOUND\t\t%d\t\n", pf.Bug, pf.Games)
			continue
		}
		shrunk := "-"
		if pf.Shrunk != nil {
			shrunk = fmt.Sprintf("%d decisions, %d cards placed", pf.Shrunk.After.Decisions, pf.Shrunk.After.Cards)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\n", pf.Bug, pf.Reported, pf.FindTime.Round(time.Millisecond), pf.Games, shrunk)
	}
	tw.Flush()
}
