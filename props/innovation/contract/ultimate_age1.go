package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The 4th-edition contracts of the cards of age 1 whose text changed or is
// new (EFFECTS-4th.md "Age 1"); the cards that play as in the 3rd edition
// answer to their 3rd-edition contracts (ultimate.go).
func init() {
	// Archery. (1) The 3rd edition's demand. (2) Junk an available
	// achievement of age 1 or 2 (compulsory).
	fourth("Archery", thirdOf("Archery", 0), junksStandard(1, 2))

	// Masonry. (1) You may meld any number of cards with a castle from
	// your hand. (2) If your red pile holds exactly three cards, claim
	// Monument, if it is available.
	fourth("Masonry", func(c *C) {
		castles := c.WithIcon(c.Now().Hand(c.Me), inn.Castle)
		c.Melds(Hand(c.Me)).In(castles).May().UpTo(castles.Len())
	}, func(c *C) {
		c.Claim(inn.Monument, c.Start.PileLen(c.Me, inn.Red) == 3)
	})
}
