package main

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/props"
)

// campaignFlags are the flags fuzz and coverage share.
type campaignFlags struct {
	time      time.Duration
	games     int
	workers   int
	profile   gameFlags
	seed      uint64
	props     []string
	strict    bool
	keepGoing bool
	out       string
	policy    string
	json      bool
}

func (f *campaignFlags) register(fs *pflag.FlagSet, out string) {
	fs.DurationVar(&f.time, "time", time.Minute, "how long to play (with --games and no --time, or --time 0s: until the games are played)")
	fs.IntVar(&f.games, "games", 0, "stop after this many games (0: no limit)")
	fs.IntVar(&f.workers, "workers", 0, "parallel games (default: every core)")
	f.profile.register(fs, campaign)
	fs.Uint64Var(&f.seed, "seed", 0, "campaign seed (default: from the clock; printed, so any run can be repeated)")
	fs.StringSliceVar(&f.props, "props", nil, "check only these properties (default: every property)")
	fs.BoolVar(&f.strict, "strict", false, "check every property after every decision")
	fs.BoolVar(&f.keepGoing, "keep-going", false, "collect distinct failures (by property and clause) instead of stopping at the first")
	fs.StringVar(&f.out, "out", out, "folder for failures: the decision log and the shrunk scenario")
	fs.StringVar(&f.policy, "policy", fuzz.PolicyDirected, "how games answer: directed (policies that reach new clauses and branches get more games), swarm (a weighted policy per game) or uniform")
	fs.BoolVar(&f.json, "json", false, "print the result as JSON")
}

// options turns the flags into campaign options.
func (f *campaignFlags) options(cmd *cobra.Command) (fuzz.Options, error) {
	suite, err := gameOf(cmd)
	if err != nil {
		return fuzz.Options{}, err
	}
	setups, err := f.profile.configs(suite)
	if err != nil {
		return fuzz.Options{}, err
	}
	if err := atLeast("--games", f.games, 0, "0: no limit"); err != nil {
		return fuzz.Options{}, err
	}
	if err := atLeast("--workers", f.workers, 0, "0: every core"); err != nil {
		return fuzz.Options{}, err
	}
	switch {
	case f.time < 0:
		return fuzz.Options{}, usageError("--time %s is out of range: allowed 0s (no time limit, with --games) or more", f.time)
	case f.time == 0 && f.games == 0:
		return fuzz.Options{}, usageError("--time 0s means no time limit, which needs a --games budget: the campaign would never stop")
	}
	ps, err := lookupProps(suite, f.props)
	if err != nil {
		return fuzz.Options{}, err
	}
	if _, err := fuzz.ParsePolicy(f.policy); err != nil {
		return fuzz.Options{}, usageError("--policy: %v", err)
	}
	if err := checkOutDir("--out", f.out); err != nil {
		return fuzz.Options{}, err
	}
	if !cmd.Flags().Changed("seed") {
		f.seed = uint64(time.Now().UnixNano())
	}
	opts := fuzz.Options{Build: currentBuild().String(),
		Seed: f.seed, Games: f.games, Time: f.time, Workers: f.workers,
		Suite: suite, Setups: setups, Strict: f.strict, KeepGoing: f.keepGoing,
		Out: f.out, Props: ps, Policy: f.policy,
	}
	if f.games > 0 && !cmd.Flags().Changed("time") {
		opts.Time = 0
	}
	return opts, nil
}

// lookupProps returns the properties of suite named (nil for none: every
// property).
func lookupProps(suite *props.Suite, names []string) ([]*props.Property, error) {
	if len(names) == 0 {
		return nil, nil
	}
	out := []*props.Property{}
	for _, n := range names {
		p, ok := suite.Lookup(n)
		if !ok {
			return nil, usageError("--props: unknown property %s (see dogma props)", clip.Quote(n))
		}
		out = append(out, p)
	}
	return out, nil
}

// campaignProgress shows a campaign's games on the shared progress bar,
// with decisions per second and failures in its description.
type campaignProgress struct {
	bar   *progressBar
	games int64
}

