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
	base := 0
	for _, name := range Cards() {
		_, inBase := d.Lookup(name)
		_, inUltimate := cards.Ultimate().Lookup(name)
		if _, ok := cards.WithEchoes().Lookup(name); !inBase && !inUltimate && !ok {
			t.Errorf("contracts for %q, which no card is named", name)
		}
		if inBase {
			base++
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
	if base != inn.NumAgeCards {
		t.Errorf("%d cards of the base deck have contracts, want %d", base, inn.NumAgeCards)
	}
}

// TestEveryUltimateEffectHasAContract: every card whose 4th-edition effects
// are written has as many 4th-edition contracts; the cards not written yet
// are those the deck lists as missing (Deck.Missing), each stopping a game
// with a rule gap. The cards that answer to their 3rd-edition contracts
// are exactly those that play as in the 3rd edition.
func TestEveryUltimateEffectHasAContract(t *testing.T) {
	d := cards.Ultimate()
	for _, k := range d.AgeCards() {
		name := d.Name(k)
		if SameAsThird(name) != cards.Same4th(k) {
			t.Errorf("%s: SameAsThird = %v, but the deck says %v", name, SameAsThird(name), cards.Same4th(k))
		}
		effects := d.Effects(k, inn.Fourth)
		if effects == nil {
			continue // unwritten: listed by d.Missing(inn.Fourth)
		}
		got, ok := Effects(name, inn.Fourth)
		if !ok || got != len(effects) {
			t.Errorf("%s (age %d, 4th edition): %d contract(s), the card has %d effect(s)", name, d.Facts[k].Age, got, len(effects))
		}
	}
	if m := d.Missing(inn.Fourth); len(m) > 0 {
		var names []string
		for _, k := range m {
			names = append(names, d.Name(k))
		}
		t.Logf("%d cards of the 4th edition are not written yet: %v", len(m), names)
	}
}
