package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of age 5, from the texts and rulings of EFFECTS.md "Age 5".
// Each card's comment restates its effects; the contract below it follows
// the text line by line. Measurement, Statistics and Societies read
// differently in the two editions.
func init() {
	// Chemistry. (1) You may splay your blue pile to the right. (2) Draw a
	// card one age above your highest top card (a 1 on an empty board) and
	// score it; then send one card of your score pile, your choice, back to
	// the supply (not optional; the card just scored may be the one).
	card("Chemistry", func(c *C) {
		c.MaySplay(inn.Blue, inn.Right)
	}, func(c *C) {
		c.DrawAndScore(c.Now().HighTop(c.Me) + 1)
		c.Returns(ScorePile(c.Me)).Exactly(min(1, c.Now().ScorePile(c.Me).Len()))
	})

	// Physics. Draw three 6s, one at a time, showing each to all; if two of
	// the three share a color, send those three and the rest of your hand
	// back to the supply, in the order you like; else all three stay in
	// your hand.
	card("Physics", func(c *C) {
		var drawn [3]inn.Card
		for i := range drawn {
			if drawn[i] = c.Draw(6); drawn[i] == inn.NoCard {
				return
			}
		}
		for _, k := range drawn {
			c.Expect(c.Revealed(k), "Physics shows each card it draws; %s was not shown", c.Name(k))
		}
		a, b, d := c.Color(drawn[0]), c.Color(drawn[1]), c.Color(drawn[2])
		if a == b || a == d || b == d {
			c.Returns(Hand(c.Me)).All(c.Now().Hand(c.Me))
		}
	})

	// Coal. (1) Draw a 5 and tuck it. (2) You may splay your red pile to
	// the right. (3) You may score one of your top cards; if you did, score
	// too the card it covered, now on top of that pile, if there is one.
	card("Coal", func(c *C) {
		c.DrawAndTuck(5)
	}, func(c *C) {
		c.MaySplay(inn.Red, inn.Right)
	}, func(c *C) {
		k := c.Scores(Tops(c.Me)).May().Maybe()
		if k == inn.NoCard {
			return
		}
		if under := c.Now().Top(c.Me, c.Color(k)); under != inn.NoCard {
			c.Score(under)
		}
	})

	// The Pirate Code. (1) I demand that you hand over two cards of age 4
	// or less from your score pile to mine, your choice (the one you have if
	// you have only one). (2) If the demand moved a card in this action,
	// score your lowest top card that shows a crown (your choice among
	// ties); every sharer does too.
	card("The Pirate Code", func(c *C) {
		low := func(k inn.Card) bool { return c.Age(k) <= 4 }
		n := Count(c.Now().ScorePile(c.Me), low)
		c.Transfers(ScorePile(c.Me), ScorePile(c.Activator)).If(low).Exactly(min(2, n))
	}, func(c *C) {
		if !c.DemandTransferred() {
			return
		}
		lowest, _ := c.Now().Lowest(c.WithIcon(c.Now().TopSet(c.Me), inn.Crown))
		c.Scores(Tops(c.Me)).In(lowest).Exactly(min(1, lowest.Len()))
	})

	// Banking. (1) I demand that you hand over one of your top cards that
	// is not green and shows a factory, onto my board; if you did, draw a 5
	// and score it. (2) You may splay your green pile to the right. Under
	// VAR-IF-AFFECTED every affected player draws and scores the 5, moved
	// or not.
	card("Banking", func(c *C) {
		ok := func(k inn.Card) bool { return c.Color(k) != inn.Green && c.Has(k, inn.Factory) }
		n := Count(c.Now().TopSet(c.Me), ok)
		moved := len(c.Transfers(Tops(c.Me), Board(c.Activator)).If(ok).Exactly(min(1, n))) == 1
		if moved || c.Variant(inn.VarIfAffected) {
			c.DrawAndScore(5)
		}
	}, func(c *C) {
		c.MaySplay(inn.Green, inn.Right)
	})

	// Measurement, 3rd edition. You may show a card of your hand and send
	// it back to the supply; if you did, splay right your pile of its color,
	// then draw a card of the age equal to the cards now in that pile (none
	// makes a value of 0, drawn as a 1).
	measurement3 := func(c *C) {
		k := c.Returns(Hand(c.Me)).May().Maybe()
		if k == inn.NoCard {
			return
		}
		c.Expect(c.Revealed(k), "Measurement shows the card it returns; %s was not shown", c.Name(k))
		col := c.Color(k)
		c.Splay(col, inn.Right)
		c.Draw(c.Now().PileLen(c.Me, col))
	}
	// Measurement, 1st edition. You may send a card of your hand back to
	// the supply; if you did, pick any color (the card returned does not
	// set it), splay that pile right, and draw a card of the age equal to
	// the cards in that pile. A pile that cannot take the splay (fewer than
	// two cards, or splayed right already) may still be picked: then no
	// event names the color, and the age drawn must be the size of one such
	// pile.
	measurement1 := func(c *C) {
		if c.Returns(Hand(c.Me)).May().Maybe() == inn.NoCard {
			return
		}
		if col, ok := c.SplayChosen(inn.Right, inn.Blue, inn.Red, inn.Green, inn.Yellow, inn.Purple); ok {
			c.Draw(c.Now().PileLen(c.Me, col))
			return
		}
		fixed := func(age int) bool {
			for col := inn.Color(0); col < inn.NumColors; col++ {
				if !c.canSplay(c.Me, col, inn.Right) && c.Now().PileLen(c.Me, col) == age {
					return true
				}
			}
			return false
		}
		c.DrawAmong(fixed, "a card of the size of a pile not splayed by the effect")
	}
	byEdition("Measurement", []Fn{measurement1}, []Fn{measurement3})

	// Statistics, 3rd edition. (1) I demand that you take every card of the
	// highest age in your score pile into your hand. 1st edition. (1) I
	// demand that you take one card of the highest age in your score pile
	// (your choice) into your hand; if you did and your hand now holds that
	// one card only, do it again. (2) In both, you may splay your yellow
	// pile to the right.
	statistics3 := func(c *C) {
		high, _ := c.Now().Highest(c.Now().ScorePile(c.Me))
		c.Transfers(ScorePile(c.Me), Hand(c.Me)).All(high)
	}
	statistics1 := func(c *C) {
		for !c.Done() {
			high, _ := c.Now().Highest(c.Now().ScorePile(c.Me))
			if high.Empty() {
				return
			}
			c.Transfers(ScorePile(c.Me), Hand(c.Me)).In(high).One()
			if c.Now().Hand(c.Me).Len() != 1 {
				return
			}
		}
	}
	yellowRight := func(c *C) { c.MaySplay(inn.Yellow, inn.Right) }
	byEdition("Statistics", []Fn{statistics1, yellowRight}, []Fn{statistics3, yellowRight})

	// Steam Engine. Draw a 4 and tuck it, twice; then score the bottom
	// card of your yellow pile, if you have one (a lone card is its bottom).
	card("Steam Engine", func(c *C) {
		c.DrawAndTuck(4)
		c.DrawAndTuck(4)
		if b := c.Now().Bottom(c.Me, inn.Yellow); b != inn.NoCard {
			c.Score(b)
		}
	})

	// Astronomy. (1) Draw a 6 and show it; if it is green or blue, meld it
	// and do it all again; else it stays in your hand. (2) If each of your
	// top cards that is not purple is of age 6 or more, claim Universe (a
	// board with no such card meets it, by the ruling).
	card("Astronomy", func(c *C) {
		for !c.Done() {
			k := c.DrawAndReveal(6)
			if k == inn.NoCard || (c.Color(k) != inn.Green && c.Color(k) != inn.Blue) {
				return
			}
			c.Meld(k)
		}
	}, func(c *C) {
		all := true
		for col := inn.Color(0); col < inn.Purple; col++ {
			if k := c.Start.Top(c.Me, col); k != inn.NoCard && c.Age(k) < 6 {
				all = false
			}
		}
		c.Claim(inn.Universe, all)
	})

	// Societies, 3rd edition. I demand that you hand over onto my board one
	// of your top cards that shows a lightbulb and is of a higher age than
	// my top card of its color (any age when I have none; purple allowed);
	// if you did, draw a 5. 1st edition. The same, for a top card that is
	// not purple and shows a lightbulb, whatever its age. In both, under
	// VAR-IF-AFFECTED every affected player draws the 5, moved or not.
	societies := func(third bool) Fn {
		return func(c *C) {
			ok := func(k inn.Card) bool {
				if !c.Has(k, inn.Lightbulb) {
					return false
				}
				if third {
					return c.Age(k) > c.TopAge(c.Activator, c.Color(k))
				}
				return c.Color(k) != inn.Purple
			}
			n := Count(c.Now().TopSet(c.Me), ok)
			moved := len(c.Transfers(Tops(c.Me), Board(c.Activator)).If(ok).Exactly(min(1, n))) == 1
			if moved || c.Variant(inn.VarIfAffected) {
				c.Draw(5)
			}
		}
	}
	byEdition("Societies", []Fn{societies(false)}, []Fn{societies(true)})
}
