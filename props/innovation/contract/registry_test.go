package contract

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// TestEveryEffectHasAContract: every effect of every card of ages 1 to 10
// has its contract, in each edition, and no contract names a card or an
// effect the deck does not have.
func TestEveryEffectHasAContract(t *testing.T) {
	d, u := cards.Base(), cards.Ultimate()
	for _, name := range Cards() {
		if _, ok := u.Lookup(name); !ok {
			t.Errorf("contracts for %q, which no card is named", name)
		}
	}
	for k := inn.Card(0); k < inn.NumAgeCards; k++ {
		for _, ed := range []inn.Edition{inn.First, inn.Third} {
			got, ok := Effects(d.Name(k), ed)
			if want := len(d.Effects(k, ed)); !ok || got != want {
				t.Errorf("%s (age %d, %s edition): %d contract(s), the card has %d effect(s)", d.Name(k), d.Facts[k].Age, ed, got, want)
			}
		}
	}
	n := 0
	for _, name := range Cards() {
		if k, _ := Effects(name, inn.First); k > 0 {
			n++
		}
	}
	if n != inn.NumAgeCards {
		t.Errorf("%d cards have contracts in the 1st edition, want %d", n, inn.NumAgeCards)
	}
}

// TestFourthEditionContractsMatchTheCards: a card given contracts for the
// 4th edition has one for each of its effects in that edition.
func TestFourthEditionContractsMatchTheCards(t *testing.T) {
	u := cards.Ultimate()
	for _, name := range Cards() {
		got, ok := Effects(name, inn.Fourth)
		if !ok || got == 0 {
			continue
		}
		k, _ := u.Lookup(name)
		if want := len(u.Effects(k, inn.Fourth)); got != want {
			t.Errorf("%s (4th edition): %d contract(s), the card has %d effect(s)", name, got, want)
		}
	}
}
