package toygame

import (
	"errors"
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

func TestPositionErrors(t *testing.T) {
	for _, tc := range []struct {
		text string
		line int // of the text's first line: 10
		want string
	}{
		{"game: players=5", 10, "players"},
		{"game: colors=4", 10, `unknown setting "colors"`},
		{"turn: P1\nP5 hand: 3 red", 11, "not a seat"},
		{"P1 hand: 13 red", 10, "not a card"},
		{"P1 hand: 3 purple", 10, "not a card"},
		{"P1 hand: 3 red\n\nP2 row: 3 red", 12, "already placed at line 10"},
		{"P1 hand: 3 red\nP1 hand: 4 red", 11, "given twice"},
		{"P1 score: 3 red", 10, "unknown line"},
		{"turn: P1 dance", 10, "unknown stage"},
		{"turn:", 10, "want"},
		{"turn: P1 match\nP1 row: 3 red, 4 blue\nP2 hand: 1 red", 10, "no match"},
		{"turn: P1 discard P2\nP1 row: 3 red, 4 red", 10, "cannot discard"},
		{"deck: 1 red\nP1 row: 12 red, 12 blue, 11 green", 11, "has won"},
		{"over: row P2\nP1 row: 12 red, 12 blue, 11 green", 10, "row win"},
		{"over: deck P1\ndeck: 1 red", 10, "deck is not empty"},
		{"over: draw P1", 10, "unknown ending"},
		{"over: deck", 10, "not a seat"},
	} {
		_, err := ParsePosition(Config{}, tc.text, 10)
		var le *engine.LineError
		if !errors.As(err, &le) || le.Line != tc.line || !strings.Contains(le.Msg, tc.want) {
			t.Errorf("%q: got %v, want line %d: ...%s...", tc.text, err, tc.line, tc.want)
		}
	}
	if _, err := ParsePosition(Config{Players: 9}, "", 1); err == nil {
		t.Error("a configuration of 9 players")
	}
}
