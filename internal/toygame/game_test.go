package toygame

import (
	"errors"
	"slices"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

func TestRandomGamesEnd(t *testing.T) {
	ends := map[string]int{}
	for seed := uint64(0); seed < 600; seed++ {
		c := random(seed)
		if seed%2 == 1 {
			c = drawer(seed)
		}
		g := newGame(t, setupOf(seed), seed)
		n, err := g.Play(c, 1000)
		if err != nil || !g.Over() || g.Decision() != nil {
			t.Fatalf("seed %d: after %d decisions: over %v, error %v", seed, n, g.Over(), err)
		}
		r := g.Result()
		if len(r.Winners) == 0 || r.Clause == "" {
			t.Fatalf("seed %d: result %+v", seed, r)
		}
		ends[r.Clause]++
	}
	if ends[ClauseEndRow] == 0 || ends[ClauseEndDeck] == 0 {
		t.Errorf("endings %v: want both", ends)
	}
}

func TestInvariants(t *testing.T) {
	for seed := uint64(0); seed < 200; seed++ {
		g := newGame(t, setupOf(seed), seed)
		prev := g.s
		eachDecision(t, g, random(seed), func(g *Game) {
			s := &g.s
			if !conserved(s) {
				t.Fatalf("seed %d: cards not conserved:\n%s", seed, g.Position())
			}
			for p := 0; p < s.players; p++ {
				row, before := s.rows[p].list(), prev.rows[p].list()
				if len(row) < len(before) || !slices.Equal(row[:len(before)], before) {
					t.Fatalf("seed %d: %s row shrank", seed, engine.SeatName(p))
				}
				if s.ended == notOver && s.rows[p].total() >= WinningTotal {
					t.Fatalf("seed %d: a row of %d and no end", seed, s.rows[p].total())
				}
			}
			if s.turn != prev.turn && s.turn != (prev.turn+1)%s.players {
				t.Fatalf("seed %d: %s after %s", seed, engine.SeatName(s.turn), engine.SeatName(prev.turn))
			}
			prev = *s
		})
	}
}

func TestEventsCiteClauses(t *testing.T) {
	known := map[string]bool{}
	for _, c := range clauses() {
		known[c.ID] = true
	}
	cited := map[string]bool{}
	for seed := uint64(0); seed < 100; seed++ {
		g := newGame(t, setupOf(seed), seed)
		if _, err := g.Play(drawer(seed), 0); err != nil {
			t.Fatal(err)
		}
		for _, e := range g.EventsSince(0) {
			if !known[e.Clause] {
				t.Fatalf("event %q cites %q", g.FormatEvent(e), e.Clause)
			}
			cited[e.Clause] = true
		}
	}
	for _, c := range clauses() {
		if c.Definition == "" && !cited[c.ID] {
			t.Errorf("no event cites %s", c.ID)
		}
	}
}

func TestDeterminism(t *testing.T) {
	run := func() ([]engine.Event, []uint64) {
		g := newGame(t, Config{Players: 3}, 42)
		var hashes []uint64
		eachDecision(t, g, random(7), func(g *Game) { hashes = append(hashes, g.Hash()) })
		return slices.Clone(g.EventsSince(0)), hashes
	}
	e1, h1 := run()
	e2, h2 := run()
	if !slices.Equal(e1, e2) || !slices.Equal(h1, h2) {
		t.Fatal("the same seed and choices gave another game")
	}
}

func TestSetup(t *testing.T) {
	g := newGame(t, Config{Players: 4}, 1)
	s := &g.s
	for p := 0; p < 4; p++ {
		if s.hands[p].len() != HandSize || s.rows[p].len() != 0 {
			t.Fatalf("%s: %d cards in hand, %d in row", engine.SeatName(p), s.hands[p].len(), s.rows[p].len())
		}
	}
	if s.deck.len() != NumCards-4*HandSize {
		t.Fatalf("deck of %d cards", s.deck.len())
	}
	d := g.Decision()
	if d.Player != 0 || d.Kind != engine.KindAction || d.Options[0].Label != "draw" || len(d.Options) != 1+HandSize {
		t.Fatalf("first decision %s", d)
	}
	if _, err := New(Config{Players: 5}, 1); err == nil {
		t.Fatal("a game of 5 players")
	}
}

func TestChoose(t *testing.T) {
	g := newGame(t, Config{}, 3)
	h := g.Hash()
	if err := g.Choose(len(g.Decision().Options)); !errors.Is(err, engine.ErrIllegal) || g.Err() != nil || g.Hash() != h {
		t.Fatalf("an option not offered: %v, game error %v", err, g.Err())
	}
	if err := g.ChooseLabel("play 13 red"); !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("a label not offered: %v", err)
	}
	if err := g.ChooseLabel("draw"); err != nil {
		t.Fatal(err)
	}
	if g.Decision().Player != 1 {
		t.Fatalf("after P1 draws: %s", g.Decision())
	}
	n, err := g.Play(random(1), 3)
	if n != 3 || err != nil {
		t.Fatalf("Play with a limit of 3: %d decisions, %v", n, err)
	}
	n, err = g.Play(engine.ChooserFunc(func(*engine.Decision) int { return -1 }), 0)
	if n != 0 || !errors.Is(err, engine.ErrIllegal) || g.Err() == nil || g.Decision() != nil {
		t.Fatalf("a chooser out of range: %d, %v", n, err)
	}
}

func TestFormatEvent(t *testing.T) {
	g := newGame(t, Config{}, 5)
	if _, err := g.Play(random(5), 0); err != nil {
		t.Fatal(err)
	}
	for _, e := range g.EventsSince(0) {
		if s := g.FormatEvent(e); s == "" || s[0] == ' ' {
			t.Fatalf("event %+v renders as %q", e, s)
		}
	}
}
