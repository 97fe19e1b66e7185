//go:build !oracle

package uruk

import (
	"errors"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

func randomChooser(seed uint64) engine.Chooser {
	r := engine.NewRand(seed)
	return engine.ChooserFunc(func(d *engine.Decision) int { return r.Intn(len(d.Options)) })
}

// TestRandomGamesEnd plays random games in push mode: each ends in a
// result or a rule gap, never another error or a panic.
func TestRandomGamesEnd(t *testing.T) {
	for _, fill := range []VariantSet{0, FillAll()} {
		for players := 2; players <= 4; players++ {
			gaps := map[string]int{}
			over := 0
			for seed := uint64(1); seed <= 200; seed++ {
				g, err := New(Config{Players: players, Variants: fill}, seed)
				if err != nil {
					t.Fatal(err)
				}
				n, err := g.Play(randomChooser(seed), 20000)
				var gap *engine.RuleGap
				switch {
				case err == nil && g.Over():
					over++
				case errors.As(err, &gap):
					gaps[gap.Clause]++
				default:
					t.Fatalf("players=%d seed %d: after %d decisions: %v (over %v)", players, seed, n, err, g.Over())
				}
			}
			t.Logf("players=%d fill=%v: %d over, gaps %v", players, fill != 0, over, gaps)
		}
	}
}
