package contract

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The contracts of the age-3 cards of Echoes of the Past, from the texts of
// EFFECTS-echoes.md "Age 3" and its readings (§K, §D). Novel is with the
// special achievements.
func init() {
	// Almanac. Echo: a draw of an Echoes 4, to the forecast when it has
	// room. Effect: the performer may return one card with a bonus from
	// his forecast; if he did, he draws a card one above that bonus and
	// scores it. Effect: when Almanac was foreseen, the cards of one other
	// player's forecast come into his, as many as his limit takes.
	echoes("Almanac", func(c *C) {
		c.foreshadowIn(c.drawEchoes(4))
	}, func(c *C) {
		cands := Filter(c.Start.Forecast(c.Me), func(k inn.Card) bool { return c.printedBonus(k) > 0 })
		got := c.Returns(forecastOf(c.Me)).In(cands).May().UpTo(min(1, cands.Len()))
		if len(got) == 1 {
			c.DrawAndScore(c.printedBonus(got[0]) + 1)
		}
	}, func(c *C) {
		if !c.Foreseen() {
			return
		}
		room := forecastRoom(c.Now(), c.Me)
		got := c.Moves(inn.EvForeshadow, forecastOf(AnyPlayer), forecastOf(c.Me)).UpTo(room)
		if len(got) == 0 {
			empty := room == 0
			for q := 0; q < c.Players(); q++ {
				empty = empty || (q != c.Me && c.Start.In(q) && c.Start.Forecast(q).Empty())
			}
			c.Expect(empty, "Almanac (foreseen) foreshadows the forecast of another player; nothing moved")
			return
		}
		q := -1
		for p := 0; p < c.Players(); p++ {
			if p != c.Me && c.Start.Forecast(p).Has(got[0]) {
				q = p
			}
		}
		c.Expect(q >= 0 && setOfCards(got).Minus(c.Start.Forecast(q)).Empty(), "Almanac (foreseen) takes the cards of one other player's forecast")
		if q >= 0 {
			c.Expect(len(got) == min(room, c.Start.Forecast(q).Len()), "Almanac (foreseen) foreshadows %d card(s) of %s's forecast; it took %d", min(room, c.Start.Forecast(q).Len()), inn.SeatName(q), len(got))
		}
	})

	// Magnifying Glass. Echo: a draw of a 4, then one card of the hand
	// returned. Effect: the performer may return three cards of one value
	// from his hand; if he did, he draws a card of that value plus two.
	// Effect: he may splay yellow or blue left.
	echoes("Magnifying Glass", func(c *C) {
		c.Draw(4)
		c.Returns(Hand(c.Me)).Exactly(min(1, c.Now().Hand(c.Me).Len()))
	}, func(c *C) {
		var counts [inn.AgeCap + 1]int
		c.Start.Hand(c.Me).Each(func(k inn.Card) { counts[c.Age(k)]++ })
		three := func(k inn.Card) bool { return counts[c.Age(k)] >= 3 }
		got := c.Returns(Hand(c.Me)).If(three).May().UpTo(3)
		if len(got) == 0 {
			return
		}
		v := c.Age(got[0])
		c.Expect(len(got) == 3 && c.OfAge(setOfCards(got), v).Len() == 3, "Magnifying Glass returns exactly three cards of one value; it returned %d", len(got))
		c.Draw(v + 2)
	}, func(c *C) {
		c.SplayOneOf(inn.Left, true, inn.Yellow, inn.Blue)
	})

	// Liquid Fire. Demand: when a bonus shows on the victim's board, he
	// draws a card of the highest one's value, reveals it and gives it to
	// the activator's forecast; if it is red, every card of his hand goes
	// to the activator's score pile.
	echoes("Liquid Fire", nil, func(c *C) {
		hi := highestBonus(bonusesShown(c.Now(), c.Me))
		if hi == 0 {
			return
		}
		k := c.DrawAndReveal(hi)
		if k == inn.NoCard {
			return
		}
		c.Transfers(Hand(c.Me), forecastOf(c.Activator)).In(inn.SetOf(k)).Exactly(1)
		if c.Color(k) == inn.Red {
			c.Transfers(Hand(c.Me), ScorePile(c.Activator)).Exactly(c.Now().Hand(c.Me).Len())
		}
	})

	// Katana. Demand: the victim gives two of his top cards with a castle
	// (one when he has one) to the activator's score pile; if exactly one
	// went and Katana was foreseen, every available standard achievement
	// goes to the junk.
	echoes("Katana", nil, func(c *C) {
		n := min(2, c.WithIcon(c.Start.TopSet(c.Me), inn.Castle).Len())
		got := c.Transfers(Tops(c.Me), ScorePile(c.Activator)).If(func(k inn.Card) bool { return c.Has(k, inn.Castle) }).Exactly(n)
		if len(got) != 1 || !c.Foreseen() {
			return
		}
		c.junkAll(c.Now().AvailableStandard())
	})

	// Charitable Trust. Echo: a draw of a 3 or a 4. Effect: the performer
	// may meld the card his echo draw gave him (read from the echo
	// effect's events earlier in the action, EchoLast); a 3 melded gives
	// him his top green card as an achievement when he is eligible for
	// it; a 4 melded returns his top green card.
	echoes("Charitable Trust", func(c *C) {
		c.drawAskedAmong(func(a int) bool { return a == 3 || a == 4 }, "a 3 or a 4")
	}, func(c *C) {
		// The card the performer drew last by the echo effect in this
		// action, while it is in his hand, is the one he may meld; none,
		// and nothing is melded.
		drawn := c.EchoLast(inn.EvDraw, c.Me)
		if drawn == inn.NoCard || !c.Now().Hand(c.Me).Has(drawn) {
			return
		}
		got := c.Melds(Hand(c.Me)).In(inn.SetOf(drawn)).May().UpTo(1)
		if len(got) == 0 {
			return
		}
		// The card's own value decides: a draw of a 3 from a dry pile
		// gives a higher card (DRAW-2), and then neither branch follows.
		v := c.Age(got[0])
		green := c.Now().Top(c.Me, inn.Green)
		switch {
		case green == inn.NoCard:
		case v == 3:
			var ok inn.Set
			if eligibleFor(c.Now(), c.Me, green) {
				ok.Add(green)
			}
			c.achievesFrom(TopOf(c.Me, inn.Green), ok)
		case v == 4:
			c.Returns(TopOf(c.Me, inn.Green)).Exactly(1)
		}
	})

	// Homing Pigeons. Demand: the victim returns two cards of his score
	// pile, each of a value of some card in the activator's hand (as many
	// as he has, up to two). Effect: the performer may splay red or green
	// left; when Homing Pigeons was foreseen, every pile of his is splayed
	// left.
	echoes("Homing Pigeons", nil, func(c *C) {
		values := c.valuesIn(c.Start.Hand(c.Activator))
		ok := func(k inn.Card) bool { return values&(1<<c.Age(k)) != 0 }
		c.Returns(ScorePile(c.Me)).If(ok).Exactly(min(2, Count(c.Start.ScorePile(c.Me), ok)))
	}, func(c *C) {
		c.SplayOneOf(inn.Left, true, inn.Red, inn.Green)
		if c.Foreseen() {
			c.splayEveryPile(inn.Left)
		}
	})

	// Deodorant. Echo: a draw of a 3, melded. Effect: with a castle on a
	// top card, a draw of a 3, melded; without, a draw of a 4. Effect: with
	// a factory on a top card, the 4 supply pile is junked.
	echoes("Deodorant", func(c *C) {
		c.DrawAndMeld(3)
	}, func(c *C) {
		if c.WithIcon(c.Now().TopSet(c.Me), inn.Castle).Empty() {
			c.Draw(4)
			return
		}
		c.DrawAndMeld(3)
	}, func(c *C) {
		if !c.WithIcon(c.Now().TopSet(c.Me), inn.Factory).Empty() {
			c.JunksDeck(4)
		}
	})

	// Sandpaper. Effect: the performer may return cards of his hand, any
	// number; one draw of a 3 for each. Effect: one card of his hand, if
	// any, is melded. Effect: when Sandpaper was foreseen, the cards of his
	// hand go to his forecast, as many as its limit takes.
	echoes("Sandpaper", nil, func(c *C) {
		got := c.Returns(Hand(c.Me)).May().UpTo(c.Start.Hand(c.Me).Len())
		for range got {
			c.Draw(3)
		}
	}, func(c *C) {
		c.Melds(Hand(c.Me)).Exactly(min(1, c.Start.Hand(c.Me).Len()))
	}, func(c *C) {
		if c.Foreseen() {
			n := min(c.Start.Hand(c.Me).Len(), forecastRoom(c.Now(), c.Me))
			c.Moves(inn.EvForeshadow, Hand(c.Me), forecastOf(c.Me)).Exactly(n)
		}
	})

	// Sunglasses. Echo: one card of the performer's hand of a colour he has
	// splayed, if any, is scored. Effect: he may splay purple the way one
	// of his other colours is splayed, or one of his other colours the way
	// purple is.
	echoes("Sunglasses", func(c *C) {
		ok := func(k inn.Card) bool { return c.Now().Splay(c.Me, c.Color(k)) != inn.Unsplayed }
		c.Scores(Hand(c.Me)).If(ok).Exactly(min(1, Count(c.Start.Hand(c.Me), ok)))
	}, func(c *C) {
		c.sunglassesSplay()
	})
}

