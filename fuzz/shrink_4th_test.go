package fuzz

import (
	"context"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// A failure late in a 4th-edition game (the planted ending bug: a tie on
// score is won by the first tied player alone) shrinks as the earlier
// editions' do: the start moves to a position at the failing action,
// whose junk, age 11 and chain achievements read back, and the decisions
// fall to a few.
func TestShrinkLateFailureFourthEdition(t *testing.T) {
	c := &campaign{opts: Options{Suite: innprops.Suite}}
	chk := c.checker()
	cfg := inn.Config{Players: 2, Edition: inn.Fourth, Bugs: inn.BugSet(0).With(inn.BugEnding)}
	for i := 0; i < 2000; i++ {
		_, l, f := c.play(context.Background(), chk, cfg, GameSeed(11, i), NewRandom(GameSeed(11, i)^0xc4a5e5), nil)
		if f == nil || f.Decision <= 100 {
			continue
		}
		sh, err := Shrink(context.Background(), l, f, ShrinkOptions{})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("failure at decision %d: shrunk %s -> %s in %v (%d replays)", f.Decision, sh.Before, sh.After, sh.Elapsed, sh.Runs)
		if sh.Position == "" || sh.After.Decisions > 15 {
			t.Errorf("shrunk %s -> %s (position %t), want a position and at most 15 decisions", sh.Before, sh.After, sh.Position != "")
		}
		if g := ReplayFailure(sh); g == nil || g.Key() != f.Key() {
			t.Errorf("the shrunk game fails with %v, want %v", g, f)
		}
		return
	}
	t.Fatal("no 4th-edition game broke a property late")
}
