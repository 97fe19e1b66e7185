package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge3 writes the effects of the ten cards of age 3
// (EFFECTS.md "Age 3").
func registerAge3(d *inn.Deck) {
	// Alchemy: draw and reveal a 4 for every three castles you show; if
	// one of them is red, return them and the rest of your hand.
	both(d, Alchemy, effect(func(x *inn.Exec) {
		// The count is fixed before the first draw (EFFECTS.md §0.7).
		n := x.Icons(x.Player, inn.Castle) / 3
		red := false
		for i := 0; i < n; i++ {
			if c := x.DrawAndReveal(x.Player, 4); x.Color(c) == inn.Red {
				red = true
			}
		}
		if red {
			x.ReturnAll(x.Player, x.Hand(x.Player))
		}
	}), effect(func(x *inn.Exec) {
		// Alchemy: meld a card from your hand, then score a card from
		// your hand.
		if c := x.ChooseCard(x.Player, "Alchemy: meld a card from your hand", x.Hand(x.Player), false); c != inn.NoCard {
			x.Meld(x.Player, c)
		}
		if c := x.ChooseCard(x.Player, "Alchemy: score a card from your hand", x.Hand(x.Player), false); c != inn.NoCard {
			x.Score(x.Player, c)
		}
	}))

	// Translation: you may meld your whole score pile, in the order you
	// choose.
	both(d, Translation, effect(func(x *inn.Exec) {
		score := x.ScorePile(x.Player)
		if score.Empty() || !x.May(x.Player, "Translation: meld every card of your score pile?") {
			return
		}
		n := score.Len()
		x.ChooseCards(x.Player, "Translation: meld next", score, n, n, func(c inn.Card) {
			x.MeldFrom(x.Player, c, inn.ScorePlace(x.Player))
		})
	}), effect(func(x *inn.Exec) {
		// Translation: claim World if every top card you have shows a
		// crown.
		// The player always has a top card here: the activator has
		// Translation on its board, a sharer shows at least as many
		// crowns (DOGMA-4), and the first effect only adds cards. So
		// the vacuous case of an empty board (EFFECTS.md Translation)
		// cannot arise.
		tops := x.TopCards(x.Player)
		if x.WithIcon(tops, inn.Crown) == tops {
			x.ClaimSpecial(x.Player, inn.World)
		}
	}))

	// Engineering: you transfer each of your top cards with a castle to
	// my score pile.
	both(d, Engineering, demand(func(x *inn.Exec) {
		// The top cards are fixed when the demand starts: a card
		// uncovered by a transfer is not taken.
		x.WithIcon(x.TopCards(x.Player), inn.Castle).Each(func(c inn.Card) {
			x.Transfer(x.Player, c, inn.ScorePlace(x.Activator))
			x.NoteDemandTransfer()
		})
	}), effect(func(x *inn.Exec) {
		// Engineering: you may splay your red pile left.
		offerSplay(x, inn.Red, inn.Left, "Engineering: splay your red pile left?")
	}))

	// Optics: draw and meld a 3; with a crown, draw and score a 4;
	// without, give a score card to an opponent with fewer points.
	both(d, Optics, effect(func(x *inn.Exec) {
		if c := x.DrawAndMeld(x.Player, 3); x.HasIcon(c, inn.Crown) {
			x.DrawAndScore(x.Player, 4)
			return
		}
		if x.ScorePile(x.Player).Empty() {
			return
		}
		mine := x.Points(x.Player)
		var lower uint8
		for q := 0; q < x.Players(); q++ {
			if x.IsOpponent(x.Player, q) && x.Points(q) < mine {
				lower |= 1 << q
			}
		}
		q := x.ChoosePlayer(x.Player, "Optics: choose an opponent with fewer points", lower, false)
		if q < 0 {
			return
		}
		if c := x.ChooseCard(x.Player, "Optics: transfer a card from your score pile", x.ScorePile(x.Player), false); c != inn.NoCard {
			x.Transfer(x.Player, c, inn.ScorePlace(q))
		}
	}))

	// Compass: you transfer a non-green top card with a leaf to my board,
	// then take one of my top cards without a leaf onto your board.
	both(d, Compass, demand(func(x *inn.Exec) {
		mine := x.Filter(x.TopCards(x.Player), func(c inn.Card) bool {
			return x.Color(c) != inn.Green && x.HasIcon(c, inn.Leaf)
		})
		if c := x.ChooseCard(x.Player, compassGive[x.Activator], mine, false); c != inn.NoCard {
			x.Transfer(x.Player, c, inn.BoardPlace(x.Activator, x.Color(c)))
			x.NoteDemandTransfer()
		}
		// The second half is independent of the first (EFFECTS.md
		// Compass), and sees the activator's board as it is now.
		theirs := x.Filter(x.TopCards(x.Activator), func(c inn.Card) bool {
			return !x.HasIcon(c, inn.Leaf)
		})
		if c := x.ChooseCard(x.Player, compassTake[x.Activator], theirs, false); c != inn.NoCard {
			x.TransferFrom(x.Player, c, inn.BoardPlace(x.Player, x.Color(c)), inn.WholeBoard(x.Activator))
			x.NoteDemandTransfer()
		}
	}))

	// Paper: you may splay your green or your blue pile left.
	both(d, Paper, effect(func(x *inn.Exec) {
		offerSplayOf(x, "Paper: splay green or blue left", inn.Left, inn.Green, inn.Blue)
	}), effect(func(x *inn.Exec) {
		// Paper: draw a 4 for every color you have splayed left.
		n := 0
		for c := inn.Color(0); c < inn.NumColors; c++ {
			if x.Pile(x.Player, c).Splay() == inn.Left {
				n++
			}
		}
		for i := 0; i < n; i++ {
			x.Draw(x.Player, 4)
		}
	}))

	// Machinery: you exchange your whole hand with all the highest cards
	// of my hand.
	both(d, Machinery, demand(func(x *inn.Exec) {
		// Both groups are fixed before anything moves (KEY-EXCHANGE).
		yours := x.Hand(x.Player)
		high, _ := x.Highest(x.Hand(x.Activator))
		x.Exchange(x.Player, yours, inn.HandPlace(x.Activator), high, inn.HandPlace(x.Player))
	}), effect(func(x *inn.Exec) {
		// Machinery: score a card with a castle from your hand (reveal
		// your hand if you have none), then you may splay red left.
		castles := x.WithIcon(x.Hand(x.Player), inn.Castle)
		if castles.Empty() {
			x.RevealHand(x.Player) // EFFECTS.md §0.9
		} else {
			x.Score(x.Player, x.ChooseCard(x.Player, "Machinery: score a card with a castle", castles, false))
		}
		offerSplay(x, inn.Red, inn.Left, "Machinery: splay your red pile left?")
	}))

	// Medicine: you exchange the highest card of your score pile with the
	// lowest card of mine.
	both(d, Medicine, demand(func(x *inn.Exec) {
		// Each owner picks among their own ties (EFFECTS.md §0.3); both
		// cards are fixed before either moves.
		high, _ := x.Highest(x.ScorePile(x.Player))
		yours := x.ChooseCard(x.Player, "Medicine: your highest score card", high, false)
		low, _ := x.Lowest(x.ScorePile(x.Activator))
		mine := x.ChooseCard(x.Activator, "Medicine: your lowest score card", low, false)
		var a, b inn.Set
		if yours != inn.NoCard {
			a.Add(yours)
		}
		if mine != inn.NoCard {
			b.Add(mine)
		}
		x.Exchange(x.Player, a, inn.ScorePlace(x.Activator), b, inn.ScorePlace(x.Player))
	}))

	// Education: you may return the highest card of your score pile; if
	// you do, draw a card two above the highest one left there.
	both(d, Education, effect(func(x *inn.Exec) {
		high, _ := x.Highest(x.ScorePile(x.Player))
		c := x.ChooseCard(x.Player, "Education: return your highest score card", high, true)
		if c == inn.NoCard {
			return
		}
		x.ReturnFrom(x.Player, c, inn.ScorePlace(x.Player))
		_, left := x.Highest(x.ScorePile(x.Player))
		x.Draw(x.Player, left+2)
	}))

	// Feudalism: you transfer a card with a castle from your hand to my
	// hand (3rd edition: and unsplay your pile of its color).
	feudalism := func(unsplay bool) inn.Effect {
		return demand(func(x *inn.Exec) {
			castles := x.WithIcon(x.Hand(x.Player), inn.Castle)
			if castles.Empty() {
				x.RevealHand(x.Player) // EFFECTS.md Feudalism, §0.9
				return
			}
			c := x.ChooseCard(x.Player, feudalismGive[x.Activator], castles, false)
			x.Transfer(x.Player, c, inn.HandPlace(x.Activator))
			x.NoteDemandTransfer()
			if unsplay {
				x.Splay(x.Player, x.Color(c), inn.Unsplayed)
			}
		})
	}
	// Feudalism: you may splay your yellow or your purple pile left.
	feudalismSplay := effect(func(x *inn.Exec) {
		offerSplayOf(x, "Feudalism: splay yellow or purple left", inn.Left, inn.Yellow, inn.Purple)
	})
	d.SetEffects(Feudalism, inn.First, feudalism(false), feudalismSplay)
	d.SetEffects(Feudalism, inn.Third, feudalism(true), feudalismSplay)
}

// offerSplay asks p whether to splay the pile of color c in direction dir
// ("you may splay", DOGMA-8). A pile that cannot change is not offered.
func offerSplay(x *inn.Exec, c inn.Color, dir inn.Splay, prompt string) {
	if x.CanSplay(x.Player, c, dir) && x.May(x.Player, prompt) {
		x.Splay(x.Player, c, dir)
	}
}

// offerSplayOf lets p splay one of the given colors in direction dir, or
// pass. Only piles the splay would change are offered.
func offerSplayOf(x *inn.Exec, prompt string, dir inn.Splay, colors ...inn.Color) {
	mask := inn.ColorMask(func(c inn.Color) bool {
		for _, k := range colors {
			if k == c && x.CanSplay(x.Player, c, dir) {
				return true
			}
		}
		return false
	})
	if c, ok := x.ChooseColor(x.Player, prompt, mask, true); ok {
		x.Splay(x.Player, c, dir)
	}
}