// splayEveryPile reads the splay of every pile of the performer that can
// take direction dir, in any order.
func (c *C) splayEveryPile(dir inn.Splay) {
	for !c.Done() {
		var left []inn.Color
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if c.canSplay(c.Me, col, dir) {
				left = append(left, col)
			}
		}
		if len(left) == 0 {
			return
		}
		if _, ok := c.SplayOneOf(dir, false, left...); !ok {
			return
		}
	}
}

// sunglassesSplay reads Sunglasses' optional splay: purple in the
// direction of another of the performer's splayed colours, or another
// colour in purple's direction.
func (c *C) sunglassesSplay() {
	if c.Done() {
		return
	}
	t := c.Now()
	purple := t.Splay(c.Me, inn.Purple)
	allowed := func(col inn.Color, dir inn.Splay) bool {
		if !c.canSplay(c.Me, col, dir) || dir == inn.Unsplayed {
			return false
		}
		if col != inn.Purple {
			return dir == purple
		}
		for other := inn.Color(0); other < inn.NumColors; other++ {
			if other != inn.Purple && t.Splay(c.Me, other) == dir {
				return true
			}
		}
		return false
	}
	e := c.peekHard()
	if e != nil && e.Kind == inn.EvSplay && e.Player == c.Me && inn.Place(e.From).Kind() == inn.PlaceBoard {
		col, dir := inn.Color(inn.Place(e.From).Index()), inn.Splay(e.Arg)
		if !allowed(col, dir) {
			c.failf("Sunglasses splays %s %s, which neither purple's direction nor another colour's allows", col, dir)
			return
		}
		c.take(true)
		return
	}
	for col := inn.Color(0); col < inn.NumColors; col++ {
		for dir := inn.Left; dir <= inn.Aslant; dir++ {
			if allowed(col, dir) {
				if !c.offered(c.Me) {
					c.neverOffered(fmt.Sprintf("to splay %s %s", col, dir))
				}
				return
			}
		}
	}
}
