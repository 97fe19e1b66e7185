package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The 4th-edition contracts of the cards of age 9 whose text changed or is
// new (EFFECTS-4th.md "Age 9"), registered with fourth from an init
// function; the cards that play as in the 3rd edition answer to their
// 3rd-edition contracts (ultimate.go). Each card's comment restates its
// effects; the contract below it follows the text line by line.
func init() {
	// Genetics. You draw an 11 and meld it, then score every card beneath
	// it in its pile.
	fourth("Genetics", func(c *C) {
		k := c.DrawAndMeld(11)
		if k == inn.NoCard {
			return
		}
		col := c.Color(k)
		var beneath inn.Set
		for _, x := range c.Now().Pile(c.Me, col) {
			if x != k {
				beneath.Add(x)
			}
		}
		c.Scores(PileOf(c.Me, col)).All(beneath)
	})

	// Services. I demand: I name an age, and you move every card of that
	// age from your score pile to my hand; if you moved any, you take one
	// of my top cards that shows no leaf into your hand, the one you like.
	// The age named is not logged: the cards moved must be all of one age,
	// and every card of that age you held.
	fourth("Services", func(c *C) {
		pile := c.Now().ScorePile(c.Me)
		got := c.Transfers(ScorePile(c.Me), Hand(c.Activator)).UpTo(pile.Len())
		if len(got) == 0 {
			return
		}
		age := c.Age(got[0])
		for _, k := range got {
			c.Expect(c.Age(k) == age, "Services moves the cards of one age; it moved a %d and a %d", age, c.Age(k))
		}
		n := c.OfAge(pile, age).Len()
		c.Expect(len(got) == n, "Services moves every card of age %d, %d of them; it moved %d", age, n, len(got))
		cands := Filter(c.Now().TopSet(c.Activator), func(k inn.Card) bool { return !c.Has(k, inn.Leaf) })
		c.Transfers(Tops(c.Activator), Hand(c.Me)).In(cands).Exactly(min(1, cands.Len()))
	})
}
