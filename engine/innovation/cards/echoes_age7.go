package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge7 gives the age-7 cards of Echoes of the Past their
// effects: none written yet.
func registerEchoesAge7(d *inn.Deck) {}
