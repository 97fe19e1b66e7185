package contract

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The contract words of the Echoes cards of ages 10 and 11
// (EFFECTS-echoes.md): the forecast, foreshadowing, bonuses, the icons a
// pile shows card by card, and an effect's "achieve" or "claim", which
// moves a card into its performer's achievements.

// ForecastSpace returns how many more cards player p's forecast takes as
// t stands (ECHO-FORESHADOW): its limit less the cards it holds, none when
// it holds as many or more.
func (t *Table) ForecastSpace(p int) int { return max(0, t.ForecastLimit(p)-t.forecast[p].Len()) }

// WithinReach reports whether player p, with a score of points, may achieve
// a card of value age (ACHIEVE-1's condition, which "if eligible" reads):
// points at least five times age and a top card of that value or higher.
func (t *Table) WithinReach(p, age, points int) bool {
	return age >= 1 && points >= 5*age && t.HighTop(p) >= age
}

// shownPlaces returns the icon places that the i-th card from the bottom
// of player p's pile of color col shows (ULT-ICON-1): all four on the top
// card, those the splay uncovers on a covered card.
func (t *Table) shownPlaces(p int, col inn.Color, i int) uint8 {
	pi := &t.piles[p][col]
	if i == int(pi.n)-1 {
		return 0b1111
	}
	return inn.VisiblePlaces(pi.splay)
}

// VisibleBonuses returns the value of every bonus player p's board shows
// (EFFECTS-echoes.md §K.5), one entry per bonus, in no order.
func (t *Table) VisibleBonuses(p int) []int {
	var out []int
	for col := inn.Color(0); col < inn.NumColors; col++ {
		for i, k := range t.Pile(p, col) {
			shown := t.shownPlaces(p, col, i)
			for place, b := range t.deck.Facts[k].Bonus {
				if b > 0 && shown&(1<<place) != 0 {
					out = append(out, int(b))
				}
			}
		}
	}
	return out
}

// ShowingIcon returns the cards of player p's board on which icon i is
// visible (ULT-ICON-1): a top card that prints it, a covered card that
// prints it in a place the splay shows.
func (t *Table) ShowingIcon(p int, i inn.Icon) inn.Set {
	var out inn.Set
	for col := inn.Color(0); col < inn.NumColors; col++ {
		for n, k := range t.Pile(p, col) {
			shown := t.shownPlaces(p, col, n)
			f := &t.deck.Facts[k]
			for place, ic := range f.Icons {
				if ic == i && f.Bonus[place] == 0 && f.EchoAt&(1<<place) == 0 && shown&(1<<place) != 0 {
					out.Add(k)
				}
			}
		}
	}
	return out
}

// MaybeNext reads the next event if it is of the given kind by the
// performer and passes ok, and reports whether it did: one move of a step
// whose moves come in any order, read until none follows (Touchscreen's
// splays, Barcode's foreseen ones).
func (c *C) MaybeNext(kind string, ok func(e *Item) bool) bool {
	if c.Done() {
		return false
	}
	e := c.peekHard()
	if e == nil || e.Kind != kind || e.Player != c.Me {
		return false
	}
	it := &c.perf.Items[c.next]
	if ok != nil && !ok(it) {
		return false
	}
	c.take(false)
	return true
}

// expectedf records that the text wanted the words of format next.
func (c *C) expectedf(format string, args ...any) { c.expected(fmt.Sprintf(format, args...)) }

// Featured returns the featured icon of card k.
func (c *C) Featured(k inn.Card) inn.Icon { return c.now.deck.Facts[k].Featured }
