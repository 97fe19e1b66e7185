package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of the Echoes cards of age 6, from the texts of
// EFFECTS-echoes.md "Age 6" (Loom's are written with the special
// achievements). "If foreseen" parts read Foreseen.
func init() {
	// Bifocals. Echo: return one card of your forecast, if it holds any.
	// (1) Draw a 7 and foreshadow it; when foreseen, draw and foreshadow a
	// card of the value of the lowest standard achievement still
	// available, if one is. (2) You may splay your green pile right; if you
	// did, splay one of your piles up, one that can take it.
	echoes("Bifocals", func(c *C) {
		c.Returns(Forecast(c.Me)).Exactly(min(1, c.Now().Forecast(c.Me).Len()))
	}, func(c *C) {
		c.DrawAndForeshadow(7)
		if !c.Foreseen() {
			return
		}
		for v := 1; v <= inn.AgeCap; v++ {
			if c.Now().StandardAchievement(v) != inn.NoCard {
				c.DrawAndForeshadow(v)
				return
			}
		}
		// No standard achievement available: no value, nothing drawn.
	}, func(c *C) {
		if c.MaySplay(inn.Green, inn.Right) {
			c.SplayOneOf(inn.Up, false, allColors...)
		}
	})

	// Stethoscope. Echo: meld one blue or yellow card of your hand, if you
	// hold one. (1) Draw a 7; then, when a blue card was melded by the echo
	// effect in this action (no event of this performance shows it), an 8,
	// and when foreseen too a 9 as well. (2) You may splay your yellow pile
	// right.
	echoes("Stethoscope", func(c *C) {
		ok := Filter(c.Now().Hand(c.Me), func(k inn.Card) bool { return c.Color(k) == inn.Blue || c.Color(k) == inn.Yellow })
		c.Melds(Hand(c.Me)).In(ok).Exactly(min(1, ok.Len()))
	}, func(c *C) {
		c.Draw(7)
		// A blue card the performer melded by the echo effect in this
		// action gives the 8 (and the 9 when foreseen).
		blue := false
		for _, m := range c.EchoMoves(inn.EvMeld, c.Me) {
			blue = blue || c.Color(m) == inn.Blue
		}
		if blue {
			c.Draw(8)
			if c.Foreseen() {
				c.Draw(9)
			}
		}
	}, func(c *C) {
		c.MaySplay(inn.Yellow, inn.Right)
	})

	// Shrapnel. I demand that you draw a 6 and tuck it, transfer the top
	// two cards of your pile of its colour (one when the pile holds only
	// it) to my score pile, then score my bottom card of that colour into
	// your score pile, if I have one.
	echoes("Shrapnel", nil, func(c *C) {
		k := c.DrawAndTuck(6)
		if k == inn.NoCard {
			return
		}
		col := c.Color(k)
		c.Transfers(TopOf(c.Me, col), ScorePile(c.Activator)).Exactly(min(2, c.Now().PileLen(c.Me, col)))
		if b := c.Now().Bottom(c.Activator, col); b != inn.NoCard {
			c.Scores(PileOf(c.Activator, col)).In(cardSet(b)).Exactly(1)
		}
	})

	// Hot Air Balloon. Echo: draw a 7 and score it. (1) You may achieve a
	// top card of an opponent's board whose value is that of an achievement
	// that opponent holds, if you are eligible for its value; if you do,
	// transfer your top green card, if any, to that opponent's board; if
	// you do not, draw a 7 and meld it.
	echoes("Hot Air Balloon", func(c *C) {
		c.DrawAndScore(7)
	}, func(c *C) {
		t := c.Now()
		var can inn.Set
		for _, q := range c.Opponents(c.Me) {
			var held uint16
			t.Achievements(q).Each(func(a inn.Card) { held |= 1 << c.Age(a) })
			t.TopSet(q).Each(func(k inn.Card) {
				if held&(1<<c.Age(k)) != 0 && t.MayAchieve(c.Me, c.Age(k)) {
					can.Add(k)
				}
			})
		}
		k := c.Transfers(Tops(AnyPlayer), Achievements(c.Me)).In(can).May().Maybe()
		if k == inn.NoCard {
			c.DrawAndMeld(7)
			return
		}
		q := c.Start.BoardOwner(k)
		if g := c.Now().Top(c.Me, inn.Green); g != inn.NoCard {
			c.Transfers(TopOf(c.Me, inn.Green), Board(q)).In(cardSet(g)).Exactly(1)
		}
	})

	// Steamboat. I demand that you draw a 6 and reveal it: blue or yellow,
	// you transfer it and every other card of your hand to my hand; red or
	// green, two cards of your score pile (all when fewer) to my score
	// pile; purple, nothing.
	echoes("Steamboat", nil, func(c *C) {
		k := c.DrawAndReveal(6)
		if k == inn.NoCard {
			return
		}
		switch c.Color(k) {
		case inn.Blue, inn.Yellow:
			c.Transfers(Hand(c.Me), Hand(c.Activator)).All(c.Now().Hand(c.Me))
		case inn.Red, inn.Green:
			c.Transfers(ScorePile(c.Me), ScorePile(c.Activator)).Exactly(min(2, c.Now().ScorePile(c.Me).Len()))
		}
	})

	// Dentures. Echo: draw a 6 and tuck it. (1) Score the top two cards of
	// the pile of the colour of the card Dentures tucked last for you in
	// this action, never the bottom card (the top one alone from a pile of
	// two); with nothing to score, draw and tuck a 6 and do it again. The
	// echo effect's tuck is outside this performance: the first pile read
	// is any of yours, the later ones that of the 6 tucked here. (2) You
	// may splay your blue pile right.
	echoes("Dentures", func(c *C) {
		c.DrawAndTuck(6)
	}, func(c *C) {
		// The card the performer tucked last by Dentures in this action:
		// the echo effect's, then each of this effect's own. Its pile
		// scores its top two cards, never its bottom one; with nothing
		// to score (or no card tucked), a 6 is drawn and tucked and the
		// effect goes again.
		last := c.EchoLast(inn.EvTuck, c.Me)
		for !c.Done() {
			if last != inn.NoCard {
				col := c.Color(last)
				if n := min(2, c.Now().PileLen(c.Me, col)-1); n > 0 {
					c.Scores(TopOf(c.Me, col)).Exactly(n)
					return
				}
			}
			if last = c.DrawAndTuck(6); last == inn.NoCard {
				return
			}
		}
	}, func(c *C) {
		c.MaySplay(inn.Blue, inn.Right)
	})

	// Morphine. Echo: score one odd-valued card of your hand, if you hold
	// one. Demand: you return every odd-valued card of your hand, then draw
	// a 6. (1) Draw a card one higher than the highest card the demand
	// returned in this action, none when it returned none: an odd card
	// returned, so an even age from 2 on. (2) You may splay your red pile
	// right.
	echoes("Morphine", func(c *C) {
		odd := Filter(c.Now().Hand(c.Me), func(k inn.Card) bool { return c.Age(k)%2 == 1 })
		c.Scores(Hand(c.Me)).In(odd).Exactly(min(1, odd.Len()))
	}, func(c *C) {
		odd := Filter(c.Now().Hand(c.Me), func(k inn.Card) bool { return c.Age(k)%2 == 1 })
		c.Returns(Hand(c.Me)).All(odd)
		c.Draw(6)
	}, func(c *C) {
		if c.GoesOn() {
			c.DrawAmong(func(age int) bool { return age >= 2 && age%2 == 0 }, "one higher than an odd card returned")
		}
	}, func(c *C) {
		c.MaySplay(inn.Red, inn.Right)
	})

	// Indian Clubs. I demand that you return two cards of your score pile
	// (all when fewer); when foreseen, every card left in it too. (1) For
	// each value in your score pile, score one card of that value from
	// your hand, when you hold one; in any order.
	echoes("Indian Clubs", nil, func(c *C) {
		c.Returns(ScorePile(c.Me)).Exactly(min(2, c.Now().ScorePile(c.Me).Len()))
		if c.Foreseen() {
			c.Returns(ScorePile(c.Me)).All(c.Now().ScorePile(c.Me))
		}
	}, func(c *C) {
		var left uint16
		c.Now().ScorePile(c.Me).Each(func(k inn.Card) { left |= 1 << c.Age(k) })
		for !c.Done() {
			k := c.Scores(Hand(c.Me)).If(func(k inn.Card) bool { return left&(1<<c.Age(k)) != 0 }).Maybe()
			if k == inn.NoCard {
				break
			}
			left &^= 1 << c.Age(k)
		}
		c.Now().Hand(c.Me).Each(func(k inn.Card) {
			c.Expect(left&(1<<c.Age(k)) == 0, "Indian Clubs scores a %d from the hand, the value of a card of the score pile; it scored none", c.Age(k))
		})
	})

	// Kaleidoscope. (1) Draw a 7 and meld it; you may splay the pile of its
	// colour right. (2) Junk the available standard achievement of the
	// value of the lightbulbs your board shows, if there is one; when
	// foreseen, also every available standard achievement of lower value.
	echoes("Kaleidoscope", nil, func(c *C) {
		if k := c.DrawAndMeld(7); k != inn.NoCard {
			c.MaySplay(c.Color(k), inn.Right)
		}
	}, func(c *C) {
		n := c.Now().Shows(c.Me, inn.Lightbulb)
		if c.Now().StandardAchievement(n) != inn.NoCard {
			c.Junks(AgeAchievements()).If(func(k inn.Card) bool { return c.Age(k) == n }).Exactly(1)
		}
		if !c.Foreseen() {
			return
		}
		lower := Filter(c.Now().AvailableStandard(), func(k inn.Card) bool { return c.Age(k) < n }).Len()
		c.Junks(AgeAchievements()).If(func(k inn.Card) bool { return c.Age(k) < n }).Exactly(lower)
	})
}

// cardSet returns the set of the single card k.
func cardSet(k inn.Card) inn.Set {
	var s inn.Set
	s.Add(k)
	return s
}
