package contract

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The contract words of the Echoes cards of ages 10 and 11
// (EFFECTS-echoes.md): the forecast, foreshadowing, bonuses, the icons a
// pile shows card by card, and an effect's "achieve" or "claim", which
// moves a card into its performer's achievements.

// ForecastOf is player p's forecast (ECHO-FORECAST).
func ForecastOf(p int) Zone { return Zone{kind: inn.PlaceForecast, player: p, color: -1} }

// Foreshadows foreshadows cards from a zone into the performer's forecast
// (ECHO-FORESHADOW).
func (c *C) Foreshadows(from Zone) *Sel {
	return c.Moves(inn.EvForeshadow, from, ForecastOf(c.Me))
}

// ForecastRoom returns how many more cards player p's forecast takes now
// (ECHO-FORESHADOW): its limit, 5 with no splayed pile, 4 with a pile
// splayed left at best, 3 right, 2 up, 1 aslant, less the cards it holds;
// none when it holds as many or more.
func (t *Table) ForecastRoom(p int) int {
	best := inn.Unsplayed
	for col := range t.piles[p] {
		if t.piles[p][col].n > 0 {
			best = max(best, t.piles[p][col].splay)
		}
	}
	return max(0, 5-int(best)-t.forecast[p].Len())
}

// DrawAndForeshadow reads a draw of the given age and, when the
// performer's forecast has room, the foreshadowing of the card drawn; at
// the limit the card stays in the hand (ECHO-FORESHADOW). It returns the
// card drawn, or NoCard when the draw ended the game.
func (c *C) DrawAndForeshadow(age int) inn.Card {
	k := c.Draw(age)
	if k == inn.NoCard || c.Done() {
		return k
	}
	c.Foreshadows(Hand(c.Me)).In(inn.SetOf(k)).Exactly(min(1, c.Now().ForecastRoom(c.Me)))
	return k
}

// Achieves reads cards moved from a zone into the performer's
// achievements by the text's "achieve" or "claim": a transfer, the Achieve
// action's claim being no effect's (ACHIEVE-1).
func (c *C) Achieves(from Zone) *Sel { return c.Transfers(from, Achievements(c.Me)) }

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
	return [...]uint8{inn.Unsplayed: 0, inn.Left: 0b1000, inn.Right: 0b0011, inn.Up: 0b1110, inn.Aslant: 0b1111}[pi.splay]
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
// performer and passes ok, and reports whether it did: a step the text
// allows without demanding it, whose condition no event shows ("if this
// card was foreseen": the contracts do not see the promotion).
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
