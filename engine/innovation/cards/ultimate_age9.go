package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge9 writes the 4th-edition effects of the cards of age 9
// whose text changed or is new (EFFECTS-4th.md "Age 9"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge9(d *inn.Deck) {
	// Computers: you may splay your red or your green pile up. Then: draw
	// and meld a 10, then self-execute it.
	fourth(d, Computers, third(Computers, 0), effect(func(x *inn.Exec) {
		c := x.DrawAndMeld(x.Player, 10)
		// Self-executed, with the chain achievement first when Computers
		// is itself self-executed (ULT-KEY-SELF-EXECUTE, ULT-CHAIN-1).
		x.SelfExecute(c)
	}))

	// Genetics: draw and meld an 11, then score every card beneath it in
	// its pile.
	fourth(d, Genetics, effect(func(x *inn.Exec) {
		scoreBeneath(x, x.Player, x.DrawAndMeld(x.Player, 11))
	}))

	// Fission: you draw and reveal a 10; if it is red, junk every card of
	// every player but the achievements, and the Dogma action is over.
	// Then: return a top card other than Fission from any board. Then:
	// draw a 10.
	fourth(d, Fission, demand(func(x *inn.Exec) {
		p := x.Player
		c := x.DrawAndReveal(p, 10)
		if x.Color(c) != inn.Red {
			return // kept in hand
		}
		// Hands, boards and score piles, the red 10 among them; the
		// achievements and the supply stay (EFFECTS-4th.md Fission). The
		// performer junks them, its own zones first and then clockwise
		// (ULT-KEY-JUNK).
		for k := 0; k < x.Players(); k++ {
			q := (p + k) % x.Players()
			x.JunkAll(p, x.Hand(q), inn.HandPlace(q))
			for col := inn.Color(0); col < inn.NumColors; col++ {
				for x.Top(q, col) != inn.NoCard {
					x.Junk(p, x.Top(q, col), inn.BoardPlace(q, col))
				}
			}
			x.JunkAll(p, x.ScorePile(q), inn.ScorePlace(q))
		}
		// No effect of the action runs any more, for anybody.
		x.EndDogmaAction()
	}), effect(fissionReturn), effect(func(x *inn.Exec) {
		// Its own effect in the 4th edition (EFFECTS-4th.md §D.2): every
		// sharer returns before anybody draws.
		x.Draw(x.Player, 10)
	}))

	// Satellites: return all the cards of your hand, and you may splay
	// your purple pile up. Then: draw three 8s. Then: meld a card from
	// your hand and self-execute it.
	fourth(d, Satellites, effect(func(x *inn.Exec) {
		p := x.Player
		x.ReturnAll(p, x.Hand(p))
		offerSplay(x, inn.Purple, inn.Up, "Satellites: splay your purple pile up?")
	}), effect(func(x *inn.Exec) {
		for i := 0; i < 3; i++ {
			x.Draw(x.Player, 8)
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// Compulsory when the hand holds a card.
		c := x.ChooseCard(p, "Satellites: meld a card from your hand", x.Hand(p), false)
		if c == inn.NoCard {
			return
		}
		x.Meld(p, c)
		x.SelfExecute(c) // ULT-KEY-SELF-EXECUTE, ULT-CHAIN-1
	}))

	// Ecology: you may return a card from your hand; if you did, score a
	// card from your hand and draw two 10s. Then: you may junk all the
	// cards of the 10 pile.
	// The first effect is the 3rd edition's.
	fourth(d, Ecology, third(Ecology, 0), effect(func(x *inn.Exec) {
		mayJunkSupply(x, 10, "Ecology: junk all the cards of the 10 pile?")
	}))

	// Suburbia: you may tuck any number of cards from your hand; draw and
	// score a 1 for each card tucked. Then: you may junk all the cards of
	// the 9 pile.
	fourth(d, Suburbia, effect(func(x *inn.Exec) {
		p := x.Player
		hand := x.Hand(p)
		tucked := x.ChooseCards(p, "Suburbia: you may tuck a card from your hand", hand, 0, hand.Len(),
			func(c inn.Card) { x.Tuck(p, c) })
		// The count is fixed before the first draw.
		n := len(tucked)
		for i := 0; i < n; i++ {
			x.DrawAndScore(p, 1)
		}
	}), effect(func(x *inn.Exec) {
		mayJunkSupply(x, 9, "Suburbia: junk all the cards of the 9 pile?")
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

// mayJunkSupply offers the performer to junk every card of the supply
// pile of age (ULT-KEY-JUNK); an empty pile offers nothing, since junking
// it would change nothing.
func mayJunkSupply(x *inn.Exec, age int, prompt string) {
	if x.State().SupplyLen(age) == 0 || !x.May(x.Player, prompt) {
		return
	}
	x.JunkSupply(x.Player, age)
}

// Prompts of the 4th edition's age-9 cards, one per seat.
var servicesAge = bySeat("Services: choose the age of the cards %s transfers from their score pile to your hand")
