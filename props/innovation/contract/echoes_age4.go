package contract

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The contracts of the age-4 cards of Echoes of the Past, from the texts
// and readings of EFFECTS-echoes.md "Age 4" (Barometer is the special
// achievements').
func init() {
	// Slide Rule. (1) You may splay your yellow pile right. (2) Draw a
	// card of value: your lowest top card's plus the number of your
	// splayed colours.
	echoes("Slide Rule", nil, func(c *C) {
		c.MaySplay(inn.Yellow, inn.Right)
	}, func(c *C) {
		t := c.Now()
		n := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if t.Splay(c.Me, col) != inn.Unsplayed {
				n++
			}
		}
		c.Draw(t.LowTop(c.Me) + n)
	})

	// Telescope. Echo: draw an Echoes 5 and foreshadow it. Effect: you may
	// put a card of your forecast on top of its supply pile; if you do,
	// exchange every card left in your forecast with as many available
	// standard achievements (all of them when fewer), then junk every card
	// of the 5 pile.
	echoes("Telescope", func(c *C) {
		c.DrawAndForeshadow(5)
	}, func(c *C) {
		if c.Returns(Forecast(c.Me)).May().Maybe() == inn.NoCard {
			return
		}
		t := c.Now()
		forecast := t.Forecast(c.Me)
		standard := t.AvailableStandard().Len()
		c.Exchanges(Forecast(c.Me), AgeAchievements(), forecast.Len(), nil,
			AgeAchievements(), Forecast(c.Me), min(forecast.Len(), standard), nil)
		c.JunksDeck(5)
	})

	// Kobukson. Echo: splay left one pile of any player's board. Demand:
	// you return each of your top cards with a castle, then draw and tuck
	// a 4. Effects: draw and tuck a 4; if Kobukson was foreseen, draw and
	// meld a 5.
	echoes("Kobukson", func(c *C) {
		c.SplaysLeftOnAnyBoard()
	}, func(c *C) {
		castles := c.WithIcon(c.Now().TopSet(c.Me), inn.Castle)
		c.Returns(Tops(c.Me)).All(castles)
		c.DrawAndTuck(4)
	}, func(c *C) {
		c.DrawAndTuck(4)
	}, func(c *C) {
		if c.Foreseen() {
			c.DrawAndMeld(5)
		}
	})

	// Shuriken. Demand: you transfer two of your non-red top cards with a
	// castle or an avatar to my board (all you have when fewer); if you
	// did and Shuriken was foreseen, you transfer them on to my
	// achievements. Effect: you may splay your purple pile right.
	echoes("Shuriken", nil, func(c *C) {
		can := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool {
			return c.Color(k) != inn.Red && (c.Has(k, inn.Castle) || c.Has(k, inn.Avatar))
		})
		got := c.Transfers(Tops(c.Me), Board(c.Activator)).In(can).Exactly(min(2, can.Len()))
		if len(got) == 0 || !c.Foreseen() {
			return
		}
		moved := inn.SetOf(got...)
		c.Transfers(Board(c.Activator), Achievements(c.Activator)).All(moved)
	}, func(c *C) {
		c.MaySplay(inn.Purple, inn.Right)
	})

	// Chintz. (1) Draw a 4. (2) If you have exactly one card in hand, draw
	// a 4, then draw and score a 4. (3) If Chintz was foreseen, transfer
	// every card of your hand to the available achievements.
	echoes("Chintz", nil, func(c *C) {
		c.Draw(4)
	}, func(c *C) {
		if c.Now().Hand(c.Me).Len() == 1 {
			c.Draw(4)
			c.DrawAndScore(4)
		}
	}, func(c *C) {
		if c.Foreseen() {
			c.Transfers(Hand(c.Me), AgeAchievements()).All(c.Now().Hand(c.Me))
		}
	})

	// Globe. (1) You may return your whole hand; if at least three 4s
	// went back, splay one of your piles right, then draw and foreshadow
	// a 6, a 7 and an 8, in that order. (2) If Globe was foreseen,
	// foreshadow one top card of any board.
	echoes("Globe", nil, func(c *C) {
		hand := c.Now().Hand(c.Me)
		got := c.Returns(Hand(c.Me)).May().UpTo(hand.Len())
		c.Expect(len(got) == 0 || len(got) == hand.Len(), "Globe returns the whole hand (%d cards) or nothing; it returned %d", hand.Len(), len(got))
		fours := 0
		for _, k := range got {
			if c.Age(k) == 4 {
				fours++
			}
		}
		if fours < 3 {
			return
		}
		c.SplayOneOf(inn.Right, false, inn.Blue, inn.Red, inn.Green, inn.Yellow, inn.Purple)
		for _, age := range []int{6, 7, 8} {
			c.DrawAndForeshadow(age)
		}
	}, func(c *C) {
		if !c.Foreseen() {
			return
		}
		n := 0
		if c.Now().ForecastRoom(c.Me) {
			n = 1
		}
		c.Foreshadows(Tops(AnyPlayer)).Exactly(n)
	})

	// Pencil. Echo: draw a 5. Effect: you may return up to three cards of
	// your hand; if you do, draw as many, each of value one higher than the
	// highest returned; foreshadow one of them (a full forecast keeps it in
	// hand) and return the others.
	echoes("Pencil", func(c *C) {
		c.Draw(5)
	}, func(c *C) {
		got := c.Returns(Hand(c.Me)).May().UpTo(3)
		if len(got) == 0 {
			return
		}
		hi := 0
		for _, k := range got {
			hi = max(hi, c.Age(k))
		}
		var drawn inn.Set
		for range len(got) {
			if k := c.Draw(hi + 1); k != inn.NoCard {
				drawn.Add(k)
			}
		}
		if c.Now().ForecastRoom(c.Me) {
			f := c.Foreshadows(Hand(c.Me)).In(drawn).One()
			drawn.Remove(f)
			c.Returns(Hand(c.Me)).All(drawn)
			return
		}
		c.Returns(Hand(c.Me)).In(drawn).Exactly(drawn.Len() - 1)
	})

	// Clock. Echo: you may splay right your colour with the most cards
	// (one of them when tied). Demand: I choose a colour; N is the number
	// of visible cards of that colour on my board; you transfer every card
	// of value N of your hand and of your score pile to my score pile, then
	// junk an available achievement of value N.
	echoes("Clock", func(c *C) {
		t := c.Now()
		most := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			most = max(most, t.PileLen(c.Me, col))
		}
		var tied []inn.Color
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if most > 0 && t.PileLen(c.Me, col) == most {
				tied = append(tied, col)
			}
		}
		c.SplayOneOf(inn.Right, true, tied...)
	}, clockDemand)

	// Toilet. Echo: draw and tuck a 4. Demand: for each different bonus
	// value visible on my board, you return a card of that value from
	// your score pile. Effect: you may return a card from your hand; if you
	// do, draw a card of its value.
	echoes("Toilet", func(c *C) {
		c.DrawAndTuck(4)
	}, func(c *C) {
		values := c.Now().BonusValues(c.Activator)
		for v := 1; v <= 12; v++ {
			if values&(1<<v) == 0 {
				continue
			}
			has := Count(c.Now().ScorePile(c.Me), func(k inn.Card) bool { return c.Age(k) == v }) > 0
			n := 0
			if has {
				n = 1
			}
			c.Returns(ScorePile(c.Me)).If(func(k inn.Card) bool { return c.Age(k) == v }).Exactly(n)
		}
	}, func(c *C) {
		if k := c.Returns(Hand(c.Me)).May().Maybe(); k != inn.NoCard {
			c.Draw(c.Age(k))
		}
	})
}

