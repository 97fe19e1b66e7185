package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The 4th-edition contracts of the cards of age 3 whose text changed or is
// new (EFFECTS-4th.md "Age 3"); the cards that play as in the 3rd edition
// answer to their 3rd-edition contracts (ultimate.go).
func init() {
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
