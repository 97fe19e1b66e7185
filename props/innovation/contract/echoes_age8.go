package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of the age-8 cards of Echoes of the Past, from the texts
// of EFFECTS-echoes.md "Age 8".
func init() {
	// Radio Telescope. For each colour of your board showing a lightbulb
	// (counted when the effect begins), draw a 9; when Radio Telescope was
	// foreseen, a 10 more for each. Meld one of the cards drawn, your
	// choice, and return all the others. A.I. melded: you win.
	echoes("Radio Telescope", nil, func(c *C) {
		n := c.ColorsShowing(c.Start, c.Me, inn.Lightbulb)
		var drawn inn.Set
		for i := 0; i < n; i++ {
			drawn.Add(c.Draw(9))
		}
		if c.Foreseen() {
			for i := 0; i < n; i++ {
				drawn.Add(c.Draw(10))
			}
		}
		drawn.Remove(inn.NoCard)
		if drawn.Empty() || c.Done() {
			return
		}
		m := c.Melds(Hand(c.Me)).In(drawn).One()
		if m == inn.NoCard {
			return
		}
		drawn.Remove(m)
		c.Returns(Hand(c.Me)).All(drawn)
		if m == c.Lookup("A.I.") {
			c.Win(c.Me)
		}
	})

	// X-Ray. Echo: draw an 8 and tuck it. (1) Name a value; draw one card
	// of it for each colour of your board showing a leaf (counted when the
	// effect begins); you may foreshadow any of the cards drawn, as many
	// as the forecast takes. (2) Return your whole hand. (3) You may splay
	// your yellow pile up.
	echoes("X-Ray", func(c *C) { c.DrawAndTuck(8) }, func(c *C) {
		n := c.ColorsShowing(c.Start, c.Me, inn.Leaf)
		if n == 0 {
			return
		}
		first := c.DrawAmong(func(int) bool { return true }, "a card of the value named")
		if first == inn.NoCard {
			return
		}
		var drawn inn.Set
		drawn.Add(first)
		v := c.perfAsked(first)
		for i := 1; i < n; i++ {
			drawn.Add(c.Draw(v))
		}
		drawn.Remove(inn.NoCard)
		c.Moves(inn.EvForeshadow, Hand(c.Me), forecastOf(c.Me)).In(drawn).May().UpTo(forecastRoom(c.Now(), c.Me))
	}, func(c *C) {
		c.Returns(Hand(c.Me)).All(c.Start.Hand(c.Me))
	}, func(c *C) {
		c.MaySplay(inn.Yellow, inn.Up)
	})

	// Bandage. Echo: meld a card with a leaf from your hand, if you have
	// one. Demand: return a card with a clock from your score pile, and
	// one of your top cards with a clock (each if you have one); if you
	// did both, junk one available achievement, standard or special, for
	// each achievement you hold (all the available ones when fewer).
	echoes("Bandage", func(c *C) {
		leaves := c.WithIcon(c.Now().Hand(c.Me), inn.Leaf)
		c.Melds(Hand(c.Me)).In(leaves).Exactly(min(1, leaves.Len()))
	}, func(c *C) {
		clock := func(k inn.Card) bool { return c.Has(k, inn.Clock) }
		s := c.Returns(ScorePile(c.Me)).If(clock).Exactly(min(1, Count(c.Now().ScorePile(c.Me), clock)))
		t := c.Returns(Tops(c.Me)).If(clock).Exactly(min(1, Count(c.Now().TopSet(c.Me), clock)))
		if len(s) == 0 || len(t) == 0 {
			return
		}
		n := min(c.Now().Achievements(c.Me).Len(), availableCount(c.Now()))
		for i := 0; i < n && !c.Done(); i++ {
			if c.Junks(AgeAchievements()).Maybe() == inn.NoCard {
				c.Junks(SpecialAchievements()).One()
			}
		}
	})

	// Parachute. Demand: transfer every card of your hand without a clock
	// to my hand. (2) If Parachute was foreseen, junk every card of every
	// board.
	echoes("Parachute", nil, func(c *C) {
		give := Filter(c.Now().Hand(c.Me), func(k inn.Card) bool { return !c.Has(k, inn.Clock) })
		c.Transfers(Hand(c.Me), Hand(c.Activator)).All(give)
	}, func(c *C) {
		if !c.Foreseen() {
			return
		}
		var all inn.Set
		for p := 0; p < c.Players(); p++ {
			all = all.Union(c.Now().BoardCards(p))
		}
		c.Junks(Board(AnyPlayer)).All(all)
	})

	// Nylon. (1) Draw and tuck three 8s; if any of them is green, do it all
	// again. (2) You may splay your red pile up.
	echoes("Nylon", nil, func(c *C) {
		for !c.Done() {
			green := false
			for i := 0; i < 3; i++ {
				k := c.DrawAndTuck(8)
				if k == inn.NoCard {
					return
				}
				green = green || c.Color(k) == inn.Green
			}
			if !green {
				return
			}
		}
	}, func(c *C) {
		c.MaySplay(inn.Red, inn.Up)
	})

	// Sliced Bread. Echo: return your whole hand, then draw two 8s.
	// (1) Return a card of your score pile, your choice, if you have one;
	// then draw and score two cards of the value one below it.
	echoes("Sliced Bread", func(c *C) {
		c.Returns(Hand(c.Me)).All(c.Start.Hand(c.Me))
		c.Draw(8)
		c.Draw(8)
	}, func(c *C) {
		k := c.Returns(ScorePile(c.Me)).Exactly(min(1, c.Now().ScorePile(c.Me).Len()))
		if len(k) == 0 {
			return
		}
		c.DrawAndScore(c.Age(k[0]) - 1)
		c.DrawAndScore(c.Age(k[0]) - 1)
	})

	// Air Conditioner. Echo: you may score a card from your hand. Demand:
	// return every card of your score pile whose value one of your top
	// cards has. (2) Junk every card of the 9 supply pile.
	echoes("Air Conditioner", func(c *C) {
		c.Scores(Hand(c.Me)).May().UpTo(1)
	}, func(c *C) {
		var values uint16
		c.Now().TopSet(c.Me).Each(func(k inn.Card) { values |= 1 << c.Age(k) })
		c.Returns(ScorePile(c.Me)).All(Filter(c.Now().ScorePile(c.Me), func(k inn.Card) bool { return values&(1<<c.Age(k)) != 0 }))
	}, func(c *C) {
		c.JunksDeck(9)
	})

	// Tractor. Echo: draw a 7. (1) Draw a 7 and score it. (2) Draw a 7.
	// (3) If Tractor was foreseen, draw and score seven 7s.
	echoes("Tractor", func(c *C) { c.Draw(7) }, func(c *C) {
		c.DrawAndScore(7)
	}, func(c *C) {
		c.Draw(7)
	}, func(c *C) {
		if !c.Foreseen() {
			return
		}
		for i := 0; i < 7 && !c.Done(); i++ {
			c.DrawAndScore(7)
		}
	})

	// Crossword. (1) For each even bonus visible on your board (each bonus
	// once, counted when the effect begins), draw a card of its value; if
	// Crossword was foreseen, transfer the cards drawn to the available
	// achievements. (2) For each odd bonus visible on your board, return
	// the lowest card of your hand (as it stands at each return).
	echoes("Crossword", nil, func(c *C) {
		var even []int
		for _, b := range shownBonuses(c.Start, c.Me) {
			if b%2 == 0 {
				even = append(even, b)
			}
		}
		drawn := c.drawsOfAges(even)
		if len(drawn) == 0 || !c.Foreseen() {
			return
		}
		var set inn.Set
		for _, k := range drawn {
			set.Add(k)
		}
		c.Transfers(Hand(c.Me), AgeAchievements()).All(set)
	}, func(c *C) {
		n := 0
		for _, b := range shownBonuses(c.Start, c.Me) {
			if b%2 == 1 {
				n++
			}
		}
		for i := 0; i < n && !c.Now().Hand(c.Me).Empty() && !c.Done(); i++ {
			_, low := c.Now().Lowest(c.Now().Hand(c.Me))
			c.Returns(Hand(c.Me)).If(func(k inn.Card) bool { return c.Age(k) == low }).One()
		}
	})

	// Television. Echo: draw and meld an 8. (1) Name a value and an
	// opponent: transfer a card of that value from the opponent's score
	// pile to the opponent's board; if the opponent holds an achievement
	// of that value, achieve a card of that value from his score pile, if
	// you are eligible (a score of five times the value, a top card of the
	// value or higher). The value named shows only through the cards
	// moved: a value the score pile lacks moves nothing.
	echoes("Television", func(c *C) { c.DrawAndMeld(8) }, func(c *C) {
		if !c.nextIs(inn.EvTransfer, nil) {
			return
		}
		e := c.peekHard()
		q := inn.Place(e.From).Player()
		c.Expect(inn.Place(e.From).Kind() == inn.PlaceScore && c.Now().Opponent(c.Me, q),
			"Television transfers a card from %s, not an opponent's score pile", inn.Place(e.From))
		k := c.Transfers(ScorePile(q), Board(q)).One()
		if k == inn.NoCard {
			return
		}
		v := c.Age(k)
		ofValue := func(a inn.Card) bool { return c.Age(a) == v }
		held := Count(c.Now().Achievements(q), ofValue) > 0
		eligible := c.Now().Points(c.Me) >= 5*v && c.Now().HighTop(c.Me) >= v
		if held && eligible {
			c.Transfers(ScorePile(q), Achievements(c.Me)).If(ofValue).Exactly(min(1, Count(c.Now().ScorePile(q), ofValue)))
		}
	})
}

// perfAsked returns the age the draw of card k asked for, read from the
// performance's events (the value a player named and no event shows but
// this draw), or the card's age when no draw of it is found.
func (c *C) perfAsked(k inn.Card) int {
	for i := c.next - 1; i >= 0; i-- {
		e := &c.perf.Items[i].Event
		if e.Kind == inn.EvDraw && inn.Card(e.Card) == k {
			return e.Arg
		}
	}
	return c.Age(k)
}
