package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge5 writes the effects of the ten cards of age 5
// (EFFECTS.md "Age 5").
//
// Of these demands, IELLO words the follow-up of Banking (Système Bancaire)
// and Societies (Compagnies Marchandes) « Si vous subissez ce Dogme »: the
// VAR-IF-AFFECTED variant gives that follow-up to every affected player.
func registerAge5(d *inn.Deck) {
	// Chemistry: you may splay your blue pile right. Then: draw and score
	// a card one above your highest top card, then return a card of your
	// choice from your score pile.
	both(d, Chemistry, effect(func(x *inn.Exec) {
		offerSplay(x, inn.Blue, inn.Right, "Chemistry: splay your blue pile right?")
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// EFFECTS.md Chemistry ruling: an empty board counts 0, a 1 is drawn.
		x.DrawAndScore(p, x.HighestTop(p)+1)
		// The return is mandatory; the card just scored may be the one.
		if c := x.ChooseCard(p, "Chemistry: return a card from your score pile", x.ScorePile(p), false); c != inn.NoCard {
			x.ReturnFrom(p, c, inn.ScorePlace(p))
		}
	}))

	// Physics: draw and reveal three 6s; if two of them share a color,
	// return them and the rest of your hand.
	both(d, Physics, effect(func(x *inn.Exec) {
		p := x.Player
		var seen uint8
		same := false
		for i := 0; i < 3; i++ {
			c := x.DrawAndReveal(p, 6)
			bit := uint8(1) << x.Color(c)
			if seen&bit != 0 {
				same = true
			}
			seen |= bit
		}
		if same {
			// EFFECTS.md Physics ruling: the player orders the returns.
			x.ReturnAll(p, x.Hand(p))
		}
	}))

	// Coal: draw and tuck a 5. Then: you may splay your red pile right.
	// Then: you may score one of your top cards and, if you do, the card
	// beneath it.
	both(d, Coal, effect(func(x *inn.Exec) {
		x.DrawAndTuck(x.Player, 5)
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Red, inn.Right, "Coal: splay your red pile right?")
	}), effect(func(x *inn.Exec) {
		p := x.Player
		c := x.ChooseCard(p, "Coal: you may score a top card and the card beneath it", x.TopCards(p), true)
		if c == inn.NoCard {
			return
		}
		pile := inn.BoardPlace(p, x.Color(c))
		x.ScoreFrom(p, c, pile)
		if under := x.Top(p, x.Color(c)); under != inn.NoCard {
			x.ScoreFrom(p, under, pile)
		}
	}))

	// The Pirate Code: you transfer two cards of value 4 or less from your
	// score pile to mine (you choose which). Then: if the demand moved a
	// card in this action, score your lowest top card with a crown.
	both(d, ThePirateCode, demand(func(x *inn.Exec) {
		p := x.Player
		low := x.Filter(x.ScorePile(p), func(c inn.Card) bool { return x.Age(c) <= 4 })
		to := inn.ScorePlace(x.Activator)
		if low.Len() <= 2 {
			// One or two such cards: they all go, nothing to choose.
			low.Each(func(c inn.Card) { x.Transfer(p, c, to) })
		} else {
			x.ChooseCards(p, pirateCodeGive[x.Activator], low, 2, 2, func(c inn.Card) { x.Transfer(p, c, to) })
		}
		if !low.Empty() {
			x.NoteDemandTransfer()
		}
	}), effect(func(x *inn.Exec) {
		if !x.DemandTransferred() {
			return
		}
		p := x.Player
		low, _ := x.Lowest(x.WithIcon(x.TopCards(p), inn.Crown))
		if c := x.ChooseCard(p, "The Pirate Code: score your lowest top card with a crown", low, false); c != inn.NoCard {
			x.ScoreFrom(p, c, inn.WholeBoard(p))
		}
	}))

	// Banking: you transfer a non-green top card with a factory to my
	// board; if you do, draw and score a 5. Then: you may splay your green
	// pile right.
	both(d, Banking, demand(func(x *inn.Exec) {
		p := x.Player
		moved := giveTopCard(x, bankingGive[x.Activator], func(c inn.Card) bool {
			return x.Color(c) != inn.Green && x.HasIcon(c, inn.Factory)
		})
		// VAR-IF-AFFECTED: IELLO's Système Bancaire reads « Si vous
		// subissez ce Dogme, piochez une 5 et comptabilisez-la »
		// (seeds/000_d8711a59b4734f04.txt, lines 1319-1320).
		ifYouDo(x, moved, func() { x.DrawAndScore(p, 5) })
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Green, inn.Right, "Banking: splay your green pile right?")
	}))

	// Measurement (1st): you may return a card from your hand; if you do,
	// splay a color of your choice right and draw a card of value the
	// number of cards in that pile.
	d.SetEffects(Measurement, inn.First, effect(func(x *inn.Exec) {
		if x.Bug(inn.BugCardEdition) {
			measurementThird(x) // planted bug
			return
		}
		p := x.Player
		c := mayReturnOne(x, "Measurement: you may return a card from your hand")
		if c == inn.NoCard {
			return
		}
		// Any color, not tied to the returned card; a pile of 0 or 1 card
		// is chosen to no splay (EFFECTS.md Measurement ruling).
		col, _ := x.ChooseColor(p, "Measurement: choose a color to splay right", 1<<inn.NumColors-1, false)
		x.Splay(p, col, inn.Right)
		// An empty pile counts 0, drawn as a 1 (EFFECTS.md §0.5, D.6).
		x.Draw(p, x.Pile(p, col).Len())
	}))
	// Measurement (3rd): see measurementThird.
	d.SetEffects(Measurement, inn.Third, effect(measurementThird))

	// Statistics: you transfer the highest cards of your score pile to
	// your hand (1st: the single highest card, again if your hand then
	// holds one card; 3rd: every card of the highest value). Then: you may
	// splay your yellow pile right.
	statisticsSplay := effect(func(x *inn.Exec) {
		offerSplay(x, inn.Yellow, inn.Right, "Statistics: splay your yellow pile right?")
	})
	d.SetEffects(Statistics, inn.First, demand(func(x *inn.Exec) {
		p := x.Player
		x.Repeat(func() bool {
			high, _ := x.Highest(x.ScorePile(p))
			c := x.ChooseCard(p, "Statistics: transfer your highest score card to your hand", high, false)
			if c == inn.NoCard {
				return false
			}
			// A transfer, not a draw (EFFECTS.md Statistics ruling).
			x.TransferFrom(p, c, inn.HandPlace(p), inn.ScorePlace(p))
			x.NoteDemandTransfer()
			return x.Hand(p).Len() == 1
		})
	}), statisticsSplay)
	d.SetEffects(Statistics, inn.Third, demand(func(x *inn.Exec) {
		p := x.Player
		high, _ := x.Highest(x.ScorePile(p))
		high.Each(func(c inn.Card) {
			x.Transfer(p, c, inn.HandPlace(p))
			x.NoteDemandTransfer()
		})
	}), statisticsSplay)

	// Steam Engine: draw and tuck two 4s, then score the bottom card of
	// your yellow pile.
	both(d, SteamEngine, effect(func(x *inn.Exec) {
		p := x.Player
		x.DrawAndTuck(p, 4)
		x.DrawAndTuck(p, 4)
		if c := x.Pile(p, inn.Yellow).Bottom(); c != inn.NoCard {
			x.ScoreFrom(p, c, inn.BoardPlace(p, inn.Yellow))
		}
	}))

	// Astronomy: draw and reveal a 6; while it is green or blue, meld it
	// and do it again. Then: if every non-purple top card of yours is a 6
	// or higher, claim Universe.
	both(d, Astronomy, effect(func(x *inn.Exec) {
		p := x.Player
		x.Repeat(func() bool {
			c := x.DrawAndReveal(p, 6)
			if col := x.Color(c); col != inn.Green && col != inn.Blue {
				return false
			}
			x.Meld(p, c)
			return true
		})
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// Missing colors are ignored, and a board with no non-purple top
		// card meets the condition (EFFECTS.md Astronomy rulings).
		low := x.Filter(x.TopCards(p), func(c inn.Card) bool {
			return x.Color(c) != inn.Purple && x.Age(c) < 6
		})
		if low.Empty() {
			x.ClaimSpecial(p, inn.Universe)
		}
	}))

	// Societies: you transfer a top card with a lightbulb to my board (1st:
	// not purple; 3rd: higher than my top card of its color); if you do,
	// draw a 5.
	d.SetEffects(Societies, inn.First, demand(societies(func(x *inn.Exec, c inn.Card) bool {
		return x.Color(c) != inn.Purple
	})))
	d.SetEffects(Societies, inn.Third, demand(societies(func(x *inn.Exec, c inn.Card) bool {
		// EFFECTS.md Societies: a missing pile of mine counts 0.
		return x.Age(c) > x.Age(x.Top(x.Activator, x.Color(c)))
	})))
}

