package contract

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The contracts of the Echoes cards of age 7, from the texts of
// EFFECTS-echoes.md "Age 7" (Photography's are written with the special
// achievements). "If foreseen" parts read Foreseen.
func init() {
	// Typewriter. Return every card of your hand, then draw a 6; then, once
	// for each colour among the cards returned, draw a card one higher than
	// the highest card of your hand at that moment.
	echoes("Typewriter", nil, func(c *C) {
		hand := c.Now().Hand(c.Me)
		var colors uint8
		hand.Each(func(k inn.Card) { colors |= 1 << c.Color(k) })
		c.Returns(Hand(c.Me)).All(hand)
		c.Draw(6)
		for col := inn.Color(0); col < inn.NumColors && !c.Done(); col++ {
			if colors&(1<<col) != 0 {
				_, high := c.Now().Highest(c.Now().Hand(c.Me))
				c.Draw(high + 1)
			}
		}
	})

	// Machine Gun. Echo: when you have a top card of each of the five
	// colours, draw a 7 and score it. Demand: you transfer every top card
	// of yours that prints a bonus to my score pile; if you transferred
	// one, junk four available achievements (all when fewer), then draw a
	// 7. (1) Return your top card of each colour but red.
	echoes("Machine Gun", func(c *C) {
		if c.Now().Colors(c.Me) == inn.NumColors {
			c.DrawAndScore(7)
		}
	}, func(c *C) {
		bonus := Filter(c.Now().TopSet(c.Me), c.HasBonus)
		if bonus.Empty() {
			return
		}
		c.Transfers(Tops(c.Me), ScorePile(c.Activator)).All(bonus)
		avail := availableCount(c.Now())
		for i := 0; i < min(4, avail) && !c.Done(); i++ {
			if c.Junks(AgeAchievements()).Maybe() == inn.NoCard {
				c.Junks(SpecialAchievements()).Exactly(1)
			}
		}
		c.Draw(7)
	}, func(c *C) {
		tops := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool { return c.Color(k) != inn.Red })
		c.Returns(Tops(c.Me)).All(tops)
	})

	// Rubber. Echo: draw an 8 and tuck it, twice. (1) Score one of your
	// top cards that prints no bonus, if you have one. (2) You may splay
	// your red pile up. (3) When foreseen, foreshadow one of your top cards
	// (nothing when the forecast is at its limit).
	echoes("Rubber", func(c *C) {
		c.DrawAndTuck(8)
		c.DrawAndTuck(8)
	}, func(c *C) {
		plain := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool { return !c.HasBonus(k) })
		c.Scores(Tops(c.Me)).In(plain).Exactly(min(1, plain.Len()))
	}, func(c *C) {
		c.MaySplay(inn.Red, inn.Up)
	}, func(c *C) {
		// At the forecast's limit nothing is foreshadowed (ECHO-FORESHADOW).
		if c.Foreseen() && c.Now().ForecastRoom(c.Me) {
			c.Foreshadows(Tops(c.Me)).Exactly(min(1, c.Now().TopSet(c.Me).Len()))
		}
	})

	// Jeans. Echo: draw two 8s; return one of them and foreshadow the
	// other (it stays in the hand when the forecast is at its limit). (1)
	// Draw and reveal two cards of the value of your top blue card (0, so
	// 1s, without one); meld one of them and return the other. (2) Junk
	// every card of the 7 supply pile or of the 8 supply pile, your choice.
	// (3) When foreseen, transfer a card of the junk that has a value (no
	// special achievement) to your hand.
	echoes("Jeans", func(c *C) {
		a, b := c.Draw(8), c.Draw(8)
		if b == inn.NoCard {
			return
		}
		two := cardSet(a).Union(cardSet(b))
		back := c.Returns(Hand(c.Me)).In(two).One()
		if back == inn.NoCard {
			return
		}
		two.Remove(back)
		c.Foreshadow(two.First())
	}, func(c *C) {
		age := c.TopAge(c.Me, inn.Blue)
		a := c.DrawAndReveal(age)
		b := c.DrawAndReveal(age)
		if b == inn.NoCard {
			return
		}
		two := cardSet(a).Union(cardSet(b))
		c.Melds(Hand(c.Me)).In(two).Exactly(1)
		c.Returns(Hand(c.Me)).In(two).Exactly(1)
	}, func(c *C) {
		n7, n8 := c.Now().SupplyLen(7), c.Now().SupplyLen(8)
		got := c.Junks(Supply()).If(func(k inn.Card) bool { return c.Age(k) == 7 || c.Age(k) == 8 }).UpTo(n7 + n8)
		if len(got) == 0 {
			c.Expect(n7 == 0 || n8 == 0, "Jeans junks the 7 or the 8 pile; it junked nothing")
			return
		}
		age := c.Age(got[0])
		want := n7
		if age == 8 {
			want = n8
		}
		same := true
		for _, k := range got {
			same = same && c.Age(k) == age
		}
		c.Expect(same && len(got) == want, "Jeans junks every card of one pile, the %d pile's %d; it junked %d", age, want, len(got))
	}, func(c *C) {
		if c.Foreseen() {
			valued := func(k inn.Card) bool { return !k.IsSpecial() }
			c.Transfers(Junk(), Hand(c.Me)).If(valued).Exactly(min(1, Count(c.Now().Junk(), valued)))
		}
	})

	// Telegraph. (1) You may choose another player and a colour, and splay
	// your pile of that colour the way that player's pile of it is splayed.
	// (2) You may splay your blue pile up. (3) When foreseen, splay up each
	// of your splayed piles, in any order.
	echoes("Telegraph", nil, func(c *C) {
		c.copiesSplay()
	}, func(c *C) {
		c.MaySplay(inn.Blue, inn.Up)
	}, func(c *C) {
		if !c.Foreseen() {
			return
		}
		for !c.Done() {
			var left []inn.Color
			for col := inn.Color(0); col < inn.NumColors; col++ {
				if s := c.Now().Splay(c.Me, col); s != inn.Unsplayed && s != inn.Up {
					left = append(left, col)
				}
			}
			if len(left) == 0 {
				return
			}
			if _, ok := c.SplayOneOf(inn.Up, false, left...); !ok {
				return
			}
		}
	})

	// Elevator. Echo: score your top or your bottom green card, if you have
	// a green pile. (1) Choose a value of a card in your score pile (none:
	// nothing happens); score every card of that value from all your
	// opponents' hands, or else from all their score piles; then draw and
	// foreshadow a card of that value.
	echoes("Elevator", func(c *C) {
		var ends inn.Set
		if t := c.Now().Top(c.Me, inn.Green); t != inn.NoCard {
			ends = cardSet(t).Union(cardSet(c.Now().Bottom(c.Me, inn.Green)))
		}
		c.Scores(PileOf(c.Me, inn.Green)).In(ends).Exactly(min(1, ends.Len()))
	}, func(c *C) {
		c.elevator()
	})

	// Fertilizer. (1) You may return a card of your hand; if you do,
	// transfer to your hand every card of its value from every score pile,
	// yours too. (2) Draw and foreshadow a card of the value of the number
	// of cards in your hand (0, so a 1, with an empty hand).
	echoes("Fertilizer", nil, func(c *C) {
		k := c.Returns(Hand(c.Me)).May().Maybe()
		if k == inn.NoCard {
			return
		}
		var of inn.Set
		for p := 0; p < c.Players(); p++ {
			if c.Now().In(p) {
				of = of.Union(Filter(c.Now().ScorePile(p), func(s inn.Card) bool { return c.Age(s) == c.Age(k) }))
			}
		}
		c.Transfers(ScorePile(AnyPlayer), Hand(c.Me)).All(of)
	}, func(c *C) {
		c.DrawAndForeshadow(c.Now().Hand(c.Me).Len())
	})

	// Ice Cream. Echo: score one of your top cards that is not purple and
	// prints no bonus, if you have one. Demand: you draw a 1 and meld it.
	// (1) Choose the 6, 7, 8 or 9 supply pile; you may junk every card of
	// it; if you do (one card or more), achieve the highest card of the
	// junk that has a value, if you are eligible for its value.
	echoes("Ice Cream", func(c *C) {
		ok := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool { return c.Color(k) != inn.Purple && !c.HasBonus(k) })
		c.Scores(Tops(c.Me)).In(ok).Exactly(min(1, ok.Len()))
	}, func(c *C) {
		c.DrawAndMeld(1)
	}, func(c *C) {
		got := c.Junks(Supply()).If(func(k inn.Card) bool { return c.Age(k) >= 6 && c.Age(k) <= 9 }).May().UpTo(4 * inn.MaxAge)
		if len(got) == 0 {
			return
		}
		age := c.Age(got[0])
		same := true
		for _, k := range got {
			same = same && c.Age(k) == age
		}
		c.Expect(same && len(got) == c.Start.SupplyLen(age), "Ice Cream junks every card of one pile, the %d pile's %d; it junked %d", age, c.Start.SupplyLen(age), len(got))
		aged := Filter(c.Now().Junk(), func(k inn.Card) bool { return !k.IsSpecial() })
		high, v := c.Now().Highest(aged)
		if c.Now().MayAchieve(c.Me, v) {
			c.Transfers(Junk(), Achievements(c.Me)).In(high).Exactly(1)
		}
	})

	// Saxophone. (1) You may splay your purple pile up. (2) When the music
	// notes of Bell, Flute, Piano and Saxophone are all visible, on any
	// boards, you win; else draw a 7 for each visible music note.
	echoes("Saxophone", nil, func(c *C) {
		c.MaySplay(inn.Purple, inn.Up)
	}, func(c *C) {
		notes := c.Now().visibleNotes()
		all := true
		for _, name := range [...]string{"Bell", "Flute", "Piano", "Saxophone"} {
			all = all && notes.Has(c.Lookup(name))
		}
		if all {
			c.Win(c.Me)
			return
		}
		for i := notes.Len(); i > 0 && !c.Done(); i-- {
			c.Draw(7)
		}
	})
}

