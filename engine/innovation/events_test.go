package innovation

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// TestEventArticles checks the English article before an age: "an 8",
// "an 11", "a 3".
func TestEventArticles(t *testing.T) {
	for age, want := range map[int]string{1: "a 1", 3: "a 3", 8: "an 8", 10: "a 10", 11: "an 11", 12: "a 12"} {
		if got := AnAge(age); got != want {
			t.Errorf("AnAge(%d) = %q, want %q", age, got, want)
		}
	}
	e := engine.Event{Kind: EvOverflow, Player: 0, Card: -1, Arg: 11, Clause: "DRAW-3"}
	if got, want := FormatEvent(&Deck{}, e), "P1 must draw an 11: none left [DRAW-3]"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
