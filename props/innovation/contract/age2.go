package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of age 2, from the texts and rulings of EFFECTS.md "Age 2".
// Each card's comment restates its effects; the contract below it follows
// the text line by line.
func init() {
	// Calendar. When your score pile has more cards than your hand (a
	// count of cards, not of points), draw two 3s.
	card("Calendar", func(c *C) {
		if c.Start.ScorePile(c.Me).Len() > c.Start.Hand(c.Me).Len() {
			c.Draw(3)
			c.Draw(3)
		}
	})

	// Mathematics. You may return a card from your hand; if you did, draw
	// a card one age above it and meld that card.
	card("Mathematics", func(c *C) {
		if k := c.Returns(Hand(c.Me)).May().Maybe(); k != inn.NoCard {
			c.DrawAndMeld(c.Age(k) + 1)
		}
	})

	// Construction. (1) I demand you transfer two cards of your choice from
	// your hand to mine (all you have if fewer), then draw a 2 whatever
	// moved. (2) If you have all five colors on your board and no opponent
	// has five, claim Empire (ruling: a partner is not counted).
	card("Construction", func(c *C) {
		c.Transfers(Hand(c.Me), Hand(c.Activator)).Exactly(min(2, c.Now().Hand(c.Me).Len()))
		c.Draw(2)
	}, func(c *C) {
		alone := c.Start.Colors(c.Me) == inn.NumColors
		for _, q := range c.Opponents(c.Me) {
			if c.Start.Colors(q) == inn.NumColors {
				alone = false
			}
		}
		c.Claim(inn.Empire, alone)
	})

	// Road Building. Meld one or two cards from your hand (at least one
	// when you hold any). If you melded two, you may move your top red card
	// onto another player's board; if it moved, that player's top green
	// card, if any, comes onto your board.
	card("Road Building", func(c *C) {
		h := c.Now().Hand(c.Me).Len()
		got := c.Melds(Hand(c.Me)).Between(min(1, h), min(2, h))
		if len(got) < 2 {
			return
		}
		red := c.Transfers(TopOf(c.Me, inn.Red), Board(AnyPlayer)).May().Maybe()
		if red == inn.NoCard {
			return
		}
		q := c.Now().BoardOwner(red)
		c.Expect(q != c.Me, "Road Building moves the red card to another player; it stayed with %s", inn.SeatName(c.Me))
		if q < 0 || q == c.Me {
			return
		}
		n := min(1, c.Now().PileLen(q, inn.Green))
		c.Transfers(TopOf(q, inn.Green), Board(c.Me)).Exactly(n)
	})

	// Currency. You may return any number of cards from your hand; if you
	// returned some, draw and score a 2 once for each distinct age among
	// them.
	card("Currency", func(c *C) {
		got := c.Returns(Hand(c.Me)).May().UpTo(c.Now().Hand(c.Me).Len())
		var ages [inn.AgeCap + 2]bool
		n := 0
		for _, k := range got {
			if a := c.Age(k); !ages[a] {
				ages[a] = true
				n++
			}
		}
		for i := 0; i < n && !c.Done(); i++ {
			c.DrawAndScore(2)
		}
	})

	// Mapmaking. (1) I demand you transfer a 1 from your score pile to my
	// score pile (only a 1 will do). (2) If the demand transferred a card
	// in this action, draw and score a 1.
	card("Mapmaking", func(c *C) {
		ones := c.OfAge(c.Now().ScorePile(c.Me), 1)
		c.Transfers(ScorePile(c.Me), ScorePile(c.Activator)).In(ones).Exactly(min(1, ones.Len()))
	}, func(c *C) {
		if c.DemandTransferred() {
			c.DrawAndScore(1)
		}
	})

	// Canal Building. You may swap all the cards of the highest age in
	// your hand with all the cards of the highest age in your score pile;
	// both groups are fixed first and either may be empty.
	card("Canal Building", func(c *C) {
		hand, _ := c.Now().Highest(c.Now().Hand(c.Me))
		score, _ := c.Now().Highest(c.Now().ScorePile(c.Me))
		c.ExchangeSome(true, hand, hand.Len(), ScorePile(c.Me), score, score.Len(), Hand(c.Me))
	})

	// Fermenting. 3rd edition: draw a 2 for each color of your board that
	// shows a leaf. 1st edition: draw a 2 for each two leaves your board
	// shows, rounded down. The count is fixed before drawing.
	fermenting := func(third bool) Fn {
		return func(c *C) {
			n := 0
			if third {
				for col := inn.Color(0); col < inn.NumColors; col++ {
					if c.Start.PileShows(c.Me, col, inn.Leaf) > 0 {
						n++
					}
				}
			} else {
				n = c.Start.Shows(c.Me, inn.Leaf) / 2
			}
			for i := 0; i < n && !c.Done(); i++ {
				c.Draw(2)
			}
		}
	}
	byEdition("Fermenting", []Fn{fermenting(false)}, []Fn{fermenting(true)})

	// Monotheism. (1) I demand you transfer one of your top cards, of a
	// color I have no pile of, to my score pile; if you did, draw and tuck
	// a 1. (2) Draw and tuck a 1.
	card("Monotheism", func(c *C) {
		fit := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool { return c.Now().PileLen(c.Activator, c.Color(k)) == 0 })
		if len(c.Transfers(Tops(c.Me), ScorePile(c.Activator)).In(fit).Exactly(min(1, fit.Len()))) == 1 {
			c.DrawAndTuck(1)
		}
	}, func(c *C) {
		c.DrawAndTuck(1)
	})

	// Philosophy. (1) You may splay left one pile of your choice. (2) You
	// may score a card from your hand.
	card("Philosophy", func(c *C) {
		c.SplayOneOf(inn.Left, true, inn.Blue, inn.Red, inn.Green, inn.Yellow, inn.Purple)
	}, func(c *C) {
		c.Scores(Hand(c.Me)).May().Maybe()
	})
}
