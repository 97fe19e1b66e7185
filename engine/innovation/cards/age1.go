package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge1 writes the effects of the fifteen cards of age 1
// (EFFECTS.md "Age 1").
func registerAge1(d *inn.Deck) {
	// Pottery: return up to three cards from your hand; if any went back,
	// draw and score a card of the age equal to how many. Then draw a 1.
	both(d, Pottery, effect(func(x *inn.Exec) {
		n := returnUpTo(x, x.Player, "Pottery: return a card", x.Hand(x.Player), 0, 3)
		if n > 0 {
			x.DrawAndScore(x.Player, n)
		}
	}), effect(func(x *inn.Exec) {
		x.Draw(x.Player, 1)
	}))

	// Tools: you may return exactly three cards to draw and meld a 3; you
	// may return one 3 to draw three 1s.
	both(d, Tools, effect(func(x *inn.Exec) {
		hand := x.Hand(x.Player)
		// Only offered when the hand can pay the full price (EFFECTS.md ruling).
		if hand.Len() < 3 || !x.May(x.Player, "Tools: return three cards to draw and meld a 3?") {
			return
		}
		if returnUpTo(x, x.Player, "Tools: return a card", hand, 3, 3) == 3 {
			x.DrawAndMeld(x.Player, 3)
		}
	}), effect(func(x *inn.Exec) {
		threes := x.Filter(x.Hand(x.Player), func(c inn.Card) bool { return x.Age(c) == 3 })
		if c := x.ChooseCard(x.Player, "Tools: return a 3 to draw three 1s", threes, true); c != inn.NoCard {
			x.Return(x.Player, c)
			for i := 0; i < 3; i++ {
				x.Draw(x.Player, 1)
			}
		}
	}))

	// Writing: draw a 2.
	both(d, Writing, effect(func(x *inn.Exec) {
		x.Draw(x.Player, 2)
	}))

	// Archery: you draw a 1, then transfer the highest card in your hand
	// to my hand (you choose among ties).
	both(d, Archery, demand(func(x *inn.Exec) {
		x.Draw(x.Player, 1)
		high, _ := x.Highest(x.Hand(x.Player))
		if c := x.ChooseCard(x.Player, "Archery: transfer your highest card", high, false); c != inn.NoCard {
			to := inn.HandPlace(x.Activator)
			if x.Bug(inn.BugContractZone) {
				to = inn.ScorePlace(x.Activator) // planted bug
			}
			x.Transfer(x.Player, c, to)
		}
	}))

	// Metalworking: draw and reveal 1s, scoring each one with a castle,
	// until one without a castle stays in your hand.
	both(d, Metalworking, effect(func(x *inn.Exec) {
		if x.Bug(inn.BugRunaway) {
			for i := 0; i < runawayLoops; i++ {
				x.Return(x.Player, x.DrawAndReveal(x.Player, 1))
			}
		}
		for {
			c := x.DrawAndReveal(x.Player, 1)
			if !x.HasIcon(c, inn.Castle) {
				return
			}
			x.Score(x.Player, c)
			if x.Bug(inn.BugContractRepeat) {
				return // planted bug
			}
		}
	}))

	// Oars: you give me a crown card from your hand for my score pile and
	// draw a 1 (3rd: and again while you can); if no demand moved a card,
	// everyone sharing draws a 1.
	d.SetEffects(Oars, inn.First, demand(oarsDemand(false)), effect(oarsDraw))
	d.SetEffects(Oars, inn.Third, demand(oarsDemand(true)), effect(oarsDraw))

	// Clothing: meld a card of a color missing from your board (in the 4th
	// edition a hand without one is shown, ULT-INFO-3); then draw and
	// score a 1 for each color only you have.
	both(d, Clothing, effect(func(x *inn.Exec) {
		p := x.Player
		fresh := x.Filter(x.Hand(p), func(c inn.Card) bool { return x.Top(p, x.Color(c)) == inn.NoCard })
		if fresh.Empty() && x.Edition() == inn.Fourth {
			// ULT-INFO-3: a hand without a card of a missing colour is
			// shown to prove it (4th edition only; the earlier editions
			// meld nothing and show nothing).
			x.RevealHand(p)
			return
		}
		if c := x.ChooseCard(p, "Clothing: meld a card of a color you lack", fresh, false); c != inn.NoCard {
			x.Meld(p, c)
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		n := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if x.Top(p, col) == inn.NoCard {
				continue
			}
			alone := true
			for q := 0; q < x.Players(); q++ {
				if x.IsOpponent(p, q) && x.Top(q, col) != inn.NoCard {
					alone = false
				}
			}
			if alone {
				n++
			}
		}
		// EFFECTS.md §0.7: the count is fixed before the first draw.
		for i := 0; i < n; i++ {
			x.DrawAndScore(p, 1)
		}
	}))

	// Sailing: draw and meld a 1.
	both(d, Sailing, effect(func(x *inn.Exec) {
		age := 1
		if x.Bug(inn.BugCardAge) {
			age = 2 // planted bug
		}
		x.DrawAndMeld(x.Player, age)
	}))

	// The Wheel: draw two 1s.
	both(d, TheWheel, effect(func(x *inn.Exec) {
		x.Draw(x.Player, 1)
		x.Draw(x.Player, 1)
	}))

	// Agriculture: you may return a card from your hand to draw and score
	// a card one age higher.
	both(d, Agriculture, effect(func(x *inn.Exec) {
		if c := x.ChooseCard(x.Player, "Agriculture: return a card", x.Hand(x.Player), true); c != inn.NoCard {
			x.Return(x.Player, c)
			up := 1
			if x.Bug(inn.BugContractAge) {
				up = 2 // planted bug
			}
			x.DrawAndScore(x.Player, x.Age(c)+up)
		}
	}))

	// Domestication: meld a lowest card from your hand, then draw a 1.
	both(d, Domestication, effect(func(x *inn.Exec) {
		low, _ := x.Lowest(x.Hand(x.Player))
		if c := x.ChooseCard(x.Player, "Domestication: meld your lowest card", low, false); c != inn.NoCard {
			x.Meld(x.Player, c)
		}
		x.Draw(x.Player, 1)
	}))

	// Masonry: meld any number of castle cards from your hand; four or more
	// in this one go claim Monument.
	both(d, Masonry, effect(func(x *inn.Exec) {
		p := x.Player
		castles := x.WithIcon(x.Hand(p), inn.Castle)
		melded := x.ChooseCards(p, "Masonry: meld a card with a castle", castles, 0, castles.Len(),
			func(c inn.Card) { x.Meld(p, c) })
		four := 4
		if x.Bug(inn.BugContractClaim) {
			four = 3 // planted bug
		}
		if len(melded) >= four {
			x.ClaimSpecial(p, inn.Monument)
		}
	}))

	// City States: if you show four castles or more, you move a top card
	// with a castle from your board to mine and draw a 1.
	both(d, CityStates, demand(func(x *inn.Exec) {
		p := x.Player
		moved := false
		if x.Icons(p, inn.Castle) >= 4 {
			tops := x.WithIcon(x.TopCards(p), inn.Castle)
			if c := x.ChooseCard(p, "City States: transfer a top card with a castle to my board", tops, false); c != inn.NoCard {
				x.Transfer(p, c, inn.BoardPlace(x.Activator, x.Color(c)))
				x.NoteDemandTransfer()
				moved = true
			}
		}
		// VAR-IF-AFFECTED: « Si vous subissez ce Dogme » gives the draw to
		// every affected player.
		ifYouDo(x, moved, func() { x.Draw(p, 1) })
	}))

	// Code of Laws: you may tuck a card of a color already on your board,
	// and then may splay that color left.
	both(d, CodeOfLaws, effect(func(x *inn.Exec) {
		p := x.Player
		ok := x.Filter(x.Hand(p), func(c inn.Card) bool { return x.Top(p, x.Color(c)) != inn.NoCard })
		c := x.ChooseCard(p, "Code of Laws: tuck a card of a color on your board", ok, true)
		if c == inn.NoCard {
			return
		}
		x.Tuck(p, c)
		col := x.Color(c)
		if x.CanSplay(p, col, inn.Left) && (x.Bug(inn.BugContractMay) || x.May(p, codeOfLawsSplay[col])) {
			x.Splay(p, col, inn.Left)
		}
	}))

	// Mysticism: draw and reveal a 1; if its color is on your board, meld
	// it and draw a 1.
	both(d, Mysticism, effect(func(x *inn.Exec) {
		p := x.Player
		c := x.DrawAndReveal(p, 1)
		if x.Top(p, x.Color(c)) != inn.NoCard {
			x.Meld(p, c)
			x.Draw(p, 1)
		}
	}))
}

