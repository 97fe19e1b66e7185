package view_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/engine/innovation/view"
)

// TestSeenAndMaskedTexts checks what each seat may see in the test
// position (INFO-1, INFO-2) and how events and labels name the cards it
// may not see.
func TestSeenAndMaskedTexts(t *testing.T) {
	g := testGame(t)
	d := g.Deck()
	card := func(name string) inn.Card {
		c, ok := d.Lookup(name)
		if !ok {
			t.Fatalf("no card %s", name)
		}
		return c
	}
	p1, p2 := view.Seen(g.State(), 0), view.Seen(g.State(), 1)
	for _, tc := range []struct {
		name   string
		p1, p2 bool
	}{
		{"Oars", true, true},          // a top card
		{"Archery", true, false},      // covered: its owner only
		{"Pottery", true, false},      // P1's hand
		{"Agriculture", true, false},  // P1's score pile
		{"The Wheel", false, true},    // P2's hand
		{"Code of Laws", false, true}, // P2's covered card
		{"Empire", true, true},        // a special achievement
	} {
		c := card(tc.name)
		if p1.Has(c) != tc.p1 || p2.Has(c) != tc.p2 {
			t.Errorf("%s: P1 sees %v, P2 sees %v; want %v, %v", tc.name, p1.Has(c), p2.Has(c), tc.p1, tc.p2)
		}
	}
	draw := engine.Event{Kind: inn.EvDraw, Player: 0, Card: int(card("Pottery")), Arg: 1, Clause: "DRAW-1"}
	if got, want := view.EventText(d, draw, p2), "P1 draws a 1 (asked 1) [DRAW-1]"; got != want {
		t.Errorf("P2 sees %q, want %q", got, want)
	}
	if got, want := view.EventText(d, draw, p1), "P1 draws Pottery (asked 1) [DRAW-1]"; got != want {
		t.Errorf("P1 sees %q, want %q", got, want)
	}
	reveal := engine.Event{Kind: inn.EvReveal, Player: 0, Card: int(card("Pottery")), Clause: "KEY-REVEAL"}
	if got := view.EventText(d, reveal, p2); got != "P1 reveals Pottery [KEY-REVEAL]" {
		t.Errorf("a revealed card is hidden: %q", got)
	}
	for label, want := range map[string]string{"Pottery": "a 1", "return Pottery": "return a 1", "meld Oars": "meld Oars", "draw": "draw", "splay red right": "splay red right"} {
		if got := view.LabelText(d, label, p2); got != want {
			t.Errorf("P2 sees the label %q as %q, want %q", label, got, want)
		}
	}
	if got := view.LabelText(d, "Pottery", view.Seen(nil, view.All)); got != "Pottery" {
		t.Errorf("the All viewer sees %q", got)
	}
}

// TestRedactor checks that a seat's Redactor names a card once the seat
// has seen it: in a state it observed, or revealed by an earlier event.
func TestRedactor(t *testing.T) {
	g := testGame(t)
	d := g.Deck()
	pottery, _ := d.Lookup("Pottery")
	draw := engine.Event{Kind: inn.EvDraw, Player: 0, Card: int(pottery), Arg: 1, Clause: "DRAW-1"}
	r := view.NewRedactor(g, 1)
	if got, want := r.Event(draw), "P1 draws a 1 (asked 1) [DRAW-1]"; got != want {
		t.Errorf("before the reveal P2 sees %q, want %q", got, want)
	}
	if got, want := r.Label("return Pottery"), "return a 1"; got != want {
		t.Errorf("before the reveal P2 sees the label %q, want %q", got, want)
	}
	r.Event(engine.Event{Kind: inn.EvReveal, Player: 0, Card: int(pottery), Clause: "KEY-REVEAL"})
	if got, want := r.Event(draw), "P1 draws Pottery (asked 1) [DRAW-1]"; got != want {
		t.Errorf("after the reveal P2 sees %q, want %q", got, want)
	}

	later, err := inn.ParsePosition(inn.Config{Players: 2, Ages: 3}, cards.Base(), "P2 hand: Pottery\n")
	if err != nil {
		t.Fatal(err)
	}
	r = view.NewRedactor(g, 1)
	r.Observe(later)
	if got, want := r.Label("return Pottery"), "return Pottery"; got != want {
		t.Errorf("after P2 held Pottery it sees the label %q, want %q", got, want)
	}
}
