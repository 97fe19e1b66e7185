package innovation_test

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// Each player's choice of a first meld is a step of its own (SETUP-4): once
// a player has chosen, the next player's choice begins a new step, in which
// no choice has been made yet.
func TestEachSetupChoiceIsAStep(t *testing.T) {
	g, err := cards.NewGame(inn.Config{Players: 3}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for p := 0; p < 3; p++ {
		d := g.Decision()
		if d == nil || d.Player != p {
			t.Fatalf("setup choice %d: decision %+v", p, d)
		}
		if n := len(g.Choices()); n != 0 {
			t.Fatalf("setup choice of P%d: %d choices made in its step, want 0", p+1, n)
		}
		if err := g.Choose(0); err != nil {
			t.Fatal(err)
		}
	}
	if g.State().Phase != inn.PhasePlay {
		t.Fatalf("phase %v after the setup choices", g.State().Phase)
	}
}
