package contract

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Contract helpers of the Echoes cards of ages 8 and 9: the forecast,
// foreshadowing, the visible bonuses, and a step that may begin with a
// move no earlier event announces.

// forecastOf is player p's forecast (ECHO-FORECAST).
func forecastOf(p int) Zone { return Zone{kind: inn.PlaceForecast, player: p, color: -1} }

// forecastRoom returns how many cards player p's forecast takes before
// its limit, as t stands (ECHO-FORESHADOW): 5 with no splay, 4 with a left
// one at best, 3 right, 2 up, 1 aslant; none once at the limit or above.
func forecastRoom(t *Table, p int) int {
	best := inn.Unsplayed
	for col := inn.Color(0); col < inn.NumColors; col++ {
		best = max(best, t.Splay(p, col))
	}
	return max(5-int(best)-t.Forecast(p).Len(), 0)
}

// foreshadows reads the performer's foreshadowing of card k from his
// hand (ECHO-FORESHADOW): there when his forecast has room, absent when
// it is at its limit (the card stays in the hand).
func (c *C) foreshadows(k inn.Card) {
	if c.Done() || k == inn.NoCard || forecastRoom(c.Now(), c.Me) == 0 {
		return
	}
	c.one(inn.EvForeshadow, c.Me, k, forecastOf(c.Me), false)
}

// drawAndForeshadow reads "draw and foreshadow a card of age".
func (c *C) drawAndForeshadow(age int) inn.Card {
	k := c.Draw(age)
	c.foreshadows(k)
	return k
}

// nextIs reports whether the next event the contract reads is one of the
// performer's of the given kind that passes test (nil: any): the start of
// a step that hangs on a choice no event shows, such as a value named
// (Television), read as optional but, once begun, whole.
func (c *C) nextIs(kind string, test func(e *engine.Event) bool) bool {
	if c.Done() {
		return false
	}
	e := c.peekHard()
	return e != nil && e.Kind == kind && e.Player == c.Me && (test == nil || test(e))
}

// shownBonuses returns the value of every bonus visible on player p's
// board as t stands, one entry per bonus, lowest first (EFFECTS-echoes.md
// §K.5): those of the top cards, and those of covered cards in the places
// their pile's splay shows (ECHO-ICON-1).
func shownBonuses(t *Table, p int) []int {
	var out []int
	for col := inn.Color(0); col < inn.NumColors; col++ {
		pile := t.Pile(p, col)
		shown := splayPlaces(t.Splay(p, col))
		for i, k := range pile {
			for place, b := range t.deck.Facts[k].Bonus {
				if b != 0 && (i == len(pile)-1 || shown&(1<<place) != 0) {
					out = append(out, int(b))
				}
			}
		}
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// splayPlaces returns the places of a covered card a splay shows, one bit
// each: the bottom-right left, the two left ones right, the three bottom
// ones up, all four aslant (ULT-ICON-1).
func splayPlaces(dir inn.Splay) uint8 { return inn.VisiblePlaces(dir) }

// drawsOfAges reads one draw for each age of ages, in any order, and
// returns the cards drawn.
func (c *C) drawsOfAges(ages []int) []inn.Card {
	left := append([]int(nil), ages...)
	var out []inn.Card
	for len(left) > 0 && !c.Done() {
		var k inn.Card
		asked := -1
		k = c.DrawAmong(func(a int) bool {
			for i, b := range left {
				if a == b {
					asked = i
					return true
				}
			}
			return false
		}, fmt.Sprintf("one of the ages %v", left))
		if k == inn.NoCard || asked < 0 {
			return out
		}
		left = append(left[:asked], left[asked+1:]...)
		out = append(out, k)
	}
	return out
}

// availableCount returns how many achievements are available as t
// stands (ULT-KEY-AVAILABLE): the standard ones set aside and the special
// ones.
func availableCount(t *Table) int {
	return t.Specials().Len() + t.AvailableStandard().Len()
}