// societies is the demand of Societies: the target transfers one of its top
// cards with a lightbulb that also passes ok to the activator's board and,
// if it did, draws a 5.
func societies(ok func(*inn.Exec, inn.Card) bool) func(*inn.Exec) {
	return func(x *inn.Exec) {
		p := x.Player
		moved := giveTopCard(x, societiesGive[x.Activator], func(c inn.Card) bool {
			return x.HasIcon(c, inn.Lightbulb) && ok(x, c)
		})
		// VAR-IF-AFFECTED: IELLO words this follow-up « Si vous subissez
		// ce Dogme » (EFFECTS.md Oars ruling, which lists Societies).
		ifYouDo(x, moved, func() { x.Draw(p, 5) })
	}
}

// Prompts of the age-5 demands, one per activator's seat, built once so that
// asking never builds a string.
var (
	pirateCodeGive = bySeat("The Pirate Code: transfer a card of value 4 or less to %s's score pile")
	bankingGive    = bySeat("Banking: transfer a non-green top card with a factory to %s's board")
	societiesGive  = bySeat("Societies: transfer a top card with a lightbulb to %s's board")
)

// measurementThird is the 3rd-edition Measurement: you may reveal and
// return a card from your hand; if you do, splay its color right and draw
// a card of value the number of cards in that pile.
func measurementThird(x *inn.Exec) {
	p := x.Player
	c := x.ChooseCard(p, "Measurement: you may reveal and return a card from your hand", x.Hand(p), true)
	if c == inn.NoCard {
		return
	}
	x.Reveal(p, c)
	x.Return(p, c)
	col := x.Color(c)
	x.Splay(p, col, inn.Right)
	x.Draw(p, x.Pile(p, col).Len())
}
