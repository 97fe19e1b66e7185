package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of age 10, from the texts and rulings of EFFECTS.md "Age
// 10". Each card's comment restates its effects; the contract below it
// follows the text line by line. Every card of the age reads the same in
// both editions.
func init() {
	// Bioengineering. (1) Pick one top card showing a leaf on the board of
	// any opponent (any of them, whatever their icons) and transfer it to
	// your score pile. (2) When some player, you too, shows fewer than three
	// leaves, the one player showing strictly the most leaves wins; a tie
	// for the most does nothing. A partner is no opponent (the 1st edition's
	// "any other player" reads the same, EFFECTS.md D.4, as for Clothing).
	card("Bioengineering", func(c *C) {
		var leafy inn.Set
		for _, q := range c.Opponents(c.Me) {
			leafy = leafy.Union(c.WithIcon(c.Now().TopSet(q), inn.Leaf))
		}
		c.Transfers(Tops(AnyPlayer), ScorePile(c.Me)).In(leafy).Exactly(min(1, leafy.Len()))
	}, func(c *C) {
		fewLeavesWin(c, 3)
	})

	// Software. (1) Draw a 10 and score it. (2) Draw a 10 and meld it, then
	// draw another 10 and meld it; then you alone execute each non-demand
	// effect of the second card melded, not the first.
	card("Software", func(c *C) {
		c.DrawAndScore(10)
	}, func(c *C) {
		c.DrawAndMeld(10)
		k := c.DrawAndMeld(10)
		c.ExecuteAll(k)
	})

	// Miniaturization. You may return one card from your hand; if it was a
	// 10, draw one 10 for each different age among the cards of your score
	// pile.
	card("Miniaturization", func(c *C) {
		k := c.Returns(Hand(c.Me)).May().Maybe()
		if k == inn.NoCard || c.Age(k) != 10 {
			return
		}
		var ages [inn.AgeCap + 1]bool
		n := 0
		c.Now().ScorePile(c.Me).Each(func(s inn.Card) {
			if a := c.Age(s); !ages[a] {
				ages[a] = true
				n++
			}
		})
		for i := 0; i < n && !c.Done(); i++ {
			c.Draw(10)
		}
	})

	// Robotics. Score your top green card, if there is one; then draw a 10
	// and meld it, and you alone execute each non-demand effect of that
	// card.
	card("Robotics", func(c *C) {
		if c.Now().PileLen(c.Me, inn.Green) > 0 {
			c.Scores(TopOf(c.Me, inn.Green)).One()
		}
		k := c.DrawAndMeld(10)
		c.ExecuteAll(k)
	})

	// Databases. I demand you return half of your score pile, rounded up,
	// the cards of your choice (1 of 1, 2 of 3, none of none).
	card("Databases", func(c *C) {
		n := (c.Now().ScorePile(c.Me).Len() + 1) / 2
		c.Returns(ScorePile(c.Me)).Exactly(n)
	})

	// Self Service. (1) Pick one of your top cards other than Self Service
	// and execute its non-demand effects, alone. (2) If you hold more
	// achievements than each other player, you win; in the team game the
	// two sides' totals are compared (ruling).
	card("Self Service", func(c *C) {
		self := c.Lookup("Self Service")
		others := c.Now().TopSet(c.Me)
		others.Remove(self)
		c.ExecuteOneOf(others)
	}, func(c *C) {
		t := c.Now()
		mine, theirs := 0, 0
		for p := 0; p < t.N; p++ {
			n := t.Achievements(p).Len()
			switch {
			case c.side(c.Me)&(1<<p) != 0:
				mine += n
			case t.teams:
				theirs += n
			default:
				theirs = max(theirs, n)
			}
		}
		if mine > theirs {
			c.Win(c.Me)
		}
	})

	// Globalization. (1) I demand you return one of your top cards that
	// shows a leaf, your choice. (2) Draw a 6 and score it; then, if no
	// player shows more leaves than factories, the one player with strictly
	// the highest score wins; a tie for it does nothing.
	card("Globalization", func(c *C) {
		leafy := c.WithIcon(c.Now().TopSet(c.Me), inn.Leaf)
		c.Returns(Tops(c.Me)).In(leafy).Exactly(min(1, leafy.Len()))
	}, func(c *C) {
		c.DrawAndScore(6)
		if c.Done() {
			return
		}
		t := c.Now()
		for p := 0; p < t.N; p++ {
			if t.Shows(p, inn.Leaf) > t.Shows(p, inn.Factory) {
				return
			}
		}
		if p := c.Single(true, t.Points); p >= 0 {
			c.Win(p)
		}
	})

	// Stem Cells. You may score the whole of your hand: every card or none,
	// never a part.
	card("Stem Cells", func(c *C) {
		n := c.Now().Hand(c.Me).Len()
		got := len(c.Scores(Hand(c.Me)).May().UpTo(n))
		c.Expect(got == 0 || got == n, "Stem Cells scores the whole hand (%d cards) or nothing; %d were scored", n, got)
	})

	// A.I. (1) Draw a 10 and score it. (2) When Robotics and Software are
	// both top cards, on one board or two, the one player with strictly the
	// lowest score wins, whoever performs it; a tie for it does nothing.
	card("A.I.", func(c *C) {
		c.DrawAndScore(10)
	}, func(c *C) {
		t := c.Now()
		rk, sk := c.Lookup("Robotics"), c.Lookup("Software")
		robotics, software := false, false
		for p := 0; p < t.N; p++ {
			tops := t.TopSet(p)
			robotics = robotics || tops.Has(rk)
			software = software || tops.Has(sk)
		}
		if !robotics || !software {
			return
		}
		if p := c.Single(false, t.Points); p >= 0 {
			c.Win(p)
		}
	})

	// The Internet. (1) You may splay your green cards up. (2) Draw a 10
	// and score it. (3) Halve the clocks you show, rounding down, and draw
	// and meld a 10 that many times (the number fixed first).
	card("The Internet", func(c *C) {
		c.MaySplay(inn.Green, inn.Up)
	}, func(c *C) {
		c.DrawAndScore(10)
	}, func(c *C) {
		n := c.Now().Shows(c.Me, inn.Clock) / 2
		for i := 0; i < n && !c.Done(); i++ {
			c.DrawAndMeld(10)
		}
	})
}

// fewLeavesWin reads Bioengineering's win (both editions): when some player
// shows fewer than few leaves, the single player with the most leaves
// wins; nobody on a tie.
func fewLeavesWin(c *C, few int) {
	t := c.Now()
	short := false
	for p := 0; p < t.N; p++ {
		short = short || (t.In(p) && t.Shows(p, inn.Leaf) < few)
	}
	if !short {
		return
	}
	if p := c.Single(true, func(p int) int { return t.Shows(p, inn.Leaf) }); p >= 0 {
		c.Win(p)
	}
}
