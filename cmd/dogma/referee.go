package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/internal/inputfile"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/referee"
	"github.com/dogma-engine/dogma/referee/protocol"
)

// refereeFlags are the flags of dogma referee.
type refereeFlags struct {
	time       time.Duration
	games      int
	workers    int
	profile    gameFlags
	seed       uint64
	out        string
	json       bool
	timeout    time.Duration
	shrinkTime time.Duration
	replay     string
	policy     string
}

func newRefereeCmd() *cobra.Command {
	var f refereeFlags
	cmd := &cobra.Command{
		Use:   "referee [flags] -- CMD ARGS...",
		Short: "Check another engine against dogma's: the same games in lockstep over the referee protocol",
		Long: `referee starts the engine CMD ARGS (one process per worker), which speaks the
referee protocol (docs/referee-protocol.md) on its stdin and stdout, and plays
random games on it in lockstep with dogma's own engine: the same decks (those
the seed's shuffle gives dogma), the same decisions, drawn among dogma's
options. After every decision it compares the options offered (as sets of
labels) and the state (zones, fields, turn, the seat deciding, the end and
the winners; what the engine reports as unknown is skipped), and checks the
rules of every state on the engine's (every card in exactly one zone, a
seat deciding with options while the game runs and none once it is over,
the winners among the seats). A one-option decision that only one side
asks (dogma's kernel answers some by itself) is answered on that side and
never counted as a disagreement.

A disagreement, a broken rule, or a protocol error (a crash, a hang past
--timeout, garbage on the engine's stdout, an answer out of turn, an error
answer to a label dogma offers) stops the campaign. The game is shrunk to
its fewest decisions (a new game on both sides per candidate, the engine
restarted after a crash) and written to --out as a scenario file (dogma's
side of the game) and a protocol transcript (.jsonl: every request and
dogma's state after it), with the clause of the step where they part and
both states side by side. "dogma referee --replay FILE -- CMD" replays a
transcript against the engine alone: exit 1 where it parts, 0 where it
agrees.

Without --game, the game is Innovation when the engine plays it, else the
first the engine names in its hello that dogma can referee. A setup dogma's
own game cannot start from decks is left out of the campaign, said on
stderr; none left is bad usage. Flags, seeds, profiles and budgets are those of dogma
fuzz: game i of a campaign always gets the same seed, setup and decisions,
drawn uniformly or by a swarm policy (--policy).

Exit codes: 0 the engine agrees with dogma in every game, 1 a finding, 2 bad
usage (or an engine that does not start), 3 stopped by a signal before the
budget was spent, nothing found.`,
		Example: `  dogma referee --games 200 -- python3 clients/tally/engine.py
  dogma referee --games 100 --seed 1 --out found -- python3 clients/tally/engine.py --plant win-at-31; dogma referee --replay found/*.jsonl -- python3 clients/tally/engine.py
  dogma referee --game innovation --time 2s --players 3 --edition 3rd --workers 1 -- dogma serve`,
		RunE: func(cmd *cobra.Command, args []string) error {
			fewerCollections()
			argv, err := engineArgs(cmd, args)
			if err != nil {
				return err
			}
			if err := positiveDuration("--timeout", f.timeout); err != nil {
				return err
			}
			popts := protocol.Options{Timeout: f.timeout, Stderr: cmd.ErrOrStderr()}
			if f.replay != "" {
				return runReplayTranscript(cmd, f, argv, popts)
			}
			return runReferee(cmd, f, argv, popts)
		},
	}
	fs := cmd.Flags()
	fs.DurationVar(&f.time, "time", time.Minute, "how long to play (with --games and no --time, or --time 0s: until the games are played)")
	fs.IntVar(&f.games, "games", 0, "stop after this many games (0: no limit)")
	fs.IntVar(&f.workers, "workers", 0, "parallel games, each with its own engine process (default: every core)")
	f.profile.register(fs, campaign)
	fs.Uint64Var(&f.seed, "seed", 0, "campaign seed (default: from the clock; printed, so any run can be repeated)")
	fs.StringVar(&f.out, "out", "referee-found", "folder for findings: the shrunk scenario and the protocol transcript")
	fs.BoolVar(&f.json, "json", false, "print the result as JSON")
	fs.DurationVar(&f.timeout, "timeout", protocol.DefaultTimeout, "how long to wait for each answer of the engine before calling it a hang")
	fs.DurationVar(&f.shrinkTime, "shrink-time", 30*time.Second, "time to shrink the finding")
	fs.StringVar(&f.policy, "policy", referee.PolicyMixed, "how games draw their decisions among dogma's options: mixed (uniform and swarm games in turn), uniform, or swarm (a weighted policy per game, as dogma fuzz --policy swarm)")
	fs.StringVar(&f.replay, "replay", "", "replay this transcript against the engine alone instead of playing a campaign")
	return cmd
}

