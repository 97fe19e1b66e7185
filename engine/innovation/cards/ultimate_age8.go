package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge8 writes the 4th-edition effects of the cards of age 8
// whose text changed or is new (EFFECTS-4th.md "Age 8"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge8(d *inn.Deck) {
	// Rocketry: return a card from your opponents' score piles for every
	// color of your board that shows a clock, each card from the opponent
	// you choose.
	fourth(d, Rocketry, effect(func(x *inn.Exec) {
		p := x.Player
		// The count is fixed before the first return (EFFECTS-4th.md
		// §0.5): the piles where a clock is visible, on the top card or
		// uncovered by the splay.
		// Each card from any opponent (EFFECTS-4th.md Rocketry, §D.5), as
		// in the 3rd edition.
		rocketryReturns(x, p, colorsShowing(x, p, inn.Clock))
	}))

	// Skyscrapers: you transfer a non-yellow top card with a clock to my
	// board; if you did, score your new top card of that color, return the
	// rest of that pile, and transfer Skyscrapers to my hand if it is a top
	// card on any board.
	fourth(d, Skyscrapers, demand(func(x *inn.Exec) {
		p, me := x.Player, x.Activator
		tops := x.Filter(x.TopCards(p), func(c inn.Card) bool {
			return x.Color(c) != inn.Yellow && x.HasIcon(c, inn.Clock)
		})
		c := x.ChooseCard(p, skyscrapersGive[me], tops, false)
		if c == inn.NoCard {
			return
		}
		col := x.Color(c)
		x.Transfer(p, c, inn.BoardPlace(me, col))
		x.NoteDemandTransfer()
		// A card alone in its pile leaves nothing to score or return, and
		// the last step still follows (EFFECTS-4th.md Skyscrapers: it
		// hangs on the transfer alone).
		pile := inn.BoardPlace(p, col)
		if under := x.Top(p, col); under != inn.NoCard {
			x.ScoreFrom(p, under, pile)
		}
		var rest inn.Set
		for i, k := 0, x.Pile(p, col).Len(); i < k; i++ {
			rest.Add(x.Pile(p, col).At(i))
		}
		x.ReturnAllFrom(p, rest, pile)
		// The text tests that Skyscrapers is a top card (EFFECTS-4th.md
		// §D.6): on the activator's board as a rule, or wherever it lies
		// on top. A second opponent's demand finds it in the hand already.
		for q := 0; q < x.Players(); q++ {
			if x.Top(q, x.Color(Skyscrapers)) == Skyscrapers {
				x.TransferFrom(p, Skyscrapers, inn.HandPlace(me), inn.BoardPlace(q, x.Color(Skyscrapers)))
				break
			}
		}
	}))

	// Empiricism: choose two colors, then draw and reveal a 9; if it is of
	// one of them, meld it and splay that color up; if not, unsplay your
	// pile of its color and keep the card. Then: with twenty lightbulbs or
	// more, you win.
	fourth(d, Empiricism, effect(func(x *inn.Exec) {
		p := x.Player
		all := uint8(1<<inn.NumColors - 1)
		a, _ := x.ChooseColor(p, "Empiricism: name a color", all, false)
		b, _ := x.ChooseColor(p, "Empiricism: name a second color", all&^(1<<a), false)
		c := x.DrawAndReveal(p, 9)
		col := x.Color(c)
		if col == a || col == b {
			x.Meld(p, c)
			// Compulsory in the 4th edition (EFFECTS-4th.md Empiricism): a
			// pile of one card, or one splayed up already, stays as it is.
			x.Splay(p, col, inn.Up)
			return
		}
		// The card stays in the hand; a pile not splayed, or of one card,
		// has nothing to unsplay.
		x.Splay(p, col, inn.Unsplayed)
	}), effect(func(x *inn.Exec) {
		// At least twenty (EFFECTS-4th.md §0.3); a sharer who has them
		// wins before the activator looks.
		if x.Icons(x.Player, inn.Lightbulb) >= 20 {
			x.Win(x.Player)
		}
	}))

	// Socialism: you may tuck one of your top cards; if you did, tuck all
	// the cards of your hand. Then: you may junk an available achievement
	// of value 8, 9 or 10.
	fourth(d, Socialism, effect(func(x *inn.Exec) {
		p := x.Player
		c := x.ChooseCard(p, "Socialism: you may tuck one of your top cards", x.TopCards(p), true)
		if c == inn.NoCard {
			return
		}
		// A top card alone in its pile is tucked all the same: it is the
		// pile's bottom card afterwards too, and "you did".
		x.TuckFrom(p, c, inn.BoardPlace(p, x.Color(c)))
		// All of them, one at a time in the order p chooses
		// (ULT-KEY-ALL).
		hand := x.Hand(p)
		n := hand.Len()
		x.ChooseCards(p, "Socialism: tuck next", hand, n, n, func(c inn.Card) { x.Tuck(p, c) })
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// Standard achievements alone have a value (ULT-KEY-AVAILABLE);
		// with none of 8, 9 or 10 left there is nothing to offer.
		var mask uint16
		for age := 8; age <= 10; age++ {
			if x.StandardAchievement(age) != inn.NoCard {
				mask |= 1 << age
			}
		}
		if mask == 0 || !x.May(p, "Socialism: junk an available achievement of value 8, 9 or 10?") {
			return
		}
		// The achievements are face down: p names the value (one each).
		v := x.ChooseValue(p, "Socialism: the value of the achievement to junk", mask)
		x.JunkAchievement(p, x.StandardAchievement(v))
	}))
}
