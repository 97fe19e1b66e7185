package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of the five Echoes of the Past cards that claim the
// expansion's special achievements (EFFECTS-echoes.md §S): Novel,
// Barometer, Palampore, Loom and Photography, from their texts in
// EFFECTS-echoes.md.
func init() {
	// Novel. Echo: return every card of your forecast. (1) Draw a 3.
	// (2) You may splay your purple cards left. (3) If all your non-purple
	// top cards share an icon other than the crown, claim Supremacy (with
	// no non-purple top card, nothing is shared).
	echoes("Novel", func(c *C) {
		c.Returns(Forecast(c.Me)).All(c.Start.Forecast(c.Me))
	}, func(c *C) {
		c.Draw(3)
	}, func(c *C) {
		c.MaySplay(inn.Purple, inn.Left)
	}, func(c *C) {
		c.Claim(inn.Supremacy, novelShares(c))
	})

	// Barometer. Echo: transfer a 5 of your forecast to your hand, if you
	// have one. (1) Choose a bonus visible on any board; draw a card two
	// higher and foreshadow it (nothing without a bonus; a full forecast
	// keeps the card in the hand). (2) You may return all your forecast;
	// if any of the cards was blue, claim Destiny.
	echoes("Barometer", func(c *C) {
		fives := Count(c.Start.Forecast(c.Me), func(k inn.Card) bool { return c.Age(k) == 5 })
		c.Transfers(Forecast(c.Me), Hand(c.Me)).If(func(k inn.Card) bool { return c.Age(k) == 5 }).Exactly(min(1, fives))
	}, func(c *C) {
		var ages [inn.MaxBonus + 3]bool
		some := false
		for p := 0; p < c.Players(); p++ {
			for v, n := range bonusCounts(c.Start, p) {
				if n > 0 {
					ages[v+2], some = true, true
				}
			}
		}
		if !some {
			return
		}
		k := c.DrawAmong(func(age int) bool { return age < len(ages) && ages[age] }, "a card two higher than a visible bonus")
		if k == inn.NoCard {
			return
		}
		n := 0
		if forecastRoom(c.Now(), c.Me) > 0 {
			n = 1
		}
		c.Moves(inn.EvForeshadow, Hand(c.Me), Forecast(c.Me)).In(inn.SetOf(k)).Exactly(n)
	}, func(c *C) {
		all := c.Start.Forecast(c.Me)
		got := c.Returns(Forecast(c.Me)).May().In(all).UpTo(all.Len())
		c.Expect(len(got) == 0 || len(got) == all.Len(), "Barometer returns all %d card(s) of the forecast or none; it returned %d", all.Len(), len(got))
		blue := false
		for _, k := range got {
			blue = blue || c.Color(k) == inn.Blue
		}
		c.Claim(inn.Destiny, blue)
	})

	// Palampore (no echo effect). (1) Choose a value that a bonus shows
	// more than once on your board; draw and score a card of it (nothing
	// when no value does). (2) You may splay your purple cards right.
	// (3) If your board shows at least six bonuses, claim Wealth.
	echoes("Palampore", nil, func(c *C) {
		counts := bonusCounts(c.Start, c.Me)
		twice := func(age int) bool { return age >= 0 && age < len(counts) && counts[age] >= 2 }
		for v := range counts {
			if twice(v) {
				c.Score(c.DrawAmong(twice, "a card of a value a bonus shows twice"))
				return
			}
		}
	}, func(c *C) {
		c.MaySplay(inn.Purple, inn.Right)
	}, func(c *C) {
		n := 0
		for _, k := range bonusCounts(c.Start, c.Me) {
			n += k
		}
		c.Claim(inn.Wealth, n >= 6)
	})

	// Loom. Echo: score one of your lowest top cards. (1) You may return
	// two cards of different values from your score pile, exactly two or
	// none; if you do, draw and tuck three 6s. (2) If one colour of your
	// board shows at least five hexagons, claim Heritage.
	echoes("Loom", func(c *C) {
		low := c.Start.TopSet(c.Me)
		lo := c.Start.LowTop(c.Me)
		low = c.OfAge(low, lo)
		c.Scores(Tops(c.Me)).In(low).Exactly(min(1, low.Len()))
	}, func(c *C) {
		var seen [inn.AgeCap + 1]bool
		values := 0
		c.Start.ScorePile(c.Me).Each(func(k inn.Card) {
			if a := c.Age(k); !seen[a] {
				seen[a], values = true, values+1
			}
		})
		if values < 2 {
			return // no two cards of different values to return
		}
		got := c.Returns(ScorePile(c.Me)).May().UpTo(2)
		if len(got) == 0 {
			return
		}
		c.Expect(len(got) == 2 && c.Age(got[0]) != c.Age(got[1]), "Loom returns two cards of different values or none; it returned %d", len(got))
		for range 3 {
			if c.DrawAndTuck(6) == inn.NoCard {
				return
			}
		}
	}, func(c *C) {
		most := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			n := 0
			placesShown(c.Start, c.Me, col, func(f *inn.Facts, k int) {
				if f.Icons[k] == inn.Hex && f.EchoAt&(1<<k) == 0 && f.Bonus[k] == 0 {
					n++ // a music note is a hexagon (EFFECTS-echoes.md §K.6)
				}
			})
			most = max(most, n)
		}
		c.Claim(inn.Heritage, most >= 5)
	})

	// Photography. Echo: meld a card of your forecast, if you have one.
	// Demand: you transfer one of your highest top cards to your hand.
	// (1) If one colour of your board shows at least three echo effects,
	// claim History; if you did and Photography was foreseen, you win.
	echoes("Photography", func(c *C) {
		c.Melds(Forecast(c.Me)).Exactly(min(1, c.Start.Forecast(c.Me).Len()))
	}, func(c *C) {
		high := c.OfAge(c.Start.TopSet(c.Me), c.Start.HighTop(c.Me))
		c.Transfers(Tops(c.Me), Hand(c.Me)).In(high).Exactly(min(1, high.Len()))
	}, func(c *C) {
		most := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			n := 0
			placesShown(c.Start, c.Me, col, func(f *inn.Facts, k int) {
				if f.EchoAt&(1<<k) != 0 {
					n++
				}
			})
			most = max(most, n)
		}
		claims := most >= 3 && c.Start.Specials().Has(inn.History)
		c.Claim(inn.History, most >= 3)
		if claims && c.Foreseen() {
			c.Win(c.Me)
		}
	})
}