// engineArgs returns the engine's command line: the arguments after "--".
func engineArgs(cmd *cobra.Command, args []string) ([]string, error) {
	dash := cmd.ArgsLenAtDash()
	switch {
	case dash < 0 && len(args) > 0:
		return nil, usageError("the engine's command line comes after --: dogma referee [flags] -- %s", strings.Join(args, " "))
	case dash > 0:
		return nil, usageError("unexpected arguments before --: %s", strings.Join(args[:dash], " "))
	case dash < 0 || len(args) == 0:
		return nil, usageError("no engine: give its command line after --, as in dogma referee -- python3 clients/tally/engine.py")
	}
	return args, nil
}

// refereeGame returns the game to referee: --game when given, else its
// default (Innovation, as every command's) when the engine plays it, else
// the first game the engine names that dogma can referee.
func refereeGame(cmd *cobra.Command, hello protocol.HelloReply) (*props.Suite, error) {
	if cmd.Flags().Changed("game") {
		s, err := gameOf(cmd)
		if err != nil {
			return nil, err
		}
		if s.Neutral == nil {
			return nil, usageError("--game %s: dogma cannot referee it yet (its registration has no neutral state)", s.Name)
		}
		if !slices.Contains(hello.Games, s.Name) {
			return nil, usageError("--game %s: engine %s plays %s", s.Name, clip.Quote(hello.Engine), strings.Join(hello.Games, ", "))
		}
		return s, nil
	}
	names := hello.Games
	if def := cmd.Flags().Lookup("game"); def != nil && slices.Contains(names, def.DefValue) {
		names = append([]string{def.DefValue}, names...)
	}
	for _, name := range names {
		if s, err := props.GameNamed(name); err == nil && s.Neutral != nil {
			return s, nil
		}
	}
	return nil, usageError("engine %s plays %s: no game dogma can referee (give --game)", clip.Quote(hello.Engine), strings.Join(hello.Games, ", "))
}

func runReferee(cmd *cobra.Command, f refereeFlags, argv []string, popts protocol.Options) error {
	if err := atLeast("--games", f.games, 0, "0: no limit"); err != nil {
		return err
	}
	if err := atLeast("--workers", f.workers, 0, "0: every core"); err != nil {
		return err
	}
	switch {
	case f.time < 0:
		return usageError("--time %s is out of range: allowed 0s (no time limit, with --games) or more", f.time)
	case f.time == 0 && f.games == 0:
		return usageError("--time 0s means no time limit, which needs a --games budget: the campaign would never stop")
	}
	if err := positiveDuration("--shrink-time", f.shrinkTime); err != nil {
		return err
	}
	if err := checkOutDir("--out", f.out); err != nil {
		return err
	}
	if _, err := referee.ParsePolicy(f.policy); err != nil {
		return usageError("--policy: %v", err)
	}
	// The first engine says which games it plays; it then plays as the
	// first worker's.
	first, err := referee.StartProcess(argv, popts, "")
	if err != nil {
		return usageError("the engine does not start: %v", err)
	}
	suite, err := refereeGame(cmd, first.Hello)
	if err != nil {
		first.Close()
		return err
	}
	setups, err := f.profile.configs(suite)
	if err == nil {
		setups, err = refereeable(cmd, suite.Registration, setups)
	}
	if err != nil {
		first.Close()
		return err
	}
	if !cmd.Flags().Changed("seed") {
		f.seed = uint64(time.Now().UnixNano())
	}
	engineName := first.Hello.Engine
	if engineName == "" {
		engineName = argv[0]
	}
	opts := referee.Options{Suite: suite, Engine: engineName, Seed: f.seed, Games: f.games, Time: f.time,
		Workers: f.workers, Setups: setups, Out: f.out, Build: currentBuild().String(),
		Shrink: true, ShrinkTime: f.shrinkTime, Policy: f.policy}
	if f.games > 0 && !cmd.Flags().Changed("time") {
		opts.Time = 0
	}
	start := referee.ProcessStarter(argv, popts, suite.Name)
	opts.Start = func() (referee.External, error) {
		if first != nil {
			p := first
			first = nil
			return p, nil
		}
		return start()
	}
	stdout := cmd.OutOrStdout()
	if !f.json {
		fmt.Fprintf(stdout, "campaign seed %d (repeat with --seed %d)\n", opts.Seed, opts.Seed)
		fmt.Fprintf(stdout, "refereeing %s: engine %s (%s)\n", suite.Name, clip.Quote(engineName), strings.Join(argv, " "))
	}
	total := int64(-1)
	if opts.Games > 0 {
		total = int64(opts.Games)
	}
	bar := newProgressBar(cmd, total, "games", "referee")
	bar.SetBudget(opts.Time)
	var shown int64
	opts.OnProgress = func(s referee.Stats) {
		rate := float64(s.Games) / max(s.Elapsed.Seconds(), 1e-9)
		bar.Note(fmt.Sprintf("%.1f games/s · findings %d", rate, s.Findings))
		if n := s.Games - shown; n > 0 {
			shown = s.Games
			bar.Add(int(n))
		}
	}
	ctx, stop := interruptible()
	defer stop()
	res, err := referee.Run(ctx, opts)
	bar.Finish()
	if err != nil {
		return usageError("%v", err)
	}
	if f.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(res); err != nil {
			return err
		}
	} else {
		printReferee(stdout, res)
	}
	if len(res.Found) > 0 {
		return findings("")
	}
	if res.Interrupted {
		return stopped("")
	}
	return nil
}

