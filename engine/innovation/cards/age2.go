package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge2 writes the effects of the ten cards of age 2
// (EFFECTS.md "Age 2").
func registerAge2(d *inn.Deck) {
}
