package cards

import (
	"math/bits"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// registerAge8 writes the effects of the ten cards of age 8
// (EFFECTS.md "Age 8").
//
// None of the three demands of this age (Mobility, Corporations,
// Skyscrapers) is listed with the IELLO phrase « Si vous subissez ce Dogme »
// (EFFECTS.md Oars ruling, D.5), and the French seed does not give their
// texts, so the VAR-IF-AFFECTED variant changes nothing here.
func registerAge8(d *inn.Deck) {
	// Quantum Theory: you may return one or two cards from your hand; if
	// you returned exactly two, draw a 10, then draw and score a 10.
	both(d, QuantumTheory, effect(func(x *inn.Exec) {
		p := x.Player
		back := x.ChooseCards(p, "Quantum Theory: you may return a card from your hand", x.Hand(p), 0, 2,
			func(c inn.Card) { x.Return(p, c) })
		// EFFECTS.md Quantum Theory ruling: one card gives nothing.
		if len(back) == 2 {
			x.Draw(p, 10)
			x.DrawAndScore(p, 10)
		}
	}))

	// Rocketry: return one card from your opponents' score piles for every
	// two clocks you show, choosing the opponent of each card.
	both(d, Rocketry, effect(func(x *inn.Exec) {
		p := x.Player
		// The count is fixed before the first return (EFFECTS.md §0.7).
		n := x.Icons(p, inn.Clock) / 2
		rocketryReturns(x, p, n)
	}))

	// Flight: if your red pile is splayed up, you may splay any one color
	// up. Then: you may splay your red pile up.
	both(d, Flight, effect(func(x *inn.Exec) {
		p := x.Player
		// Red's splay is looked at now, before the second effect.
		if x.Pile(p, inn.Red).Splay() != inn.Up {
			return
		}
		mask := inn.ColorMask(func(c inn.Color) bool { return x.CanSplay(p, c, inn.Up) })
		if c, ok := x.ChooseColor(p, "Flight: you may splay a color up", mask, true); ok {
			x.Splay(p, c, inn.Up)
		}
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Red, inn.Up, "Flight: splay your red pile up?")
	}))

	// Mobility: you transfer your two highest non-red top cards without a
	// factory to my score pile; if you transferred any, you draw an 8.
	both(d, Mobility, demand(func(x *inn.Exec) {
		p := x.Player
		// The candidates are fixed when the demand starts: a card
		// uncovered by the first transfer is not taken (EFFECTS.md
		// Mobility ruling).
		tops := x.Filter(x.TopCards(p), func(c inn.Card) bool {
			return x.Color(c) != inn.Red && !x.HasIcon(c, inn.Factory)
		})
		give := highestN(x, p, mobilityGive[x.Activator], tops, 2)
		give.Each(func(c inn.Card) { x.Transfer(p, c, inn.ScorePlace(x.Activator)) })
		if give.Empty() {
			return
		}
		x.NoteDemandTransfer()
		x.Draw(p, 8)
	}))

	// Corporations: you transfer a non-green top card with a factory to
	// my score pile; if you did, you draw and meld an 8. Then: draw and
	// meld an 8.
	both(d, Corporations, demand(func(x *inn.Exec) {
		p := x.Player
		tops := x.Filter(x.TopCards(p), func(c inn.Card) bool {
			return x.Color(c) != inn.Green && x.HasIcon(c, inn.Factory)
		})
		c := x.ChooseCard(p, corporationsGive[x.Activator], tops, false)
		if c == inn.NoCard {
			return
		}
		x.Transfer(p, c, inn.ScorePlace(x.Activator))
		x.NoteDemandTransfer()
		x.DrawAndMeld(p, 8)
	}), effect(func(x *inn.Exec) {
		x.DrawAndMeld(x.Player, 8)
	}))

	// Mass Media: you may return a card from your hand; if you do, name a
	// value and return every card of that value from every player's score
	// pile, yours included. Then: you may splay your purple pile up.
	both(d, MassMedia, effect(func(x *inn.Exec) {
		p := x.Player
		c := mayReturnOne(x, "Mass Media: you may return a card from your hand")
		if c == inn.NoCard {
			return
		}
		// Any value, even one nobody holds (EFFECTS.md Mass Media ruling).
		v := x.ChooseValue(p, "Mass Media: name a value", inn.AnyValue)
		ofValue := func(c inn.Card) bool { return x.Age(c) == v }
		// Every player's pile, from p's own clockwise. p orders the
		// returns of its own cards (KEY-RETURN); another player's cards
		// are face down to p (INFO-1), so they go in card order.
		for k := 0; k < x.Players(); k++ {
			q := (p + k) % x.Players()
			cards := x.Filter(x.ScorePile(q), ofValue)
			if q == p {
				x.ReturnAllFrom(p, cards, inn.ScorePlace(p))
				continue
			}
			cards.Each(func(c inn.Card) { x.ReturnFrom(p, c, inn.ScorePlace(q)) })
		}
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Purple, inn.Up, "Mass Media: splay your purple pile up?")
	}))

	// Antibiotics: you may return up to three cards from your hand; draw
	// two 8s for every different value among them.
	both(d, Antibiotics, effect(func(x *inn.Exec) {
		p := x.Player
		var values uint16
		x.ChooseCards(p, "Antibiotics: you may return a card from your hand", x.Hand(p), 0, 3, func(c inn.Card) {
			x.Return(p, c)
			values |= 1 << x.Age(c)
		})
		// The count is fixed before the first draw (EFFECTS.md §0.7).
		n := 2 * bits.OnesCount16(values)
		for i := 0; i < n; i++ {
			x.Draw(p, 8)
		}
	}))

	// Skyscrapers: you transfer a non-yellow top card with a clock to my
	// board; if you did, score the card beneath it and return the rest of
	// that pile.
	both(d, Skyscrapers, demand(func(x *inn.Exec) {
		p := x.Player
		tops := x.Filter(x.TopCards(p), func(c inn.Card) bool {
			return x.Color(c) != inn.Yellow && x.HasIcon(c, inn.Clock)
		})
		c := x.ChooseCard(p, skyscrapersGive[x.Activator], tops, false)
		if c == inn.NoCard {
			return
		}
		col := x.Color(c)
		x.Transfer(p, c, inn.BoardPlace(x.Activator, col))
		x.NoteDemandTransfer()
		// A card alone in its pile leaves nothing to score or return
		// (EFFECTS.md Skyscrapers ruling).
		pile := inn.BoardPlace(p, col)
		if under := x.Top(p, col); under != inn.NoCard {
			x.ScoreFrom(p, under, pile)
		}
		var rest inn.Set
		for i, k := 0, x.Pile(p, col).Len(); i < k; i++ {
			rest.Add(x.Pile(p, col).At(i))
		}
		x.ReturnAllFrom(p, rest, pile)
	}))

	// Empiricism: name two colors, draw and reveal a 9; if it is of one of
	// them, meld it and you may splay that color up. Then: if you show
	// twenty lightbulbs or more, you win.
	both(d, Empiricism, effect(func(x *inn.Exec) {
		p := x.Player
		all := uint8(1<<inn.NumColors - 1)
		a, _ := x.ChooseColor(p, "Empiricism: name a color", all, false)
		b, _ := x.ChooseColor(p, "Empiricism: name a second color", all&^(1<<a), false)
		c := x.DrawAndReveal(p, 9)
		if col := x.Color(c); col == a || col == b {
			x.Meld(p, c)
			offerSplay(x, col, inn.Up, empiricismSplay[col])
		}
	}), effect(func(x *inn.Exec) {
		// Shared: a sharer with twenty lightbulbs wins before the
		// activator looks (EFFECTS.md Empiricism ruling).
		if x.Icons(x.Player, inn.Lightbulb) >= 20 {
			x.Win(x.Player)
		}
	}))

	// Socialism: you may tuck your whole hand, in the order you choose; if
	// a purple card was among them, take every lowest card of each other
	// player's hand into your hand.
	both(d, Socialism, effect(func(x *inn.Exec) {
		p := x.Player
		hand := x.Hand(p)
		// All or nothing (EFFECTS.md Socialism).
		if hand.Empty() || !x.May(p, "Socialism: tuck every card of your hand?") {
			return
		}
		purple := false
		n := hand.Len()
		x.ChooseCards(p, "Socialism: tuck next", hand, n, n, func(c inn.Card) {
			x.Tuck(p, c)
			if x.Color(c) == inn.Purple {
				purple = true
			}
		})
		if !purple {
			return
		}
		// "Each other player": a partner too (EFFECTS.md Socialism,
		// §0.13). The lowest value is found in each hand apart (ruling);
		// hand values are public (INFO-1), so nobody reveals a hand.
		for k := 1; k < x.Players(); k++ {
			q := (p + k) % x.Players()
			low, _ := x.Lowest(x.Hand(q))
			low.Each(func(c inn.Card) { x.TransferFrom(p, c, inn.HandPlace(p), inn.HandPlace(q)) })
		}
	}))
}

