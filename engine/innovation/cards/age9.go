package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge9 writes the effects of the ten cards of age 9
// (EFFECTS.md "Age 9").
func registerAge9(d *inn.Deck) {
	_ = d
}
