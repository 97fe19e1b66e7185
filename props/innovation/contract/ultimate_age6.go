package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The 4th-edition contracts of the cards of age 6 whose text changed, from
// the texts and rulings of EFFECTS-4th.md "Age 6".
func init() {
	// Encyclopedia. (1) Choose a value; you may meld every card of that
	// value from your score pile, in the order you like: the first card
	// melded tells the value, and all the others of its value follow. (2)
	// You may junk one available achievement of value 5, 6 or 7 (a
	// standard one: special achievements have no value).
	fourth("Encyclopedia", func(c *C) {
		first := c.Melds(ScorePile(c.Me)).May().Maybe()
		if first == inn.NoCard {
			return
		}
		c.Melds(ScorePile(c.Me)).All(c.OfAge(c.Now().ScorePile(c.Me), c.Age(first)))
	}, func(c *C) {
		c.Junks(AgeAchievements()).If(func(k inn.Card) bool {
			return c.Age(k) >= 5 && c.Age(k) <= 7
		}).May().Maybe()
	})

	// Industrialization. (1) Draw a 6 and tuck it, three times; then, if
	// no other player shows as many clocks as you, return your top red
	// card (if you have a red pile). (2) You may splay your red or your
	// purple pile right.
	fourth("Industrialization", func(c *C) {
		for i := 0; i < 3 && !c.Done(); i++ {
			c.DrawAndTuck(6)
		}
		now := c.Now()
		mine := now.Shows(c.Me, inn.Clock)
		for q := 0; q < c.Players(); q++ {
			if q != c.Me && now.Shows(q, inn.Clock) >= mine {
				return
			}
		}
		if now.Top(c.Me, inn.Red) != inn.NoCard {
			c.Returns(TopOf(c.Me, inn.Red)).One()
		}
	}, func(c *C) {
		c.SplayOneOf(inn.Right, true, inn.Red, inn.Purple)
	})

	// Vaccination. (1) I demand you choose a card of your score pile and
	// return every card of its age from your score pile; if you returned
	// any, draw a 6 and meld it. The first card returned tells the age. (2)
	// If the demand made anyone return a card during this action, draw a 7
	// and meld it.
	fourth("Vaccination", func(c *C) {
		if c.Now().ScorePile(c.Me).Empty() {
			return
		}
		k := c.Returns(ScorePile(c.Me)).One()
		if k == inn.NoCard {
			return
		}
		c.Returns(ScorePile(c.Me)).All(c.OfAge(c.Now().ScorePile(c.Me), c.Age(k)))
		c.DrawAndMeld(6)
	}, func(c *C) {
		if c.DemandReturned() {
			c.DrawAndMeld(7)
		}
	})
}
