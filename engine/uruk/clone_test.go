//go:build !oracle

package uruk

import (
	"errors"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// TestCloneIsIndependent plays a random game in pull mode and, at every
// decision, checks that a clone and a CopyTo copy given the same answer
// reach the same state, and that playing them leaves the original alone.
func TestCloneIsIndependent(t *testing.T) {
	g, err := New(Config{Players: 3, Variants: FillAll()}, 5)
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRand(9)
	var scratch engine.Game
	for i := 0; g.Decision() != nil && i < 2000; i++ {
		d := g.Decision()
		choice := r.Intn(len(d.Options))
		before := g.Hash()
		c := g.Clone()
		scratch = g.CopyTo(scratch)
		for _, x := range []engine.Game{c, scratch} {
			if err := x.Choose(choice); err != nil && !isGap(err) {
				t.Fatal(err)
			}
		}
		if g.Hash() != before {
			t.Fatalf("decision %d: playing a copy changed the original", i)
		}
		if err := g.Choose(choice); err != nil && !isGap(err) {
			t.Fatal(err)
		}
		if c.Hash() != g.Hash() || scratch.Hash() != g.Hash() {
			t.Fatalf("decision %d (%s): a copy given the same answer reaches another state", i, d.Options[choice].Label)
		}
	}
}

func isGap(err error) bool {
	var gap *engine.RuleGap
	return errors.As(err, &gap)
}
