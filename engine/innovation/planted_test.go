package innovation_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// The planted bugs do what their Doc says, and only that: each must break
// its rule where the harness looks for it, not somewhere else.

// plantedGame parses pos in a configuration that plants bug b.
func plantedGame(t *testing.T, b *inn.Bug, pos string) *inn.Game {
	t.Helper()
	g, err := inn.ParsePosition(inn.Config{Players: 2, Bugs: inn.BugSet(0).With(b)}, cards.Base(), pos)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func choose(t *testing.T, g *inn.Game, labels ...string) {
	t.Helper()
	for _, l := range labels {
		if err := g.ChooseLabel(l); err != nil {
			t.Fatalf("%s: %v", l, err)
		}
	}
}

// BugSplay: a meld that makes a pile of two cards splays it right; a meld
// that starts a pile does not splay it.
func TestPlantedSplay(t *testing.T) {
	g := plantedGame(t, inn.BugSplay, "P1 blue: Writing\nP1 hand: Tools, Archery\n")
	choose(t, g, "meld Tools", "meld Archery")
	p := &g.State().Players[0]
	if s := p.Piles[inn.Blue].Splay(); s != inn.Right {
		t.Errorf("the blue pile of two is splayed %s, want right", s)
	}
	if s := p.Piles[inn.Red].Splay(); s != inn.Unsplayed {
		t.Errorf("the new red pile is splayed %s", s)
	}
}

// BugConservation: a card melded from the hand also stays in the hand.
func TestPlantedConservation(t *testing.T) {
	g := plantedGame(t, inn.BugConservation, "P1 blue: Writing\nP1 hand: Tools, Archery\n")
	choose(t, g, "meld Tools")
	p := &g.State().Players[0]
	if !p.Hand.Has(cards.Tools) || p.Piles[inn.Blue].Top() != cards.Tools {
		t.Errorf("Tools melded from the hand: in hand %v, top blue card %d", p.Hand.Has(cards.Tools), p.Piles[inn.Blue].Top())
	}
}

// BugIcons: the icon cache is never decreased, but it is still increased.
func TestPlantedIcons(t *testing.T) {
	g := plantedGame(t, inn.BugIcons, "P1 blue: Writing\nP1 hand: Archery\n")
	p := &g.State().Players[0]
	before := p.Icons(inn.Castle)
	choose(t, g, "meld Archery")
	if got, want := p.Icons(inn.Castle), before+int(inn.PileIcons(g.Deck(), &p.Piles[inn.Red])[inn.Castle]); got != want || got == before {
		t.Errorf("castles after melding Archery: %d, want %d", got, want)
	}
}

// BugHiddenInfo: the meld options are listed in reverse when the top card
// of supply 1 has an odd id, in id order when it has an even one or when
// supply 1 is empty.
func TestPlantedHiddenInfo(t *testing.T) {
	if cards.Tools%2 != 1 || cards.Writing%2 != 0 {
		t.Fatal("the ids of Tools and Writing are not odd and even")
	}
	for _, tc := range []struct {
		supply   string
		reversed bool
	}{
		{"supply 1: Tools\n", true},    // id 1
		{"supply 1: Writing\n", false}, // id 2
		{"supply 1 exact:\n", false},
	} {
		g := plantedGame(t, inn.BugHiddenInfo, "P1 red: Archery\nP1 hand: Oars, Clothing, Sailing\n"+tc.supply)
		if empty := g.State().SupplyLen(1) == 0; empty != strings.HasSuffix(tc.supply, "exact:\n") {
			t.Fatalf("%q: supply 1 empty %v", tc.supply, empty)
		}
		var melds []string
		for _, o := range g.Decision().Options {
			if len(o.Label) > 5 && o.Label[:5] == "meld " {
				melds = append(melds, o.Label)
			}
		}
		want := []string{"meld Oars", "meld Clothing", "meld Sailing"}
		if tc.reversed {
			slices.Reverse(want)
		}
		if !slices.Equal(melds, want) {
			t.Errorf("%q: meld options %v, want %v", tc.supply, melds, want)
		}
	}
}

// BugTermination: after a Draw action that leaves five cards in hand the
// player is asked to keep a card; with fewer, the turn goes on.
func TestPlantedTermination(t *testing.T) {
	for _, tc := range []struct {
		hand string
		keep bool
	}{
		{"Oars, Clothing, Sailing, Tools", true},
		{"Oars, Clothing, Sailing", false},
	} {
		g := plantedGame(t, inn.BugTermination, "P1 red: Archery\nP1 hand: "+tc.hand+"\n")
		choose(t, g, "draw")
		d := g.Decision()
		if keep := d != nil && d.Kind == engine.KindCard && d.Player == 0; keep != tc.keep {
			t.Errorf("hand %s and a draw: asked to keep a card %v, want %v", tc.hand, keep, tc.keep)
		}
	}
}