// oarsDemand is the demand of Oars: the target transfers a crown card from
// hand to the activator's score pile and, if they did, draws a 1; in the
// 3rd edition (repeat) the demand then runs again.
func oarsDemand(repeat bool) func(*inn.Exec) {
	return func(x *inn.Exec) {
		p := x.Player
		stale := x.WithIcon(x.Hand(p), inn.Crown)
		x.Repeat(func() bool {
			crowns := x.WithIcon(x.Hand(p), inn.Crown)
			if x.Bug(inn.BugStaleDemand) {
				crowns = stale // planted bug
			}
			if crowns.Empty() {
				// EFFECTS.md Oars ruling, §0.9: show the hand to prove it.
				x.RevealHand(p)
			}
			c := x.ChooseCard(p, "Oars: transfer a card with a crown to my score pile", crowns, false)
			if c != inn.NoCard {
				x.Transfer(p, c, inn.ScorePlace(x.Activator))
				x.NoteDemandTransfer()
			} else if !x.Variant(inn.VarIfAffected) {
				return false
			} else if repeat {
				// The variant reads the IELLO (1st edition) text, which
				// has no repetition. On the 3rd-edition text it makes
				// "draw a 1 and run this demand again" unconditional: a
				// player who moved nothing would draw and repeat until
				// the supply ran dry, and no rule says when to stop.
				x.Gap("DOGMA-5", "VAR-IF-AFFECTED on the 3rd-edition Oars: the affected player transferred no crown card, and the variant makes \"draw a 1 and repeat this demand\" unconditional, so nothing would stop the repetition short of emptying the supply")
			}
			x.Draw(p, 1)
			return repeat && c != inn.NoCard
		})
	}
}

// oarsDraw is the second effect of Oars: draw a 1 if no card was
// transferred by the demand during this action.
func oarsDraw(x *inn.Exec) {
	if !x.DemandTransferred() {
		x.Draw(x.Player, 1)
	}
}

// returnUpTo has p return between min and max cards of s, one at a time in
// the order p chooses (KEY-RETURN), and reports how many went back. When
// every card of s must go, they are returned together and p orders only
// cards of the same age.
func returnUpTo(x *inn.Exec, p int, prompt string, s inn.Set, min, max int) int {
	if min >= s.Len() && max >= s.Len() {
		x.ReturnAll(p, s)
		return s.Len()
	}
	return len(x.ChooseCards(p, prompt, s, min, max, func(c inn.Card) { x.Return(p, c) }))
}

// runawayLoops is how many times over the planted runaway bug draws and
// returns a card: far more than any step of the rules logs (see the event
// budget of props/innovation).
const runawayLoops = 3000