// printReferee prints the plain summary of a referee campaign.
func printReferee(w io.Writer, res *referee.Result) {
	s := res.Stats
	secs := max(s.Elapsed.Seconds(), 1e-9)
	state := ""
	if res.Interrupted {
		state = " (interrupted)"
	}
	fmt.Fprintf(w, "%d games, %d decisions in %s (%.1f games/s, %.0f decisions/s)%s\n",
		s.Games, s.Decisions, s.Elapsed.Round(time.Millisecond), float64(s.Games)/secs, float64(s.Decisions)/secs, state)
	if s.Stopped > 0 {
		fmt.Fprintf(w, "%d games stopped by dogma's own engine (a rule gap, an error or the length cap): compared up to there\n", s.Stopped)
	}
	if len(res.Found) == 0 && res.Interrupted {
		fmt.Fprintf(w, "stopped before the budget was spent: engine %s agrees with dogma in every game played\n", clip.Quote(res.Engine))
		return
	}
	if len(res.Found) == 0 {
		fmt.Fprintf(w, "clean: engine %s agrees with dogma in every game\n", clip.Quote(res.Engine))
		return
	}
	for _, fd := range res.Found {
		fmt.Fprintf(w, "finding in game %d (config %s, seed %d):\n", fd.Index, fd.Config, uint64(fd.Game))
		fmt.Fprint(w, clip.Indent(strings.TrimRight(fd.Finding.Report(), "\n"), "  ")+"\n")
		if fd.Shrunk >= 0 {
			fmt.Fprintf(w, "  shrunk from %d to %d decisions\n", fd.Decisions, fd.Shrunk)
		}
		if fd.Scenario != "" {
			fmt.Fprintf(w, "  scenario: %s\n", fd.Scenario)
		}
		if fd.Transcript != "" {
			fmt.Fprintf(w, "  transcript: %s (replay: dogma referee --replay %s -- CMD)\n", fd.Transcript, fd.Transcript)
		}
		if fd.Err != "" {
			fmt.Fprintf(w, "  note: %s\n", fd.Err)
		}
	}
}

// runReplayTranscript replays a transcript against the engine alone.
func runReplayTranscript(cmd *cobra.Command, f refereeFlags, argv []string, popts protocol.Options) error {
	for _, name := range []string{"games", "time", "workers", "seed", "out", "shrink-time", "policy"} {
		if cmd.Flags().Changed(name) {
			return usageError("--%s does not apply to --replay: the transcript says what to play", name)
		}
	}
	if cmd.Flags().Changed("game") || f.profile.anyGiven() {
		return usageError("--replay: the transcript's header says the game and its settings")
	}
	data, err := inputfile.ReadFile(f.replay)
	if err != nil {
		return usageError("--replay: %v", err)
	}
	t, err := referee.ReadTranscript(f.replay, bytes.NewReader(data))
	if err != nil {
		return usageError("--replay: %v", err)
	}
	p, err := referee.StartProcess(argv, popts, t.Header.Game)
	if err != nil {
		return usageError("the engine does not start: %v", err)
	}
	defer p.Close()
	out := referee.Replay(t, p)
	stdout := cmd.OutOrStdout()
	if f.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return err
		}
	} else if out.Finding == nil {
		fmt.Fprintf(stdout, "%s: %d requests replayed: engine %s agrees with the transcript\n", f.replay, out.Requests, clip.Quote(p.Hello.Engine))
	} else {
		fmt.Fprintf(stdout, "%s: engine %s parts from the transcript at request %d:\n", f.replay, clip.Quote(p.Hello.Engine), out.Requests)
		fmt.Fprint(stdout, clip.Indent(strings.TrimRight(out.Finding.Report(), "\n"), "  ")+"\n")
	}
	if out.Finding != nil {
		return findings("")
	}
	return nil
}

// refereeable returns the setups whose games the referee can set up from
// decks on dogma's side, saying on stderr which it leaves out; none is a
// usage error, as a setup dogma does not play is.
func refereeable(cmd *cobra.Command, reg *engine.Registration, setups []engine.Config) ([]engine.Config, error) {
	var out []engine.Config
	var first error
	for _, cfg := range setups {
		err := referee.Refereeable(reg, cfg)
		if err == nil {
			out = append(out, cfg)
			continue
		}
		if first == nil {
			first = err
		}
		fmt.Fprintf(cmd.ErrOrStderr(), "left out of the campaign: %s: %v\n", cfg, err)
	}
	if len(out) == 0 {
		return nil, usageError("--game %s: no setup can be refereed: %v", reg.Name, first)
	}
	return out, nil
}
