package innovation_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// checkHash fails if the hash of the state kept up to date move by move
// differs from the hash computed from scratch.
func checkHash(t *testing.T, g *inn.Game, when string) {
	t.Helper()
	if got, want := g.State().Hash(), g.State().HashFull(); got != want {
		t.Fatalf("%s: incremental hash %x, from scratch %x\n%s", when, got, want, g.Position())
	}
}

// The incremental hash equals the hash from scratch at every decision of
// random games, and the hash of the position parsed back from the text of
// the state (ParsePosition of Position gives the same state).
func TestHashIncremental(t *testing.T) {
	d := cards.Base()
	for _, players := range []int{2, 3, 4} {
		for seed := uint64(0); seed < 20; seed++ {
			cfg := inn.Config{Players: players, Ages: inn.MaxAge}
			g, err := inn.New(cfg, d, seed)
			if err != nil {
				t.Fatal(err)
			}
			checkHash(t, g, "after setup")
			r := engine.NewRand(seed)
			for step := 0; !g.Over(); step++ {
				dec := g.Decision()
				if dec == nil {
					t.Fatalf("seed %d: stopped: %v", seed, g.Err())
				}
				i := r.Intn(len(dec.Options))
				if err := g.Choose(i); err != nil {
					t.Fatal(err)
				}
				checkHash(t, g, "during play")
				if step%16 == 0 && g.State().Phase == inn.PhasePlay && len(g.StepChoices()) == 0 {
					h, err := inn.ParsePosition(cfg, d, g.Position())
					if err != nil {
						t.Fatal(err)
					}
					if h.Hash() != g.Hash() {
						t.Fatalf("seed %d: parsed position hashes %x, the game %x", seed, h.Hash(), g.Hash())
					}
				}
			}
		}
	}
}

// Moving one card changes the hash; moving it back restores it.
func TestHashSeesMoves(t *testing.T) {
	d := cards.Base()
	g, err := inn.ParsePosition(inn.Config{}, d, "game: players=2 ages=3\nP1 blue: Writing\nP1 hand: Archery\n")
	if err != nil {
		t.Fatal(err)
	}
	before := g.Hash()
	h, err := inn.ParsePosition(inn.Config{}, d, "game: players=2 ages=3\nP1 blue: Writing\nP2 hand: Archery\n")
	if err != nil {
		t.Fatal(err)
	}
	if h.Hash() == before {
		t.Error("a card in another hand: same hash")
	}
	k, err := inn.ParsePosition(inn.Config{}, d, "game: players=2 ages=3\nP1 blue: Writing\nP1 hand: Archery\n")
	if err != nil {
		t.Fatal(err)
	}
	if k.Hash() != before {
		t.Error("the same position twice: different hashes")
	}
}

// The hash covers each player's counts of cards tucked and scored this
// turn (SPECIAL-MONUMENT): positions that differ only there hash apart.
func TestHashSeesTuckAndScoreCounts(t *testing.T) {
	d := cards.Base()
	cfg := inn.Config{Players: 2}
	base := "P1 blue: Writing\nP2 red: Oars\n"
	seen := map[uint64]string{}
	for _, counts := range []string{"", "P1 counts: tucked=1 scored=0\n", "P1 counts: tucked=0 scored=1\n", "P2 counts: tucked=1 scored=0\n"} {
		g, err := inn.ParsePosition(cfg, d, base+counts)
		if err != nil {
			t.Fatal(err)
		}
		h := g.Hash()
		if other, ok := seen[h]; ok {
			t.Fatalf("%q and %q hash alike", other, counts)
		}
		seen[h] = counts
	}
}