// runCampaign runs a campaign with a progress bar, stopping it on Ctrl-C.
func runCampaign(cmd *cobra.Command, opts fuzz.Options, what string) (*fuzz.Result, error) {
	bar := newCampaignProgress(cmd, opts, what)
	opts.OnProgress = bar.update
	ctx, stop := interruptible()
	defer stop()
	res, err := fuzz.Run(ctx, opts)
	bar.finish()
	if err != nil {
		return nil, usageError("%v", err)
	}
	return res, nil
}

func newCampaignProgress(cmd *cobra.Command, opts fuzz.Options, what string) *campaignProgress {
	total := int64(-1)
	if opts.Games > 0 {
		total = int64(opts.Games)
	}
	bar := newProgressBar(cmd, total, "games", what)
	bar.SetBudget(opts.Time)
	return &campaignProgress{bar: bar}
}

func (p *campaignProgress) update(s fuzz.Stats) {
	rate := float64(s.Decisions) / max(s.Elapsed.Seconds(), 1e-9)
	p.bar.Note(fmt.Sprintf("%.0f decisions/s · failures %d", rate, s.Failures))
	if n := s.Games - p.games; n > 0 {
		p.games = s.Games
		p.bar.Add(int(n))
	}
}

func (p *campaignProgress) finish() { p.bar.Finish() }

