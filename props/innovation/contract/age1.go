package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of age 1, from the texts and rulings of EFFECTS.md "Age 1".
// Each card's comment restates its effects; the contract below it follows
// the text line by line.
func init() {
	// Pottery. (1) You may return up to three cards from your hand; if you
	// returned any, draw a card of the age equal to how many you returned,
	// and score it. (2) Draw a 1.
	card("Pottery", func(c *C) {
		n := len(c.Returns(Hand(c.Me)).May().UpTo(3))
		if n > 0 {
			c.DrawAndScore(n)
		}
	}, func(c *C) {
		c.Draw(1)
	})

	// Tools. (1) You may return exactly three cards from your hand; if you
	// returned three, draw a 3 and meld it (ruling: offered only to a hand of
	// three or more). (2) You may return one 3 from your hand; if you did,
	// draw three 1s.
	card("Tools", func(c *C) {
		if c.Start.Hand(c.Me).Len() < 3 {
			return
		}
		n := len(c.Returns(Hand(c.Me)).May().UpTo(3))
		c.Expect(n == 0 || n == 3, "Tools returns exactly three cards or none; %d were returned", n)
		if n == 3 {
			c.DrawAndMeld(3)
		}
	}, func(c *C) {
		if c.Returns(Hand(c.Me)).In(c.OfAge(c.Now().Hand(c.Me), 3)).May().Maybe() != inn.NoCard {
			c.Draw(1)
			c.Draw(1)
			c.Draw(1)
		}
	})

	// Writing. Draw a 2.
	card("Writing", func(c *C) { c.Draw(2) })

	// Archery. I demand you draw a 1, then transfer the highest card in your
	// hand to my hand (one card; you choose among ties).
	card("Archery", func(c *C) {
		c.Draw(1)
		high, _ := c.Now().Highest(c.Now().Hand(c.Me))
		c.Transfers(Hand(c.Me), Hand(c.Activator)).In(high).Exactly(min(1, high.Len()))
	})

	// Metalworking. Draw a 1 and reveal it; if it has a castle, score it
	// and do this again; else it stays in your hand.
	card("Metalworking", func(c *C) {
		for !c.Done() {
			k := c.DrawAndReveal(1)
			if k == inn.NoCard || !c.Has(k, inn.Castle) {
				return
			}
			c.Score(k)
		}
	})

	// Oars. I demand you transfer a card with a crown from your hand to my
	// score pile; if you did, draw a 1 (3rd edition: and do it again while
	// you can; VAR-IF-AFFECTED: the IELLO text draws the 1 whether or not a
	// card moved). (2) If no card was transferred by the demand during this
	// action, draw a 1.
	oarsDemand := func(repeat bool) Fn {
		return func(c *C) {
			for !c.Done() {
				crowns := c.WithIcon(c.Now().Hand(c.Me), inn.Crown)
				moved := c.Transfers(Hand(c.Me), ScorePile(c.Activator)).In(crowns).Exactly(min(1, crowns.Len()))
				if len(moved) == 0 && !c.IfAffected() {
					return
				}
				c.Draw(1)
				if !repeat || len(moved) == 0 {
					return
				}
			}
		}
	}
	oarsDraw := func(c *C) {
		if !c.DemandTransferred() {
			c.Draw(1)
		}
	}
	byEdition("Oars", []Fn{oarsDemand(false), oarsDraw}, []Fn{oarsDemand(true), oarsDraw})

	// Clothing. (1) Meld a card from your hand of a color not on your board,
	// if you have one; in the 4th edition a hand without one is shown
	// (ULT-INFO-3). (2) Draw and score a 1 for each color on your board
	// that no opponent has (ruling: the 1st edition's "any other player"
	// leaves out a partner too, by the FAQ).
	card("Clothing", func(c *C) {
		fresh := Filter(c.Now().Hand(c.Me), func(k inn.Card) bool { return c.Now().PileLen(c.Me, c.Color(k)) == 0 })
		if fresh.Empty() && c.Edition == inn.Fourth {
			// ULT-INFO-3: in the 4th edition a hand without such a card
			// is shown.
			c.RevealsAll(c.Me, c.Now().Hand(c.Me))
		}
		c.Melds(Hand(c.Me)).In(fresh).Exactly(min(1, fresh.Len()))
	}, func(c *C) {
		n := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if c.Now().PileLen(c.Me, col) == 0 {
				continue
			}
			alone := true
			for _, q := range c.Opponents(c.Me) {
				if c.Now().PileLen(q, col) > 0 {
					alone = false
				}
			}
			if alone {
				n++
			}
		}
		for i := 0; i < n && !c.Done(); i++ {
			c.DrawAndScore(1)
		}
	})

	// Sailing. Draw a 1 and meld it.
	card("Sailing", func(c *C) { c.DrawAndMeld(1) })

	// The Wheel. Draw two 1s.
	card("The Wheel", func(c *C) {
		c.Draw(1)
		c.Draw(1)
	})

	// Agriculture. You may return a card from your hand; if you do, draw a
	// card one age higher than it and score it.
	card("Agriculture", func(c *C) {
		if k := c.Returns(Hand(c.Me)).May().Maybe(); k != inn.NoCard {
			c.DrawAndScore(c.Age(k) + 1)
		}
	})

	// Domestication. Meld a card of the lowest age in your hand (you choose
	// among ties); then draw a 1.
	card("Domestication", func(c *C) {
		low, _ := c.Now().Lowest(c.Now().Hand(c.Me))
		c.Melds(Hand(c.Me)).In(low).Exactly(min(1, low.Len()))
		c.Draw(1)
	})

	// Masonry. You may meld any number of cards with a castle from your
	// hand; if this melded four or more, claim Monument.
	card("Masonry", func(c *C) {
		castles := c.WithIcon(c.Now().Hand(c.Me), inn.Castle)
		got := c.Melds(Hand(c.Me)).In(castles).May().UpTo(castles.Len())
		c.Claim(inn.Monument, len(got) >= 4)
	})

	// City States. I demand, if you show four castles or more, that you
	// transfer a top card with a castle from your board to my board; if you
	// did, draw a 1 (VAR-IF-AFFECTED: every affected player draws it).
	card("City States", func(c *C) {
		moved := 0
		if c.Start.Shows(c.Me, inn.Castle) >= 4 {
			tops := c.WithIcon(c.Now().TopSet(c.Me), inn.Castle)
			moved = len(c.Transfers(Tops(c.Me), Board(c.Activator)).In(tops).Exactly(min(1, tops.Len())))
		}
		if moved == 1 || c.IfAffected() {
			c.Draw(1)
		}
	})

	// Code of Laws. You may tuck a card from your hand of a color already on
	// your board; if you do, you may splay that color left.
	card("Code of Laws", func(c *C) {
		onBoard := func(k inn.Card) bool { return c.Now().PileLen(c.Me, c.Color(k)) > 0 }
		if k := c.Tucks(Hand(c.Me)).If(onBoard).May().Maybe(); k != inn.NoCard {
			c.MaySplay(c.Color(k), inn.Left)
		}
	})

	// Mysticism. Draw a 1 and reveal it; if you have a pile of its color,
	// meld it and draw a 1; else it stays in your hand.
	card("Mysticism", func(c *C) {
		k := c.DrawAndReveal(1)
		if k != inn.NoCard && c.Now().PileLen(c.Me, c.Color(k)) > 0 {
			c.Meld(k)
			c.Draw(1)
		}
	})
}
