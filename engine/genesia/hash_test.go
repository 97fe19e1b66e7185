package genesia

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// The key of the hash, kept up to date by every move of a card or a unit,
// equals the key worked out from scratch before every decision of random
// games of every player count, and after the steps that fill a state
// wholesale: a position read, a hidden-card shuffle, a simplified
// position.
func TestHashKeyFollowsTheMoves(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 3
	}
	for players := 1; players <= MaxPlayers; players++ {
		cfg := Config{Players: players, Variants: FillAll()}
		for seed := uint64(1); seed <= uint64(games); seed++ {
			g, err := New(cfg, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := engine.NewRand(seed)
			k := 0
			_, err = g.Play(engine.ChooserFunc(func(d *engine.Decision) int {
				if h, full := g.s.Hash(), g.s.HashFull(); h != full {
					t.Fatalf("%s seed %d decision %d: hash %#x, from scratch %#x", cfg, seed, k, h, full)
				}
				if k%17 == 0 {
					checkWholesale(t, g)
				}
				k++
				return r.Intn(len(d.Options))
			}), 0)
			if err != nil {
				t.Fatalf("%s seed %d: %v", cfg, seed, err)
			}
			if h, full := g.s.Hash(), g.s.HashFull(); h != full {
				t.Fatalf("%s seed %d at the end: hash %#x, from scratch %#x", cfg, seed, h, full)
			}
		}
	}
}

// checkWholesale checks the key of the states made from g's: its position
// read back, its step replayed with hidden cards shuffled, its simplified
// positions.
func checkWholesale(t *testing.T, g *Game) {
	t.Helper()
	if text := g.Position(); text != "" {
		p, err := ParsePosition(g.cfg, text, 1)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if p.s.Hash() != p.s.HashFull() || p.s.Hash() != g.s.Hash() {
			t.Fatalf("the position read back hashes %#x (from scratch %#x), the game %#x\n%s", p.s.Hash(), p.s.HashFull(), g.s.Hash(), text)
		}
	}
	for _, c := range Simplify(g) {
		s := &c.(*Game).s
		if s.Hash() != s.HashFull() {
			t.Fatalf("a simplified position hashes %#x, from scratch %#x", s.Hash(), s.HashFull())
		}
	}
	x := g.Clone().(*Game)
	if _, _, err := x.ReplayStepHidden(int(x.s.Order[0]), 7, 8, func(int) bool { return false }); err == nil {
		if x.start.Hash() != x.start.HashFull() || x.s.Hash() != x.s.HashFull() {
			t.Fatalf("after the hidden cards' shuffle the step's start hashes %#x (from scratch %#x), the state %#x (%#x)",
				x.start.Hash(), x.start.HashFull(), x.s.Hash(), x.s.HashFull())
		}
	}
}
