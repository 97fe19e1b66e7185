package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/internal/atomicfile"
	"github.com/dogma-engine/dogma/props"
)

func newPlayCmd() *cobra.Command {
	var (
		games   int
		seed    uint64
		logDir  string
		asJSON  bool
		check   bool
		profile gameFlags
	)
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Play random games and print their statistics",
		Long: `play plays seeded random games, every decision chosen uniformly among the
legal options, and prints statistics: how the games ended (reason and rule
clause), which seats won, the distribution of game lengths, and games/s.

Game i uses seed+i; "dogma show --seed N" shows the game of seed N, with the
same profile flags. While some cards of the ages in play have no effects
written yet, random play never chooses their Dogma action.

--log DIR writes each game's decision log to DIR/game-SEED.txt. A decision
log is a scenario file: the seeded setup, then every decision by label, with
the events and the result as expected output. "dogma replay" replays it and
"dogma show" renders it.

A game that stops with an error (a reachable rule gap, a looping effect, a
refused choice) or does not end within 100000 decisions is a failure: play then
exits with code 1. With --check every property is checked as the game goes,
at the default cadence of "dogma fuzz" (the CI plan's play steps use it), and
a broken property is a failure too.

Ctrl-C or SIGTERM stops after the game being played and prints the
statistics of the games played; it exits with code 1 if a game failed, else
3 (a run stopped before its games were played is not a pass).`,
		Example: `  dogma play
  dogma play --games 1000 --players 3 --seed 7
  dogma play --games 20 --players 4 --teams --edition 3rd --variant monument-combined
  dogma play --games 5 --log games/ && dogma replay games/
  dogma play --games 500 --check --players 4 --teams`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			suite, err := gameOf(cmd)
			if err != nil {
				return err
			}
			cfg, err := profile.config(suite)
			if err != nil {
				return err
			}
			if err := atLeast("--games", games, 1, ""); err != nil {
				return err
			}
			if seed > math.MaxUint64-uint64(games-1) {
				return usageError("--seed %d with --games %d runs past the last seed, %d", seed, games, uint64(math.MaxUint64))
			}
			if err := checkOutDir("--log", logDir); err != nil {
				return err
			}
			if logDir != "" {
				if err := os.MkdirAll(logDir, 0o755); err != nil {
					return usageError("--log: %v", err)
				}
			}
			var chk *props.Checker
			if check {
				chk = &props.Checker{Suite: suite, Cap: decisionLimit}
			}
			ctx, stop := interruptible()
			defer stop()
			st := newPlayStats(cfg, suite, seed, games)
			st.Checked = check
			bar := newProgressBar(cmd, int64(games), "games", "playing")
			start := time.Now()
			var logErr error
			for i := 0; i < games; i++ {
				if ctx.Err() != nil {
					st.Interrupted = true
					break
				}
				s := seed + uint64(i)
				rg, err := newRandomGame(suite, cfg, s)
				if err != nil {
					return usageError("%v", err)
				}
				mark := rg.Game.Mark()
				n, playErr := playGame(rg, chk)
				st.add(rg, n, playErr)
				bar.Add(1)
				if logDir != "" {
					path := filepath.Join(logDir, fmt.Sprintf("game-%d.txt", s))
					if logErr = atomicfile.Write(path, decisionLog(rg, mark, playErr)); logErr != nil {
						// Stop, but keep the statistics of the games played.
						break
					}
				}
			}
			bar.Finish()
			st.finish(time.Since(start))
			out := cmd.OutOrStdout()
			if asJSON {
				if err := writeJSON(out, st); err != nil {
					return err
				}
			} else {
				st.print(out)
			}
			if logErr != nil {
				return usageError("--log: %v (stopped after %d of %d games)", logErr, st.Games, games)
			}
			if bad := st.Failed + st.Unfinished; bad > 0 {
				return findings("%d of %d games failed", bad, st.Games)
			}
			if st.Interrupted {
				return stopped("stopped by a signal after %d of %d games", st.Games, games)
			}
			return nil
		},
	}
	cmd.Flags().IntVar(&games, "games", 10, "number of games")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "seed of the first game; game i uses seed+i")
	cmd.Flags().StringVar(&logDir, "log", "", "write each game's decision log to this folder")
	profile.register(cmd.Flags(), single)
	cmd.Flags().BoolVar(&check, "check", false, "check every property as the games go (the default cadence of dogma fuzz)")
	addJSONFlag(cmd, &asJSON)
	return cmd
}