// clockDemand reads Clock's demand. The colour I choose is no event: N is
// one of the counts of visible cards of my five colours, and the moves
// tell which. Every card of value N of the hand and of the score pile
// goes, the hand's first as the text names it first; then the available
// achievement of value N is junked when there is one.
func clockDemand(c *C) {
	me, act := c.Me, c.Activator
	t := c.Now()
	var counts uint64 // a pile shows up to 46 cards
	for col := inn.Color(0); col < inn.NumColors; col++ {
		counts |= 1 << t.VisibleCards(act, col)
	}
	hand, score := t.Hand(me), t.ScorePile(me)
	held := func(n int) int {
		of := func(k inn.Card) bool { return c.Age(k) == n }
		return Count(hand, of) + Count(score, of)
	}
	got := append([]inn.Card(nil), c.Transfers(Hand(me), ScorePile(act)).UpTo(hand.Len())...)
	got = append(got, c.Transfers(ScorePile(me), ScorePile(act)).UpTo(score.Len())...)
	// The values N may be: a count of mine, and that of every card moved.
	var can uint64
	for n := 0; n < 64; n++ {
		if counts&(1<<n) == 0 {
			continue
		}
		ok := true
		for _, k := range got {
			ok = ok && c.Age(k) == n
		}
		if ok && held(n) == len(got) {
			can |= 1 << n
		}
	}
	if can == 0 {
		c.failf("Clock moves every card of one value N, a count of %s's visible cards of a colour (one of %s); it moved %d card(s)", inn.SeatName(act), valuesText(counts), len(got))
		return
	}
	j := c.Junks(AgeAchievements()).If(func(k inn.Card) bool { return can&(1<<c.Age(k)) != 0 }).UpTo(1)
	if len(j) == 1 {
		return
	}
	// No junk: some value N allowed has no available achievement.
	free := false
	for n := 0; n < 64; n++ {
		if can&(1<<n) != 0 && c.Now().StandardAchievement(n) == inn.NoCard {
			free = true
		}
	}
	c.Expect(free, "Clock junks the available achievement of value N; none was junked")
}

// valuesText lists the values of mask.
func valuesText(mask uint64) string {
	s := ""
	for n := 0; n < 64; n++ {
		if mask&(1<<n) != 0 {
			if s != "" {
				s += ", "
			}
			s += fmt.Sprint(n)
		}
	}
	return s
}
