package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge7 writes the effects of the ten cards of age 7
// (EFFECTS.md "Age 7").
//
// No demand of this age is listed with the IELLO phrase « Si vous subissez
// ce Dogme » (EFFECTS.md D.5), and the French seed does not give their
// texts, so the VAR-IF-AFFECTED variant changes nothing here.
func registerAge7(d *inn.Deck) {
	// Evolution: you may either draw and score an 8 and then return a card
	// of your score pile, or draw a card one above the highest age of your
	// score pile, or do neither.
	both(d, Evolution, effect(func(x *inn.Exec) {
		p := x.Player
		if x.May(p, "Evolution: draw and score an 8, then return a card from your score pile?") {
			x.DrawAndScore(p, 8)
			// The return is mandatory and may take the 8 just scored
			// (EFFECTS.md Evolution ruling).
			c := x.ChooseCard(p, "Evolution: return a card from your score pile", x.ScorePile(p), false)
			x.ReturnFrom(p, c, inn.ScorePlace(p))
			return
		}
		if x.May(p, "Evolution: draw a card one above the highest card of your score pile?") {
			// An empty score pile is worth 0: draw a 1 (ruling, §0.6).
			_, high := x.Highest(x.ScorePile(p))
			x.Draw(p, high+1)
		}
	}))

	// Publications: you may put one of your piles in any order, keeping
	// its splay. Then: you may splay your yellow or your blue pile up.
	both(d, Publications, effect(func(x *inn.Exec) {
		p := x.Player
		// Only a pile of two cards or more has another order.
		mask := inn.ColorMask(func(c inn.Color) bool { return x.Pile(p, c).Len() >= 2 })
		col, ok := x.ChooseColor(p, "Publications: you may rearrange a pile", mask, true)
		if !ok {
			return
		}
		// The new order is asked one card at a time, from the top down;
		// the last card is not asked.
		cards := inn.SetOf(x.Pile(p, col).Cards()...)
		n := cards.Len()
		order := x.ChooseCards(p, publicationsOrder[col], cards, n, n, nil)
		x.Rearrange(p, col, order)
	}), effect(func(x *inn.Exec) {
		offerSplayOf(x, "Publications: splay yellow or blue up", inn.Up, inn.Yellow, inn.Blue)
	}))

	// Combustion: you transfer cards of your choice from your score pile
	// to mine: one for every four crowns on my board (3rd), two (1st).
	// Then (3rd only): return the bottom card of your red pile.
	d.SetEffects(Combustion, inn.First, demand(func(x *inn.Exec) {
		giveScore(x, combustionGive[x.Activator], 2)
	}))
	d.SetEffects(Combustion, inn.Third, demand(func(x *inn.Exec) {
		// The activator's crowns, counted as the demand resolves for this
		// target (EFFECTS.md Combustion ruling).
		giveScore(x, combustionGive[x.Activator], x.Icons(x.Activator, inn.Crown)/4)
	}), effect(func(x *inn.Exec) {
		if c := x.Pile(x.Player, inn.Red).Bottom(); c != inn.NoCard {
			x.ReturnFrom(x.Player, c, inn.BoardPlace(x.Player, inn.Red))
		}
	}))

	// Explosives: you transfer your three highest cards in hand to my
	// hand (all of them if fewer); if you transferred any and your hand is
	// now empty, draw a 7.
	both(d, Explosives, demand(func(x *inn.Exec) {
		p := x.Player
		give := highestN(x, p, explosivesGive[x.Activator], x.Hand(p), 3)
		give.Each(func(c inn.Card) { x.Transfer(p, c, inn.HandPlace(x.Activator)) })
		if !give.Empty() && x.Hand(p).Empty() {
			x.Draw(p, 7)
		}
	}))

	// Bicycle: you may exchange your whole hand with your whole score
	// pile.
	both(d, Bicycle, effect(func(x *inn.Exec) {
		p := x.Player
		hand, score := x.Hand(p), x.ScorePile(p)
		// With both empty the exchange cannot change anything.
		if hand.Empty() && score.Empty() {
			return
		}
		if x.May(p, "Bicycle: exchange your hand with your score pile?") {
			x.Exchange(p, hand, inn.ScorePlace(p), score, inn.HandPlace(p))
		}
	}))

	// Electricity: return every top card of yours without a factory, then
	// draw an 8 for each card returned.
	both(d, Electricity, effect(func(x *inn.Exec) {
		p := x.Player
		// The top cards are fixed when the effect begins: cards uncovered
		// by the returns are not examined (EFFECTS.md Electricity ruling).
		tops := x.Filter(x.TopCards(p), func(c inn.Card) bool { return !x.HasIcon(c, inn.Factory) })
		n := tops.Len()
		x.ReturnAllFrom(p, tops, inn.WholeBoard(p))
		for i := 0; i < n; i++ {
			x.Draw(p, 8)
		}
	}))

	// Refrigeration: you return half of your hand, rounded down. Then: you
	// may score a card from your hand.
	both(d, Refrigeration, demand(func(x *inn.Exec) {
		p := x.Player
		n := x.Hand(p).Len() / 2
		returnUpTo(x, p, "Refrigeration: return a card from your hand", x.Hand(p), n, n)
	}), effect(func(x *inn.Exec) {
		p := x.Player
		if c := x.ChooseCard(p, "Refrigeration: you may score a card from your hand", x.Hand(p), true); c != inn.NoCard {
			x.Score(p, c)
		}
	}))

	// Sanitation: exchange your two highest cards in hand with the lowest
	// card in my hand.
	both(d, Sanitation, demand(func(x *inn.Exec) {
		p, me := x.Player, x.Activator
		// Both groups are fixed before anything moves; each owner picks
		// among its own ties (EFFECTS.md Sanitation rulings, §0.3).
		mine := highestN(x, p, sanitationGive[me], x.Hand(p), 2)
		low, _ := x.Lowest(x.Hand(me))
		var theirs inn.Set
		if c := x.ChooseCard(me, "Sanitation: choose your lowest card to give", low, false); c != inn.NoCard {
			theirs = inn.SetOf(c)
		}
		x.Exchange(p, mine, inn.HandPlace(me), theirs, inn.HandPlace(p))
	}))

	// Lighting: you may tuck up to three cards from your hand; if you
	// tucked any, draw and score a 7 for every different age among them.
	both(d, Lighting, effect(func(x *inn.Exec) {
		p := x.Player
		var ages [inn.AgeCap + 1]bool
		n := 0
		x.ChooseCards(p, "Lighting: you may tuck a card from your hand", x.Hand(p), 0, 3, func(c inn.Card) {
			x.Tuck(p, c)
			if a := x.Age(c); !ages[a] {
				ages[a] = true
				n++
			}
		})
		for i := 0; i < n; i++ {
			x.DrawAndScore(p, 7)
		}
	}))

	// Railroad: return every card of your hand, then draw three 6s. Then:
	// you may splay up one of your piles splayed right.
	both(d, Railroad, effect(func(x *inn.Exec) {
		p := x.Player
		x.ReturnAll(p, x.Hand(p))
		for i := 0; i < 3; i++ {
			x.Draw(p, 6)
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		mask := inn.ColorMask(func(c inn.Color) bool { return x.Pile(p, c).Splay() == inn.Right })
		if c, ok := x.ChooseColor(p, "Railroad: you may splay a pile splayed right up", mask, true); ok {
			x.Splay(p, c, inn.Up)
		}
	}))
}

// giveScore has x.Player transfer n cards of their choice from their score
// pile to the activator's score pile, or the whole pile if it holds n or
// fewer (then nothing is asked).
func giveScore(x *inn.Exec, prompt string, n int) {
	p := x.Player
	score := x.ScorePile(p)
	to := inn.ScorePlace(x.Activator)
	if score.Len() <= n {
		score.Each(func(c inn.Card) { x.Transfer(p, c, to) })
		return
	}
	x.ChooseCards(p, prompt, score, n, n, func(c inn.Card) { x.Transfer(p, c, to) })
}

// Prompts of age 7, built once so that asking never builds a string.
var (
	publicationsOrder = byColor("Publications: choose the next card of your %s pile, from the top down")
	combustionGive    = bySeat("Combustion: transfer a card from your score pile to %s's score pile")
	explosivesGive    = bySeat("Explosives: choose a highest card to transfer to %s's hand")
	sanitationGive    = bySeat("Sanitation: choose a highest card to give to %s")
)
