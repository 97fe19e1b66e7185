package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of the age-2 cards of Echoes of the Past, from the texts of
// EFFECTS-echoes.md "Age 2" and its readings (§K, §D).
func init() {
	// Lever. Echo: two draws of a 2. Effect: the performer may send any
	// number of cards of his hand back; then, for each two sent back of one
	// value, one draw of that value plus one, in any order.
	echoes("Lever", func(c *C) {
		c.Draw(2)
		c.Draw(2)
	}, func(c *C) {
		got := c.Returns(Hand(c.Me)).May().UpTo(c.Start.Hand(c.Me).Len())
		var need [inn.AgeCap + 2]int
		for _, k := range got {
			need[c.Age(k)+1]++
		}
		total := 0
		for v := range need {
			need[v] /= 2
			total += need[v]
		}
		for i := 0; i < total && !c.Done(); i++ {
			_, age := c.drawAskedAmong(func(a int) bool { return a < len(need) && need[a] > 0 }, "a card one above a value returned twice")
			if age > 0 {
				need[age]--
			}
		}
	})

	// Linguistics. Echo: one of two: a draw of a 3, or a draw of a 4 that
	// then goes to the forecast (when it has room). Effect: when a bonus
	// shows on some board, a draw of the value of one such bonus; when the
	// card was foreseen, the available standard achievement of that value
	// goes to the junk.
	echoes("Linguistics", func(c *C) {
		k, age := c.drawAskedAmong(func(a int) bool { return a == 3 || a == 4 }, "a 3 or a 4")
		if age == 4 {
			c.foreshadowIn(k)
		}
	}, func(c *C) {
		var mask uint16
		for p := 0; p < c.Players(); p++ {
			if c.Now().In(p) {
				mask |= bonusesShown(c.Now(), p)
			}
		}
		if mask == 0 {
			return
		}
		_, age := c.drawAskedAmong(func(a int) bool { return a >= 1 && a < 16 && mask&(1<<a) != 0 }, "the value of a visible bonus")
		if !c.Foreseen() || age == 0 || age > inn.AgeCap {
			return
		}
		n := 0
		if c.Now().StandardAchievement(age) != inn.NoCard {
			n = 1
		}
		c.Junks(AgeAchievements()).If(func(k inn.Card) bool { return c.Age(k) == age }).Exactly(n)
	})

	// Crossbow. Demand: the victim gives one expansion card of his hand, if
	// he holds one, to the activator's score pile. Effect: one card of the
	// performer's hand, if any, goes to the board of one of his opponents.
	echoes("Crossbow", nil, func(c *C) {
		exp := Filter(c.Start.Hand(c.Me), isExpansion)
		c.Transfers(Hand(c.Me), ScorePile(c.Activator)).If(isExpansion).Exactly(min(1, exp.Len()))
	}, func(c *C) {
		n := min(1, c.Start.Hand(c.Me).Len())
		if len(c.Opponents(c.Me)) == 0 {
			n = 0
		}
		for _, q := range c.Opponents(c.Me) {
			if got := c.Transfers(Hand(c.Me), Board(q)).UpTo(n); len(got) > 0 {
				return
			}
		}
		c.Expect(n == 0, "Crossbow gives a card of %s's hand to an opponent's board; none moved", inn.SeatName(c.Me))
	})

	// Horseshoes. Echo: the performer may draw a 2 or a 3, his choice, and
	// the card goes to the forecast (when it has room). Demand: the victim
	// gives one of his top cards with neither a castle nor a factory, if
	// he has one, to the activator's board; if he did, he draws a 2 and
	// melds it.
	echoes("Horseshoes", func(c *C) {
		if k, age := c.MayDraw(2, 3); age != 0 {
			c.foreshadowIn(k)
		}
	}, func(c *C) {
		ok := func(k inn.Card) bool { return !c.Has(k, inn.Castle) && !c.Has(k, inn.Factory) }
		cands := Filter(c.Start.TopSet(c.Me), ok)
		if len(c.Transfers(Tops(c.Me), Board(c.Activator)).If(ok).Exactly(min(1, cands.Len()))) == 1 {
			c.DrawAndMeld(2)
		}
	})

	// Glassblowing. Echo: one expansion card of the performer's hand, if
	// he holds one, is scored. Effect: a draw of three above the lowest of
	// his non-green top cards (three when he has none), then to the
	// forecast when it has room. Effect: every card of the 2 supply pile or
	// of the 3 supply pile goes to the junk, all of one of them.
	echoes("Glassblowing", func(c *C) {
		exp := Filter(c.Start.Hand(c.Me), isExpansion)
		c.Scores(Hand(c.Me)).If(isExpansion).Exactly(min(1, exp.Len()))
	}, func(c *C) {
		low := 0
		c.Start.TopSet(c.Me).Each(func(k inn.Card) {
			if c.Color(k) != inn.Green && (low == 0 || c.Age(k) < low) {
				low = c.Age(k)
			}
		})
		c.drawAndForeshadow(low + 3)
	}, func(c *C) {
		n2, n3 := c.Now().SupplyLen(2), c.Now().SupplyLen(3)
		got := c.Junks(Supply()).If(func(k inn.Card) bool { return c.Age(k) == 2 || c.Age(k) == 3 }).UpTo(max(n2, n3))
		if len(got) == 0 {
			c.Expect(n2 == 0 || n3 == 0, "Glassblowing junks the 2 or the 3 pile; both hold cards and nothing was junked")
			return
		}
		age, n := 2, n2
		if c.Age(got[0]) == 3 {
			age, n = 3, n3
		}
		c.Expect(len(got) == n && c.OfAge(setOfCards(got), age).Len() == n, "Glassblowing junks all %d cards of the %d pile; it junked %d", n, age, len(got))
	})

	// Scissors. Echo: the bottom card of the performer's yellow pile, if
	// any, is scored. Effect: he may pick up to two cards of his hand, each
	// melded or scored. Effect: Paper, when it is a top card of some board,
	// is scored.
	echoes("Scissors", func(c *C) {
		if k := c.Start.Bottom(c.Me, inn.Yellow); k != inn.NoCard {
			c.Moves(inn.EvScore, Bottoms(c.Me), ScorePile(c.Me)).In(inn.SetOf(k)).Exactly(1)
		}
	}, func(c *C) {
		n := 0
		for n < 2 && !c.Done() {
			melded := c.Melds(Hand(c.Me)).May().UpTo(1)
			if len(melded) == 0 && len(c.Scores(Hand(c.Me)).May().UpTo(1)) == 0 {
				return
			}
			n++
		}
	}, func(c *C) {
		paper := c.Lookup("Paper")
		for p := 0; p < c.Players(); p++ {
			if c.Now().Top(p, c.Color(paper)) == paper {
				c.Moves(inn.EvScore, Tops(p), ScorePile(c.Me)).In(inn.SetOf(paper)).Exactly(1)
				return
			}
		}
	})

	// Toothbrush. Echo: every card of the performer's hand of one value of
	// it is tucked. Effect: he may splay one colour left. Effect: he may
	// junk all the 2 supply pile; if he did, the highest card of the junk
	// goes to his achievements when he is eligible for it.
	echoes("Toothbrush", func(c *C) {
		hand := c.Start.Hand(c.Me)
		if hand.Empty() {
			return
		}
		got := c.Tucks(Hand(c.Me)).UpTo(hand.Len())
		if len(got) == 0 {
			c.Expect(false, "Toothbrush tucks the cards of one value of the hand; none was tucked")
			return
		}
		same := c.OfAge(hand, c.Age(got[0]))
		c.Expect(len(got) == same.Len() && setOfCards(got) == same, "Toothbrush tucks every card of value %d of the hand, %d of them; it tucked %d", c.Age(got[0]), same.Len(), len(got))
	}, func(c *C) {
		c.SplayOneOf(inn.Left, true, inn.Blue, inn.Red, inn.Green, inn.Yellow, inn.Purple)
	}, func(c *C) {
		n := c.Now().SupplyLen(2)
		if n == 0 {
			return
		}
		got := c.Moves(inn.EvJunk, Supply(), Junk()).If(func(k inn.Card) bool { return c.Age(k) == 2 }).May().UpTo(n)
		if len(got) == 0 {
			return
		}
		c.Expect(len(got) == n, "Toothbrush junks all %d cards of the 2 pile or none; %d were junked", n, len(got))
		high, _ := c.Now().Highest(Filter(c.Now().Junk(), func(k inn.Card) bool { return c.Age(k) > 0 }))
		high = Filter(high, func(k inn.Card) bool { return eligibleFor(c.Now(), c.Me, k) })
		c.achievesFrom(Junk(), high)
	})

	// Watermill. Effect: when a bonus shows on the performer's board, a
	// draw of the value of one such bonus. Effect: one card of his hand, if
	// any, is tucked; when the card was foreseen, every card of the base
	// supply pile of the tucked card's value is tucked too.
	echoes("Watermill", nil, func(c *C) {
		mask := bonusesShown(c.Now(), c.Me)
		if mask != 0 {
			c.drawAskedAmong(func(a int) bool { return a >= 1 && a < 16 && mask&(1<<a) != 0 }, "the value of a bonus on the board")
		}
	}, func(c *C) {
		got := c.Tucks(Hand(c.Me)).Exactly(min(1, c.Start.Hand(c.Me).Len()))
		if len(got) == 0 || !c.Foreseen() {
			return
		}
		age := c.Age(got[0])
		n := c.Now().SupplyLen(age)
		c.Tucks(Supply()).If(func(k inn.Card) bool { return c.Age(k) == age }).Exactly(n)
	})

	// Pagoda. Effect: a draw of a 3, to the forecast when it has room; the
	// performer may tuck another card of his hand of its colour; if he
	// did, the card is melded from the forecast (when it went there); if
	// that happened and Pagoda was foreseen, every card of that colour of
	// every other board is melded.
	echoes("Pagoda", nil, func(c *C) {
		k := c.Draw(3)
		if k == inn.NoCard {
			return
		}
		went := c.foreshadowIn(k)
		col := c.Color(k)
		others := Filter(c.Now().Hand(c.Me), func(h inn.Card) bool { return h != k && c.Color(h) == col })
		if len(c.Tucks(Hand(c.Me)).In(others).May().UpTo(min(1, others.Len()))) == 0 || !went {
			return
		}
		if !c.one(inn.EvMeld, c.Me, k, Board(c.Me), false) || !c.Foreseen() {
			return
		}
		var rest inn.Set
		for q := 0; q < c.Players(); q++ {
			if q != c.Me {
				for _, h := range c.Now().Pile(q, col) {
					rest.Add(h)
				}
			}
		}
		got := c.Moves(inn.EvMeld, Board(AnyPlayer), Board(c.Me)).In(rest).Exactly(rest.Len())
		c.Expect(len(got) == rest.Len() || c.Done(), "Pagoda melds every %s card of the other boards", col)
	})

	// Chaturanga. Effect: one card of the performer's hand, if any, is
	// melded; if so, a draw of the lowest value none of his top cards has
	// (after the meld), to the forecast when it has room. Effect: when the
	// card was foreseen, a draw of the number of colours of his board, to
	// the forecast when it has room.
	echoes("Chaturanga", nil, func(c *C) {
		if len(c.Melds(Hand(c.Me)).Exactly(min(1, c.Start.Hand(c.Me).Len()))) == 0 {
			return
		}
		have := c.valuesIn(c.Now().TopSet(c.Me))
		v := 1
		for have&(1<<v) != 0 {
			v++
		}
		c.drawAndForeshadow(v)
	}, func(c *C) {
		if c.Foreseen() {
			c.drawAndForeshadow(c.Now().Colors(c.Me))
		}
	})
}

// setOfCards returns the set of the cards of s.
func setOfCards(s []inn.Card) inn.Set {
	var out inn.Set
	for _, k := range s {
		out.Add(k)
	}
	return out
}
