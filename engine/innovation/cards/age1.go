package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge1 writes the effects of the fifteen cards of age 1
// (EFFECTS.md "Age 1").
func registerAge1(d *inn.Deck) {
	// Writing: draw a 2.
	both(d, Writing, effect(func(x *inn.Exec) {
		x.Draw(x.Player, 2)
	}))

	// Archery: you draw a 1, then transfer the highest card in your hand
	// to my hand (you choose among ties).
	both(d, Archery, demand(func(x *inn.Exec) {
		x.Draw(x.Player, 1)
		high, _ := x.Highest(x.Hand(x.Player))
		if c := x.ChooseCard(x.Player, "Archery: transfer your highest card", high, false); c != inn.NoCard {
			x.Transfer(x.Player, c, inn.HandPlace(x.Activator))
		}
	}))

	// Sailing: draw and meld a 1.
	both(d, Sailing, effect(func(x *inn.Exec) {
		x.DrawAndMeld(x.Player, 1)
	}))

	// The Wheel: draw two 1s.
	both(d, TheWheel, effect(func(x *inn.Exec) {
		x.Draw(x.Player, 1)
		x.Draw(x.Player, 1)
	}))
}
