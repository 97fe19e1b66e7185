package innovation_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// midGame plays a seeded game at random until the start of a top-level
// action after at least n decisions, and returns its position text.
func midGame(t *testing.T, cfg inn.Config, seed uint64, n int) string {
	t.Helper()
	g, err := cards.NewGame(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRand(seed)
	for i := 0; ; i++ {
		d := g.Decision()
		if d == nil {
			t.Fatalf("seed %d: the game ended before decision %d", seed, n)
		}
		if i >= n && d.Kind == engine.KindAction {
			return g.Position()
		}
		if err := g.Choose(r.Intn(len(d.Options))); err != nil {
			t.Fatal(err)
		}
	}
}

// TestRunFromPosition plays games on from positions under every property,
// strictly: the properties that look back (determinism's replay, turn
// structure, hidden information) hold from a position start, and the
// final replay of determinism starts from the position.
func TestRunFromPosition(t *testing.T) {
	deck := cards.Base()
	for _, cfg := range []inn.Config{{Players: 2, Ages: 3}, {Players: 4, Teams: true, Ages: 3, Edition: inn.Third}} {
		for seed := uint64(1); seed <= 3; seed++ {
			text := midGame(t, cfg, seed, 15)
			g, err := inn.ParsePosition(cfg, deck, text)
			if err != nil {
				t.Fatal(err)
			}
			c := &props.Checker{Suite: innprops.Suite, Strict: true}
			res := c.RunFrom(g, randomChooser(seed))
			if err := res.Err(); err != nil {
				t.Fatalf("%v seed %d: %v\nfrom:\n%s", cfg, seed, err, text)
			}
			if res.Log.Start == nil || res.Log.Start.Position() != text || res.Log.Seed != 0 {
				t.Fatalf("the log does not start at the position")
			}
			if !res.Game.Over() {
				t.Fatalf("%v seed %d: not over", cfg, seed)
			}
		}
	}
}

// TestRunFromFindsPlantedBug checks that a position start reports a
// planted defect with the property guarding it.
func TestRunFromFindsPlantedBug(t *testing.T) {
	deck := cards.Base()
	// rule MELD-1: melding Sailing on Clothing makes a pile of two cards,
	// which the planted bug splays right with no splay event; a meld
	// leaves the pile's splay as it was.
	g, err := inn.ParsePosition(inn.Config{Players: 2, Ages: 3, Bugs: inn.BugSet(0).With(inn.BugSplay)}, deck, "P1 green: Clothing\nP1 hand: Sailing\n")
	if err != nil {
		t.Fatal(err)
	}
	c := &props.Checker{Suite: innprops.Suite}
	res := c.RunFrom(g, engine.ChooserFunc(func(d *engine.Decision) int {
		if i := d.Index("meld Sailing"); i >= 0 {
			return i
		}
		return props.Stop
	}))
	if res.Violation == nil || res.Violation.Property != "splay" || res.Violation.Clause != "MELD-1" {
		t.Fatalf("got %v, want a splay violation at MELD-1", res.Err())
	}
}

// TestStopEndsCleanly checks that a chooser answering Stop ends the run
// without a failure, and that a game in the middle of a step is refused.
func TestStopEndsCleanly(t *testing.T) {
	deck := cards.Base()
	n := 0
	c := &props.Checker{Suite: innprops.Suite}
	res := c.Run(inn.Config{Players: 2, Ages: 3}, 1, engine.ChooserFunc(func(d *engine.Decision) int {
		if n == 5 {
			return props.Stop
		}
		n++
		return 0
	}))
	if err := res.Err(); err != nil || res.Log.Len() != 5 || res.Game.Over() {
		t.Fatalf("err %v, %d decisions, over %v; want no error after 5 decisions", err, res.Log.Len(), res.Game.Over())
	}
	// Archery's demand asks P2 which card to transfer: mid-step.
	g, err := inn.ParsePosition(inn.Config{Players: 2, Ages: 3}, deck, "P1 red: Archery\nP2 hand: Writing, Oars\nsupply 1: Agriculture\n")
	if err != nil {
		t.Fatal(err)
	}
	if err := g.ChooseLabel("dogma Archery"); err != nil {
		t.Fatal(err)
	}
	if g.Decision() == nil || len(g.Choices()) == 0 {
		t.Fatal("Archery's demand asks nothing")
	}
	if res := c.RunFrom(g, randomChooser(1)); res.Failure == nil {
		t.Fatal("a game in the middle of a step was accepted")
	}
}
