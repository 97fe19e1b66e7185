package toygame

import "testing"

// firstLoss plays a game of seed at random, planting the defect or not,
// and returns the number of decisions after which its cards were no
// longer 36, or 0.
func firstLoss(t *testing.T, seed uint64, planted bool) int {
	cfg := setupOf(seed)
	cfg.KeepDiscard = planted
	g := newGame(t, cfg, seed)
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
	cfg, err := Plant(Config{Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	if c := cfg.(Config); !c.KeepDiscard || c.Players != 3 {
		t.Fatalf("Plant gave %v", cfg)
	}
	found := 0
	for seed := uint64(0); seed < 300; seed++ {
		n := firstLoss(t, seed, true)
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

// Games that do not plant the defect keep their 36 cards, even while
// games that plant it run at the same time.
func TestUnplantedGamesConserve(t *testing.T) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		for seed := uint64(0); seed < 100; seed++ {
			firstLoss(t, seed, true)
		}
	}()
	for seed := uint64(0); seed < 100; seed++ {
		if n := firstLoss(t, seed, false); n != 0 {
			t.Errorf("seed %d: cards lost after %d decisions without the defect", seed, n)
		}
	}
	<-done
}

// The planted defect is part of the configuration's text, and a
// configuration without it prints as players=N alone.
func TestConfigTextCarriesTheBug(t *testing.T) {
	if got := (Config{Players: 3}).String(); got != "players=3" {
		t.Fatalf("String = %q", got)
	}
	c := Config{Players: 3, KeepDiscard: true}
	if got := c.String(); got != "players=3 bugs=keep-discard" {
		t.Fatalf("String = %q", got)
	}
	back, err := ParseConfig(c.String())
	if err != nil || back != c {
		t.Fatalf("%q reads back as %v (%v)", c.String(), back, err)
	}
	if _, err := ParseConfig("bugs=no-such-bug"); err == nil {
		t.Fatal("an unknown planted bug was accepted")
	}
}
