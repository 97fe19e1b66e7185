package contract

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// DrawAmong reads a draw by the performer whose asked age passes ok, for a
// text whose age rests on a choice that no event shows (a color chosen and
// not splayed); want words the ages allowed for messages. It returns the
// card drawn, or NoCard when the draw ended the game.
func (c *C) DrawAmong(ok func(age int) bool, want string) inn.Card {
	if c.Done() {
		return inn.NoCard
	}
	e := c.peekHard()
	if e != nil && e.Player == c.Me && ok(e.Arg) &&
		(e.Kind == inn.EvOverflow || e.Kind == inn.EvDraw && inn.Place(e.To) == inn.HandPlace(c.Me)) {
		return c.Draw(e.Arg)
	}
	c.expected(fmt.Sprintf("%s to draw %s", inn.SeatName(c.Me), want))
	return inn.NoCard
}

// Revealed reports whether the performer has revealed card k in this
// performance, up to the next event that is not a reveal: a check that a
// text's "reveal" was done, in whatever order the reveals came.
func (c *C) Revealed(k inn.Card) bool {
	if c.Done() {
		return true
	}
	c.peekHard()
	for i := 0; i < c.next; i++ {
		e := &c.perf.Items[i].Event
		if e.Kind == inn.EvReveal && e.Player == c.Me && inn.Card(e.Card) == k {
			return true
		}
	}
	return false
}

// TopAge returns the age of player p's top card of color col as the
// position stands now, 0 when p has no pile of that color (the value of
// nothing).
func (c *C) TopAge(p int, col inn.Color) int {
	if k := c.Now().Top(p, col); k != inn.NoCard {
		return c.Age(k)
	}
	return 0
}

// SplayChosen reads a splay in direction dir of one of the performer's
// piles of the colors given, if the next event is one, and returns its
// color. It is for a text that lets the performer pick the pile, any pile
// included, even one that cannot take the splay: then no splay follows and
// that is no failure.
func (c *C) SplayChosen(dir inn.Splay, colors ...inn.Color) (inn.Color, bool) {
	if c.Done() {
		return 0, false
	}
	e := c.peekHard()
	if e == nil || e.Kind != inn.EvSplay || e.Player != c.Me || inn.Splay(e.Arg) != dir {
		return 0, false
	}
	pl := inn.Place(e.From)
	for _, col := range colors {
		if pl == inn.BoardPlace(c.Me, col) && c.canSplay(c.Me, col, dir) {
			c.take(false)
			return col, true
		}
	}
	return 0, false
}

// Variant reports whether the game is played with rule variant v, which
// may change what a text allows (VAR-IF-AFFECTED gives a demand's
// follow-up to every affected player).
func (c *C) Variant(v *inn.Variant) bool { return c.perf.Variants.Has(v) }
