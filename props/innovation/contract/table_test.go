package contract_test

import (
	"math/rand/v2"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/props/innovation/contract"
)

// TestTableFollowsTheEvents plays random games and keeps a Table from the
// events alone: after every decision it equals the table loaded from the
// engine's state, card for card, pile order and splays included.
func TestTableFollowsTheEvents(t *testing.T) {
	deck := cards.Base()
	for seed := uint64(1); seed <= 60; seed++ {
		cfg := inn.Config{Players: 2 + int(seed%3), Edition: inn.Edition(seed % 2), Ages: inn.MaxAge}
		if seed%5 == 0 {
			cfg.Players, cfg.Teams = 4, true
		}
		g, err := inn.New(cfg, deck, seed)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		var model, want contract.Table
		model.Load(deck, g.State(), cfg.Teams)
		for i := 0; i < 3000 && g.Decision() != nil; i++ {
			mark := g.Mark()
			if err := g.Choose(rng.IntN(len(g.Decision().Options))); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			evs := g.EventsSince(mark)
			for k := range evs {
				model.Apply(&evs[k])
			}
			want.Load(deck, g.State(), cfg.Teams)
			if model != want {
				t.Fatalf("seed %d, decision %d: the table kept from the events differs from the state after %v\n%+v\n%+v", seed, i, evs, model, want)
			}
		}
	}
}