// playGame plays rg to its end or the decision limit, through chk when it
// is set so that every property is checked on its cadence; a broken
// property is then the error the game stops with. It returns the decisions
// made.
func playGame(rg *randomGame, chk *props.Checker) (int, error) {
	if chk == nil {
		return rg.Play(decisionLimit)
	}
	res := chk.RunFrom(rg.Game, rg)
	rg.Game = res.Game
	if err := res.Err(); err != nil {
		return res.Log.Len(), err
	}
	return res.Log.Len(), nil
}

// playStats are the statistics of a play run; they are also its JSON output.
type playStats struct {
	Profile     string         `json:"profile"`
	FirstSeed   fuzz.Seed      `json:"first_seed"`
	Games       int            `json:"games"` // played
	Checked     bool           `json:"checked"`
	Interrupted bool           `json:"interrupted"`
	Finished    int            `json:"finished"`
	Failed      int            `json:"failed"`     // stopped with an error or a broken property
	RuleGaps    int            `json:"rule_gaps"`  // of the failed, stopped by a rule gap
	Violations  int            `json:"violations"` // of the failed, stopped by a broken property
	Unfinished  int            `json:"unfinished"` // reached the decision limit
	Ends        map[string]int `json:"ends"`       // "score END-2": games
	Wins        map[string]int `json:"wins"`       // seat: games won, shared wins included
	SharedWins  int            `json:"shared_wins"`
	Decisions   lengthStats    `json:"decisions"` // per finished game
	Turns       lengthStats    `json:"turns"`     // per finished game, for a game that numbers its turns
	Seconds     float64        `json:"seconds"`
	GamesPerS   float64        `json:"games_per_second"`
	DecPerS     float64        `json:"decisions_per_second"`
	Failures    []playFailure  `json:"failures,omitempty"`
	// GapClauses counts the games stopped by a rule gap, by its clause,
	// and GapHint says so in one line when most games stopped at one.
	GapClauses map[string]int `json:"gap_clauses,omitempty"`
	GapHint    string         `json:"gap_hint,omitempty"`

	suite *props.Suite

	players   int
	decisions []int
	turns     []int
	total     int
}

// playFailure is a game that did not end normally.
type playFailure struct {
	Seed      fuzz.Seed `json:"seed"`
	Decisions int       `json:"decisions"`
	Error     string    `json:"error"`
}

// lengthStats summarises a distribution of game lengths.
type lengthStats struct {
	Min    int     `json:"min"`
	P10    int     `json:"p10"`
	Median int     `json:"median"`
	P90    int     `json:"p90"`
	Max    int     `json:"max"`
	Mean   float64 `json:"mean"`
}

func newPlayStats(cfg engine.Config, suite *props.Suite, seed uint64, games int) *playStats {
	players := 0
	if g, err := suite.New(cfg, seed); err == nil {
		players = g.Players()
	}
	st := &playStats{
		Profile: cfg.String(), FirstSeed: fuzz.Seed(seed), Games: games,
		Ends: map[string]int{}, Wins: map[string]int{}, players: players, suite: suite,
	}
	for p := 0; p < players; p++ {
		st.Wins[engine.SeatName(p)] = 0
	}
	return st
}

// add records one game that made n decisions and stopped with err.
func (st *playStats) add(rg *randomGame, n int, err error) {
	st.total += n
	g := rg.Game
	res := g.Result()
	switch {
	case err != nil:
		st.Failed++
		var gap *engine.RuleGap
		if errors.As(err, &gap) {
			st.RuleGaps++
			if st.GapClauses == nil {
				st.GapClauses = map[string]int{}
			}
			st.GapClauses[gap.Clause]++
		}
		var v *props.Violation
		if errors.As(err, &v) {
			st.Violations++
		}
		st.Failures = append(st.Failures, playFailure{fuzz.Seed(rg.Seed), n, err.Error()})
		return
	case !res.Over:
		st.Unfinished++
		st.Failures = append(st.Failures, playFailure{fuzz.Seed(rg.Seed), n, fmt.Sprintf("not over after %d decisions", n)})
		return
	}
	st.Finished++
	st.Ends[res.Reason+" "+res.Clause]++
	for _, p := range res.Winners {
		st.Wins[engine.SeatName(p)]++
	}
	if len(res.Winners) > 1 {
		st.SharedWins++
	}
	st.decisions = append(st.decisions, n)
	if tc, ok := g.(turnCounter); ok {
		st.turns = append(st.turns, tc.Turn())
	}
}

