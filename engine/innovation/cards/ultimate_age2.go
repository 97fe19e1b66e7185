package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge2 writes the 4th-edition effects of the cards of age 2
// whose text changed or is new (EFFECTS-4th.md "Age 2"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge2(d *inn.Deck) {
	// Road Building: meld one or two cards from your hand; after two, you
	// may transfer your top red card to another player's board, and if you
	// did, meld that player's top green card.
	fourth(d, RoadBuilding, effect(func(x *inn.Exec) {
		p := x.Player
		melded := x.ChooseCards(p, "Road Building: meld a card from your hand", x.Hand(p), 1, 2,
			func(c inn.Card) { x.Meld(p, c) })
		red := x.Top(p, inn.Red)
		if len(melded) < 2 || red == inn.NoCard {
			return
		}
		var others uint8
		for q := 0; q < x.Players(); q++ {
			if q != p && x.In(q) {
				others |= 1 << q
			}
		}
		q := x.ChoosePlayer(p, "Road Building: you may transfer your top red card to", others, true)
		if q < 0 {
			return
		}
		x.TransferFrom(p, red, inn.BoardPlace(q, inn.Red), inn.BoardPlace(p, inn.Red))
		if green := x.Top(q, inn.Green); green != inn.NoCard {
			x.MeldFrom(p, green, inn.BoardPlace(q, inn.Green))
		}
	}))

	// Canal Building: you may exchange your highest cards in hand with
	// your highest score cards, or junk all cards in the 3 deck, or
	// neither (asked as two questions: the exchange first).
	fourth(d, CanalBuilding, effect(func(x *inn.Exec) {
		p := x.Player
		hand, _ := x.Highest(x.Hand(p))
		score, _ := x.Highest(x.ScorePile(p))
		if !(hand.Empty() && score.Empty()) && x.May(p, "Canal Building: exchange your highest cards in hand and in your score pile?") {
			x.Exchange(p, hand, inn.ScorePlace(p), score, inn.HandPlace(p))
			return
		}
		if x.State().SupplyLen(3) > 0 && x.May(p, "Canal Building: junk all cards in the 3 deck?") {
			x.JunkSupply(p, 3)
		}
	}))

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
