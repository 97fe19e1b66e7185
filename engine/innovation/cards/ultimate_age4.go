package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge4 writes the 4th-edition effects of the cards of age 4
// whose text changed or is new (EFFECTS-4th.md "Age 4"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge4(d *inn.Deck) {
	_ = d
}
