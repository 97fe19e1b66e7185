package toygame

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
)

// Suite is Tally as the harness drives it: Registration and the
// properties of its rules, with the generic ones of package props made
// for its clauses. Its properties recompute what they check from the
// zones, not from the engine's own helpers.
var Suite = &props.Suite{
	Registration: Registration,
	Properties:   properties,
	Termination:  ClauseEndDeck,
}

// The properties of Tally.
var (
	// Conservation guards TALLY-SETUP-1: the 36 cards are each in exactly
	// one zone.
	Conservation = &props.Property{
		Name:    "conservation",
		Clauses: []string{ClauseDeck},
		Doc:     "every one of the 36 cards is in exactly one zone: the deck, the discard pile, a hand or a row",
		Check:   checkConservation,
	}
	// EndingRule guards TALLY-END-1 and TALLY-END-2: the game ends when a row
	// reaches 30, and the winners are the right ones.
	EndingRule = &props.Property{
		Name:    "ending",
		Clauses: []string{ClauseEndRow, ClauseEndDeck},
		Doc:     "no row totals 30 or more while the game runs; a game won by a row names that row's owner alone; a game ended by the deck names the highest row totals",
		Check:   checkEnding,
	}
)

func properties() []*props.Property {
	return []*props.Property{
		props.NewLegality(ClauseTurn),
		Conservation,
		EndingRule,
		props.NewTermination(ClauseTurn, ClauseEndDeck),
		props.NewDeterminism(ClauseDeal, ClauseDeck),
		props.NewHiddenInfo(ClauseInfo, ClauseInfo),
	}
}

func stateOf(s *props.Step) *state { return &s.Game.(*Game).s }

func checkConservation(s *props.Step) error {
	st := stateOf(s)
	var seen [NumCards]int
	count := func(z *zone) {
		for _, c := range z.list() {
			seen[c]++
		}
	}
	count(&st.deck)
	count(&st.discard)
	for p := 0; p < st.players; p++ {
		count(&st.hands[p])
		count(&st.rows[p])
	}
	for c, n := range seen {
		if n != 1 {
			return s.Failf(ClauseDeck, "%s is in %d places", Card(c), n)
		}
	}
	return nil
}

func checkEnding(s *props.Step) error {
	st := stateOf(s)
	totals := make([]int, st.players)
	best := 0
	for p := range totals {
		for _, c := range st.rows[p].list() {
			totals[p] += c.Number()
		}
		best = max(best, totals[p])
	}
	res := s.Game.Result()
	if !res.Over {
		for p, t := range totals {
			if t >= WinningTotal {
				return s.Failf(ClauseEndRow, "%s's row totals %d and the game goes on", engine.SeatName(p), t)
			}
		}
		return nil
	}
	var want []int
	switch res.Clause {
	case ClauseEndRow:
		for p, t := range totals {
			if t >= WinningTotal {
				want = append(want, p)
			}
		}
	case ClauseEndDeck:
		for p, t := range totals {
			if t == best {
				want = append(want, p)
			}
		}
	default:
		return s.Failf(ClauseEndDeck, "the game ended by %q", res.Clause)
	}
	if fmt.Sprint(want) != fmt.Sprint(res.Winners) {
		return s.Failf(res.Clause, "the winners are %v, the row totals %v say %v", res.Winners, totals, want)
	}
	return nil
}
