package toygame

import "testing"

// firstLoss plays a game of seed at random and returns the number of
// decisions after which its cards were no longer 36, or 0.
func firstLoss(t *testing.T, seed uint64) int {
	g := newGame(t, setupOf(seed), seed)
	c := random(seed)
	for n := 1; !g.Over(); n++ {
		if err := g.Choose(c.Choose(g.Decision())); err != nil {
			t.Fatal(err)
		}
		if g.s.cardCount() != NumCards {
			return n
		}
	}
	return 0
}

func TestPlantedBugBreaksConservation(t *testing.T) {
	undo := Plant()
	defer undo()
	if !Planted() {
		t.Fatal("Plant did not plant")
	}
	found := 0
	for seed := uint64(0); seed < 300; seed++ {
		n := firstLoss(t, seed)
		if n == 0 {
			continue
		}
		found++
		// The defect needs a player who played two of its three cards
		// and another whose second play matched its first, then chose
		// that player: four turns and three questions at the least.
		if n < 7 {
			t.Errorf("seed %d: the defect shows after %d decisions", seed, n)
		}
	}
	if found == 0 {
		t.Fatal("300 random games never lost conservation with the defect planted")
	}
	t.Logf("%d of 300 games broke conservation", found)
}

func TestUndoPlant(t *testing.T) {
	Plant()()
	if Planted() {
		t.Fatal("the defect is still planted")
	}
	for seed := uint64(0); seed < 100; seed++ {
		if n := firstLoss(t, seed); n != 0 {
			t.Fatalf("seed %d: cards lost after %d decisions without the defect", seed, n)
		}
	}
}
