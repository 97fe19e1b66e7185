package toygame

import (
	"errors"
	"testing"

	"github.com/dogma-engine/dogma/props"
)

// Random games of every table size hold every property, strictly
// checked; with the planted bug, conservation breaks in some of them.
func TestSuiteHolds(t *testing.T) {
	for seed := uint64(1); seed <= 60; seed++ {
		c := &props.Checker{Suite: Suite, Strict: true}
		res := c.Run(setupOf(seed), seed, random(seed))
		if err := res.Err(); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if !res.Game.Over() {
			t.Fatalf("seed %d: the game did not end", seed)
		}
	}
	found := 0
	for seed := uint64(1); seed <= 300 && found == 0; seed++ {
		cfg := setupOf(seed)
		cfg.KeepDiscard = true
		res := (&props.Checker{Suite: Suite}).Run(cfg, seed, random(seed))
		var v *props.Violation
		if errors.As(res.Err(), &v) && v.Property == Conservation.Name {
			found++
		}
	}
	if found == 0 {
		t.Fatal("the planted bug broke no game's conservation in 300 games")
	}
}
