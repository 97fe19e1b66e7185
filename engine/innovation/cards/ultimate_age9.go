package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge9 writes the 4th-edition effects of the cards of age 9
// whose text changed or is new (EFFECTS-4th.md "Age 9"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge9(d *inn.Deck) {
	_ = d
}
