package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge1 writes the 4th-edition effects of the cards of age 1
// whose text changed or is new (EFFECTS-4th.md "Age 1"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge1(d *inn.Deck) {
	// Archery: the 3rd edition's demand, then junk an available
	// achievement of age 1 or 2 (compulsory; the performer chooses).
	fourth(d, Archery, third(Archery, 0), effect(func(x *inn.Exec) {
		junkAchievementOfAges(x, "Archery: junk an available achievement of value 1 or 2", 1, 2)
	}))

	// Masonry: you may meld any number of cards with a castle from your
	// hand; then, if your red pile holds exactly three cards, claim
	// Monument if it is available.
	fourth(d, Masonry, effect(func(x *inn.Exec) {
		p := x.Player
		castles := x.WithIcon(x.Hand(p), inn.Castle)
		x.ChooseCards(p, "Masonry: you may meld a card with a castle", castles, 0, castles.Len(),
			func(c inn.Card) { x.Meld(p, c) })
	}), effect(func(x *inn.Exec) {
		if x.Pile(x.Player, inn.Red).Len() == 3 {
			x.ClaimSpecial(x.Player, inn.Monument)
		}
	}))
}
