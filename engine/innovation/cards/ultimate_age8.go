package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge8 writes the 4th-edition effects of the cards of age 8
// whose text changed or is new (EFFECTS-4th.md "Age 8"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge8(d *inn.Deck) {
	_ = d
}
