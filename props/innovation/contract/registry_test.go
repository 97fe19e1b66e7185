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
	d := cards.Base()
	for _, name := range Cards() {
		if _, ok := d.Lookup(name); !ok {
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
	if n := len(Cards()); n != inn.NumAgeCards {
		t.Errorf("%d cards have contracts, want %d", n, inn.NumAgeCards)
	}
}
