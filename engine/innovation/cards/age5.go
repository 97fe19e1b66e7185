package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge5 writes the effects of the ten cards of age 5
// (EFFECTS.md "Age 5").
func registerAge5(d *inn.Deck) {
	_ = d
}
