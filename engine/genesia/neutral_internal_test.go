package genesia

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// neutralSetups are the configurations of the setup tests: 1 to 5
// players, teams and the solo modes, with every fill-... variant, so that
// games reach Ages II and III.
var neutralSetups = []Config{
	{Players: 1, Variants: FillAll()}, {Players: 1, Mode: 1, Variants: FillAll()}, {Players: 1, Mode: 2, Variants: FillAll()},
	{Players: 2, Variants: FillAll()}, {Players: 3, Variants: FillAll()}, {Players: 4, Variants: FillAll()},
	{Players: 4, Teams: true, Variants: FillAll()}, {Players: 5, Variants: FillAll()},
}

// Setup draws the turn order, the solo game's first people, the
// objectives and the seed of the Age decks as it did when it shuffled and
// dealt in one go (GEN-SETUP-2, GEN-SETUP-5, GEN-SOLO-3): the draws below
// are that setup's, in its order.
func TestSetupDrawsAsBefore(t *testing.T) {
	for _, cfg := range neutralSetups {
		for seed := uint64(1); seed <= 50; seed++ {
			g, err := New(cfg, seed)
			if err != nil {
				t.Fatal(err)
			}
			s := &g.s
			n := cfg.Peoples()
			rnd := engine.NewRand(seed)
			if cfg.Solo() {
				if first := int8(rnd.Intn(2)); s.SoloFirst != first || s.Order[0] != first {
					t.Fatalf("%s seed %d: first people %d (order %v), want %d", cfg, seed, s.SoloFirst, s.Order, first)
				}
			} else {
				order := [MaxPeoples]int8{-1, -1, -1, -1, -1}
				for p := 0; p < n; p++ {
					order[p] = int8(p)
				}
				rnd.Shuffle(n, func(i, j int) { order[i], order[j] = order[j], order[i] })
				if s.Order != order {
					t.Fatalf("%s seed %d: order %v, want %v", cfg, seed, s.Order, order)
				}
				var pool []int
				for i, o := range g.data.Objectives {
					if int(o.Lot) < max(n, 2) {
						pool = append(pool, i)
					}
				}
				rnd.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
				for p := 0; p < n; p++ {
					for _, o := range pool[2*p : 2*p+2] {
						if s.Obj[o] != ObjDealt+ObjLoc(p) {
							t.Fatalf("%s seed %d: objective %s at %d, want dealt to %d", cfg, seed, g.data.Objectives[o].Name, s.Obj[o], p)
						}
					}
				}
			}
			if !cfg.Solo() {
				if want := rnd.Uint64(); s.Seed != want {
					t.Fatalf("%s seed %d: seed %d, want %d", cfg, seed, s.Seed, want)
				}
			}
		}
	}
}

// A seeded game, which deals each Age deck as setup shuffled it, is the
// game set up from its first position, which shuffles each Age deck as
// its Age begins: the same hash at every decision of random games through
// the three Ages.
func TestSeededGameShufflesAsItsPosition(t *testing.T) {
	for _, cfg := range neutralSetups {
		for seed := uint64(1); seed <= 6; seed++ {
			g, err := New(cfg, seed)
			if err != nil {
				t.Fatal(err)
			}
			text := g.Position()
			p, err := ParsePosition(cfg, text, 1)
			if err != nil {
				t.Fatalf("%s seed %d: %v\n%s", cfg, seed, err, text)
			}
			if p.ages[0] != nil || p.ages[1] != nil || p.ages[2] != nil {
				t.Fatalf("a game of a position has the Age decks of a setup")
			}
			r := engine.NewRand(seed)
			ages := 0
			for k := 0; !g.Over() && g.Err() == nil; k++ {
				if g.Hash() != p.Hash() {
					t.Fatalf("%s seed %d decision %d: hashes differ\nseeded:\n%s\npositioned:\n%s", cfg, seed, k, g.FormatPosition(), p.FormatPosition())
				}
				ages = max(ages, int(g.s.Age))
				i := r.Intn(len(g.Decision().Options))
				if err := g.Choose(i); err != nil {
					t.Fatal(err)
				}
				if err := p.Choose(i); err != nil {
					t.Fatal(err)
				}
			}
			if g.Hash() != p.Hash() || g.Over() != p.Over() {
				t.Fatalf("%s seed %d: the games end apart", cfg, seed)
			}
			if ages < 3 && g.Err() == nil {
				t.Errorf("%s seed %d: the game ended in Age %d", cfg, seed, ages)
			}
		}
	}
}
