package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The 4th-edition contracts of the cards of age 5 whose text changed, from
// the texts and rulings of EFFECTS-4th.md "Age 5".
func init() {
	// Statistics. (1) I demand: I name a value among those of your score
	// pile, and you move every card of that value from your score pile into
	// your hand (a transfer); an empty score pile, nothing. Which value is
	// named no event shows: the first card moved tells it, and every other
	// card of its value must follow. (2) You may splay your yellow pile
	// right.
	fourth("Statistics", func(c *C) {
		if c.Now().ScorePile(c.Me).Empty() {
			return
		}
		k := c.Transfers(ScorePile(c.Me), Hand(c.Me)).One()
		if k == inn.NoCard {
			return
		}
		c.Transfers(ScorePile(c.Me), Hand(c.Me)).All(c.OfAge(c.Now().ScorePile(c.Me), c.Age(k)))
	}, func(c *C) {
		c.MaySplay(inn.Yellow, inn.Right)
	})

	// Steam Engine. Draw a 4 and tuck it, twice; then score the bottom
	// card of your yellow pile, if you have one; if that card is Steam
	// Engine, junk every card of the 6 supply pile.
	fourth("Steam Engine", func(c *C) {
		c.DrawAndTuck(4)
		c.DrawAndTuck(4)
		b := c.Now().Bottom(c.Me, inn.Yellow)
		if b == inn.NoCard {
			return
		}
		if c.Score(b) && c.Name(b) == "Steam Engine" {
			c.JunksDeck(6)
		}
	})
}
