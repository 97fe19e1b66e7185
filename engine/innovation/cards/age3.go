package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge3 writes the effects of the ten cards of age 3
// (EFFECTS.md "Age 3").
func registerAge3(d *inn.Deck) {
}
