package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge9 writes the effects of the ten cards of age 9
// (EFFECTS.md "Age 9").
//
// Of the three demands of this age, Composites and Fission have no
// follow-up on the demand's result, and Services' follow-up ("if you
// transferred at least one card") is not listed with the IELLO phrase
// « Si vous subissez ce Dogme » (EFFECTS.md D.5), nor does the French seed
// give its text: the VAR-IF-AFFECTED variant changes nothing here.
func registerAge9(d *inn.Deck) {
	// Computers: you may splay your red or your green pile up. Then: draw
	// and meld a 10, and execute its non-demand effects yourself alone.
	both(d, Computers, effect(func(x *inn.Exec) {
		offerSplayOf(x, "Computers: you may splay red or green up", inn.Up, inn.Red, inn.Green)
	}), effect(func(x *inn.Exec) {
		c := x.DrawAndMeld(x.Player, 10)
		// EFFECTS.md §0.11, DOGMA-9: not shared, demands skipped.
		x.ExecuteEffects(c)
	}))

	// Genetics: draw and meld a 10, then score every card beneath it in
	// its pile.
	both(d, Genetics, effect(func(x *inn.Exec) {
		scoreBeneath(x, x.Player, x.DrawAndMeld(x.Player, 10))
	}))

	// Composites: you transfer every card of your hand but one (you keep
	// the one you choose) to my hand, and the highest card of your score
	// pile to my score pile.
	both(d, Composites, demand(func(x *inn.Exec) {
		p, me := x.Player, x.Activator
		hand := x.Hand(p)
		// With one card or none nothing moves from the hand (ruling).
		if hand.Len() >= 2 {
			keep := x.ChooseCard(p, "Composites: choose the card you keep", hand, false)
			give := hand
			give.Remove(keep)
			give.Each(func(c inn.Card) { x.Transfer(p, c, inn.HandPlace(me)) })
			x.NoteDemandTransfer()
		}
		// The owner picks among tied highest cards (KEY-HILO).
		high, _ := x.Highest(x.ScorePile(p))
		if c := x.ChooseCard(p, compositesScore[me], high, false); c != inn.NoCard {
			x.Transfer(p, c, inn.ScorePlace(me))
			x.NoteDemandTransfer()
		}
	}))

	// Fission: you draw and reveal a 10; if it is red, every card in
	// every hand, board and score pile is removed from the game and the
	// Dogma action ends at once. Then (not reached after a red 10): return
	// a top card other than Fission from any board; in the 3rd edition,
	// then draw a 10.
	fissionDemand := demand(func(x *inn.Exec) {
		p := x.Player
		c := x.DrawAndReveal(p, 10)
		if x.Color(c) != inn.Red {
			return // kept in hand (ruling)
		}
		// Achievements and supply piles are untouched; the removed cards
		// go to the box (KEY-REMOVE, rulings). The performer removes
		// them, from its own zones first and then clockwise.
		for k := 0; k < x.Players(); k++ {
			q := (p + k) % x.Players()
			x.Hand(q).Each(func(c inn.Card) { x.Remove(p, c, inn.HandPlace(q)) })
			for col := inn.Color(0); col < inn.NumColors; col++ {
				for x.Top(q, col) != inn.NoCard {
					x.Remove(p, x.Top(q, col), inn.BoardPlace(q, col))
				}
			}
			x.ScorePile(q).Each(func(c inn.Card) { x.Remove(p, c, inn.ScorePlace(q)) })
		}
		// No further opponent executes the demand, and the non-demand
		// effect does not happen (EFFECTS.md Fission).
		x.EndDogmaAction()
	})
	d.SetEffects(Fission, inn.Third, fissionDemand, effect(func(x *inn.Exec) {
		fissionReturn(x)
		// The draw happens even with no eligible top card (EFFECTS.md).
		x.Draw(x.Player, 10)
	}))
	d.SetEffects(Fission, inn.First, fissionDemand, effect(fissionReturn))

	// Collaboration: you draw and reveal two 9s; I choose one, which you
	// transfer to my board, and you meld the other. Then: if your green
	// pile has ten cards or more, you win.
	both(d, Collaboration, demand(func(x *inn.Exec) {
		p, me := x.Player, x.Activator
		a := x.DrawAndReveal(p, 9)
		b := x.DrawAndReveal(p, 9)
		// The one demand whose choice is the activator's (EFFECTS.md
		// §0.3 and ruling); both cards are revealed, so the activator
		// sees them (INFO-2).
		pick := x.ChooseCard(me, collaborationPick[p], inn.SetOf(a, b), false)
		other := a
		if pick == a {
			other = b
		}
		x.Transfer(p, pick, inn.BoardPlace(me, x.Color(pick)))
		x.NoteDemandTransfer()
		x.Meld(p, other)
	}), effect(func(x *inn.Exec) {
		// Only the count matters, not the splay; a sharer resolves first
		// (rulings).
		if x.Pile(x.Player, inn.Green).Len() >= 10 {
			x.Win(x.Player)
		}
	}))

	// Satellites: return your whole hand, then draw three 8s. Then: you
	// may splay purple up. Then: meld a card from your hand and execute
	// its non-demand effects yourself alone.
	both(d, Satellites, effect(func(x *inn.Exec) {
		p := x.Player
		x.ReturnAll(p, x.Hand(p))
		for i := 0; i < 3; i++ {
			x.Draw(p, 8)
		}
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Purple, inn.Up, "Satellites: splay your purple pile up?")
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// Mandatory when the hand is not empty.
		c := x.ChooseCard(p, "Satellites: meld a card from your hand", x.Hand(p), false)
		if c == inn.NoCard {
			return
		}
		x.Meld(p, c)
		// EFFECTS.md §0.11, DOGMA-9.
		x.ExecuteEffects(c)
	}))

	// Ecology: you may return a card from your hand; if you do, score a
	// card from your hand and draw two 10s.
	both(d, Ecology, effect(func(x *inn.Exec) {
		p := x.Player
		c := mayReturnOne(x, "Ecology: you may return a card from your hand")
		if c == inn.NoCard {
			return
		}
		if s := x.ChooseCard(p, "Ecology: score a card from your hand", x.Hand(p), false); s != inn.NoCard {
			x.Score(p, s)
		}
		// Drawn even when the hand was empty after the return (ruling).
		x.Draw(p, 10)
		x.Draw(p, 10)
	}))

	// Suburbia: you may tuck any number of cards from your hand; then draw
	// and score a 1 for each card tucked.
	both(d, Suburbia, effect(func(x *inn.Exec) {
		p := x.Player
		hand := x.Hand(p)
		tucked := x.ChooseCards(p, "Suburbia: you may tuck a card from your hand", hand, 0, hand.Len(),
			func(c inn.Card) { x.Tuck(p, c) })
		// The count is fixed before the first draw (EFFECTS.md §0.7); the
		// draws skip upward once the 1s run out (ruling, DRAW-2).
		n := len(tucked)
		for i := 0; i < n; i++ {
			x.DrawAndScore(p, 1)
		}
	}))

	// Services: you transfer every card of the highest age in your score
	// pile to my hand; if you transferred any, you take one of my top
	// cards without a leaf (your choice) into your hand.
	both(d, Services, demand(func(x *inn.Exec) {
		p, me := x.Player, x.Activator
		high, _ := x.Highest(x.ScorePile(p))
		if high.Empty() {
			return
		}
		high.Each(func(c inn.Card) { x.Transfer(p, c, inn.HandPlace(me)) })
		x.NoteDemandTransfer()
		tops := x.Filter(x.TopCards(me), func(c inn.Card) bool { return !x.HasIcon(c, inn.Leaf) })
		if c := x.ChooseCard(p, servicesTake[me], tops, false); c != inn.NoCard {
			x.TransferFrom(p, c, inn.HandPlace(p), inn.WholeBoard(me))
		}
	}))

	// Specialization: reveal a card from your hand; take every opponent's
	// top card of its color into your hand. Then: you may splay yellow or
	// blue up.
	both(d, Specialization, effect(func(x *inn.Exec) {
		p := x.Player
		c := x.ChooseCard(p, "Specialization: reveal a card from your hand", x.Hand(p), false)
		if c == inn.NoCard {
			return // an empty hand: nothing happens
		}
		x.Reveal(p, c)
		col := x.Color(c)
		// Every opponent, whatever its icons; not a partner (ruling,
		// EFFECTS.md §0.13). Clockwise from p's left.
		for k := 1; k < x.Players(); k++ {
			q := (p + k) % x.Players()
			if t := x.Top(q, col); x.IsOpponent(p, q) && t != inn.NoCard {
				x.TransferFrom(p, t, inn.HandPlace(p), inn.BoardPlace(q, col))
			}
		}
	}), effect(func(x *inn.Exec) {
		offerSplayOf(x, "Specialization: you may splay yellow or blue up", inn.Up, inn.Yellow, inn.Blue)
	}))
}

