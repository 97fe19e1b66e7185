package innovation_test

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// The special achievements are the cards from Empire to Universe: no card
// id past them is one.
func TestIsSpecial(t *testing.T) {
	for c, want := range map[inn.Card]bool{
		cards.Pottery: false, inn.Empire - 1: false, inn.Empire: true, inn.Universe: true,
		inn.NumCards: false, inn.NoCard: false,
	} {
		if got := c.IsSpecial(); got != want {
			t.Errorf("Card(%d).IsSpecial() = %v, want %v", c, got, want)
		}
	}
}

// A set holds card ids below 128 only: asking for any other id reports
// false.
func TestSetHasPastItsRange(t *testing.T) {
	var s inn.Set
	s.Add(127)
	s.Add(0)
	for c, want := range map[inn.Card]bool{0: true, 127: true, 128: false, 200: false, inn.NoCard: false} {
		if got := s.Has(c); got != want {
			t.Errorf("Has(%d) = %v, want %v", c, got, want)
		}
	}
}

// A color, an icon or a splay past the last one prints as a number, not as
// the name of another (and printing it does not fail).
func TestStringsPastTheLastValue(t *testing.T) {
	for _, tc := range []struct{ got, want string }{
		{inn.Color(inn.NumColors - 1).String(), "purple"},
		{inn.Color(inn.NumColors).String(), "color(5)"},
		{inn.Icon(inn.NumIcons - 1).String(), "avatar"},
		{inn.Icon(inn.NumIcons).String(), "icon(8)"},
		{inn.Aslant.String(), "aslant"},
		{inn.Splay(inn.Aslant + 1).String(), "splay(5)"},
	} {
		if tc.got != tc.want {
			t.Errorf("String() = %q, want %q", tc.got, tc.want)
		}
	}
}

// SeatName names the seats P1 to P4, and any other number "P?".
func TestSeatName(t *testing.T) {
	for p, want := range map[int]string{-1: "P?", 0: "P1", inn.MaxPlayers - 1: "P4", inn.MaxPlayers: "P?"} {
		if got := inn.SeatName(p); got != want {
			t.Errorf("SeatName(%d) = %q, want %q", p, got, want)
		}
	}
}

// A MoveError names the effect that made the move (its Effect field), or
// the rules when no effect did.
func TestMoveErrorNamesTheEffect(t *testing.T) {
	e := &inn.MoveError{Effect: "Oars 1", Verb: "transfer", Card: "Archery", Want: "P2's hand"}
	if msg := e.Error(); !strings.Contains(msg, "Oars 1: transfer Archery") {
		t.Errorf("%q does not name the effect", msg)
	}
	e.Effect = ""
	if msg := e.Error(); !strings.Contains(msg, "the rules: transfer Archery") {
		t.Errorf("%q does not name the rules", msg)
	}
}

// A Dogma event lists the demanded seats for a card with a demand
// (DOGMA-2), whatever its id: here card 0, given a demand in a test deck.
func TestFormatDogmaEventOfCardZero(t *testing.T) {
	facts := cards.Base().Facts
	facts[0].Demand = true
	d := inn.NewDeck(facts)
	e := engine.Event{Kind: inn.EvDogma, Player: 1, Card: 0, Arg: 1 << 8, Clause: "DOGMA-1"}
	if msg := inn.FormatEvent(d, e); !strings.Contains(msg, "demanded: P1") {
		t.Errorf("%q does not list the demanded seats", msg)
	}
}
