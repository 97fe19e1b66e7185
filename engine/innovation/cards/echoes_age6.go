package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge6 gives the age-6 cards of Echoes of the Past their
// effects: none written yet.
func registerEchoesAge6(d *inn.Deck) {}
