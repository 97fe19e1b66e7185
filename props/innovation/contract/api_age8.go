package contract

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// ExecuteAll reads the performer's execution of every non-demand effect
// of card k, in the card's order (DOGMA-9, EFFECTS.md §0.11): none for a
// card that has none. It returns how many began; fewer are read when an
// execution ends the game.
func (c *C) ExecuteAll(k inn.Card) int {
	if c.Done() || k == inn.NoCard {
		return 0
	}
	first := 0
	if c.now.deck.Facts[k].Demand {
		first = 1
	}
	want := c.NonDemand(k)
	c.echoesExecuted()
	n := 0
	for n < want && !c.Done() {
		e := c.peekHard()
		if e == nil || e.Kind != inn.EvEffect || inn.Card(e.Card) != k || e.Player != c.Me || e.Arg != first+n {
			break
		}
		c.take(false)
		n++
	}
	if n < want && !c.Done() {
		c.expected(fmt.Sprintf("%s to execute effect %d of %s's %d non-demand effect(s)", inn.SeatName(c.Me), n+1, c.Name(k), want))
	}
	return n
}

// RemoveAll reads the removal from the game of exactly the cards of set,
// by the performer, from wherever each lies, in any order.
func (c *C) RemoveAll(set inn.Set) {
	left := set
	for !left.Empty() && !c.Done() {
		e := c.peekHard()
		if e == nil || e.Kind != inn.EvRemove || e.Player != c.Me || e.Card < 0 || e.Card >= inn.MaxCards || !left.Has(inn.Card(e.Card)) {
			c.expected(fmt.Sprintf("%s to remove %d more card(s) from the game, among them %s", inn.SeatName(c.Me), left.Len(), c.Name(left.First())))
			return
		}
		left.Remove(inn.Card(e.Card))
		c.take(false)
	}
}

// allColors lists the five colors, for a text that lets its performer pick
// any of them.
var allColors = []inn.Color{inn.Blue, inn.Red, inn.Green, inn.Yellow, inn.Purple}

// EndsAction reads the end of the Dogma action that the text orders at
// this point (Fission's red 10): the action or the game ends before the
// performance logs anything more.
func (c *C) EndsAction() {
	if c.Done() {
		return
	}
	if e := c.peekHard(); !c.cut {
		if e != nil {
			c.failf("the text ends the Dogma action here; the effect did: %s", c.describe(e))
			return
		}
		c.failf("the text ends the Dogma action here; it went on")
	}
}

// echoesExecuted reads the echo effects that an execution runs before the
// card's own effects in a game with Echoes (ECHO-EXECUTE): those the pile
// of the executed card shows, or its own. Their performances are their
// own, with their echo effects' contracts.
func (c *C) echoesExecuted() {
	for !c.Done() {
		e := c.peekHard()
		if e == nil || e.Kind != inn.EvEffect || e.Clause != "ECHO-EXECUTE" && e.Clause != inn.VarEchoExecuteBottom.ID() || e.Player != c.Me {
			return
		}
		c.take(false)
	}
}
