package innovation_test

import (
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// Every one of the 105 cards has its effects in both editions, and a deck
// that lacks one edition of one card says which.
func TestBaseDeckIsComplete(t *testing.T) {
	d := cards.Base()
	if err := d.Complete(); err != nil {
		t.Fatal(err)
	}
	one := inn.NewDeck(d.Facts)
	for c := inn.Card(0); c < inn.NumAgeCards; c++ {
		for _, ed := range []inn.Edition{inn.First, inn.Third} {
			if c != cards.Writing || ed != inn.Third {
				one.SetEffects(c, ed, d.Effects(c, ed)...)
			}
		}
	}
	err := one.Complete()
	if err == nil || !strings.Contains(err.Error(), "3rd-edition effects for Writing") {
		t.Fatalf("Complete of a deck without the 3rd-edition Writing: %v", err)
	}
}

// A card number past the last card names no card.
func TestNameOfNoCard(t *testing.T) {
	d := cards.Base()
	for _, c := range []inn.Card{inn.NumCards, inn.NoCard} {
		if got := d.Name(c); got != "none" {
			t.Errorf("Name(%d) = %q, want none", c, got)
		}
	}
	if got := d.Name(inn.NumCards - 1); got == "none" || got == "" {
		t.Errorf("Name of the last card = %q", got)
	}
}
