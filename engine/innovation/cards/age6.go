package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge6 writes the effects of the ten cards of age 6
// (EFFECTS.md "Age 6").
//
// Neither demand of this age (Vaccination, Emancipation) is listed with the
// IELLO phrase « Si vous subissez ce Dogme » (EFFECTS.md D.5), and the
// French seed does not give their texts, so the VAR-IF-AFFECTED variant
// changes nothing here.
func registerAge6(d *inn.Deck) {
	// Atomic Theory: you may splay your blue pile right. Then: draw and
	// meld a 7.
	both(d, AtomicTheory, effect(func(x *inn.Exec) {
		offerSplay(x, inn.Blue, inn.Right, "Atomic Theory: splay your blue pile right?")
	}), effect(func(x *inn.Exec) {
		x.DrawAndMeld(x.Player, 7)
	}))

	// Encyclopedia: you may meld all the cards of the highest age in your
	// score pile (all or nothing), in the order you choose.
	both(d, Encyclopedia, effect(func(x *inn.Exec) {
		high, _ := x.Highest(x.ScorePile(x.Player))
		if high.Empty() || !x.May(x.Player, "Encyclopedia: meld all the highest cards of your score pile?") {
			return
		}
		n := high.Len()
		x.ChooseCards(x.Player, "Encyclopedia: meld next", high, n, n, func(c inn.Card) {
			x.MeldFrom(x.Player, c, inn.ScorePlace(x.Player))
		})
	}))

	// Industrialization: draw and tuck a 6 for every color showing a
	// factory (3rd) or for every two factories you show (1st). Then: you
	// may splay your red or your purple pile right.
	industrializationSplay := effect(func(x *inn.Exec) {
		offerSplayOf(x, "Industrialization: splay red or purple right", inn.Right, inn.Red, inn.Purple)
	})
	d.SetEffects(Industrialization, inn.First, effect(func(x *inn.Exec) {
		// The count is fixed before the first draw (EFFECTS.md §0.7,
		// Industrialization ruling).
		n := x.Icons(x.Player, inn.Factory) / 2
		for i := 0; i < n; i++ {
			x.DrawAndTuck(x.Player, 6)
		}
	}), industrializationSplay)
	d.SetEffects(Industrialization, inn.Third, effect(func(x *inn.Exec) {
		n := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if inn.PileIcons(x.Game().Deck(), x.Pile(x.Player, col))[inn.Factory] > 0 {
				n++
			}
		}
		for i := 0; i < n; i++ {
			x.DrawAndTuck(x.Player, 6)
		}
	}), industrializationSplay)

	// Machine Tools: draw and score a card of the highest age in your
	// score pile (a 1 when it is empty: EFFECTS.md ruling, §0.5).
	both(d, MachineTools, effect(func(x *inn.Exec) {
		_, high := x.Highest(x.ScorePile(x.Player))
		x.DrawAndScore(x.Player, high)
	}))

	// Classification: reveal a card from your hand; every other player
	// gives you all the cards of its color from their hand and shows the
	// rest; then meld every card of that color from your hand, in the
	// order you choose.
	both(d, Classification, effect(func(x *inn.Exec) {
		p := x.Player
		c := x.ChooseCard(p, "Classification: reveal a card from your hand", x.Hand(p), false)
		if c == inn.NoCard {
			return
		}
		x.Reveal(p, c)
		col := x.Color(c)
		ofColor := func(c inn.Card) bool { return x.Color(c) == col }
		// Not a demand: every other player gives, whatever their icons,
		// clockwise from the performer; a partner is not affected
		// (EFFECTS.md Classification rulings).
		for k := 1; k < x.Players(); k++ {
			q := (p + k) % x.Players()
			if !x.IsOpponent(p, q) {
				continue
			}
			x.Filter(x.Hand(q), ofColor).Each(func(c inn.Card) { x.Transfer(q, c, inn.HandPlace(p)) })
			// They show their hands to prove none remain (EFFECTS.md
			// Classification, §0.9).
			x.RevealHand(q)
		}
		mine := x.Filter(x.Hand(p), ofColor)
		n := mine.Len()
		x.ChooseCards(p, "Classification: meld next", mine, n, n, func(c inn.Card) { x.Meld(p, c) })
	}))

	// Metric System: if your green pile is splayed right, you may splay
	// any one color right. Then: you may splay your green pile right.
	both(d, MetricSystem, effect(func(x *inn.Exec) {
		p := x.Player
		// Green's splay is looked at now, before the second effect
		// (EFFECTS.md Metric System ruling).
		if x.Pile(p, inn.Green).Splay() != inn.Right {
			return
		}
		mask := inn.ColorMask(func(c inn.Color) bool { return x.CanSplay(p, c, inn.Right) })
		if c, ok := x.ChooseColor(p, "Metric System: you may splay a color right", mask, true); ok {
			x.Splay(p, c, inn.Right)
		}
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Green, inn.Right, "Metric System: splay your green pile right?")
	}))

	// Canning: you may draw and tuck a 6; if you do, score every top card
	// of yours without a factory. Then: you may splay your yellow pile
	// right.
	both(d, Canning, effect(func(x *inn.Exec) {
		p := x.Player
		if !x.May(p, "Canning: draw and tuck a 6?") {
			return
		}
		x.DrawAndTuck(p, 6)
		// The top cards are fixed once, after the tuck: a tucked card that
		// started a pile is one of them, a card uncovered by the scoring is
		// not (EFFECTS.md Canning, D.6).
		x.Filter(x.TopCards(p), func(c inn.Card) bool { return !x.HasIcon(c, inn.Factory) }).Each(func(c inn.Card) {
			x.ScoreFrom(p, c, inn.WholeBoard(p))
		})
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Yellow, inn.Right, "Canning: splay your yellow pile right?")
	}))

	// Vaccination: you return all the lowest cards of your score pile; if
	// you returned any, draw and meld a 6. Then: if the demand returned a
	// card during this action, draw and meld a 7.
	both(d, Vaccination, demand(func(x *inn.Exec) {
		low, _ := x.Lowest(x.ScorePile(x.Player))
		if low.Empty() {
			return
		}
		x.ReturnAllFrom(x.Player, low, inn.ScorePlace(x.Player))
		x.NoteDemandReturn()
		x.DrawAndMeld(x.Player, 6)
	}), effect(func(x *inn.Exec) {
		if x.DemandReturned() {
			x.DrawAndMeld(x.Player, 7)
		}
	}))

	// Democracy: return any number of cards from your hand; if you
	// returned more than anyone before you in this action, draw and score
	// an 8.
	both(d, Democracy, effect(func(x *inn.Exec) {
		p := x.Player
		n := returnUpTo(x, p, "Democracy: you may return a card from your hand", x.Hand(p), 0, x.Hand(p).Len())
		// A running maximum over the action (EFFECTS.md Democracy
		// rulings): zero cards never beat it.
		if x.BeatReturnRecord(n) {
			x.DrawAndScore(p, 8)
		}
	}))

	// Emancipation: you transfer a card of your choice from your hand to
	// my score pile; if you did, draw a 6. Then: you may splay your red or
	// your purple pile right.
	both(d, Emancipation, demand(func(x *inn.Exec) {
		c := x.ChooseCard(x.Player, emancipationGive[x.Activator], x.Hand(x.Player), false)
		if c == inn.NoCard {
			return
		}
		x.Transfer(x.Player, c, inn.ScorePlace(x.Activator))
		x.NoteDemandTransfer()
		x.Draw(x.Player, 6)
	}), effect(func(x *inn.Exec) {
		offerSplayOf(x, "Emancipation: splay red or purple right", inn.Right, inn.Red, inn.Purple)
	}))
}

// Prompts of the age-6 demands, one per activator's seat.
var emancipationGive = bySeat("Emancipation: transfer a card from your hand to %s's score pile")
