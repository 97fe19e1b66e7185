package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge5 writes the 4th-edition effects of the cards of age 5
// whose text changed or is new (EFFECTS-4th.md "Age 5"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge5(d *inn.Deck) {
	_ = d
}
