package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge7 writes the effects of the ten cards of age 7
// (EFFECTS.md "Age 7").
func registerAge7(d *inn.Deck) {
	_ = d
}