// fissionReturn has the performer return one top card other than Fission
// from any player's board, its own included; it is mandatory when such a
// card exists (EFFECTS.md Fission ruling). The performer first chooses the
// player, then the card, so that each question offers the cards of one
// board.
func fissionReturn(x *inn.Exec) {
	p := x.Player
	eligible := func(q int) inn.Set {
		return x.Filter(x.TopCards(q), func(c inn.Card) bool { return c != Fission })
	}
	var mask uint8
	for q := 0; q < x.Players(); q++ {
		if !eligible(q).Empty() {
			mask |= 1 << q
		}
	}
	q := x.ChoosePlayer(p, "Fission: return a top card from the board of", mask, false)
	if q < 0 {
		return
	}
	c := x.ChooseCard(p, fissionReturnFrom[q], eligible(q), false)
	x.ReturnFrom(p, c, inn.WholeBoard(q))
}

// Prompts of the age-9 cards, one per seat, built once so that asking
// never builds a string.
var (
	compositesScore   = bySeat("Composites: transfer the highest card of your score pile to %s's score pile")
	fissionReturnFrom = bySeat("Fission: return a top card from %s's board")
	collaborationPick = bySeat("Collaboration: choose the card %s transfers to your board")
	servicesTake      = bySeat("Services: take a top card without a leaf from %s's board")
)

// scoreBeneath scores every card beneath card c, the top of its pile on
// player p's board (Genetics), from the one just under it down to the
// bottom. They all go to the score pile, where order does not matter, so
// nobody is asked.
func scoreBeneath(x *inn.Exec, p int, c inn.Card) {
	col := x.Color(c)
	pile := x.Pile(p, col)
	var under []inn.Card
	for i := pile.Len() - 2; i >= 0; i-- {
		under = append(under, pile.At(i))
	}
	for _, u := range under {
		x.ScoreFrom(p, u, inn.BoardPlace(p, col))
	}
}
