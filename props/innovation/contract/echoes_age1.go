package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of the age-1 cards of Echoes of the Past, from the texts
// of EFFECTS-echoes.md "Age 1": echo effect first (nil for none), then the
// dogma effects in the card's order.
func init() {
	// Dice. (1) Draw a card of the Echoes 1 pile and show it; if it prints
	// a bonus, draw a card of the bonus's value and meld it. (2) Only if
	// Dice was foreseen: draw a 4, then give it to the hand of an opponent
	// whose bonus points beat yours, if there is one; else it stays.
	echoes("Dice", nil, func(c *C) {
		k := c.DrawEchoes(1)
		c.Reveal(k)
		if v := c.Bonus(k); v > 0 {
			c.DrawAndMeld(v)
		}
	}, func(c *C) {
		if !c.IfForeseen() {
			return
		}
		k := c.Draw(4)
		if k == inn.NoCard {
			return
		}
		mine := c.Now().BonusPoints(c.Me)
		var richer uint8
		for _, q := range c.Opponents(c.Me) {
			if c.Now().BonusPoints(q) > mine {
				richer |= 1 << q
			}
		}
		if richer == 0 {
			return
		}
		c.Transfers(Hand(c.Me), Hand(AnyPlayer)).In(inn.SetOf(k)).Exactly(1)
		for q := 0; q < c.Players(); q++ {
			if c.Now().Hand(q).Has(k) {
				c.Expect(richer&(1<<q) != 0, "Dice gives the 4 to an opponent with more bonus points (%s); it went to %s", seatsDescribed(richer), inn.SeatName(q))
			}
		}
	})

	// Perfume. Echo: draw a 1 and tuck it; while the card tucked shows a
	// castle, once more. Demand: you give one of your top cards, of a value
	// no top card of mine has, to my board; if you did, you draw a card of
	// its value and meld it.
	echoes("Perfume", func(c *C) {
		for !c.Done() {
			k := c.DrawAndTuck(1)
			if k == inn.NoCard || !c.Has(k, inn.Castle) {
				return
			}
		}
	}, func(c *C) {
		mine := c.valuesOf(c.Now().TopSet(c.Activator))
		ok := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool { return mine&(1<<c.Age(k)) == 0 })
		got := c.Transfers(Tops(c.Me), Board(c.Activator)).In(ok).Exactly(min(1, ok.Len()))
		if len(got) == 1 {
			c.DrawAndMeld(c.Age(got[0]))
		}
	})

	// Ruler. Echo: draw a 2. Effect: draw two cards of the Echoes 1 pile;
	// put one of the two in your forecast, your pick, and send the other
	// back to the supply (when the forecast is full, one of the two goes
	// back and the other stays in hand).
	echoes("Ruler", func(c *C) { c.Draw(2) }, func(c *C) {
		a := c.DrawEchoes(1)
		b := c.DrawEchoes(1)
		if a == inn.NoCard || b == inn.NoCard {
			return
		}
		two := inn.SetOf(a, b)
		t := c.Now()
		if t.Forecast(c.Me).Len() < t.ForecastLimit(c.Me) {
			got := c.Moves(inn.EvForeshadow, Hand(c.Me), Forecast(c.Me)).In(two).Exactly(1)
			if len(got) == 1 {
				two.Remove(got[0])
			}
		}
		c.Returns(Hand(c.Me)).In(two).Exactly(1)
	})

	// Bangle. Echo: tuck a 1 of your hand, if you hold one. (1) Either
	// draw a 2 and put it in your forecast, or tuck a 2 of your forecast:
	// the player's choice. (2) With nothing in your forecast, draw a 3 and
	// put it in your forecast.
	echoes("Bangle", func(c *C) {
		ones := c.OfAge(c.Now().Hand(c.Me), 1)
		c.Tucks(Hand(c.Me)).In(ones).Exactly(min(1, ones.Len()))
	}, func(c *C) {
		twos := c.OfAge(c.Now().Forecast(c.Me), 2)
		if !twos.Empty() && c.Tucks(Forecast(c.Me)).In(twos).May().Maybe() != inn.NoCard {
			return
		}
		c.DrawAndForeshadow(2)
	}, func(c *C) {
		if c.Now().Forecast(c.Me).Empty() {
			c.DrawAndForeshadow(3)
		}
	})

	// Candles. Echo: when nobody's score is below yours, draw a 3. Demand:
	// you give a card of your hand showing a castle or a lightbulb to my
	// hand, if you hold one; if you did, you draw a 1.
	echoes("Candles", func(c *C) {
		t := c.Now()
		for q := 0; q < c.Players(); q++ {
			if q != c.Me && t.In(q) && t.Points(q) < t.Points(c.Me) {
				return
			}
		}
		c.Draw(3)
	}, func(c *C) {
		ok := Filter(c.Now().Hand(c.Me), func(k inn.Card) bool { return c.Has(k, inn.Castle) || c.Has(k, inn.Lightbulb) })
		if len(c.Transfers(Hand(c.Me), Hand(c.Activator)).In(ok).Exactly(min(1, ok.Len()))) == 1 {
			c.Draw(1)
		}
	})

	// Plumbing. Echo: score the bottom card of your blue pile, if you have
	// one. Effect: junk every card of the (base) 1 supply pile.
	echoes("Plumbing", func(c *C) {
		if b := c.Now().Bottom(c.Me, inn.Blue); b != inn.NoCard {
			c.Scores(PileOf(c.Me, inn.Blue)).In(inn.SetOf(b)).Exactly(1)
		}
	}, func(c *C) { c.JunksBaseDeck(1) })

	// Comb. Name a colour, then draw five 1s one by one, showing each; the
	// drawn cards not of that colour go back to the supply, the others
	// stay in hand. Only if Comb was foreseen: then every card of that
	// colour on every board goes back too. The colour shows only in what
	// stays: the cards kept are of one colour, none returned is of it.
	echoes("Comb", nil, func(c *C) {
		var drawn inn.Set
		for i := 0; i < 5; i++ {
			k := c.DrawAndReveal(1)
			if k == inn.NoCard {
				return
			}
			drawn.Add(k)
		}
		back := inn.SetOf(c.Returns(Hand(c.Me)).In(drawn).UpTo(5)...)
		kept := drawn.Minus(back)
		col, known := c.expectOneColor(kept, "the cards Comb keeps")
		if known {
			c.Expect(c.colorsOf(back)&(1<<col) == 0, "Comb returns the drawn cards not of the color it keeps (%s)", col)
		} else {
			c.Expect(c.colorsOf(drawn) != 1<<inn.NumColors-1, "Comb returns all five cards drawn, of the five colors: one of them was of the color chosen")
		}
		if !c.IfForeseen() {
			return
		}
		if !known {
			// The colour chosen is one no drawn card has: the cards
			// returned from the boards tell it.
			var all inn.Set
			for p := 0; p < c.Players(); p++ {
				all = all.Union(c.Now().BoardCards(p))
			}
			got := inn.SetOf(c.Returns(Board(AnyPlayer)).In(all).UpTo(all.Len())...)
			if col, known = c.expectOneColor(got, "the cards Comb returns from the boards"); !known {
				return
			}
			c.Expect(c.colorsOf(drawn)&(1<<col) == 0, "Comb returns %s cards from the boards, the color of a drawn card it returned", col)
			for p := 0; p < c.Players(); p++ {
				c.Expect(c.Now().PileLen(p, col) == 0, "Comb returns every %s card of every board; %s keeps some", col, inn.SeatName(p))
			}
			return
		}
		var pile inn.Set
		for p := 0; p < c.Players(); p++ {
			for _, k := range c.Now().Pile(p, col) {
				pile.Add(k)
			}
		}
		c.Returns(Board(AnyPlayer)).All(pile)
	})

	// Ice Skates. (1) Only if Ice Skates was foreseen: junk every card of
	// the 1 supply pile and of the 2 supply pile. (2) You may send one or
	// two cards of your hand back to the supply; for each, either draw a 2
	// and meld it, or draw a 3 and put it in your forecast.
	echoes("Ice Skates", nil, func(c *C) {
		if c.IfForeseen() {
			c.JunksBaseDeck(1)
			c.JunksBaseDeck(2)
		}
	}, func(c *C) {
		n := len(c.Returns(Hand(c.Me)).May().UpTo(2))
		for i := 0; i < n && !c.Done(); i++ {
			var asked int
			k := c.DrawAmong(func(age int) bool {
				asked = age
				return age == 2 || age == 3
			}, "a 2 or a 3")
			if asked == 2 {
				c.Meld(k)
			} else {
				c.Foreshadow(k)
			}
		}
	})

	// Umbrella. Echo: you may meld a card of your hand. Effect: send back
	// as many cards of your hand as you like, none too; then score cards of
	// your hand, two for each card sent back, or all it holds when fewer.
	echoes("Umbrella", func(c *C) {
		c.Melds(Hand(c.Me)).May().Maybe()
	}, func(c *C) {
		n := len(c.Returns(Hand(c.Me)).May().UpTo(c.Now().Hand(c.Me).Len()))
		c.Scores(Hand(c.Me)).Exactly(min(2*n, c.Now().Hand(c.Me).Len()))
	})

	// Chopsticks. Echo: you may draw a 1 and put it in your forecast.
	// Effect: you may junk the whole 1 supply pile; if you did, the highest
	// card of the junk (your pick among the highest) becomes one of your
	// achievements, when you are eligible for its value.
	echoes("Chopsticks", func(c *C) {
		if k, _ := c.MayDraw(1); k != inn.NoCard {
			c.Foreshadow(k)
		}
	}, func(c *C) {
		n := c.Now().SupplyLen(1)
		got := c.Junks(Supply()).If(func(k inn.Card) bool { return c.Age(k) == 1 && !k.IsEchoes() }).May().UpTo(n)
		if len(got) == 0 {
			return
		}
		c.Expect(len(got) == n, "Chopsticks junks all %d cards of the 1 pile, or none; it junked %d", n, len(got))
		t := c.Now()
		high, age := t.Highest(Filter(t.Junk(), func(k inn.Card) bool { return !k.IsSpecial() }))
		if t.MayAchieve(c.Me, age) {
			c.Achieves(Junk()).In(high).Exactly(1)
		}
	})

	// Noodles. (1) When your hand holds more 1s than each opponent's
	// hand, draw a 2 and score it. (2) Draw a 1 and show it; if it is
	// yellow, score every 1 of your hand.
	echoes("Noodles", nil, func(c *C) {
		t := c.Now()
		mine := c.OfAge(t.Hand(c.Me), 1).Len()
		for _, q := range c.Opponents(c.Me) {
			if c.OfAge(t.Hand(q), 1).Len() >= mine {
				return
			}
		}
		c.DrawAndScore(2)
	}, func(c *C) {
		k := c.DrawAndReveal(1)
		if k != inn.NoCard && c.Color(k) == inn.Yellow {
			ones := c.OfAge(c.Now().Hand(c.Me), 1)
			c.Scores(Hand(c.Me)).All(ones)
		}
	})

	// Soap. Name a colour; you may tuck any number of cards of that colour
	// from your hand. If you tucked one or more and your top card of that
	// colour beats the top card of that colour of every opponent (nothing
	// is worth 0), you may put a card of your hand among your achievements,
	// one of a value you are eligible for. The colour shows only in the
	// cards tucked.
	echoes("Soap", nil, func(c *C) {
		tucked := inn.SetOf(c.Tucks(Hand(c.Me)).May().UpTo(c.Now().Hand(c.Me).Len())...)
		col, ok := c.expectOneColor(tucked, "the cards Soap tucks")
		if !ok {
			return
		}
		t := c.Now()
		mine := c.TopAge(c.Me, col)
		for _, q := range c.Opponents(c.Me) {
			if c.TopAge(q, col) >= mine {
				return
			}
		}
		c.Achieves(Hand(c.Me)).If(func(k inn.Card) bool { return t.MayAchieve(c.Me, c.Age(k)) }).May().Maybe()
	})

	// Bell. Echo: you may score a card of your hand. (1) Draw a 1 and put
	// it in your forecast, then draw a 2 and put it in your forecast. (2)
	// Only if Bell was foreseen: every card of every player's hand goes
	// back to the supply.
	echoes("Bell", func(c *C) {
		c.Scores(Hand(c.Me)).May().Maybe()
	}, func(c *C) {
		c.DrawAndForeshadow(1)
		c.DrawAndForeshadow(2)
	}, func(c *C) {
		if !c.IfForeseen() {
			return
		}
		var hands inn.Set
		for p := 0; p < c.Players(); p++ {
			hands = hands.Union(c.Now().Hand(p))
		}
		c.Returns(Hand(AnyPlayer)).All(hands)
	})

	// Flute. Echo: you may splay one of your colours left. Demand: you
	// send an expansion card of your hand back to the supply, if you hold
	// one. Effect: draw a card of the Echoes 1 pile and show it; if it
	// prints a bonus, draw a 1.
	echoes("Flute", func(c *C) {
		c.SplayOneOf(inn.Left, true, inn.Blue, inn.Red, inn.Green, inn.Yellow, inn.Purple)
	}, func(c *C) {
		xp := Filter(c.Now().Hand(c.Me), func(k inn.Card) bool { _, ok := inn.ExpansionOf(k); return ok })
		c.Returns(Hand(c.Me)).In(xp).Exactly(min(1, xp.Len()))
	}, func(c *C) {
		k := c.DrawEchoes(1)
		c.Reveal(k)
		if c.Bonus(k) > 0 {
			c.Draw(1)
		}
	})

	// Puppet. Junk one available standard achievement whose value is that
	// of a card in your score pile, when there is one.
	echoes("Puppet", nil, func(c *C) {
		ages := c.valuesOf(c.Now().ScorePile(c.Me))
		n := 0
		for v := 1; v <= inn.AgeCap; v++ {
			if ages&(1<<v) != 0 && c.Now().StandardAchievement(v) != inn.NoCard {
				n = 1
			}
		}
		c.Junks(AgeAchievements()).If(func(k inn.Card) bool { return ages&(1<<c.Age(k)) != 0 }).Exactly(n)
	})
}

// valuesOf returns the mask of the values of the cards of set (bit v for
// value v).
func (c *C) valuesOf(set inn.Set) uint16 {
	var m uint16
	set.Each(func(k inn.Card) { m |= 1 << c.Age(k) })
	return m
}
