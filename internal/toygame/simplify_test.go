package toygame

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

func TestSimplify(t *testing.T) {
	g := newGame(t, Config{Players: 2}, 1)
	if got := len(Simplify(g)); got != NumCards {
		t.Fatalf("at the start: %d simpler positions, want one per card in the deck and the hands (%d)", got, NumCards)
	}
	for seed := uint64(0); seed < 10; seed++ {
		g := newGame(t, setupOf(seed), seed)
		eachDecision(t, g, random(seed), func(g *Game) {
			for _, eh := range Simplify(g) {
				h := eh.(*Game)
				if h.s.discard.len() != g.s.discard.len()+1 || !conserved(&h.s) {
					t.Fatalf("seed %d: not one card moved to the discard pile:\n%s\nsimplified:\n%s", seed, g.Position(), h.Position())
				}
				p, err := ParsePosition(Config{}, h.Position(), 1)
				if err != nil || p.Hash() != h.Hash() || !sameDecision(p.Decision(), h.Decision()) {
					t.Fatalf("seed %d: a simpler position does not round-trip: %v\n%s", seed, err, h.Position())
				}
			}
		})
	}
}

func TestSimplifyLeavesOutImpossible(t *testing.T) {
	// P2 must discard its only card: taking it out leaves no question,
	// and taking a red card out of P1's row leaves no match.
	g, err := ParsePosition(Config{}, "turn: P1 discard P2\nP1 row: 4 red, 9 red\nP2 hand: 5 blue\n", 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := Simplify(g); len(got) != 0 {
		t.Fatalf("%d simpler positions, want none:\n%s", len(got), got[0].Position())
	}
	if Simplify(engine.Game(nil)) != nil {
		t.Fatal("Simplify of no game")
	}
}
