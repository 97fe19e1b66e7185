package cards

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// configs are the table sizes every random-play test covers.
var configs = []inn.Config{
	{Players: 2},
	{Players: 3},
	{Players: 4},
	{Players: 4, Teams: true},
}

// randomChooser picks uniformly among the options with its own seeded
// generator.
func randomChooser(seed uint64) engine.Chooser {
	r := engine.NewRand(seed)
	return engine.ChooserFunc(func(d *engine.Decision) int { return r.Intn(len(d.Options)) })
}

// TestRandomGamesEnd plays 1,000 seeded random games for each table size
// with ages 1–3 and both editions alternating: every game must end with a
// defined result, without error or panic.
func TestRandomGamesEnd(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	for _, cfg := range configs {
		cfg.Ages = 3
		t.Run(fmt.Sprintf("players=%d,teams=%v", cfg.Players, cfg.Teams), func(t *testing.T) {
			for seed := uint64(1); seed <= uint64(games); seed++ {
				cfg := cfg
				cfg.Edition = inn.Edition(seed % 2)
				g, err := NewGame(cfg, seed)
				if err != nil {
					t.Fatal(err)
				}
				n, err := g.Play(randomChooser(seed), 20000)
				if err != nil {
					t.Fatalf("seed %d (%s): decision %d: %v", seed, cfg, n, err)
				}
				res := g.Result()
				if !res.Over || len(res.Winners) == 0 || res.Clause == "" {
					t.Fatalf("seed %d (%s): no defined result after %d decisions: %+v", seed, cfg, n, res)
				}
			}
		})
	}
}

// TestDeterminism plays the same seed and decisions twice, once in push
// mode and once answering one decision at a time, and requires identical
// event logs and hashes.
func TestDeterminism(t *testing.T) {
	for i, cfg := range configs {
		cfg.Ages = 3
		seed := uint64(100 + i)
		var choices []int
		rec := randomChooser(seed)
		a, _ := NewGame(cfg, seed)
		if _, err := a.Play(engine.ChooserFunc(func(d *engine.Decision) int {
			c := rec.Choose(d)
			choices = append(choices, c)
			return c
		}), 20000); err != nil {
			t.Fatal(err)
		}
		b, _ := NewGame(cfg, seed)
		for _, c := range choices {
			if err := b.Choose(c); err != nil {
				t.Fatal(err)
			}
		}
		if a.Hash() != b.Hash() {
			t.Errorf("%s: hashes differ: %x and %x", cfg, a.Hash(), b.Hash())
		}
		if !reflect.DeepEqual(a.EventsSince(0), b.EventsSince(0)) {
			t.Errorf("%s: event logs differ", cfg)
		}
		if a.Position() != b.Position() {
			t.Errorf("%s: positions differ", cfg)
		}
	}
}
