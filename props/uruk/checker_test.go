package uruk_test

import (
	"errors"
	"flag"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
	urukprops "github.com/dogma-engine/dogma/props/uruk"
)

var (
	games     = flag.Int("uruk.games", 1000, "random games per player count with the default rules in TestRandomGamesHold")
	fillGames = flag.Int("uruk.fillgames", 250, "random games per player count with every fill-... variant in TestRandomGamesHold")
)

func randomChooser(seed uint64) engine.Chooser {
	r := engine.NewRand(seed)
	return engine.ChooserFunc(func(d *engine.Decision) int { return r.Intn(len(d.Options)) })
}

// TestRandomGamesHold plays seeded random games under every property, for
// 2, 3 and 4 players: 1,000 each with the default rules (which stop at the
// first hole the game falls into), and 250 each with every fill-...
// variant (which play past the holes they fill, to the end). Each game
// ends in a result or a named rule gap, with no violation, no other error
// and no panic.
func TestRandomGamesHold(t *testing.T) {
	for _, vars := range []uk.VariantSet{0, uk.FillAll()} {
		n := *games
		if vars != 0 {
			n = *fillGames
		}
		if testing.Short() {
			n = min(n, 50)
		}
		for players := 2; players <= 4; players++ {
			cfg := uk.Config{Players: players, Variants: vars}
			t.Run(cfg.String(), func(t *testing.T) {
				t.Parallel()
				playChecked(t, cfg, n)
			})
		}
	}
}

// playChecked plays n checked random games of cfg.
func playChecked(t *testing.T, cfg uk.Config, n int) {
	over, gaps := 0, map[string]int{}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		c := &props.Checker{Suite: urukprops.Suite, Strict: seed%97 == 0}
		res := c.Run(cfg, seed, randomChooser(seed*7919))
		var gap *engine.RuleGap
		switch {
		case res.Violation != nil:
			t.Fatalf("%v seed %d: %v\nlabels: %q", cfg, seed, res.Violation, res.Log.Labels)
		case res.Failure != nil && errors.As(res.Failure.Err, &gap) && res.Failure.Where == "engine":
			gaps[gap.Clause]++
		case res.Failure != nil:
			t.Fatalf("%v seed %d: %v\n%s", cfg, seed, res.Failure, res.Failure.Stack)
		case res.Game.Over():
			over++
		default:
			t.Fatalf("%v seed %d: stopped after %d decisions, not over", cfg, seed, res.Log.Len())
		}
	}
	t.Logf("%v: %d games over, rule gaps %v", cfg, over, gaps)
}
