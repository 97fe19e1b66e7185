package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge8 gives the age-8 cards of Echoes of the Past their
// effects: none written yet.
func registerEchoesAge8(d *inn.Deck) {}
