package contract

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// TestEchoesAge10And11HaveTheirContracts: every Echoes card of ages 10 and
// 11 has as many contracts as it prints dogma effects, and a contract for
// its echo effect exactly when it prints one.
func TestEchoesAge10And11HaveTheirContracts(t *testing.T) {
	d := cards.WithEchoes()
	for _, k := range d.ExpansionCards(inn.Echoes) {
		f := &d.Facts[k]
		if f.Age < 10 {
			continue
		}
		if got, ok := Effects(f.Name, inn.Fourth); !ok || got != f.Effects {
			t.Errorf("%s: %d contract(s), the card prints %d dogma effect(s)", f.Name, got, f.Effects)
		}
		if HasEcho(f.Name) != f.HasEcho() {
			t.Errorf("%s: a contract for its echo effect: %v; the card prints one: %v", f.Name, HasEcho(f.Name), f.HasEcho())
		}
	}
}
