package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge2 writes the 4th-edition effects of the cards of age 2
// whose text changed or is new (EFFECTS-4th.md "Age 2"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge2(d *inn.Deck) {
	_ = d
}
