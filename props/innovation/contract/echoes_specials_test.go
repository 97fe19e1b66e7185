package contract

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// TestEchoesSpecialsContracts: the five Echoes cards that claim the
// expansion's special achievements have a contract for each dogma effect
// and one for their echo effect exactly when they have one.
func TestEchoesSpecialsContracts(t *testing.T) {
	d := cards.WithEchoes()
	for _, k := range []inn.Card{cards.Novel, cards.Barometer, cards.Palampore, cards.Loom, cards.Photography} {
		name := d.Name(k)
		got, ok := Effects(name, inn.Fourth)
		if want := len(d.Effects(k, inn.Fourth)); !ok || got != want || want != d.Facts[k].Effects {
			t.Errorf("%s: %d contract(s), the card has %d effect(s) and prints %d", name, got, want, d.Facts[k].Effects)
		}
		if HasEcho(name) != d.Facts[k].HasEcho() || (d.Echo(k).Run != nil) != d.Facts[k].HasEcho() {
			t.Errorf("%s: echo contract %v, echo effect written %v, printed %v", name, HasEcho(name), d.Echo(k).Run != nil, d.Facts[k].HasEcho())
		}
	}
}
