package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge4 writes the effects of the ten cards of age 4
// (EFFECTS.md "Age 4").
//
// Of these demands only Enterprise carries the IELLO phrase « Si vous
// subissez ce Dogme » (EFFECTS.md D.5), so it is the only one the
// VAR-IF-AFFECTED variant changes.
func registerAge4(d *inn.Deck) {
	// Experimentation: draw and meld a 5.
	both(d, Experimentation, effect(func(x *inn.Exec) {
		x.DrawAndMeld(x.Player, 5)
	}))

	// Printing Press: you may return a card from your score pile; if you
	// do, draw a card two above your top purple card (a 2 without one).
	// Then: you may splay your blue pile right.
	both(d, PrintingPress, effect(func(x *inn.Exec) {
		p := x.Player
		c := x.ChooseCard(p, "Printing Press: you may return a card from your score pile", x.ScorePile(p), true)
		if c == inn.NoCard {
			return
		}
		x.ReturnFrom(p, c, inn.ScorePlace(p))
		// EFFECTS.md Printing Press ruling: no purple pile is value 0.
		x.Draw(p, x.Age(x.Top(p, inn.Purple))+2)
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Blue, inn.Right, "Printing Press: splay your blue pile right?")
	}))

	// Colonialism: draw and tuck a 3, again and again while the tucked
	// card has a crown.
	both(d, Colonialism, effect(func(x *inn.Exec) {
		x.Repeat(func() bool {
			return x.HasIcon(x.DrawAndTuck(x.Player, 3), inn.Crown)
		})
	}))

	// Gunpowder: you transfer a top card with a castle to my score pile.
	// Then: if the demand moved a card in this action, draw and score a 2.
	both(d, Gunpowder, demand(func(x *inn.Exec) {
		// Top cards are public: nothing to reveal when none has a castle.
		castles := x.WithIcon(x.TopCards(x.Player), inn.Castle)
		if c := x.ChooseCard(x.Player, gunpowderGive[x.Activator], castles, false); c != inn.NoCard {
			x.Transfer(x.Player, c, inn.ScorePlace(x.Activator))
			x.NoteDemandTransfer()
		}
	}), effect(func(x *inn.Exec) {
		// EFFECTS.md Gunpowder ruling: shared normally.
		if x.DemandTransferred() {
			x.DrawAndScore(x.Player, 2)
		}
	}))

	// Invention: you may splay right a color splayed left; if you do, draw
	// and score a 4. Then: with five colors all splayed (left counts),
	// claim Wonder.
	both(d, Invention, effect(func(x *inn.Exec) {
		p := x.Player
		left := inn.ColorMask(func(c inn.Color) bool { return x.Pile(p, c).Splay() == inn.Left })
		c, ok := x.ChooseColor(p, "Invention: you may splay right a color splayed left", left, true)
		if !ok {
			return
		}
		x.Splay(p, c, inn.Right)
		x.DrawAndScore(p, 4)
	}), effect(func(x *inn.Exec) {
		for c := inn.Color(0); c < inn.NumColors; c++ {
			pile := x.Pile(x.Player, c)
			if pile.Len() == 0 || pile.Splay() == inn.Unsplayed {
				return
			}
		}
		// EFFECTS.md Invention ruling, Wonder: a left splay counts here.
		x.ClaimSpecial(x.Player, inn.Wonder)
	}))

	// Navigation: you transfer a 2 or a 3 from your score pile to mine.
	both(d, Navigation, demand(func(x *inn.Exec) {
		// No other age is taken (EFFECTS.md Navigation ruling, §0.6); the
		// values in a score pile are public (INFO-1): nothing to reveal.
		ok := x.Filter(x.ScorePile(x.Player), func(c inn.Card) bool { a := x.Age(c); return a == 2 || a == 3 })
		if c := x.ChooseCard(x.Player, navigationGive[x.Activator], ok, false); c != inn.NoCard {
			x.Transfer(x.Player, c, inn.ScorePlace(x.Activator))
			x.NoteDemandTransfer()
		}
	}))

	// Anatomy: you return a card from your score pile; if you do, you
	// return a top card of the same age, if you have one.
	both(d, Anatomy, demand(func(x *inn.Exec) {
		p := x.Player
		c := x.ChooseCard(p, "Anatomy: return a card from your score pile", x.ScorePile(p), false)
		if c == inn.NoCard {
			return
		}
		x.ReturnFrom(p, c, inn.ScorePlace(p))
		age := x.Age(c)
		same := x.Filter(x.TopCards(p), func(t inn.Card) bool { return x.Age(t) == age })
		// EFFECTS.md Anatomy ruling: no top card of that age, nothing more.
		if t := x.ChooseCard(p, "Anatomy: return a top card of the same age", same, false); t != inn.NoCard {
			x.ReturnFrom(p, t, inn.WholeBoard(p))
		}
	}))

	// Perspective: you may return a card from your hand; if you do, score
	// a card from your hand for every two lightbulbs you show.
	both(d, Perspective, effect(func(x *inn.Exec) {
		p := x.Player
		c := mayReturnOne(x, "Perspective: you may return a card from your hand")
		if c == inn.NoCard {
			return
		}
		// Counted after the return; the scoring is mandatory as far as the
		// hand allows (EFFECTS.md Perspective ruling, D.3).
		n := x.Icons(p, inn.Lightbulb) / 2
		perspectiveScores(x, p, n)
	}))

	// Enterprise: you transfer a non-purple top card with a crown to my
	// board; if you do, you draw and meld a 4. Then: you may splay your
	// green pile right.
	both(d, Enterprise, demand(func(x *inn.Exec) {
		p := x.Player
		moved := giveTopCard(x, enterpriseGive[x.Activator], func(c inn.Card) bool {
			return x.Color(c) != inn.Purple && x.HasIcon(c, inn.Crown)
		})
		// VAR-IF-AFFECTED: the IELLO Droit des sociétés words the
		// follow-up « Si vous subissez ce Dogme » (EFFECTS.md D.5).
		ifYouDo(x, moved, func() { x.DrawAndMeld(p, 4) })
	}), effect(func(x *inn.Exec) {
		// EFFECTS.md Enterprise ruling: shared normally.
		offerSplay(x, inn.Green, inn.Right, "Enterprise: splay your green pile right?")
	}))

	// Reformation: you may tuck a card from your hand for every two leaves
	// you show (all of them or none). Then: you may splay your yellow or
	// your purple pile right.
	both(d, Reformation, effect(func(x *inn.Exec) {
		p := x.Player
		// The count is fixed before the first tuck (EFFECTS.md §0.7).
		n := x.Icons(p, inn.Leaf) / 2
		hand := x.Hand(p)
		if n > hand.Len() {
			n = hand.Len()
		}
		// EFFECTS.md Reformation ruling: the full number or nothing.
		if n == 0 || !x.May(p, "Reformation: tuck a card for every two leaves?") {
			return
		}
		// Tucks go one at a time, in the order p chooses: it sets the
		// order of cards tucked under the same pile.
		x.ChooseCards(p, "Reformation: tuck a card from your hand", hand, n, n, func(c inn.Card) { x.Tuck(p, c) })
	}), effect(func(x *inn.Exec) {
		offerSplayOf(x, "Reformation: splay yellow or purple right", inn.Right, inn.Yellow, inn.Purple)
	}))
}

// Prompts of the age-4 demands, one per activator's seat, built once so that
// asking never builds a string.
var (
	gunpowderGive  = bySeat("Gunpowder: transfer a top card with a castle to %s's score pile")
	navigationGive = bySeat("Navigation: transfer a 2 or a 3 from your score pile to %s's score pile")
	enterpriseGive = bySeat("Enterprise: transfer a non-purple top card with a crown to %s's board")
)

// perspectiveScores has player p score n cards of his choice from his hand
// (Perspective, both decks): every card when he holds n or fewer, whose
// order changes nothing.
func perspectiveScores(x *inn.Exec, p, n int) {
	hand := x.Hand(p)
	if hand.Len() <= n {
		hand.Each(func(c inn.Card) { x.Score(p, c) })
		return
	}
	x.ChooseCards(p, "Perspective: score a card from your hand", hand, n, n, func(c inn.Card) { x.Score(p, c) })
}
