package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge2 gives the age-2 cards of Echoes of the Past their
// effects: none written yet.
func registerEchoesAge2(d *inn.Deck) {}
