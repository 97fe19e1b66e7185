package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The 4th-edition contracts of the cards of age 3 whose text changed or is
// new (EFFECTS-4th.md "Age 3"); the cards that play as in the 3rd edition
// answer to their 3rd-edition contracts (ultimate.go).
func init() {
	// Alchemy. (1) Draw and reveal a 4 for every colour of your board with
	// a castle; if any of them is red, return every card of your hand.
	// (2) As in the 3rd edition: meld a card from your hand, then score a
	// card from your hand.
	fourth("Alchemy", func(c *C) {
		n := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if c.Start.PileShows(c.Me, col, inn.Castle) > 0 {
				n++
			}
		}
		red := false
		for i := 0; i < n && !c.Done(); i++ {
			if k := c.DrawAndReveal(4); k != inn.NoCard && c.Color(k) == inn.Red {
				red = true
			}
		}
		if red {
			c.Returns(Hand(c.Me)).All(c.Now().Hand(c.Me))
		}
	}, thirdOf("Alchemy", 1))

	// Compass. I demand you transfer a top non-green card with a leaf from
	// your board to my board, and then meld a top card without a leaf from
	// my board.
	fourth("Compass", func(c *C) {
		mine := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool { return c.Color(k) != inn.Green && c.Has(k, inn.Leaf) })
		c.Transfers(Tops(c.Me), Board(c.Activator)).In(mine).Exactly(min(1, mine.Len()))
		theirs := Filter(c.Now().TopSet(c.Activator), func(k inn.Card) bool { return !c.Has(k, inn.Leaf) })
		c.Melds(Tops(c.Activator)).In(theirs).Exactly(min(1, theirs.Len()))
	})

	// Paper. (1) As in the 3rd edition: you may splay your green or blue
	// pile left. (2) Score a top card with a leaf from your board
	// (compulsory); if you did, draw a 4 for every colour you have splayed
	// left.
	fourth("Paper", thirdOf("Paper", 0), func(c *C) {
		leaves := c.WithIcon(c.Now().TopSet(c.Me), inn.Leaf)
		if len(c.Scores(Tops(c.Me)).In(leaves).Exactly(min(1, leaves.Len()))) == 0 {
			return
		}
		n := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if c.Now().Splay(c.Me, col) == inn.Left {
				n++
			}
		}
		for i := 0; i < n && !c.Done(); i++ {
			c.Draw(4)
		}
	})

	// Machinery. (1) As in the 3rd edition: I demand you exchange all the
	// cards of your hand with all the highest cards of mine. (2) Score a
	// card with a castle from your hand (a hand without one is shown).
	// (3) You may splay your red pile left.
	fourth("Machinery", thirdOf("Machinery", 0), func(c *C) {
		castles := c.WithIcon(c.Now().Hand(c.Me), inn.Castle)
		if castles.Empty() {
			c.RevealsAll(c.Me, c.Now().Hand(c.Me))
		}
		c.Scores(Hand(c.Me)).In(castles).Exactly(min(1, castles.Len()))
	}, func(c *C) {
		c.MaySplay(inn.Red, inn.Left)
	})

	// Medicine. (1) The 3rd edition's exchange of score cards. (2) Junk an
	// available achievement of age 3 or 4 (compulsory).
	fourth("Medicine", thirdOf("Medicine", 0), junksStandard(3, 4))

	// Feudalism. (1) I demand you transfer a card with a castle from your
	// hand to my hand (a hand without one is shown); if you did, junk all
	// available special achievements. (2) You may splay your yellow or
	// purple cards left; if you did, draw a 3.
	fourth("Feudalism", func(c *C) {
		castles := c.WithIcon(c.Now().Hand(c.Me), inn.Castle)
		if castles.Empty() {
			c.RevealsAll(c.Me, c.Now().Hand(c.Me))
		}
		k := c.Transfers(Hand(c.Me), Hand(c.Activator)).In(castles).Exactly(min(1, castles.Len()))
		if len(k) == 1 {
			specials := c.Now().Specials()
			c.Junks(SpecialAchievements()).In(specials).Exactly(specials.Len())
		}
	}, func(c *C) {
		if _, ok := c.SplayOneOf(inn.Left, true, inn.Yellow, inn.Purple); ok {
			c.Draw(3)
		}
	})
}
