package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The 4th-edition contracts of the cards of age 4 whose text changed, from
// the texts and rulings of EFFECTS-4th.md "Age 4".
func init() {
	// Colonialism. Draw a 3 and tuck it; if it is green, junk every card
	// of the 5 supply pile; if it shows a crown, do it all once more. The
	// card drawn decides, whatever its age (a dry 3 pile gives a higher
	// one).
	fourth("Colonialism", func(c *C) {
		for !c.Done() {
			k := c.DrawAndTuck(3)
			if k == inn.NoCard {
				return
			}
			if c.Color(k) == inn.Green {
				c.JunksDeck(5)
			}
			if !c.Has(k, inn.Crown) {
				return
			}
		}
	})

	// Anatomy. I demand that you return one card of your score pile, your
	// choice; if you did, return one of your top cards of the same age, if
	// you have one; if you did, junk every card of the 4 supply pile.
	fourth("Anatomy", func(c *C) {
		k := c.Returns(ScorePile(c.Me)).Exactly(min(1, c.Now().ScorePile(c.Me).Len()))
		if len(k) == 0 {
			return
		}
		same := c.OfAge(c.Now().TopSet(c.Me), c.Age(k[0]))
		if len(c.Returns(Tops(c.Me)).In(same).Exactly(min(1, same.Len()))) == 1 {
			c.JunksDeck(4)
		}
	})

	// Perspective. You may send one card of your hand back to the supply;
	// if you did, score cards of your hand, one for each colour of your
	// board that shows a lightbulb (counted after the return), all the hand
	// allows: once the return is made the scoring is not optional.
	fourth("Perspective", func(c *C) {
		if c.Returns(Hand(c.Me)).May().Maybe() == inn.NoCard {
			return
		}
		n := c.ColorsShowing(c.Now(), c.Me, inn.Lightbulb)
		c.Scores(Hand(c.Me)).Exactly(min(n, c.Now().Hand(c.Me).Len()))
	})

	// Reformation. (1) You may splay your yellow pile or your purple pile
	// to the right. (2) You may tuck cards of your hand: if you tuck any,
	// tuck one for each of your colours that is splayed, in any direction
	// (the count fixed when the effect begins), or your whole hand if it is
	// smaller; never fewer.
	fourth("Reformation", func(c *C) {
		c.SplayOneOf(inn.Right, true, inn.Yellow, inn.Purple)
	}, func(c *C) {
		splayed := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if c.Start.Splay(c.Me, col) != inn.Unsplayed {
				splayed++
			}
		}
		n := min(splayed, c.Start.Hand(c.Me).Len())
		got := c.Tucks(Hand(c.Me)).May().UpTo(n)
		c.Expect(len(got) == 0 || len(got) == n, "Reformation tucks %d card(s) or none; it tucked %d", n, len(got))
	})
}

// JunksDeck reads the junking of every card of the supply pile of an age
// (EFFECTS-4th.md §K.1: "junk all cards in the N deck"), as the pile
// stands: none when it is empty.
func (c *C) JunksDeck(age int) {
	n := c.Now().SupplyLen(age)
	c.Junks(Supply()).If(func(k inn.Card) bool { return c.Age(k) == age }).Exactly(n)
}

// ColorsShowing counts the colours of player p's board, as t stands, whose
// pile shows icon i, on its top card or on a card its splay uncovers
// (EFFECTS-4th.md §0.5).
func (c *C) ColorsShowing(t *Table, p int, i inn.Icon) int {
	n := 0
	for col := inn.Color(0); col < inn.NumColors; col++ {
		if t.PileShows(p, col, i) > 0 {
			n++
		}
	}
	return n
}
