package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge6 writes the effects of the ten cards of age 6
// (EFFECTS.md "Age 6").
func registerAge6(d *inn.Deck) {
	_ = d
}
