package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge3 writes the 4th-edition effects of the cards of age 3
// whose text changed or is new (EFFECTS-4th.md "Age 3"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge3(d *inn.Deck) {
	_ = d
}
