package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge10 gives the age-10 cards of Echoes of the Past their
// effects: none written yet.
func registerEchoesAge10(d *inn.Deck) {}