// placesShown calls f for every icon place of player p's pile of color col
// that the position t shows: the four of the top card, and those of the
// covered cards that the pile's splay shows (ECHO-ICON-1).
func placesShown(t *Table, p int, col inn.Color, f func(*inn.Facts, int)) {
	shown := [...]uint8{inn.Unsplayed: 0, inn.Left: 0b1000, inn.Right: 0b0011, inn.Up: 0b1110, inn.Aslant: 0b1111}
	pile := t.Pile(p, col)
	for i, k := range pile {
		facts := &t.deck.Facts[k]
		for place := 0; place < 4; place++ {
			if i == len(pile)-1 || shown[t.Splay(p, col)]&(1<<place) != 0 {
				f(facts, place)
			}
		}
	}
}

// bonusesShown returns how many visible bonuses of each value player p's
// board shows as t stands, indexed by value.
func bonusCounts(t *Table, p int) [inn.MaxBonus + 1]int {
	var n [inn.MaxBonus + 1]int
	for col := inn.Color(0); col < inn.NumColors; col++ {
		placesShown(t, p, col, func(f *inn.Facts, k int) {
			if b := int(f.Bonus[k]); b > 0 && b < len(n) {
				n[b]++
			}
		})
	}
	return n
}

// novelShares reports whether all the performer's non-purple top cards,
// at least one, print a same icon other than the crown (the avatar
// included).
func novelShares(c *C) bool {
	tops := Filter(c.Start.TopSet(c.Me), func(k inn.Card) bool { return c.Color(k) != inn.Purple })
	if tops.Empty() {
		return false
	}
	for ic := inn.Castle; ic <= inn.Avatar; ic++ {
		if ic != inn.Crown && Count(tops, func(k inn.Card) bool { return c.Has(k, ic) }) == tops.Len() {
			return true
		}
	}
	return false
}
