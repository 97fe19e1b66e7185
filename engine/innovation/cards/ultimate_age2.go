package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge2 writes the 4th-edition effects of the cards of age 2
// whose text changed or is new (EFFECTS-4th.md "Age 2"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge2(d *inn.Deck) {
	// Fermenting: draw a 2 for every colour with a leaf (3rd edition);
	// then you may tuck a green card from your hand; if you did not, junk
	// the 2 deck, and Fermenting if it is a top card on any board.
	fourth(d, Fermenting, third(Fermenting, 0), effect(func(x *inn.Exec) {
		p := x.Player
		greens := x.Filter(x.Hand(p), func(c inn.Card) bool { return x.Color(c) == inn.Green })
		if c := x.ChooseCard(p, "Fermenting: you may tuck a green card", greens, true); c != inn.NoCard {
			x.Tuck(p, c)
			return
		}
		x.JunkSupply(p, 2)
		if at := x.State().Where(Fermenting); at.Kind() == inn.PlaceBoard && x.Pile(at.Player(), inn.Yellow).Top() == Fermenting {
			x.Junk(p, Fermenting, at)
		}
	}))
}
