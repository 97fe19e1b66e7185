package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The 4th-edition contracts of the cards of age 2 whose text changed or is
// new (EFFECTS-4th.md "Age 2"); the cards that play as in the 3rd edition
// answer to their 3rd-edition contracts (ultimate.go).
func init() {
	// Road Building. Meld one or two cards from your hand; if you melded
	// two, you may transfer your top red card to another player's board;
	// if you did, meld that player's top green card.
	fourth("Road Building", func(c *C) {
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
		c.Melds(TopOf(q, inn.Green)).Exactly(min(1, c.Now().PileLen(q, inn.Green)))
	})

	// Canal Building. You may exchange all the highest cards in your hand
	// with all the highest cards in your score pile, or junk all cards in
	// the 3 deck, or neither.
	fourth("Canal Building", func(c *C) {
		hand, _ := c.Now().Highest(c.Now().Hand(c.Me))
		score, _ := c.Now().Highest(c.Now().ScorePile(c.Me))
		if c.ExchangeSome(true, hand, hand.Len(), ScorePile(c.Me), score, score.Len(), Hand(c.Me)) {
			return
		}
		n := c.Now().SupplyLen(3)
		got := c.Junks(Supply()).If(func(k inn.Card) bool { return c.Age(k) == 3 }).May().Between(0, n)
		c.Expect(len(got) == 0 || len(got) == n, "Canal Building junks all the 3 deck or none; %d of %d were junked", len(got), n)
	})

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
