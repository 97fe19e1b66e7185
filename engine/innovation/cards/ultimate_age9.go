package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge9 writes the 4th-edition effects of the cards of age 9
// whose text changed or is new (EFFECTS-4th.md "Age 9"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge9(d *inn.Deck) {
	// Genetics: draw and meld an 11, then score every card beneath it in
	// its pile.
	fourth(d, Genetics, effect(func(x *inn.Exec) {
		p := x.Player
		c := x.DrawAndMeld(p, 11)
		col := x.Color(c)
		pile := x.Pile(p, col)
		// The cards beneath all go to the score pile, where order does not
		// matter, so nobody is asked.
		var under []inn.Card
		for i := pile.Len() - 2; i >= 0; i-- {
			under = append(under, pile.At(i))
		}
		for _, u := range under {
			x.ScoreFrom(p, u, inn.BoardPlace(p, col))
		}
	}))

	// Services: I choose an age; you transfer every card of that age from
	// your score pile to my hand; if you transferred any, you take a top
	// card without a leaf from my board into your hand (you choose).
	fourth(d, Services, demand(func(x *inn.Exec) {
		p, me := x.Player, x.Activator
		// Any age, 1 to 11, whether or not p holds one: the backs show the
		// ages (EFFECTS-4th.md Services, §D.4).
		v := x.ChooseValue(me, servicesAge[p], inn.AnyValueUltimate)
		give := x.Filter(x.ScorePile(p), func(c inn.Card) bool { return x.Age(c) == v })
		if give.Empty() {
			return
		}
		give.Each(func(c inn.Card) { x.Transfer(p, c, inn.HandPlace(me)) })
		x.NoteDemandTransfer()
		tops := x.Filter(x.TopCards(me), func(c inn.Card) bool { return !x.HasIcon(c, inn.Leaf) })
		if c := x.ChooseCard(p, servicesTake[me], tops, false); c != inn.NoCard {
			x.TransferFrom(p, c, inn.HandPlace(p), inn.WholeBoard(me))
		}
	}))
}

// Prompts of the 4th edition's age-9 cards, one per seat.
var servicesAge = bySeat("Services: choose the age of the cards %s transfers from their score pile to your hand")
