package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge4 gives the age-4 cards of Echoes of the Past their
// effects: none written yet.
func registerEchoesAge4(d *inn.Deck) {}
