package toygame

import (
	"slices"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

func TestCloneIndependence(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		g := newGame(t, setupOf(seed), seed)
		if _, err := g.Play(random(seed), 5); err != nil {
			t.Fatal(err)
		}
		mark := g.Mark()
		hash, text := g.Hash(), g.Position()
		decision := *g.Decision()
		decision.Options = slices.Clone(decision.Options)

		c := g.Clone().(*Game)
		dst := newGame(t, Config{Players: 4}, 99)
		dst.Play(random(99), 20)
		d := g.CopyTo(dst).(*Game)
		if d != dst {
			t.Fatal("CopyTo did not reuse a Tally game")
		}
		for _, k := range []*Game{c, d} {
			if k.Hash() != hash || k.Position() != text || !sameDecision(k.Decision(), &decision) {
				t.Fatalf("seed %d: a copy differs", seed)
			}
			k.Play(random(seed+1), 0)
		}
		if g.Hash() != hash || g.Position() != text || !sameDecision(g.Decision(), &decision) || len(g.EventsSince(mark)) != 0 {
			t.Fatalf("seed %d: playing a copy changed the original", seed)
		}
		copyHash, copyEvents := c.Hash(), slices.Clone(c.EventsSince(mark))
		g.Play(random(seed+2), 0)
		if c.Hash() != copyHash || !slices.Equal(c.EventsSince(mark), copyEvents) {
			t.Fatalf("seed %d: playing the original changed a copy", seed)
		}
	}
}

func TestCopyToOtherGame(t *testing.T) {
	g := newGame(t, Config{}, 1)
	if c := g.CopyTo(g); c == engine.Game(g) || c.Hash() != g.Hash() {
		t.Fatal("CopyTo itself")
	}
	if c := g.CopyTo(nil); c == nil || c.Hash() != g.Hash() {
		t.Fatal("CopyTo nil")
	}
}

func TestCloneKeepsTurnEvents(t *testing.T) {
	g := newGame(t, Config{}, 1)
	if err := g.ChooseLabel("draw"); err != nil {
		t.Fatal(err)
	}
	mark := g.Mark()
	c := g.Clone()
	if err := c.Choose(0); err != nil {
		t.Fatal(err)
	}
	events := c.EventsSince(mark)
	if len(events) == 0 || events[0].Kind != EvDraw {
		t.Fatalf("the clone's events since the mark: %v", events)
	}
}
