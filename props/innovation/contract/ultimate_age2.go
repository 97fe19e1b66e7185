package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The 4th-edition contracts of the cards of age 2 whose text changed or is
// new (EFFECTS-4th.md "Age 2"); the cards that play as in the 3rd edition
// answer to their 3rd-edition contracts (ultimate.go).
func init() {
	// Fermenting. (1) The 3rd edition's: draw a 2 for every colour with a
	// leaf. (2) You may tuck a green card from your hand. If you did not,
	// junk all cards in the 2 deck, and junk Fermenting if it is a top
	// card on any board.
	fourth("Fermenting", thirdOf("Fermenting", 0), func(c *C) {
		greens := Filter(c.Now().Hand(c.Me), func(k inn.Card) bool { return c.Color(k) == inn.Green })
		if len(c.Tucks(Hand(c.Me)).In(greens).May().UpTo(min(1, greens.Len()))) == 1 {
			return
		}
		c.Junks(Supply()).If(func(k inn.Card) bool { return c.Age(k) == 2 }).Exactly(c.Now().SupplyLen(2))
		me, top := c.Lookup("Fermenting"), false
		for p := 0; p < c.Now().N; p++ {
			top = top || c.Now().Top(p, inn.Yellow) == me
		}
		if top {
			c.Junks(Tops(AnyPlayer)).In(inn.SetOf(me)).Exactly(1)
		}
	})
}
