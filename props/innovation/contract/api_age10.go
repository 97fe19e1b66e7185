package contract

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// NonDemand returns how many non-demand effects card k has in the edition
// played: its effects but its demand, which always comes first.
// Combustion is a lone demand in the 1st edition (EFFECTS.md §0.1).
func (c *C) NonDemand(k inn.Card) int {
	f := &c.now.deck.Facts[k]
	n := f.Effects
	if f.Demand {
		n--
	}
	if c.Edition == inn.First && f.Name == "Combustion" {
		n--
	}
	return max(n, 0)
}

// ExecuteOneOf reads the performer's execution of every non-demand effect
// of one card of set, the performer's choice, and returns that card, or
// NoCard when none was executed. Executing none is allowed only when the
// set is empty or holds a card of demands only, which executes nothing.
func (c *C) ExecuteOneOf(set inn.Set) inn.Card {
	if c.Done() || set.Empty() {
		return inn.NoCard
	}
	c.echoesExecuted()
	e := c.peekHard()
	if e != nil && e.Kind == inn.EvEffect && e.Player == c.Me && e.Card >= 0 && e.Card < inn.MaxCards && set.Has(inn.Card(e.Card)) {
		k := inn.Card(e.Card)
		c.ExecuteAll(k)
		return k
	}
	if Count(set, func(k inn.Card) bool { return c.NonDemand(k) == 0 }) == 0 {
		c.expected(fmt.Sprintf("%s to execute one of %d card(s), among them %s", inn.SeatName(c.Me), set.Len(), c.Name(set.First())))
	}
	return inn.NoCard
}

// Single returns the one player whose value is strictly the highest (most
// set) or strictly the lowest (most unset), or -1 on a tie for it
// (EFFECTS.md §0.12: each player's own value counts, teams too).
func (c *C) Single(most bool, value func(p int) int) int {
	best, who, first := 0, -1, true
	for p := 0; p < c.now.N; p++ {
		if !c.now.In(p) {
			continue // a player out of the game (ULT-KEY-LOSE) counts for nothing
		}
		v := value(p)
		switch {
		case first || (most && v > best) || (!most && v < best):
			first = false
			best, who = v, p
		case v == best:
			who = -1
		}
	}
	return who
}
