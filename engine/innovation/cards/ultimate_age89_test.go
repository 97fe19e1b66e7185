package cards_test

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// The cards of ages 8 and 9 whose 4th-edition text changed have their own
// effects, as many as cards-4th.tsv gives them.
func TestUltimateAges8And9AreWritten(t *testing.T) {
	u := cards.Ultimate()
	for _, name := range []string{
		"Rocketry", "Skyscrapers", "Empiricism", "Socialism",
		"Computers", "Genetics", "Fission", "Satellites", "Ecology", "Suburbia", "Services",
	} {
		c, ok := u.Lookup(name)
		if !ok {
			t.Fatalf("no card %q in the 4th edition's deck", name)
		}
		if cards.Same4th(c) {
			t.Errorf("%s: marked as playing as in the 3rd edition", name)
		}
		got := u.Effects(c, inn.Fourth)
		if len(got) == 0 || len(got) != u.Facts[c].Effects {
			t.Errorf("%s: %d 4th-edition effects, the table gives %d", name, len(got), u.Facts[c].Effects)
		}
	}
}
