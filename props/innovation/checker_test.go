package innovation_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

func randomChooser(seed uint64) engine.Chooser {
	r := engine.NewRand(seed)
	return engine.ChooserFunc(func(d *engine.Decision) int { return r.Intn(len(d.Options)) })
}

// TestRandomGamesHold plays seeded random games under every property, in
// every player count, both editions, and strict mode for some.
func TestRandomGamesHold(t *testing.T) {
	ages := inn.MaxAge
	configs := []inn.Config{
		{Players: 2, Ages: ages},
		{Players: 3, Ages: ages, Edition: inn.Third},
		{Players: 4, Ages: ages},
		{Players: 4, Teams: true, Ages: ages, Edition: inn.Third},
		{Players: 2, Ages: 1},
	}
	for _, cfg := range configs {
		for seed := uint64(1); seed <= 6; seed++ {
			c := &props.Checker{Suite: innprops.Suite, Strict: seed%3 == 0}
			res := c.Run(cfg, seed, randomChooser(seed*77))
			if err := res.Err(); err != nil {
				t.Fatalf("%v seed %d: %v\nlabels: %q", cfg, seed, err, res.Log.Labels)
			}
			if !res.Game.Over() {
				t.Fatalf("%v seed %d: the game did not end after %d decisions", cfg, seed, res.Log.Len())
			}
		}
	}
}
