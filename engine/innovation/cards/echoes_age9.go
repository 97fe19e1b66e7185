package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge9 gives the age-9 cards of Echoes of the Past their
// effects: none written yet.
func registerEchoesAge9(d *inn.Deck) {}