// Prompts of the age-8 cards, one per seat or color, built once so that
// asking never builds a string.
var (
	rocketryValue    = bySeat("Rocketry: the value of the card to return from %s's score pile")
	mobilityGive     = bySeat("Mobility: choose a top card to transfer to %s's score pile")
	corporationsGive = bySeat("Corporations: transfer a non-green top card with a factory to %s's score pile")
	skyscrapersGive  = bySeat("Skyscrapers: transfer a non-yellow top card with a clock to %s's board")
	empiricismSplay  = byColor("Empiricism: splay your %s pile up?")
)

// rocketryReturns has player p return n cards, one at a time, each from
// the score pile of an opponent p chooses (Rocketry, both decks). Not a
// demand: icons do not protect, a partner is not a target (EFFECTS.md
// Rocketry rulings). The cards of an opponent's score pile are face down:
// p sees only their values (INFO-1, INFO-2), so p picks a value, and the
// cards of that value, which p cannot tell apart, go in card order.
func rocketryReturns(x *inn.Exec, p, n int) {
	for i := 0; i < n; i++ {
		var mask uint8
		for q := 0; q < x.Players(); q++ {
			if x.IsOpponent(p, q) && !x.ScorePile(q).Empty() {
				mask |= 1 << q
			}
		}
		if mask == 0 {
			return
		}
		q := x.ChoosePlayer(p, "Rocketry: return a card from the score pile of", mask, false)
		score := x.ScorePile(q)
		v := x.ChooseValue(p, rocketryValue[q], x.ValueMask(score))
		c := x.Filter(score, func(c inn.Card) bool { return x.Age(c) == v }).First()
		x.ReturnFrom(p, c, inn.ScorePlace(q))
	}
}
