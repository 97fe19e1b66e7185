package innovation_test

import (
	"errors"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// positionErrorLine parses text starting at file line first and returns
// the line of the PositionError it must fail with.
func positionErrorLine(t *testing.T, text string, first int) int {
	t.Helper()
	g, err := inn.ParsePositionAt(inn.Config{}, cards.Base(), text, first)
	var pe *inn.PositionError
	if !errors.As(err, &pe) {
		t.Fatalf("parsing gave %v (game %v), want a PositionError for:\n%s", err, g != nil, text)
	}
	return pe.Line
}

// A malformed line is reported at its own line of the text, counted from
// the file line the text starts at.
func TestParsePositionErrorLine(t *testing.T) {
	text := "game: players=2 ages=3\nP1 hand: Writing\n\nP1 hand: Nothing Such\n"
	if got := positionErrorLine(t, text, 1); got != 4 {
		t.Errorf("error at line %d, want 4", got)
	}
	if got := positionErrorLine(t, text, 10); got != 13 {
		t.Errorf("text starting at line 10: error at line %d, want 13", got)
	}
}

// A line that starts with '#' is a comment, whatever follows it.
func TestParsePositionCommentLine(t *testing.T) {
	g, err := inn.ParsePosition(inn.Config{}, cards.Base(), "# P3 hand: no such card\ngame: players=2 ages=3\n#\nP1 hand: Writing # the only card in hand\n")
	if err != nil {
		t.Fatal(err)
	}
	if h := g.State().Players[0].Hand; !h.Has(cards.Writing) || h.Len() != 1 {
		t.Fatalf("P1's hand is %v, want Writing alone", h.Cards())
	}
}

// A seat that does not play in the game cannot hold cards, take the turn,
// play first or win, and the turn line starts with the seat whose turn it
// is: each such line is rejected at its line.
func TestParsePositionRejectsSeatsNotPlaying(t *testing.T) {
	for _, line := range []string{
		"P3 hand: Writing",
		"turn: P3 actions=2 number=5 first=P1",
		"turn: P1 actions=2 number=5 first=P3",
		"turn: first",
		"over: score END-2 P3",
	} {
		if got := positionErrorLine(t, "game: players=2 ages=3\n"+line+"\n", 1); got != 2 {
			t.Errorf("%q: error at line %d, want 2", line, got)
		}
	}
}

// A turn count of zero is a count like any other.
func TestParsePositionZeroCounts(t *testing.T) {
	g, err := inn.ParsePosition(inn.Config{}, cards.Base(), "game: players=2 ages=3\nP1 counts: tucked=0 scored=2\nP2 counts: tucked=3 scored=0\n")
	if err != nil {
		t.Fatal(err)
	}
	for p, want := range [][2]int{{0, 2}, {3, 0}} {
		if tucked, scored := g.State().Players[p].TurnCounts(); tucked != want[0] || scored != want[1] {
			t.Errorf("P%d counts tucked=%d scored=%d, want %v", p+1, tucked, scored, want)
		}
	}
}

// The age achievements are of the ages below the last (SETUP-2: ages 1-9
// of 10): with three ages there is no age-3 achievement to name.
func TestParsePositionNoAchievementOfTheLastAge(t *testing.T) {
	for _, line := range []string{"available: 3, Empire, Monument, Wonder, World, Universe", "P1 achievements: 3"} {
		if got := positionErrorLine(t, "game: players=2 ages=3\n"+line+"\n", 1); got != 2 {
			t.Errorf("%q: error at line %d, want 2", line, got)
		}
	}
	if _, err := inn.ParsePosition(inn.Config{}, cards.Base(), "game: players=2 ages=3\nP1 achievements: 2\n"); err != nil {
		t.Fatalf("an age-2 achievement: %v", err)
	}
}

// Every special achievement is claimed or available (COMP-5): an
// "available:" line that leaves one out while nobody claims it is an error.
func TestParsePositionEverySpecialSomewhere(t *testing.T) {
	specials := []string{"Monument", "Empire", "World", "Wonder", "Universe"}
	for i, left := range specials {
		avail := append(append([]string{"1"}, specials[:i]...), specials[i+1:]...)
		text := "game: players=2 ages=3\navailable: " + strings.Join(avail, ", ") + "\n"
		if _, err := inn.ParsePosition(inn.Config{}, cards.Base(), text); err == nil {
			t.Errorf("%s neither claimed nor available was accepted", left)
		}
		if _, err := inn.ParsePosition(inn.Config{}, cards.Base(), text+"P2 achievements: "+left+"\n"); err != nil {
			t.Errorf("%s claimed by P2: %v", left, err)
		}
	}
}

// Position names every card in the game (COMP-5), the removed cards of
// the last age among them.
func TestPositionNamesRemovedCardsOfTheLastAge(t *testing.T) {
	g, err := inn.ParsePosition(inn.Config{}, cards.Base(), "game: players=2 ages=3\nremoved: Writing, Calendar, Engineering\n")
	if err != nil {
		t.Fatal(err)
	}
	text := g.Position()
	for _, name := range []string{"Writing", "Calendar", "Engineering"} {
		if !strings.Contains(text, name) {
			t.Errorf("the position does not name %s:\n%s", name, text)
		}
	}
}

// A turn count reads back whatever its size in a state, up to 255: the
// position of any state parses (Position), and 256 does not fit.
func TestParsePositionLargestCount(t *testing.T) {
	g, err := inn.ParsePosition(inn.Config{}, cards.Base(), "game: players=2 ages=3\nP1 counts: tucked=255 scored=1\n")
	if err != nil {
		t.Fatal(err)
	}
	if tucked, _ := g.State().Players[0].TurnCounts(); tucked != 255 {
		t.Fatalf("tucked=%d, want 255", tucked)
	}
	if _, err := inn.ParsePosition(inn.Config{}, cards.Base(), g.Position()); err != nil {
		t.Fatalf("the position does not read back: %v", err)
	}
	if got := positionErrorLine(t, "game: players=2 ages=3\nP1 counts: tucked=256\n", 1); got != 2 {
		t.Errorf("tucked=256: error at line %d, want 2", got)
	}
}

// overflowEnd is a position whose next Draw action draws from above the
// last age and ends the game by score (DRAW-3, END-2) with P1's second
// action never taken.
const overflowEnd = `game: players=2 ages=3
P1 green: The Wheel
P1 score: Calendar
P2 red: Metalworking
supply 1 exact:
supply 2 exact:
supply 3 exact:
`

// A finished game has no action left (END-4): its state counts none, its
// position text says actions=0, as a player's plain state does, and the
// text parses back to the same state.
func TestFinishedGameHasNoActionLeft(t *testing.T) {
	d := cards.Base()
	g, err := inn.ParsePosition(inn.Config{}, d, overflowEnd)
	if err != nil {
		t.Fatal(err)
	}
	if got := g.State().ActionsLeft; got != 2 {
		t.Fatalf("before the draw: %d actions left, want 2", got)
	}
	dec := g.Decision()
	if err := g.Choose(dec.Index(inn.LabelDraw)); err != nil {
		t.Fatal(err)
	}
	if !g.Over() {
		t.Fatal("the draw above the last age does not end the game")
	}
	if got := g.State().ActionsLeft; got != 0 {
		t.Errorf("a finished game has %d actions left, want 0", got)
	}
	for _, all := range []bool{true, false} {
		text := inn.FormatPosition(g.Config(), d, g.State(), all)
		if !strings.Contains(text, "\nturn: P1 actions=0 number=5 first=P1\n") {
			t.Errorf("the position text (all=%v) of a finished game counts actions left:\n%s", all, text)
		}
	}
	h, err := inn.ParsePosition(inn.Config{}, d, g.Position())
	if err != nil {
		t.Fatalf("the finished game's position does not parse: %v\n%s", err, g.Position())
	}
	if !h.Over() || h.State().ActionsLeft != 0 || h.Hash() != g.Hash() {
		t.Errorf("parsed back: over %v, %d actions left, hash %x; the game's hash %x", h.Over(), h.State().ActionsLeft, h.Hash(), g.Hash())
	}
}

// A position with an over line has no action left, with or without a
// turn line; actions= may then only say 0, and only a finished game may
// say 0. A wrong count is reported at the turn line.
func TestParsePositionActionsOfAFinishedGame(t *testing.T) {
	d := cards.Base()
	for _, text := range []string{
		"game: players=2 ages=3\nover: score END-2 P1\n",
		"game: players=2 ages=3\nturn: P2 actions=0 number=7 first=P1\nover: score END-2 P1\n",
		"game: players=2 ages=3\nturn: P2 number=7 first=P1\nover: score END-2 P1\n",
	} {
		g, err := inn.ParsePosition(inn.Config{}, d, text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		if !g.Over() || g.State().ActionsLeft != 0 {
			t.Errorf("%q: over %v with %d actions left, want over with 0", text, g.Over(), g.State().ActionsLeft)
		}
	}
	for _, text := range []string{
		"game: players=2 ages=3\nturn: P1 actions=2 number=7 first=P1\nover: score END-2 P1\n",
		"game: players=2 ages=3\nturn: P1 actions=1 number=7 first=P1\nover: score END-2 P1\n",
		"game: players=2 ages=3\nturn: P1 actions=0 number=7 first=P1\n",
		"game: players=2 ages=3\nturn: P1 actions=-1 number=7 first=P1\nover: score END-2 P1\n",
	} {
		if got := positionErrorLine(t, text, 1); got != 2 {
			t.Errorf("%q: error at line %d, want 2 (the turn line)", text, got)
		}
	}
}
