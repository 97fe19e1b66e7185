package contract

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// bench45 is a two-player table with the base deck, for tests that write
// their events by hand.
type bench45 struct {
	t    *testing.T
	d    *inn.Deck
	tb   Table
	evs  []Item
	decs int
}

func newBench45(t *testing.T) *bench45 {
	b := &bench45{t: t, d: cards.Base()}
	b.tb.N, b.tb.deck = 2, b.d
	return b
}

// k returns the card of a name.
func (b *bench45) k(name string) inn.Card {
	k, ok := b.d.Lookup(name)
	if !ok {
		b.t.Fatalf("no card %q", name)
	}
	return k
}

// meld puts a card of the name on top of p's pile in the starting table.
func (b *bench45) meld(p int, name string) {
	k := b.k(name)
	b.tb.put(k, inn.BoardPlace(p, b.d.Facts[k].Color), false)
}

// event logs an event of the effect under test, answered by a new decision.
func (b *bench45) event(kind string, p int, k inn.Card, from, to inn.Place, arg int) {
	b.decs++
	b.evs = append(b.evs, Item{Event: engine.Event{Kind: kind, Player: p, Card: int(k), From: int(from), To: int(to), Arg: arg, Effect: "Test 1"}, Decision: b.decs})
}

// run checks the events logged against fn.
func (b *bench45) run(fn Fn) error {
	p := &Performance{Effect: "Test 1", Card: "Test", Performer: 0, Activator: 0, Start: b.tb, Items: b.evs}
	return Run(p, fn)
}

func TestDrawAmong(t *testing.T) {
	b := newBench45(t)
	b.meld(0, "Sailing")
	k := b.k("Experimentation")
	b.event(inn.EvDraw, 0, k, inn.SupplyPlace(4), inn.HandPlace(0), 1)
	size := func(c *C) func(int) bool {
		return func(age int) bool { return age == c.Now().PileLen(0, inn.Green) }
	}
	if err := b.run(func(c *C) {
		if got := c.DrawAmong(size(c), "a pile's size"); got != k {
			t.Errorf("DrawAmong returned %v, want %v", got, k)
		}
	}); err != nil {
		t.Errorf("a draw of an age allowed: %v", err)
	}
	if err := b.run(func(c *C) {
		c.DrawAmong(func(age int) bool { return age == 2 }, "a 2")
	}); err == nil {
		t.Error("a draw of an age not allowed passes")
	}
}

func TestSplayChosen(t *testing.T) {
	b := newBench45(t)
	b.meld(0, "Sailing")
	b.meld(0, "Mapmaking")
	b.event(inn.EvSplay, 0, inn.NoCard, inn.BoardPlace(0, inn.Green), inn.BoardPlace(0, inn.Green), int(inn.Right))
	if err := b.run(func(c *C) {
		col, ok := c.SplayChosen(inn.Right, inn.Red, inn.Green)
		if !ok || col != inn.Green {
			t.Errorf("SplayChosen = %v, %v; want green, true", col, ok)
		}
	}); err != nil {
		t.Errorf("a splay of a color allowed: %v", err)
	}
	// No splay follows: nothing is read, and the splay left is more than
	// the text.
	if err := b.run(func(c *C) {
		if _, ok := c.SplayChosen(inn.Right, inn.Red); ok {
			t.Error("SplayChosen read a splay of a color not given")
		}
	}); err == nil {
		t.Error("a splay of a color not allowed passes")
	}
}

func TestRevealedAndTopAge(t *testing.T) {
	b := newBench45(t)
	b.meld(1, "Sailing")
	b.meld(1, "Experimentation")
	k, other := b.k("Physics"), b.k("Chemistry")
	b.event(inn.EvDraw, 0, k, inn.SupplyPlace(5), inn.HandPlace(0), 5)
	b.event(inn.EvReveal, 0, k, inn.HandPlace(0), inn.HandPlace(0), 0)
	if err := b.run(func(c *C) {
		c.Draw(5)
		if !c.Revealed(k) {
			t.Error("a card shown after its draw is not Revealed")
		}
		if c.Revealed(other) {
			t.Error("a card never shown is Revealed")
		}
		if got := c.TopAge(1, inn.Blue); got != 4 {
			t.Errorf("TopAge of a blue 4 = %d", got)
		}
		if got := c.TopAge(1, inn.Red); got != 0 {
			t.Errorf("TopAge of no pile = %d, want 0", got)
		}
	}); err != nil {
		t.Errorf("a draw and a reveal: %v", err)
	}
}
