package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge3 writes the 4th-edition effects of the cards of age 3
// whose text changed or is new (EFFECTS-4th.md "Age 3"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge3(d *inn.Deck) {
	// Medicine: the 3rd edition's exchange of score cards, then junk an
	// available achievement of age 3 or 4 (compulsory).
	fourth(d, Medicine, third(Medicine, 0), effect(func(x *inn.Exec) {
		junkAchievementOfAges(x, "Medicine: junk an available achievement of value 3 or 4", 3, 4)
	}))

	// Feudalism: you transfer a card with a castle from your hand to my
	// hand (a hand without one is shown); if you did, junk all available
	// special achievements. Then: you may splay your yellow or purple pile
	// left; if you did, draw a 3.
	fourth(d, Feudalism, demand(func(x *inn.Exec) {
		castles := x.WithIcon(x.Hand(x.Player), inn.Castle)
		if castles.Empty() {
			x.RevealHand(x.Player)
			return
		}
		c := x.ChooseCard(x.Player, feudalismGive[x.Activator], castles, false)
		x.Transfer(x.Player, c, inn.HandPlace(x.Activator))
		x.NoteDemandTransfer()
		x.State().Specials.Each(func(sp inn.Card) { x.JunkAchievement(x.Player, sp) })
	}), effect(func(x *inn.Exec) {
		p := x.Player
		mask := inn.ColorMask(func(c inn.Color) bool {
			return (c == inn.Yellow || c == inn.Purple) && x.CanSplay(p, c, inn.Left)
		})
		if c, ok := x.ChooseColor(p, "Feudalism: you may splay yellow or purple left", mask, true); ok {
			x.Splay(p, c, inn.Left)
			x.Draw(p, 3)
		}
	}))
}
