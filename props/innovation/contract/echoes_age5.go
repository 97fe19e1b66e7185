package contract

import (
	"math/bits"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The contracts of the age-5 cards of Echoes of the Past, from the texts
// and readings of EFFECTS-echoes.md "Age 5" (Palampore is the special
// achievements').
func init() {
	// Lightning Rod. Echo: draw and tuck a 5. Demand: you draw and tuck a
	// 5, then return your top card of its colour. Effects: return one of
	// your top cards; junk every card of the 6 pile.
	echoes("Lightning Rod", func(c *C) {
		c.DrawAndTuck(5)
	}, func(c *C) {
		k := c.DrawAndTuck(5)
		if k == inn.NoCard {
			return
		}
		c.Returns(TopOf(c.Me, c.Color(k))).Exactly(1)
	}, func(c *C) {
		c.Returns(Tops(c.Me)).Exactly(min(1, c.Now().Colors(c.Me)))
	}, func(c *C) {
		c.JunksDeck(6)
	})

	// Thermometer. Echo: meld your bottom green card. Effect: draw and
	// meld a card of value one higher than your top yellow card; if it is
	// yellow, or red or purple while Thermometer was foreseen, do it
	// again.
	echoes("Thermometer", func(c *C) {
		if c.Now().PileLen(c.Me, inn.Green) < 2 {
			return // a lone card is on top already
		}
		c.Melds(Bottoms(c.Me)).If(func(k inn.Card) bool { return c.Color(k) == inn.Green }).Exactly(1)
	}, func(c *C) {
		for !c.Done() {
			k := c.DrawAndMeld(c.TopAge(c.Me, inn.Yellow) + 1)
			if k == inn.NoCard {
				return
			}
			switch c.Color(k) {
			case inn.Yellow:
				continue
			case inn.Red, inn.Purple:
				if c.Foreseen() {
					continue
				}
			}
			return
		}
	})

	// Coke. Echo: draw and tuck a 4. (1) Draw and reveal a 6; if it has a
	// factory, meld it and do it again; otherwise foreshadow it. (2) If
	// Coke was foreseen, score your top card of each colour but red.
	echoes("Coke", func(c *C) {
		c.DrawAndTuck(4)
	}, func(c *C) {
		for !c.Done() {
			k := c.DrawAndReveal(6)
			if k == inn.NoCard {
				return
			}
			if !c.Has(k, inn.Factory) {
				c.Foreshadow(k)
				return
			}
			c.Meld(k)
		}
	}, func(c *C) {
		if !c.Foreseen() {
			return
		}
		tops := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool { return c.Color(k) != inn.Red })
		c.Scores(Tops(c.Me)).All(tops)
	})

	// Octant. Demand: you transfer your top card of each non-red colour
	// with a leaf or a factory to my board; if you transferred any and
	// Octant was not foreseen, you draw and foreshadow a 6. Effect: draw
	// and foreshadow a 6.
	echoes("Octant", nil, func(c *C) {
		give := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool {
			return c.Color(k) != inn.Red && (c.Has(k, inn.Leaf) || c.Has(k, inn.Factory))
		})
		got := c.Transfers(Tops(c.Me), Board(c.Activator)).All(give)
		if len(got) > 0 && !c.Foreseen() {
			c.DrawAndForeshadow(6)
		}
	}, func(c *C) {
		c.DrawAndForeshadow(6)
	})

	// Seed Drill. Demand: you return one of your top cards of value below
	// 3. Effect: choose the 3, 4 or 5 pile; you may junk all its cards; if
	// you do, achieve the highest card of the junk if you are eligible (a
	// score of five times its value, a top card of its value or higher).
	echoes("Seed Drill", nil, func(c *C) {
		low := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool { return c.Age(k) < 3 })
		c.Returns(Tops(c.Me)).In(low).Exactly(min(1, low.Len()))
	}, func(c *C) {
		// The pile chosen is no event: the first card junked names it.
		if !c.GoesOn() {
			return
		}
		e := c.peekHard()
		age := inn.Place(e.From).Index()
		if e.Kind != inn.EvJunk || inn.Place(e.From).Kind() != inn.PlaceSupply || age < 3 || age > 5 {
			c.failf("Seed Drill junks the 3, 4 or 5 pile; the effect did: %s", c.describe(e))
			return
		}
		c.Junks(Supply()).May().If(func(k inn.Card) bool { return c.Age(k) == age }).Exactly(c.Now().SupplyLen(age))
		t := c.Now()
		high, a := t.Highest(Filter(t.Junk(), func(k inn.Card) bool { return c.Age(k) > 0 }))
		n := 0
		if a > 0 && t.Points(c.Me) >= 5*a && t.HighTop(c.Me) >= a {
			n = 1
		}
		c.Transfers(Junk(), Achievements(c.Me)).In(high).Exactly(n)
	})

	// Pressure Cooker. (1) If Pressure Cooker was foreseen, meld every
	// card of your hand. (2) Return every card of your hand; then, top
	// card by top card with a bonus in the order you choose, draw a card of
	// each bonus's value and junk an available achievement of that value.
	echoes("Pressure Cooker", nil, func(c *C) {
		if c.Foreseen() {
			c.Melds(Hand(c.Me)).All(c.Now().Hand(c.Me))
		}
	}, func(c *C) {
		c.Returns(Hand(c.Me)).All(c.Now().Hand(c.Me))
		left := map[int]int{}
		total := 0
		c.Now().TopSet(c.Me).Each(func(k inn.Card) {
			for _, b := range c.Bonuses(k) {
				left[b]++
				total++
			}
		})
		for ; total > 0 && !c.Done(); total-- {
			k := c.DrawAmong(func(age int) bool { return left[age] > 0 }, "a card of a bonus's value")
			if k == inn.NoCard && c.Done() {
				return
			}
			age := c.perf.Items[c.next-1].Arg
			left[age]--
			n := 0
			if c.Now().StandardAchievement(age) != inn.NoCard {
				n = 1
			}
			c.Junks(AgeAchievements()).If(func(j inn.Card) bool { return c.Age(j) == age }).Exactly(n)
		}
	})

	// Stove. Echo: score one of your top cards without a factory. (1)
	// Draw and tuck a 4; if your top card of its colour is below 4, draw
	// and score a 4. (2) You may splay your green pile right.
	echoes("Stove", func(c *C) {
		can := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool { return !c.Has(k, inn.Factory) })
		c.Scores(Tops(c.Me)).In(can).Exactly(min(1, can.Len()))
	}, func(c *C) {
		k := c.DrawAndTuck(4)
		if k != inn.NoCard && c.TopAge(c.Me, c.Color(k)) < 4 {
			c.DrawAndScore(4)
		}
	}, func(c *C) {
		c.MaySplay(inn.Green, inn.Right)
	})

	// Piano. Echo: draw a card of a value some card in a hand has (none
	// when every hand is empty). Effect: with five top cards of five
	// values, return five cards of your score pile (all when fewer), then
	// draw and score a card of each top card's value, lowest first.
	echoes("Piano", func(c *C) {
		drawValueOf(c, func(t *Table, q int) inn.Set { return t.Hand(q) })
	}, func(c *C) {
		t := c.Now()
		var values uint16
		t.TopSet(c.Me).Each(func(k inn.Card) { values |= 1 << c.Age(k) })
		if t.TopSet(c.Me).Len() < 5 || bits.OnesCount16(values) < 5 {
			return
		}
		c.Returns(ScorePile(c.Me)).Exactly(min(5, t.ScorePile(c.Me).Len()))
		for v := 1; v <= inn.AgeCap; v++ {
			if values&(1<<v) != 0 {
				c.DrawAndScore(v)
			}
		}
	})

	// Tuning Fork. Echo: draw a card of a value some card in a score pile
	// has (none when every score pile is empty). Effect: foreshadow a card
	// of your hand; if you do, draw and reveal a card of its value: meld it
	// if it is higher than your top card of its colour (or you have none);
	// otherwise return it, and you may do it all again.
	echoes("Tuning Fork", func(c *C) {
		drawValueOf(c, func(t *Table, q int) inn.Set { return t.ScorePile(q) })
	}, func(c *C) {
		may := false
		for !c.Done() {
			f := inn.NoCard
			sel := c.Foreshadows(Hand(c.Me))
			switch {
			case may:
				f = sel.May().Maybe()
			case c.Now().ForecastRoom(c.Me):
				if got := sel.Exactly(min(1, c.Now().Hand(c.Me).Len())); len(got) == 1 {
					f = got[0]
				}
			}
			if f == inn.NoCard {
				return
			}
			r := c.DrawAndReveal(c.Age(f))
			if r == inn.NoCard {
				return
			}
			if c.Age(r) > c.TopAge(c.Me, c.Color(r)) {
				c.Meld(r)
				return
			}
			c.Return(r)
			may = true
		}
	})
}

// drawValueOf reads a draw of a value some card of a zone of some player
// has, as the position stands (Piano's hands, Tuning Fork's score piles):
// nothing when no such card exists.
func drawValueOf(c *C, zone func(t *Table, q int) inn.Set) {
	t := c.Now()
	var values uint16
	for q := 0; q < t.N; q++ {
		if t.In(q) {
			zone(t, q).Each(func(k inn.Card) { values |= 1 << c.Age(k) })
		}
	}
	if values == 0 {
		return
	}
	c.DrawAmong(func(age int) bool { return age >= 1 && age <= 15 && values&(1<<age) != 0 }, "a card of a value some card there has")
}
