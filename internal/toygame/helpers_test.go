package toygame

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// random returns a chooser that answers uniformly from its own seed.
func random(seed uint64) engine.Chooser {
	r := engine.NewRand(seed)
	return engine.ChooserFunc(func(d *engine.Decision) int { return r.Intn(len(d.Options)) })
}

// drawer returns a chooser that draws nine times in ten, so that games
// often end on an empty deck (TALLY-END-2).
func drawer(seed uint64) engine.Chooser {
	r := engine.NewRand(seed)
	return engine.ChooserFunc(func(d *engine.Decision) int {
		if d.Kind == engine.KindAction && r.Intn(10) != 0 {
			return 0
		}
		return r.Intn(len(d.Options))
	})
}

// setupOf returns the configuration of the i-th test game: 2, 3 and 4
// players in turn.
func setupOf(i uint64) Config { return Config{Players: MinPlayers + int(i%3)} }

func newGame(t testing.TB, cfg Config, seed uint64) *Game {
	t.Helper()
	g, err := New(cfg, seed)
	if err != nil {
		t.Fatalf("New(%v, %d): %v", cfg, seed, err)
	}
	return g
}

// conserved checks card conservation: every card in exactly one zone.
func conserved(s *state) bool {
	var seen [NumCards]int
	count := func(z *zone) {
		for _, c := range z.list() {
			seen[c]++
		}
	}
	count(&s.deck)
	count(&s.discard)
	for p := 0; p < s.players; p++ {
		count(&s.hands[p])
		count(&s.rows[p])
	}
	for _, n := range seen {
		if n != 1 {
			return false
		}
	}
	return s.cardCount() == NumCards
}

// eachDecision plays a game of seed with c and calls f at every decision,
// before it is answered.
func eachDecision(t testing.TB, g *Game, c engine.Chooser, f func(g *Game)) {
	t.Helper()
	for steps := 0; !g.Over(); steps++ {
		if steps > 1000 {
			t.Fatalf("no end after %d decisions", steps)
		}
		f(g)
		if err := g.Choose(c.Choose(g.Decision())); err != nil {
			t.Fatal(err)
		}
	}
	f(g)
}
