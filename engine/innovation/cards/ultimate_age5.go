package cards

import (
	"strconv"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// registerUltimateAge5 writes the 4th-edition effects of the cards of age 5
// whose text changed or is new (EFFECTS-4th.md "Age 5"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge5(d *inn.Deck) {
	// Statistics: I choose a value among those of your score pile; you
	// transfer every card of that value from your score pile to your hand.
	// Then: you may splay your yellow pile right.
	fourth(d, Statistics, demand(func(x *inn.Exec) {
		p := x.Player
		score := x.ScorePile(p)
		// The values in a score pile are public (ULT-KEY-VALUE, INFO-1):
		// the activator names one that is there; an empty pile, nothing.
		age := chooseAge(x, x.Activator, statisticsAge[p], valuesOf(x, score), false)
		if age == 0 {
			return
		}
		// rule ULT-KEY-ALL: every card of that value, one at a time; a
		// hand has no order, so nothing is asked.
		x.Filter(score, func(c inn.Card) bool { return x.Age(c) == age }).Each(func(c inn.Card) {
			x.TransferFrom(p, c, inn.HandPlace(p), inn.ScorePlace(p))
			x.NoteDemandTransfer()
		})
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Yellow, inn.Right, "Statistics: splay your yellow pile right?")
	}))

	// Steam Engine: draw and tuck two 4s, then score the bottom card of
	// your yellow pile; if that card is Steam Engine, junk the 6 pile.
	fourth(d, SteamEngine, effect(func(x *inn.Exec) {
		p := x.Player
		x.DrawAndTuck(p, 4)
		x.DrawAndTuck(p, 4)
		c := x.Pile(p, inn.Yellow).Bottom()
		if c == inn.NoCard {
			return
		}
		x.ScoreFrom(p, c, inn.BoardPlace(p, inn.Yellow))
		if c == SteamEngine {
			// rule ULT-KEY-JUNK: junk all cards in the 6 deck.
			x.JunkSupply(p, 6)
		}
	}))
}

// valuesOf returns the mask of the values of the cards of s, 1 to 11 (bit
// v stands for value v).
func valuesOf(x *inn.Exec, s inn.Set) uint16 {
	var m uint16
	s.Each(func(c inn.Card) { m |= 1 << x.Age(c) })
	return m
}

// chooseAge asks p to name one value of mask (bit v stands for value v, 1
// to 11, ULT-KEY-VALUE), or to pass when optional; it returns the value,
// or 0 for a pass or an empty mask. A compulsory choice of a single value
// is not asked (Exec.ChooseValue).
func chooseAge(x *inn.Exec, p int, prompt string, mask uint16, optional bool) int {
	mask &= inn.AnyValueUltimate
	if !optional || mask == 0 {
		return x.ChooseValue(p, prompt, mask)
	}
	g := x.Game()
	g.NewDecision()
	for v := 1; v <= inn.AgeCap; v++ {
		if mask&(1<<v) != 0 {
			g.Option(ageLabels[v], v)
		}
	}
	g.Option(inn.LabelPass, 0)
	return g.Ask(p, engine.KindValue, prompt)
}

// ageLabels are the labels of the values, "1" to "11", built once so that
// asking never builds a string.
var ageLabels = func() (out [inn.AgeCap + 1]string) {
	for v := 1; v <= inn.AgeCap; v++ {
		out[v] = strconv.Itoa(v)
	}
	return out
}()

// Prompts of the age-5 demands, one per victim's seat.
var statisticsAge = bySeat("Statistics: choose a value of %s's score pile")
