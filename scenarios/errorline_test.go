package scenarios

import (
	"fmt"
	"strings"
	"testing"
)

// fissionStart is a position where P1's Fission makes a question the
// engine answers by itself: once P1 picks P2's board, Sailing is the one
// top card there and is returned without a question (EFFECTS.md Fission,
// 1st edition).
const fissionStart = `position ages=10
P1 red: Fission
P1 blue: Writing
P2 green: Sailing
supply 10: Software
----

`

// errorLine returns the line an error of Check names in file f.txt.
func errorLine(t *testing.T, text string) int {
	t.Helper()
	err := Check("f.txt", []byte(text))
	if err == nil {
		t.Fatalf("the scenario passes:\n%s", text)
	}
	var line int
	if _, scanErr := fmt.Sscanf(err.Error()[strings.Index(err.Error(), "f.txt:"):], "f.txt:%d:", &line); scanErr != nil {
		t.Fatalf("no f.txt:LINE in %q", err)
	}
	return line
}

// TestErrorLineAfterForcedQuestion checks that a play line that fails
// after a question the engine answered by itself (no play line answers
// it) is reported at its own line, whatever blank and comment lines open
// the play command's input: datadriven drops the leading blank lines of
// an input, and the file's line numbers must still count them.
func TestErrorLineAfterForcedQuestion(t *testing.T) {
	for name, play := range map[string]string{
		"plain":                   "play\nP1: dogma Fission\nP1: P2\nP1: draw\nP2: nonsense\n----\n",
		"blank lines first":       "play\n\n\nP1: dogma Fission\nP1: P2\nP1: draw\nP2: nonsense\n----\n",
		"comment and blank lines": "play\n\n# Sailing goes by itself\n\nP1: dogma Fission\nP1: P2\nP1: draw\n\nP2: nonsense\n----\n",
	} {
		t.Run(name, func(t *testing.T) {
			text := fissionStart + play
			want := lineOf(t, text, "P2: nonsense")
			if got := errorLine(t, text); got != want {
				t.Errorf("error at line %d, want %d (the failing line)", got, want)
			}
		})
	}
}

// lineOf returns the line of text, from 1, that is line.
func lineOf(t *testing.T, text, line string) int {
	t.Helper()
	for i, l := range strings.Split(text, "\n") {
		if l == line {
			return i + 1
		}
	}
	t.Fatalf("no line %q", line)
	return 0
}

// TestErrorLineAfterPendingForcedQuestion checks the same when the
// question is answered in a second play command, after a first one left
// it pending.
func TestErrorLineAfterPendingForcedQuestion(t *testing.T) {
	text := fissionStart + `play pending
P1: dogma Fission
----
P1 dogma Fission (sharing: none; demanded: P2) [DOGMA-1]
P2 performs Fission 1 [DOGMA-5]
P2 draws Software (asked 10) [KEY-DRAWX] (Fission 1)
P2 reveals Software [KEY-REVEAL] (Fission 1)
P1 performs Fission 2 [DOGMA-4]
pending: P1 player "Fission: return a top card from the board of": P1 | P2

play

P1: P2
P1: draw
P2: nonsense
----
`
	if got, want := errorLine(t, text), lineOf(t, text, "P2: nonsense"); got != want {
		t.Errorf("error at line %d, want %d (the failing line)", got, want)
	}
}

// TestPositionErrorLineAfterBlankLines checks that an error of a position
// whose input opens with blank lines names the line at fault, in the
// location and in the message.
func TestPositionErrorLineAfterBlankLines(t *testing.T) {
	text := "position\n\n\nP1 red: Archery\nP2 red: Archery\n----\n"
	err := Check("f.txt", []byte(text))
	if err == nil || !strings.Contains(err.Error(), "f.txt:5: Archery is already placed at line 4") {
		t.Fatalf("got %v, want f.txt:5: Archery is already placed at line 4", err)
	}
}
