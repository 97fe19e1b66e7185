package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of age 8, from the texts and rulings of EFFECTS.md "Age 8".
// Each card's comment restates its effects; the contract below it follows
// the text line by line.
func init() {
	// Quantum Theory. You may give back one or two cards of your hand; only
	// if you gave back two, you draw a 10, then draw another 10 and score
	// that one (ruling: one card returned earns nothing).
	card("Quantum Theory", func(c *C) {
		if len(c.Returns(Hand(c.Me)).May().UpTo(2)) == 2 {
			c.Draw(10)
			c.DrawAndScore(10)
		}
	})

	// Rocketry. Half your visible clocks, rounded down and counted once
	// before the first card, is how many cards you must send back to the
	// supply from your opponents' score piles, each card from whichever
	// opponent you like, as far as their piles hold cards (rulings). Your
	// own and a partner's piles are never touched.
	card("Rocketry", func(c *C) {
		n := c.Start.Shows(c.Me, inn.Clock) / 2
		returnsFromOpponents(c, n)
	})

	// Flight. (1) Only when your red pile is splayed up as the effect
	// begins, you may splay one pile of any color up. (2) You may splay
	// your red pile up.
	card("Flight", func(c *C) {
		if c.Start.Splay(c.Me, inn.Red) == inn.Up {
			c.SplayOneOf(inn.Up, true, allColors...)
		}
	}, func(c *C) {
		c.MaySplay(inn.Red, inn.Up)
	})

	// Mobility. I demand that, of your top cards that are neither red nor
	// show a factory (those on top as the demand begins: a card the first
	// transfer uncovers is never a candidate), you move the two highest to
	// my score pile, or the only one; then, if you moved any, you draw an
	// 8. The two may be of different ages; ties at the cut are yours.
	card("Mobility", func(c *C) {
		cands := Filter(c.Start.TopSet(c.Me), func(k inn.Card) bool {
			return c.Color(k) != inn.Red && !c.Has(k, inn.Factory)
		})
		if cands.Empty() {
			return
		}
		// The first is one of the two highest: at least the second-highest
		// age; the second is then the highest of what is left.
		high, hi := c.Start.Highest(cands)
		cut := hi
		if high.Len() == 1 {
			_, cut = c.Start.Highest(cands.Minus(high))
		}
		first := c.Transfers(Tops(c.Me), ScorePile(c.Activator)).If(func(k inn.Card) bool {
			return cands.Has(k) && c.Age(k) >= cut
		}).One()
		if first == inn.NoCard {
			return
		}
		rest := cands
		rest.Remove(first)
		if !rest.Empty() {
			next, _ := c.Start.Highest(rest)
			c.Transfers(Tops(c.Me), ScorePile(c.Activator)).In(next).One()
		}
		c.Draw(8)
	})

	// Corporations. (1) I demand you move one of your top cards that is
	// not green and shows a factory to my score pile; if you did, you draw
	// an 8 and meld it. (2) Draw an 8 and meld it.
	card("Corporations", func(c *C) {
		cands := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool {
			return c.Color(k) != inn.Green && c.Has(k, inn.Factory)
		})
		if len(c.Transfers(Tops(c.Me), ScorePile(c.Activator)).In(cands).Exactly(min(1, cands.Len()))) == 1 {
			c.DrawAndMeld(8)
		}
	}, func(c *C) {
		c.DrawAndMeld(8)
	})

	// Mass Media. (1) You may put one card of your hand back in the supply;
	// if you do, you name an age, and every card of that age in any score
	// pile, yours too, goes back to the supply (ruling: the age may be one
	// nobody holds; the age named is not logged, so the first card returned
	// sets it, and then all the others of its age must follow). (2) You may
	// splay your purple pile up.
	card("Mass Media", func(c *C) {
		if c.Returns(Hand(c.Me)).May().Maybe() == inn.NoCard {
			return
		}
		k := c.Returns(ScorePile(AnyPlayer)).Maybe()
		if k == inn.NoCard {
			return
		}
		var rest inn.Set
		for p := 0; p < c.Players(); p++ {
			rest = rest.Union(c.OfAge(c.Now().ScorePile(p), c.Age(k)))
		}
		c.Returns(ScorePile(AnyPlayer)).All(rest)
	}, func(c *C) {
		c.MaySplay(inn.Purple, inn.Up)
	})

	// Antibiotics. You may put back up to three cards of your hand; for
	// every distinct age among them, draw two 8s (ruling: one card, two
	// 8s).
	card("Antibiotics", func(c *C) {
		got := c.Returns(Hand(c.Me)).May().UpTo(3)
		var ages [inn.AgeCap + 1]bool
		n := 0
		for _, k := range got {
			if !ages[c.Age(k)] {
				ages[c.Age(k)] = true
				n++
			}
		}
		for i := 0; i < 2*n && !c.Done(); i++ {
			c.Draw(8)
		}
	})

	// Skyscrapers. I demand you move one of your top cards that is not
	// yellow and shows a clock onto my board; if you did, you score the
	// card it covered, now your top card of that color, and then put every
	// card left in that pile back in the supply (ruling: a card alone in
	// its pile leaves nothing to score or return).
	card("Skyscrapers", func(c *C) {
		cands := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool {
			return c.Color(k) != inn.Yellow && c.Has(k, inn.Clock)
		})
		k := c.Transfers(Tops(c.Me), Board(c.Activator)).In(cands).Exactly(min(1, cands.Len()))
		if len(k) != 1 {
			return
		}
		col := c.Color(k[0])
		under := c.Now().Top(c.Me, col)
		if under == inn.NoCard {
			return
		}
		c.Score(under)
		var rest inn.Set
		for _, x := range c.Now().Pile(c.Me, col) {
			rest.Add(x)
		}
		c.Returns(PileOf(c.Me, col)).All(rest)
	})

	// Empiricism. (1) You pick two colors, draw a 9 and show it; if its
	// color is one you picked, you meld it and then may splay that color
	// up; else it stays in your hand. The colors picked are not logged: the
	// meld is allowed or not, but it is that card or nothing, and no
	// question comes between the draw and the meld. (2) With 20 visible
	// lightbulbs or more on your board you win (shared: a sharer may win
	// first).
	card("Empiricism", func(c *C) {
		k := c.DrawAndReveal(9)
		if k == inn.NoCard {
			return
		}
		if c.Melds(Hand(c.Me)).If(func(x inn.Card) bool { return x == k }).Maybe() != inn.NoCard {
			c.MaySplay(c.Color(k), inn.Up)
		}
	}, func(c *C) {
		if c.Start.Shows(c.Me, inn.Lightbulb) >= 20 {
			c.Win(c.Me)
		}
	})

	// Socialism. You may tuck your whole hand, in the order you like, and
	// never just part of it; if a purple card was among those tucked, you
	// take into your hand every card of the lowest age of each other
	// player's hand, the lowest found hand by hand (ruling). "Other player"
	// takes in a partner too, as EFFECTS.md words it.
	card("Socialism", func(c *C) {
		hand := c.Now().Hand(c.Me)
		got := c.Tucks(Hand(c.Me)).May().UpTo(hand.Len())
		c.Expect(len(got) == 0 || len(got) == hand.Len(), "Socialism tucks the whole hand or nothing; %d of %d were tucked", len(got), hand.Len())
		purple := false
		for _, k := range got {
			purple = purple || c.Color(k) == inn.Purple
		}
		if !purple {
			return
		}
		var low inn.Set
		for q := 0; q < c.Players(); q++ {
			if q != c.Me {
				l, _ := c.Now().Lowest(c.Now().Hand(q))
				low = low.Union(l)
			}
		}
		c.Transfers(Hand(AnyPlayer), Hand(c.Me)).All(low)
	})
}

// returnsFromOpponents reads Rocketry's returns (both editions): n cards,
// all there are when the opponents' score piles hold fewer, each from the
// score pile of an opponent.
func returnsFromOpponents(c *C, n int) {
	held := 0
	for _, q := range c.Opponents(c.Me) {
		held += c.Start.ScorePile(q).Len()
	}
	opp := func(k inn.Card) bool {
		for _, q := range c.Opponents(c.Me) {
			if c.now.ScorePile(q).Has(k) {
				return true
			}
		}
		return false
	}
	c.Returns(ScorePile(AnyPlayer)).If(opp).Exactly(min(n, held))
}
