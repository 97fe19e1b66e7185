package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge3 gives the age-3 cards of Echoes of the Past their
// effects: none written yet.
func registerEchoesAge3(d *inn.Deck) {}
