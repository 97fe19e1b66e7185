package contract

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// TestEchoesAge1Contracts: every age-1 card of Echoes of the Past has as
// many contracts as dogma effects, and a contract for its echo effect
// exactly when it has one.
func TestEchoesAge1Contracts(t *testing.T) {
	d := cards.WithEchoes()
	for _, k := range d.ExpansionCards(inn.Echoes) {
		f := &d.Facts[k]
		if f.Age != 1 {
			continue
		}
		got, ok := Effects(f.Name, inn.Fourth)
		if want := len(d.Effects(k, inn.Fourth)); !ok || got != want || want != f.Effects {
			t.Errorf("%s: %d contract(s), the card has %d effect(s) and prints %d", f.Name, got, want, f.Effects)
		}
		if HasEcho(f.Name) != f.HasEcho() {
			t.Errorf("%s: a contract for an echo effect %v, the card prints one %v", f.Name, HasEcho(f.Name), f.HasEcho())
		}
	}
}