func newFuzzCmd() *cobra.Command {
	var (
		f               campaignFlags
		saveInteresting bool
		corpusDir       string
		corpusMax       int
		shrinkTime      time.Duration
	)
	cmd := &cobra.Command{
		Use:   "fuzz",
		Short: "Run a fuzzing campaign: random games, every property checked",
		Long: `fuzz plays random games on every core, checking the properties as it goes,
with a mix of 2, 3 and 4 players and teams in the three editions. It prints its
campaign seed, so any run can be repeated with --seed: game i of a campaign
always gets the same seed and profile, whatever --workers, and the failure
reported is the one of the lowest game index (of each distinct failure with
--keep-going), so with a --games budget a seed reports the same failure on
any machine. --time 0s means no time limit, and needs --games.

A failure (a broken property, an engine error or panic, a reachable rule gap)
is written to --out the moment it is found, as a decision log. When the
campaign stops, each failure is shrunk to a short scenario file beside its
log, which "dogma replay" runs. Ctrl-C or SIGTERM (what CI runners and
timeout send) stops the workers, shrinks what it can in a few seconds and
writes the summary; a second one ends at once. A campaign stopped before its
budget is spent is not a clean one.

Exit codes: 0 nothing found, 1 failures found, 2 bad usage, 3 stopped by a
signal before the budget was spent, nothing found.`,
		Example: `  dogma fuzz
  dogma fuzz --time 10m --keep-going
  dogma fuzz --games 500 --players 3 --edition 3rd --seed 42 --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			opts, err := f.options(cmd)
			if err != nil {
				return err
			}
			if err := positiveDuration("--shrink-time", shrinkTime); err != nil {
				return err
			}
			opts.Shrink, opts.ShrinkTime = true, shrinkTime
			var in *fuzz.Interesting
			if saveInteresting {
				if err := checkOutDir("--corpus", corpusDir); err != nil {
					return err
				}
				if err := atLeast("--corpus-max", corpusMax, 1, ""); err != nil {
					return err
				}
				if in, err = fuzz.NewInteresting(opts.Suite, corpusDir); err != nil {
					return usageError("--save-interesting: %v", err)
				}
				in.Max = corpusMax
				opts.OnGame = in.Add
			}
			stdout := cmd.OutOrStdout()
			if !f.json {
				fmt.Fprintf(stdout, "campaign seed %d (repeat with --seed %d)\n", opts.Seed, opts.Seed)
			}
			res, err := runCampaign(cmd, opts, "fuzz")
			if err != nil {
				return err
			}
			var saved []string
			if in != nil {
				if saved, err = in.Save(); err != nil {
					return err
				}
			}
			if f.json {
				enc := json.NewEncoder(stdout)
				enc.SetIndent("", "  ")
				if err := enc.Encode(struct {
					*fuzz.Result
					Saved []string `json:"saved,omitempty"`
				}{res, saved}); err != nil {
					return err
				}
			} else {
				printCampaign(stdout, res)
				if in != nil {
					fmt.Fprintf(stdout, "corpus: kept %d of %d interesting games (those that add clauses, branches or endings the corpus lacks, at most %d)\n", len(saved), in.Candidates(), corpusMax)
				}
				for _, p := range saved {
					fmt.Fprintf(stdout, "saved to the corpus: %s\n", p)
				}
			}
			if n := len(res.Found); n > 0 {
				return findings("")
			}
			if res.Interrupted {
				return stopped("")
			}
			return nil
		},
	}
	f.register(cmd.Flags(), "scenarios/testdata/found")
	cmd.Flags().BoolVar(&saveInteresting, "save-interesting", false, "add interesting games (new clauses or branches, longest game, new endings) to the corpus")
	cmd.Flags().StringVar(&corpusDir, "corpus", "corpus", "the corpus folder for --save-interesting")
	cmd.Flags().IntVar(&corpusMax, "corpus-max", fuzz.DefaultMaxSaved, "with --save-interesting: the most games one run adds to the corpus")
	cmd.Flags().DurationVar(&shrinkTime, "shrink-time", 30*time.Second, "time to shrink each failure")
	return cmd
}

// printCampaign prints the plain summary of a campaign.
func printCampaign(w io.Writer, res *fuzz.Result) {
	s := res.Stats
	rate := float64(s.Decisions) / max(s.Elapsed.Seconds(), 1e-9)
	state := ""
	if res.Interrupted {
		state = " (interrupted)"
	}
	games := float64(s.Games) / max(s.Elapsed.Seconds(), 1e-9)
	fmt.Fprintf(w, "%d games, %d decisions in %s (%.1f games/s, %.0f decisions/s)%s\n", s.Games, s.Decisions, s.Elapsed.Round(time.Millisecond), games, rate, state)
	if s.Capped > 0 {
		fmt.Fprintf(w, "%d games stopped unfinished at the length cap\n", s.Capped)
	}
	var gaps, fails []*fuzz.Found
	for _, fd := range res.Found {
		if fd.Failure.Kind == fuzz.KindRuleGap {
			gaps = append(gaps, fd)
		} else {
			fails = append(fails, fd)
		}
	}
	if len(res.Found) == 0 {
		fmt.Fprintln(w, "clean: no failure, no rule gap")
		return
	}
	section := func(title string, fds []*fuzz.Found) {
		if len(fds) == 0 {
			return
		}
		fmt.Fprintf(w, "%s: %d\n", title, len(fds))
		for _, fd := range fds {
			fmt.Fprintf(w, "  %s\n", fd.Failure)
			fmt.Fprintf(w, "    game %d: config %s, seed %d\n", fd.Index, fd.Log.Config, fd.Game)
			if fd.LogPath != "" {
				fmt.Fprintf(w, "    log: %s\n", fd.LogPath)
			}
			if fd.Scenario != "" {
				cut := ""
				if fd.Shrunk.Interrupted {
					cut = " (interrupted)"
				}
				fmt.Fprintf(w, "    scenario: %s (shrunk from %s to %s)%s\n", fd.Scenario, fd.Shrunk.Before, fd.Shrunk.After, cut)
			} else if fd.LogPath != "" {
				fmt.Fprintf(w, "    not shrunk; run: dogma shrink %s\n", fd.LogPath)
			}
			if fd.Err != "" {
				fmt.Fprintf(w, "    note: %s\n", fd.Err)
			}
			if fd.Scenario == "" && fd.Shrunk != nil {
				// Not written: the shrunk scenario is here or nowhere.
				fmt.Fprintf(w, "    the shrunk scenario (not written):\n%s\n", clip.Indent(fuzz.ScenarioText(fd.Shrunk, filepath.Base(fd.LogPath)), "      "))
			}
		}
	}
	section("failures", fails)
	section("rule gaps", gaps)
}
