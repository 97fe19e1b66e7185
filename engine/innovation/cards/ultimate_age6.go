package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge6 writes the 4th-edition effects of the cards of age 6
// whose text changed or is new (EFFECTS-4th.md "Age 6"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge6(d *inn.Deck) {
	_ = d
}
