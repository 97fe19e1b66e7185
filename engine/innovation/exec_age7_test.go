package innovation_test

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// A rearrangement (Publications) keeps the incremental hash equal to the
// hash from scratch and to the hash of the position parsed back, and
// recounts the icons the splay shows (ICON-1).
func TestRearrangeHashAndIcons(t *testing.T) {
	d := cards.Base()
	cfg := inn.Config{Players: 2, Ages: 7}
	g, err := inn.ParsePosition(cfg, d, "P1 blue: Publications, Tools, Writing\nP1 red left: Oars, Archery, Metalworking\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, label := range []string{"dogma Publications", "red", "Archery", "Metalworking", "pass"} {
		if err := g.ChooseLabel(label); err != nil {
			t.Fatalf("%s: %v", label, err)
		}
		checkHash(t, g, label)
	}
	pile := g.State().Players[0].Piles[inn.Red]
	if got := pile.Cards(); len(got) != 3 || got[0] != cards.Oars || got[1] != cards.Metalworking || got[2] != cards.Archery {
		t.Fatalf("red pile bottom first: %v", got)
	}
	if pile.Splay() != inn.Left {
		t.Fatalf("red pile splayed %s, want left", pile.Splay())
	}
	p := &g.State().Players[0]
	if p.Icons(inn.Crown) != 0 || p.Icons(inn.Lightbulb) != 3 || p.Icons(inn.Castle) != 4 {
		t.Fatalf("icons: crown %d lightbulb %d castle %d", p.Icons(inn.Crown), p.Icons(inn.Lightbulb), p.Icons(inn.Castle))
	}
	h, err := inn.ParsePosition(cfg, d, g.Position())
	if err != nil {
		t.Fatal(err)
	}
	if h.Hash() != g.Hash() {
		t.Fatalf("parsed position hashes %x, the game %x", h.Hash(), g.Hash())
	}
}

// Rearrange takes an order that holds every card of the pile exactly once,
// and refuses as an engine error an order with a card from elsewhere, here
// the card of id 0, in place of one of the pile's.
func TestRearrangeRefusesACardOfAnotherPlace(t *testing.T) {
	d := cards.Base()
	cfg := inn.Config{Players: 2, Ages: 7}
	pos := "P1 red: Oars, Archery, Metalworking\n"
	g, err := inn.ParsePosition(cfg, d, pos)
	if err != nil {
		t.Fatal(err)
	}
	if err := inn.RearrangeOutsideEffect(g, 0, inn.Red, []inn.Card{cards.Oars, cards.Archery, cards.Pottery}); err == nil {
		t.Fatal("an order with Pottery, which is not in the red pile, was taken")
	}
	g, err = inn.ParsePosition(cfg, d, pos)
	if err != nil {
		t.Fatal(err)
	}
	if err := inn.RearrangeOutsideEffect(g, 0, inn.Red, []inn.Card{cards.Archery, cards.Metalworking, cards.Oars}); err != nil {
		t.Fatal(err)
	}
	if got := g.State().Players[0].Piles[inn.Red].Cards(); len(got) != 3 || got[2] != cards.Archery || got[0] != cards.Oars {
		t.Fatalf("red pile bottom first: %v", got)
	}
}
