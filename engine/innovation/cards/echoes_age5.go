package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge5 gives the age-5 cards of Echoes of the Past their
// effects: none written yet.
func registerEchoesAge5(d *inn.Deck) {}
