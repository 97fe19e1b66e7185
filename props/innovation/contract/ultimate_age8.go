package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The 4th-edition contracts of the cards of age 8 whose text changed or is
// new (EFFECTS-4th.md "Age 8"), registered with fourth from an init
// function; the cards that play as in the 3rd edition answer to their
// 3rd-edition contracts (ultimate.go). Each card's comment restates its
// effects; the contract below it follows the text line by line.
func init() {
	// Rocketry. Count the colors of your board where a clock shows, on
	// the top card or uncovered by the splay, once before the first card
	// (§0.5); send back to the supply that many cards from your opponents'
	// score piles, each from whichever opponent you like, as far as their
	// piles hold cards. Your own and a partner's piles are never touched.
	fourth("Rocketry", func(c *C) {
		n := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if c.Start.PileShows(c.Me, col, inn.Clock) > 0 {
				n++
			}
		}
		returnsFromOpponents(c, n)
	})

	// Skyscrapers. I demand you move one of your top cards that is not
	// yellow and shows a clock onto my board; if you did, you score the
	// card it covered, now your top card of that color, put every card
	// left in that pile back in the supply, and then, if Skyscrapers is a
	// top card on any board, move it to my hand.
	fourth("Skyscrapers", func(c *C) {
		cands := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool {
			return c.Color(k) != inn.Yellow && c.Has(k, inn.Clock)
		})
		k := c.Transfers(Tops(c.Me), Board(c.Activator)).In(cands).Exactly(min(1, cands.Len()))
		if len(k) != 1 {
			return
		}
		col := c.Color(k[0])
		if under := c.Now().Top(c.Me, col); under != inn.NoCard {
			c.Score(under)
		}
		var rest inn.Set
		for _, x := range c.Now().Pile(c.Me, col) {
			rest.Add(x)
		}
		c.Returns(PileOf(c.Me, col)).All(rest)
		sky := c.Lookup("Skyscrapers")
		for p := 0; p < c.Players(); p++ {
			if c.Now().Top(p, c.Color(sky)) == sky {
				c.Transfers(Tops(p), Hand(c.Activator)).All(inn.SetOf(sky))
				break
			}
		}
	})

	// Empiricism. (1) You pick two colors, draw a 9 and show it; if its
	// color is one you picked, you meld it and splay that color up, as far
	// as the pile can take it; else it stays in your hand and your pile of
	// its color is unsplayed, if it is splayed. The colors picked are not
	// logged: the meld may happen or not, but it is that card or nothing,
	// and its branch follows. (2) With at least twenty visible lightbulbs
	// on your board you win (shared: a sharer may win first).
	fourth("Empiricism", func(c *C) {
		k := c.DrawAndReveal(9)
		if k == inn.NoCard {
			return
		}
		if c.Melds(Hand(c.Me)).In(inn.SetOf(k)).Maybe() != inn.NoCard {
			c.Splay(c.Color(k), inn.Up)
			return
		}
		c.Unsplay(c.Color(k))
	}, func(c *C) {
		if c.Start.Shows(c.Me, inn.Lightbulb) >= 20 {
			c.Win(c.Me)
		}
	})

	// Socialism. (1) You may tuck one of your top cards; if you did, you
	// tuck every card of your hand, in the order you like. (2) You may
	// junk one available achievement of value 8, 9 or 10.
	fourth("Socialism", func(c *C) {
		if c.Tucks(Tops(c.Me)).May().Maybe() == inn.NoCard {
			return
		}
		c.Tucks(Hand(c.Me)).All(c.Now().Hand(c.Me))
	}, func(c *C) {
		c.Moves(inn.EvJunk, AgeAchievements(), Junk()).If(func(k inn.Card) bool {
			return c.Age(k) >= 8 && c.Age(k) <= 10
		}).May().UpTo(1)
	})
}
