package play

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/props"
)

// Stats are the statistics of a run of random games; they are also the
// JSON output of dogma play.
type Stats struct {
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
	Decisions   Lengths        `json:"decisions"` // per finished game
	Turns       Lengths        `json:"turns"`     // per finished game, for a game that numbers its turns
	Seconds     float64        `json:"seconds"`
	GamesPerS   float64        `json:"games_per_second"`
	DecPerS     float64        `json:"decisions_per_second"`
	Failures    []Failure      `json:"failures,omitempty"`
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

// Failure is a game that did not end normally.
type Failure struct {
	Seed      fuzz.Seed `json:"seed"`
	Decisions int       `json:"decisions"`
	Error     string    `json:"error"`
}

// Lengths summarises a distribution of game lengths.
type Lengths struct {
	Min    int     `json:"min"`
	P10    int     `json:"p10"`
	Median int     `json:"median"`
	P90    int     `json:"p90"`
	Max    int     `json:"max"`
	Mean   float64 `json:"mean"`
}

// NewStats returns the statistics, of no game yet, of a run of games of
// suite in cfg from seed.
func NewStats(cfg engine.Config, suite *props.Suite, seed uint64, games int) *Stats {
	players := 0
	if g, err := suite.New(cfg, seed); err == nil {
		players = g.Players()
	}
	st := &Stats{
		Profile: cfg.String(), FirstSeed: fuzz.Seed(seed), Games: games,
		Ends: map[string]int{}, Wins: map[string]int{}, players: players, suite: suite,
	}
	for p := 0; p < players; p++ {
		st.Wins[engine.SeatName(p)] = 0
	}
	return st
}

// Add records one game that made n decisions and stopped with err.
func (st *Stats) Add(rg *Random, n int, err error) {
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
		st.Failures = append(st.Failures, Failure{fuzz.Seed(rg.Seed), n, err.Error()})
		return
	case !res.Over:
		st.Unfinished++
		st.Failures = append(st.Failures, Failure{fuzz.Seed(rg.Seed), n, fmt.Sprintf("not over after %d decisions", n)})
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

// Finish counts the games recorded and works out the rates of a run
// that took d, the length quantiles and the rule-gap hint.
func (st *Stats) Finish(d time.Duration) {
	st.Games = st.Finished + st.Failed + st.Unfinished
	st.Seconds = d.Seconds()
	if st.Seconds > 0 {
		st.GamesPerS = float64(st.Games) / st.Seconds
		st.DecPerS = float64(st.total) / st.Seconds
	}
	st.Decisions = Summarize(st.decisions)
	st.Turns = Summarize(st.turns)
	st.GapHint = GapHint(st.suite, st.GapClauses, st.Games)
}

// Summarize returns the quantiles of xs (nearest rank); zero if empty.
func Summarize(xs []int) Lengths {
	if len(xs) == 0 {
		return Lengths{}
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	rank := func(q float64) int { return s[int(q*float64(len(s)-1)+0.5)] }
	sum := 0
	for _, x := range s {
		sum += x
	}
	return Lengths{
		Min: s[0], P10: rank(0.1), Median: rank(0.5), P90: rank(0.9), Max: s[len(s)-1],
		Mean: float64(sum) / float64(len(s)),
	}
}

// WriteText writes the statistics for people: the counts, the end
// reasons, the winners, the lengths and the first ten failures.
func (st *Stats) WriteText(w io.Writer) {
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

// String writes the quantiles on one line.
func (l Lengths) String() string {
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
