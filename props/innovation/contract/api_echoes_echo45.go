package contract

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Readings of the texts of the Echoes cards of ages 4 and 5: the forecast
// as a zone, foreshadowing, "if foreseen", a splay of any player's pile,
// the visible bonuses and cards of a board.

// ForecastRoom reports whether player p's forecast takes one more card as
// t stands (ECHO-FORESHADOW).
func (t *Table) ForecastRoom(p int) bool { return t.Forecast(p).Len() < t.ForecastLimit(p) }

// Foreshadows reads cards foreshadowed from a zone into the performer's
// forecast (ECHO-FORESHADOW).
func (c *C) Foreshadows(from Zone) *Sel {
	s := c.Moves(inn.EvForeshadow, from, Forecast(c.Me))
	s.what = "foreshadow (into the forecast)"
	return s
}

// GoesOn reports whether the performance has a move left to read: for a
// part of a text whose condition no event shows (a pile chosen, what an
// earlier effect did), read when the performance goes on into it and
// checked from there as the text says. "If X was foreseen" is no such
// condition: it reads Foreseen.
func (c *C) GoesOn() bool {
	if c.Done() {
		return false
	}
	return c.peekHard() != nil
}

// SplaysLeftOnAnyBoard reads the splay left of one pile of any player's
// board, the performer choosing (Kobukson's echo effect): compulsory when
// some pile can take it.
func (c *C) SplaysLeftOnAnyBoard() {
	if c.Done() {
		return
	}
	can := false
	for q := 0; q < c.now.N; q++ {
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if c.now.In(q) && c.canSplay(q, col, inn.Left) {
				can = true
			}
		}
	}
	if !can {
		return
	}
	e := c.peekHard()
	if e != nil && e.Kind == inn.EvSplay && inn.Splay(e.Arg) == inn.Left {
		pl := inn.Place(e.From)
		if pl.Kind() == inn.PlaceBoard && c.now.In(pl.Player()) && c.canSplay(pl.Player(), inn.Color(pl.Index()), inn.Left) {
			c.take(false)
			return
		}
	}
	c.expected(fmt.Sprintf("%s to splay left a pile of any board", inn.SeatName(c.Me)))
}

// BonusValues returns the values of the bonuses visible on player p's
// board as t stands, bit v for value v (ECHO-ICON-1): a top card's, and a
// covered card's where its pile's splay shows its place.
func (t *Table) BonusValues(p int) uint16 {
	shown := [...]uint8{inn.Unsplayed: 0, inn.Left: 0b1000, inn.Right: 0b0011, inn.Up: 0b1110, inn.Aslant: 0b1111}
	var out uint16
	for col := range t.piles[p] {
		pi := &t.piles[p][col]
		for i := 0; i < int(pi.n); i++ {
			for k, b := range t.deck.Facts[pi.cards[i]].Bonus {
				if b > 0 && (i == int(pi.n)-1 || shown[pi.splay]&(1<<k) != 0) {
					out |= 1 << b
				}
			}
		}
	}
	return out
}

// VisibleCards counts the visible cards of player p's pile of color col
// as t stands: every card of a splayed pile, the top card of an unsplayed
// one (ULT-ICON-1).
func (t *Table) VisibleCards(p int, col inn.Color) int {
	if t.Splay(p, col) != inn.Unsplayed {
		return t.PileLen(p, col)
	}
	return min(t.PileLen(p, col), 1)
}

// Bonuses returns the bonuses card k prints, in place order.
func (c *C) Bonuses(k inn.Card) []int {
	var out []int
	for _, b := range c.now.deck.Facts[k].Bonus {
		if b > 0 {
			out = append(out, int(b))
		}
	}
	return out
}
