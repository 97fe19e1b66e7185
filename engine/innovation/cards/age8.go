package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge8 writes the effects of the ten cards of age 8
// (EFFECTS.md "Age 8").
func registerAge8(d *inn.Deck) {
	_ = d
}
