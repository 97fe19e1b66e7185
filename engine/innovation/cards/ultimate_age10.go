package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge10 writes the 4th-edition effects of the cards of age 10
// whose text changed or is new (EFFECTS-4th.md "Age 10"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge10(d *inn.Deck) {
	// Bioengineering: score a top card with a leaf from an opponent's
	// board. Then: if any player shows fewer than two leaves, the single
	// player with the most leaves wins.
	fourth(d, Bioengineering, effect(func(x *inn.Exec) {
		p := x.Player
		// Compulsory, and not a demand: icons do not protect. The cards
		// offered lie on several boards, so the opponent comes first, as
		// in the 3rd edition; a partner is no opponent (the team rules).
		var mask uint8
		for q := 0; q < x.Players(); q++ {
			if x.IsOpponent(p, q) && !x.WithIcon(x.TopCards(q), inn.Leaf).Empty() {
				mask |= 1 << q
			}
		}
		q := x.ChoosePlayer(p, "Bioengineering: score a top card with a leaf from", mask, false)
		if q < 0 {
			return
		}
		c := x.ChooseCard(p, bioengineeringScore[q], x.WithIcon(x.TopCards(q), inn.Leaf), false)
		x.ScoreFrom(p, c, inn.BoardPlace(q, x.Color(c)))
	}), effect(func(x *inn.Exec) {
		// Every player is checked, the performer too; "fewer than two"
		// is fewer than two, and a tie for the most does nothing
		// (KEY-WIN).
		for q := 0; q < x.Players(); q++ {
			if x.In(q) && x.Icons(q, inn.Leaf) < 2 {
				winSingle(x, func(q int) int { return x.Icons(q, inn.Leaf) })
				return
			}
		}
	}))

	// Software: draw and score a 10. Then: draw and meld two 9s, and
	// self-execute the second one.
	fourth(d, Software, effect(func(x *inn.Exec) {
		x.DrawAndScore(x.Player, 10)
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// First drawn, first melded; only the second card is executed,
		// whatever their colours (EFFECTS-4th.md). When Software is itself
		// self-executed, the chain achievement comes first (ULT-CHAIN-1,
		// in SelfExecute).
		x.DrawAndMeld(p, 9)
		c := x.DrawAndMeld(p, 9)
		x.SelfExecute(c)
	}))

	// Miniaturization: return a card from your hand. If it was a 10, draw
	// a 10 for each different age in your score pile; if it was an 11, junk
	// the 11 pile.
	fourth(d, Miniaturization, effect(func(x *inn.Exec) {
		p := x.Player
		// Compulsory in the 4th edition; an empty hand does nothing.
		c := x.ChooseCard(p, "Miniaturization: return a card from your hand", x.Hand(p), false)
		if c == inn.NoCard {
			return
		}
		x.Return(p, c)
		switch x.Age(c) {
		case 10:
			// The count is fixed before the first draw; the draws go to
			// the hand and do not change it anyway.
			var ages [inn.AgeCap + 1]bool
			n := 0
			x.ScorePile(p).Each(func(k inn.Card) {
				if a := x.Age(k); !ages[a] {
					ages[a] = true
					n++
				}
			})
			for i := 0; i < n; i++ {
				x.Draw(p, 10)
			}
		case 11:
			// The 11 just returned went to the 11 pile, and goes to the
			// junk with the rest of it (ULT-KEY-JUNK).
			x.JunkSupply(p, 11)
		}
	}))

	// Robotics: score your top green card. Draw and meld a 10; if it has a
	// factory or a clock, self-execute it.
	fourth(d, Robotics, effect(func(x *inn.Exec) {
		p := x.Player
		if c := x.Top(p, inn.Green); c != inn.NoCard {
			x.ScoreFrom(p, c, inn.BoardPlace(p, inn.Green))
		}
		c := x.DrawAndMeld(p, 10)
		// "Has" a factory or a clock: in any of its four slots.
		if x.HasIcon(c, inn.Factory) || x.HasIcon(c, inn.Clock) {
			x.SelfExecute(c)
		}
	}))

	// Databases: you return as many cards of your choice from your score
	// pile as the age of your highest achievement; all of them when you
	// have fewer.
	fourth(d, Databases, demand(func(x *inn.Exec) {
		p := x.Player
		// A special achievement has no value (ULT-KEY-AVAILABLE): its
		// age is 0, as is that of no achievement at all. A chain
		// achievement is an 11 (ULT-CHAIN-1).
		n := 0
		x.State().Players[p].Achievements.Each(func(c inn.Card) { n = max(n, x.Age(c)) })
		score := x.ScorePile(p)
		if n >= score.Len() {
			// All of them, one at a time (ULT-KEY-ALL): only the order
			// of cards going back to the same pile is asked (KEY-RETURN).
			x.ReturnAllFrom(p, score, inn.ScorePlace(p))
			return
		}
		// The order the cards are chosen in is the order they go back.
		x.ChooseCards(p, "Databases: return a card from your score pile", score, n, n, func(c inn.Card) {
			x.ReturnFrom(p, c, inn.ScorePlace(p))
		})
	}))

	// Self Service: if you have at least twice as many achievements as
	// each opponent, you win. Then: self-execute one of your other top
	// cards.
	fourth(d, SelfService, effect(func(x *inn.Exec) {
		p := x.Player
		g := x.Game()
		// Read literally, as BGA does: 0 is twice 0, so with no
		// achievement on either side the performer wins (EFFECTS-4th.md
		// §D.7). With teams the sides' totals are compared, as the 3rd
		// edition's ruling does; a sharer can win too.
		mine := g.AchievementCount(p)
		for q := 0; q < x.Players(); q++ {
			if x.IsOpponent(p, q) && mine < 2*g.AchievementCount(q) {
				return
			}
		}
		x.Win(p)
	}), effect(func(x *inn.Exec) {
		p := x.Player
		tops := x.TopCards(p)
		tops.Remove(SelfService)
		// Compulsory when there is one (ULT-KEY-SELF-EXECUTE).
		if c := x.ChooseCard(p, "Self Service: self-execute", tops, false); c != inn.NoCard {
			x.SelfExecute(c)
		}
	}))

	// Globalization: you return a top card of yours with a leaf. Then:
	// draw and meld an 11; if no player shows more leaves than factories,
	// the single player with the most points wins.
	fourth(d, Globalization, demand(func(x *inn.Exec) {
		p := x.Player
		// Top cards are seen by everyone: nothing to reveal.
		c := x.ChooseCard(p, "Globalization: return a top card with a leaf", x.WithIcon(x.TopCards(p), inn.Leaf), false)
		if c != inn.NoCard {
			x.ReturnFrom(p, c, inn.BoardPlace(p, x.Color(c)))
		}
	}), effect(func(x *inn.Exec) {
		// One effect, as in the 3rd edition: a sharer melds and checks
		// before the activator melds. The 11 melded counts in the check.
		x.DrawAndMeld(x.Player, 11)
		for q := 0; q < x.Players(); q++ {
			if x.In(q) && x.Icons(q, inn.Leaf) > x.Icons(q, inn.Factory) {
				return
			}
		}
		winSingle(x, x.Points)
	}))

	// Stem Cells: you may score every card of your hand. Then: draw an 11.
	fourth(d, StemCells, effect(func(x *inn.Exec) {
		p := x.Player
		hand := x.Hand(p)
		// All or none (EFFECTS-4th.md). The score pile keeps no order,
		// so none is asked (ULT-KEY-ALL changes nothing a player sees).
		if hand.Empty() || !x.May(p, "Stem Cells: score every card of your hand?") {
			return
		}
		hand.Each(func(c inn.Card) { x.Score(p, c) })
	}), effect(func(x *inn.Exec) {
		x.Draw(x.Player, 11)
	}))

	// The Internet: you may splay your green pile up. Then: draw and score
	// a 10. Then: draw and meld two 10s.
	fourth(d, TheInternet, effect(func(x *inn.Exec) {
		offerSplay(x, inn.Green, inn.Up, "The Internet: splay your green pile up?")
	}), effect(func(x *inn.Exec) {
		x.DrawAndScore(x.Player, 10)
	}), effect(func(x *inn.Exec) {
		// Always two, whatever the clocks (EFFECTS-4th.md).
		x.DrawAndMeld(x.Player, 10)
		x.DrawAndMeld(x.Player, 10)
	}))
}

// Prompts of the 4th edition's age 10, built once.
var bioengineeringScore = bySeat("Bioengineering: score a top card with a leaf from %s's board")