// copiesSplay reads Telegraph's first effect: an optional splay of one of
// the performer's piles in the direction another player in the game has
// splayed his pile of that colour.
func (c *C) copiesSplay() {
	if c.Done() {
		return
	}
	e := c.peekHard()
	if e != nil && e.Kind == inn.EvSplay && e.Player == c.Me {
		pl, dir := inn.Place(e.From), inn.Splay(e.Arg)
		col := inn.Color(pl.Index())
		ok := false
		for q := 0; q < c.Players(); q++ {
			ok = ok || (q != c.Me && c.Now().In(q) && c.Now().Splay(q, col) == dir)
		}
		if pl.Kind() != inn.PlaceBoard || pl.Player() != c.Me || !ok || !c.canSplay(c.Me, col, dir) {
			c.failf("Telegraph splays %s %s, as no other player's %s pile is splayed", col, dir, col)
			return
		}
		c.take(true)
		return
	}
	// Declined, or nothing to copy: nothing more to read.
}

// elevator reads Elevator's effect: the value is the one of the cards
// scored, or of the draw when none was.
func (c *C) elevator() {
	var values uint16
	c.Now().ScorePile(c.Me).Each(func(k inn.Card) { values |= 1 << c.Age(k) })
	if values == 0 || c.Done() {
		return
	}
	of := func(v int, hands bool) inn.Set {
		var s inn.Set
		for _, q := range c.Opponents(c.Me) {
			zone := c.Now().ScorePile(q)
			if hands {
				zone = c.Now().Hand(q)
			}
			s = s.Union(Filter(zone, func(k inn.Card) bool { return c.Age(k) == v }))
		}
		return s
	}
	e := c.peekHard()
	if e == nil {
		c.expected(fmt.Sprintf("%s to score cards of a value of the score pile, or to draw one", inn.SeatName(c.Me)))
		return
	}
	v := e.Arg
	if e.Kind == inn.EvScore {
		v = c.Age(inn.Card(e.Card))
		hands := inn.Place(e.From).Kind() == inn.PlaceHand
		from := ScorePile(AnyPlayer)
		if hands {
			from = Hand(AnyPlayer)
		}
		c.Expect(values&(1<<v) != 0, "Elevator scores %ss, a value its performer's score pile lacks", inn.AnAge(v))
		c.Scores(from).All(of(v, hands))
	} else {
		c.Expect(values&(1<<v) != 0 && (of(v, true).Empty() || of(v, false).Empty()),
			"Elevator draws %s and scores no card of that value, which a score pile of its performer's must hold and the opponents' hands and score piles both hold", inn.AnAge(v))
	}
	c.DrawAndForeshadow(v)
}

// visibleNotes returns the cards whose music note is visible on any board
// of a player in the game: on a top card, or in a place a splay shows
// (EFFECTS-echoes.md §K.6, ULT-ICON-1).
func (t *Table) visibleNotes() inn.Set {
	var out inn.Set
	for p := 0; p < t.N; p++ {
		if !t.In(p) {
			continue
		}
		for col := inn.Color(0); col < inn.NumColors; col++ {
			pile := t.Pile(p, col)
			for i, k := range pile {
				at := t.deck.Facts[k].NoteAt
				if at == 0 {
					continue
				}
				var shown []int
				switch {
				case i == len(pile)-1:
					shown = allSlots
				case t.Splay(p, col) == inn.Left:
					shown = leftSlots
				case t.Splay(p, col) == inn.Right:
					shown = rightSlots
				case t.Splay(p, col) == inn.Up:
					shown = upSlots
				case t.Splay(p, col) == inn.Aslant:
					shown = allSlots
				}
				for _, s := range shown {
					if at&(1<<s) != 0 {
						out.Add(k)
					}
				}
			}
		}
	}
	return out
}
