package contract

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// TestAges4And5HaveContracts checks that every card of ages 4 and 5 has a
// contract for each of its effects, in both editions.
func TestAges4And5HaveContracts(t *testing.T) {
	d := cards.Base()
	n := 0
	for k := inn.Card(0); k < inn.NumAgeCards; k++ {
		if a := d.Facts[k].Age; a != 4 && a != 5 {
			continue
		}
		n++
		for _, ed := range []inn.Edition{inn.First, inn.Third} {
			got, ok := Effects(d.Name(k), ed)
			if want := len(d.Effects(k, ed)); !ok || got != want {
				t.Errorf("%s (%v): %d contract(s) (found %v), the card has %d effect(s)", d.Name(k), ed, got, ok, want)
			}
		}
	}
	if n != 20 {
		t.Errorf("%d cards of ages 4 and 5, want 20", n)
	}
}
