package contract

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// TestContractsCoverEveryEffect checks that each card with contracts has
// one per effect in each edition, and that every card of ages 2 and 3 has
// contracts.
func TestContractsCoverEveryEffect(t *testing.T) {
	d := cards.Base()
	for _, name := range Cards() {
		k, ok := d.Lookup(name)
		if !ok {
			t.Errorf("contracts for %q, which no card is named", name)
			continue
		}
		for _, ed := range []inn.Edition{inn.First, inn.Third} {
			n, _ := Effects(name, ed)
			if want := len(d.Effects(k, ed)); n != want {
				t.Errorf("%s (%s edition): %d contracts for %d effects", name, ed, n, want)
			}
		}
	}
	for k := inn.Card(0); k < inn.NumAgeCards; k++ {
		if age := d.Facts[k].Age; age == 2 || age == 3 {
			if _, ok := Effects(d.Name(k), inn.Third); !ok {
				t.Errorf("%s, of age %d, has no contracts", d.Name(k), age)
			}
		}
	}
}
