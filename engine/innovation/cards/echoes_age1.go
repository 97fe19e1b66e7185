package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge1 gives the age-1 cards of Echoes of the Past their
// effects: none written yet.
func registerEchoesAge1(d *inn.Deck) {}
