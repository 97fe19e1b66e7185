package toygame

import (
	"slices"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// sameDecision reports whether two decisions ask the same question.
func sameDecision(a, b *engine.Decision) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Player == b.Player && a.Kind == b.Kind && a.Prompt == b.Prompt && slices.Equal(a.Options, b.Options)
}

func TestPositionRoundTrip(t *testing.T) {
	for seed := uint64(0); seed < 100; seed++ {
		g := newGame(t, setupOf(seed), seed)
		eachDecision(t, g, random(seed), func(g *Game) {
			text := g.Position()
			h, err := ParsePosition(Config{}, text, 1)
			if err != nil {
				t.Fatalf("seed %d: %v\n%s", seed, err, text)
			}
			if h.Hash() != g.Hash() || !sameDecision(h.Decision(), g.Decision()) || h.Position() != text {
				t.Fatalf("seed %d: the parsed position differs:\n%s\nparsed:\n%s", seed, text, h.Position())
			}
			if h.Over() != g.Over() || !slices.Equal(h.Result().Winners, g.Result().Winners) || h.Result().Clause != g.Result().Clause {
				t.Fatalf("seed %d: result %+v, parsed %+v", seed, g.Result(), h.Result())
			}
		})
	}
}

func TestPositionDefaults(t *testing.T) {
	g, err := ParsePosition(Config{Players: 3}, "# a comment\n\nP2 hand: 7 red, 3 blue  # two cards\n", 1)
	if err != nil {
		t.Fatal(err)
	}
	want := "game: players=3\nturn: P1\nP1 hand:\nP1 row:\nP2 hand: 3 blue, 7 red\nP2 row:\nP3 hand:\nP3 row:\ndeck:\n"
	if got := g.Position(); !strings.HasPrefix(got, want) || !strings.Contains(got, "discard: 1 red, 1 green") {
		t.Fatalf("got\n%s", got)
	}
	if d := g.Decision(); d.Player != 0 || d.Labels()[0] != "draw" || len(d.Options) != 1 {
		t.Fatalf("decision %s", d)
	}
}

func TestPositionStages(t *testing.T) {
	text := "game: players=3\nturn: P2 discard P3\nP2 row: 4 red, 9 red\nP3 hand: 5 blue, 6 green\n"
	g, err := ParsePosition(Config{}, text, 1)
	if err != nil {
		t.Fatal(err)
	}
	d := g.Decision()
	if d.Player != 2 || d.Kind != engine.KindCard || strings.Join(d.Labels(), "|") != "5 blue|6 green" {
		t.Fatalf("decision %s", d)
	}
	if err := g.ChooseLabel("6 green"); err != nil {
		t.Fatal(err)
	}
	if d := g.Decision(); d.Player != 2 || d.Kind != engine.KindAction {
		t.Fatalf("after the discard: %s", d)
	}
}

// TestPositionConfig checks that a position is refused in a configuration
// Tally cannot play (the malformed positions are in
// testdata/conformance.golden).
func TestPositionConfig(t *testing.T) {
	if _, err := ParsePosition(Config{Players: 9}, "", 1); err == nil {
		t.Error("a configuration of 9 players")
	}
}