func (st *playStats) finish(d time.Duration) {
	st.Games = st.Finished + st.Failed + st.Unfinished
	st.Seconds = d.Seconds()
	if st.Seconds > 0 {
		st.GamesPerS = float64(st.Games) / st.Seconds
		st.DecPerS = float64(st.total) / st.Seconds
	}
	st.Decisions = summarize(st.decisions)
	st.Turns = summarize(st.turns)
	st.GapHint = gapHint(st.suite, st.GapClauses, st.Games)
}

// summarize returns the quantiles of xs (nearest rank); zero if empty.
func summarize(xs []int) lengthStats {
	if len(xs) == 0 {
		return lengthStats{}
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	rank := func(q float64) int { return s[int(q*float64(len(s)-1)+0.5)] }
	sum := 0
	for _, x := range s {
		sum += x
	}
	return lengthStats{
		Min: s[0], P10: rank(0.1), Median: rank(0.5), P90: rank(0.9), Max: s[len(s)-1],
		Mean: float64(sum) / float64(len(s)),
	}
}

func (st *playStats) print(w io.Writer) {
	state := ""
	if st.Interrupted {
		state = " (interrupted)"
	}
	fmt.Fprintf(w, "played %d games (%s), seeds %d..%d, in %.2fs: %.1f games/s, %.0f decisions/s%s\n",
		st.Games, st.Profile, st.FirstSeed, uint64(st.FirstSeed)+uint64(st.Games)-1, st.Seconds, st.GamesPerS, st.DecPerS, state)
	if st.Checked {
		fmt.Fprintf(w, "finished %d, failed %d (%d by a rule gap, %d by a broken property), unfinished %d\n", st.Finished, st.Failed, st.RuleGaps, st.Violations, st.Unfinished)
	} else {
		fmt.Fprintf(w, "finished %d, failed %d (%d by a rule gap), unfinished %d\n", st.Finished, st.Failed, st.RuleGaps, st.Unfinished)
	}
	if st.GapHint != "" {
		fmt.Fprintln(w, st.GapHint)
	}
	if st.Finished > 0 {
		fmt.Fprintln(w, "end reasons:")
		for _, k := range sortedKeys(st.Ends) {
			fmt.Fprintf(w, "  %-20s %6d\n", k, st.Ends[k])
		}
		fmt.Fprintf(w, "winners (a shared win counts for each seat; %d shared):\n", st.SharedWins)
		for p := 0; p < st.players; p++ {
			seat := engine.SeatName(p)
			fmt.Fprintf(w, "  %-20s %6d\n", seat, st.Wins[seat])
		}
		fmt.Fprintf(w, "length in decisions: %s\n", st.Decisions)
		if len(st.turns) > 0 {
			fmt.Fprintf(w, "length in turns:     %s\n", st.Turns)
		}
	}
	for i, f := range st.Failures {
		if i == 10 {
			fmt.Fprintf(w, "... and %d more failures\n", len(st.Failures)-i)
			break
		}
		fmt.Fprintf(w, "seed %d: failed after %d decisions: %s\n", f.Seed, f.Decisions, f.Error)
	}
}

func (l lengthStats) String() string {
	return fmt.Sprintf("min %d  p10 %d  median %d  p90 %d  max %d  mean %.1f", l.Min, l.P10, l.Median, l.P90, l.Max, l.Mean)
}

func sortedKeys(m map[string]int) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		if m[a] != m[b] {
			return m[b] - m[a]
		}
		return strings.Compare(a, b)
	})
	return keys
}

// turnCounter is a game that numbers its turns, so that play can report
// game lengths in turns as well as in decisions (Innovation does).
type turnCounter interface {
	Turn() int
}
