package innovation_test

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// A game copied with CloneInto answers like the original and is
// independent of it; copying into the same game again allocates nothing.
func TestCloneInto(t *testing.T) {
	d := cards.Base()
	g, err := inn.New(inn.Config{Players: 3, Ages: 3}, d, 7)
	if err != nil {
		t.Fatal(err)
	}
	var dst inn.Game
	for i := 0; i < 40 && g.Decision() != nil; i++ {
		g.CloneInto(&dst)
		if dst.Hash() != g.Hash() || dst.Mark() != g.Mark() || len(dst.Decision().Options) != len(g.Decision().Options) {
			t.Fatalf("decision %d: the copy differs from the original", i)
		}
		choice := i % len(g.Decision().Options)
		other := (choice + 1) % len(g.Decision().Options)
		h := g.Hash()
		if err := dst.Choose(other); err != nil {
			t.Fatalf("decision %d: the copy refuses option %d: %v", i, other, err)
		}
		if g.Hash() != h || g.Decision() == nil {
			t.Fatalf("decision %d: answering the copy changed the original", i)
		}
		fresh := g.CloneGame()
		if err := g.Choose(choice); err != nil {
			t.Fatal(err)
		}
		if err := fresh.Choose(choice); err != nil {
			t.Fatal(err)
		}
		if fresh.Hash() != g.Hash() {
			t.Fatalf("decision %d: a clone given the same choice reaches another state", i)
		}
	}
	if g.Decision() == nil {
		t.Fatal("the game ended too early for the test")
	}
	g.CloneInto(&dst)
	if n := testing.AllocsPerRun(20, func() { g.CloneInto(&dst) }); n != 0 {
		t.Errorf("CloneInto into a grown game allocates %v times", n)
	}
}
