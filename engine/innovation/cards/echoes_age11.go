package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge11 gives the age-11 cards of Echoes of the Past their
// effects: none written yet.
func registerEchoesAge11(d *inn.Deck) {}
