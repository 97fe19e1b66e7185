package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of the age-9 cards of Echoes of the Past, from the texts
// of EFFECTS-echoes.md "Age 9".
func init() {
	// Calculator. (1) Score two of your bottom non-blue cards, your choice
	// (all when fewer); if you scored two whose values add up to less than
	// 12, draw a card of that total and do it all once more, no more.
	// (2) You may splay your blue pile up.
	echoes("Calculator", nil, func(c *C) {
		for round := 0; round < 2 && !c.Done(); round++ {
			var bottoms inn.Set
			for col := inn.Color(0); col < inn.NumColors; col++ {
				if k := c.Now().Bottom(c.Me, col); k != inn.NoCard && col != inn.Blue {
					bottoms.Add(k)
				}
			}
			got := c.Scores(Bottoms(c.Me)).In(bottoms).Exactly(min(2, bottoms.Len()))
			if len(got) < 2 || c.Age(got[0])+c.Age(got[1]) >= 12 {
				return
			}
			c.Draw(c.Age(got[0]) + c.Age(got[1]))
		}
	}, func(c *C) {
		c.MaySplay(inn.Blue, inn.Up)
	})

	// Laser. (1) Return four cards of your score pile, your choice (all
	// when fewer), then every available standard achievement. (2) Draw an
	// 11 and foreshadow it; draw and meld a 10; if Laser was foreseen,
	// draw and meld an 11.
	echoes("Laser", nil, func(c *C) {
		c.Returns(ScorePile(c.Me)).Exactly(min(4, c.Start.ScorePile(c.Me).Len()))
		c.Returns(AgeAchievements()).Exactly(c.Now().AvailableStandard().Len())
	}, func(c *C) {
		c.drawAndForeshadow(11)
		c.DrawAndMeld(10)
		if c.Foreseen() {
			c.DrawAndMeld(11)
		}
	})

	// Helicopter. Transfer a top card other than Helicopter, from any
	// board, to the score pile of that board's owner. You may return a card
	// of your hand that shares an icon (not the hexagon) with it; if you
	// do, do it all again.
	echoes("Helicopter", nil, func(c *C) {
		heli := c.Lookup("Helicopter")
		for !c.Done() {
			var tops inn.Set
			var owner [inn.MaxCards]int8
			for q := 0; q < c.Players(); q++ {
				if !c.Now().In(q) {
					continue
				}
				c.Now().TopSet(q).Each(func(k inn.Card) {
					if k != heli {
						tops.Add(k)
						owner[k] = int8(q)
					}
				})
			}
			got := c.Transfers(Tops(AnyPlayer), ScorePile(AnyPlayer)).In(tops).Exactly(min(1, tops.Len()))
			if len(got) == 0 {
				return
			}
			k := got[0]
			q := int(owner[k])
			c.Expect(c.Now().ScorePile(q).Has(k), "Helicopter sends %s elsewhere than its owner's score pile", c.Name(k))
			shares := Filter(c.Now().Hand(c.Me), func(h inn.Card) bool {
				for i := inn.Castle; i < inn.NumIcons; i++ {
					if c.Has(h, i) && c.Has(k, i) {
						return true
					}
				}
				return false
			})
			if c.Returns(Hand(c.Me)).In(shares).May().Maybe() == inn.NoCard {
				return
			}
		}
	})

	// Jet. Echo: meld a card from your hand, if you have one. Demand:
	// return your top card of the colour I melded last by Jet's echo
	// effect in this action, then junk the available standard achievements
	// of that melded card's value and of the returned card's value. The
	// colour and the melded value show in no event of the demand: the
	// contract reads at most one top card returned and at most two
	// standard achievements junked, the returned card's value among them
	// when it was available. (2) Draw a 10 and foreshadow it.
	echoes("Jet", func(c *C) {
		c.Melds(Hand(c.Me)).Exactly(min(1, c.Now().Hand(c.Me).Len()))
	}, func(c *C) {
		// The card the activator melded last by the echo effect in this
		// action: nothing melded, no colour and no value.
		m := c.EchoLast(inn.EvMeld, c.Activator)
		if m == inn.NoCard {
			return
		}
		k := inn.NoCard
		if c.Now().Top(c.Me, c.Color(m)) != inn.NoCard {
			k = c.Returns(TopOf(c.Me, c.Color(m))).One()
		}
		// Every available standard achievement of either value, those
		// made available beside the first of a value too (ULT-KEY-AVAILABLE).
		values := uint16(1) << c.Age(m)
		if k != inn.NoCard {
			values |= 1 << c.Age(k)
		}
		c.Junks(AgeAchievements()).All(Filter(c.Now().AvailableStandard(), func(a inn.Card) bool { return values&(1<<c.Age(a)) != 0 }))
	}, func(c *C) {
		c.drawAndForeshadow(10)
	})

	// Credit Card. Echo: draw a 9 and foreshadow it. (1) You may transfer
	// one of your non-green top cards to your hand; if you do, draw and
	// score a card of its value, and if Credit Card was foreseen do it all
	// again. (2) You may splay your green pile up.
	echoes("Credit Card", func(c *C) { c.drawAndForeshadow(9) }, func(c *C) {
		nonGreen := func(k inn.Card) bool { return c.Color(k) != inn.Green }
		for round := 0; !c.Done(); round++ {
			if round > 0 && !c.Foreseen() {
				return
			}
			k := c.Transfers(Tops(c.Me), Hand(c.Me)).If(nonGreen).May().Maybe()
			if k == inn.NoCard {
				return
			}
			c.DrawAndScore(c.Age(k))
		}
	}, func(c *C) {
		c.MaySplay(inn.Green, inn.Up)
	})

	// Email. Echo: draw a 10 and foreshadow it. (1) Draw a 9 and
	// foreshadow it; if Email was foreseen, draw an 11 and foreshadow it.
	// (2) Self-execute your lowest non-green top card, your choice among
	// equals.
	echoes("Email", func(c *C) { c.drawAndForeshadow(10) }, func(c *C) {
		c.drawAndForeshadow(9)
		if c.Foreseen() {
			c.drawAndForeshadow(11)
		}
	}, func(c *C) {
		nonGreen := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool { return c.Color(k) != inn.Green })
		if nonGreen.Empty() {
			return
		}
		low, _ := c.Now().Lowest(nonGreen)
		c.chain()
		c.ExecuteOneOf(low)
	})

	// ATM. Echo: name any value; draw a card of it and score it. Demand:
	// transfer your highest non-yellow top card without a crown to my
	// board. (2) You may splay your purple pile up. (3) Junk every card of
	// the 10 supply pile.
	echoes("ATM", func(c *C) {
		k := c.DrawAmong(func(int) bool { return true }, "a card of the value named")
		c.Score(k)
	}, func(c *C) {
		ok := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool { return c.Color(k) != inn.Yellow && !c.Has(k, inn.Crown) })
		high, _ := c.Now().Highest(ok)
		c.Transfers(Tops(c.Me), Board(c.Activator)).In(high).Exactly(min(1, high.Len()))
	}, func(c *C) {
		c.MaySplay(inn.Purple, inn.Up)
	}, func(c *C) {
		c.JunksDeck(10)
	})

	// Wristwatch. Echo: tuck one of your top cards, if you have one.
	// (1) If Wristwatch was foreseen, return every card of your board that
	// is not the bottom card of its pile. (2) For each value of which a
	// bonus is visible on your board (counted when the effect begins, each
	// value once), from the lowest up, draw and meld a card of it.
	echoes("Wristwatch", func(c *C) {
		c.Tucks(Tops(c.Me)).Exactly(min(1, c.Now().TopSet(c.Me).Len()))
	}, func(c *C) {
		if !c.Foreseen() {
			return
		}
		var rest inn.Set
		for col := inn.Color(0); col < inn.NumColors; col++ {
			pile := c.Now().Pile(c.Me, col)
			for i := 1; i < len(pile); i++ {
				rest.Add(pile[i])
			}
		}
		c.Returns(Board(c.Me)).All(rest)
	}, func(c *C) {
		last := 0
		for _, b := range shownBonuses(c.Start, c.Me) {
			if b != last {
				c.DrawAndMeld(b)
				last = b
			}
		}
	})

	// Karaoke. Echo: name a value of a card in your hand; draw and meld a
	// card of it (nothing with an empty hand). (1) Transfer the bottom
	// card of each of your piles to your hand. (2) Claim the available
	// standard achievement of the value of the card you melded last by
	// Karaoke's echo effect in this action, eligible or not; if you do,
	// self-execute that card. The melded card shows in no event of this
	// effect: the contract reads the claim, if any, then the execution of
	// a card of the claimed value.
	echoes("Karaoke", func(c *C) {
		var values uint16
		c.Now().Hand(c.Me).Each(func(k inn.Card) { values |= 1 << c.Age(k) })
		if values == 0 {
			return
		}
		k := c.DrawAmong(func(a int) bool { return values&(1<<a) != 0 }, "a value of a card in the hand")
		c.Meld(k)
	}, func(c *C) {
		var bottoms inn.Set
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if k := c.Start.Bottom(c.Me, col); k != inn.NoCard {
				bottoms.Add(k)
			}
		}
		c.Transfers(Bottoms(c.Me), Hand(c.Me)).All(bottoms)
	}, func(c *C) {
		// The card the performer melded last by the echo effect in this
		// action: an available standard achievement of its value is
		// claimed, eligible or not, and then that card self-executed,
		// wherever it is now; none of its value, nothing.
		m := c.EchoLast(inn.EvMeld, c.Me)
		if m == inn.NoCard {
			return
		}
		ofValue := Filter(c.Now().AvailableStandard(), func(a inn.Card) bool { return c.Age(a) == c.Age(m) })
		if ofValue.Len() == 0 {
			return
		}
		c.Transfers(AgeAchievements(), Achievements(c.Me)).In(ofValue).Exactly(1)
		c.chain()
		c.ExecuteOneOf(inn.SetOf(m))
	})

	// Rock. Demand: transfer your top green card to my hand; if Scissors is
	// then your top green card, I win. (2) You may score one of your top
	// cards; if Paper is then your top green card, you win.
	echoes("Rock", nil, func(c *C) {
		if c.Now().Top(c.Me, inn.Green) != inn.NoCard {
			c.Transfers(TopOf(c.Me, inn.Green), Hand(c.Activator)).One()
		}
		if !c.Done() && c.Now().Top(c.Me, inn.Green) == c.Lookup("Scissors") {
			c.Win(c.Activator)
		}
	}, func(c *C) {
		c.Scores(Tops(c.Me)).May().UpTo(1)
		if !c.Done() && c.Now().Top(c.Me, inn.Green) == c.Lookup("Paper") {
			c.Win(c.Me)
		}
	})
}
