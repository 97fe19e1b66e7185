package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The 4th-edition contracts of the cards of age 7 whose text changed, from
// the texts and rulings of EFFECTS-4th.md "Age 7".
func init() {
	// Combustion. (1) I demand you transfer cards of your choice from your
	// score pile to my score pile, one for each colour of my board that
	// shows a crown; all of them if you have fewer. (2) Return the bottom
	// card of your red pile, if you have one.
	fourth("Combustion", func(c *C) {
		n := c.ColorsShowing(c.Start, c.Activator, inn.Crown)
		score := c.Now().ScorePile(c.Me)
		c.Transfers(ScorePile(c.Me), ScorePile(c.Activator)).Exactly(min(n, score.Len()))
	}, func(c *C) {
		bottom := c.Now().Bottom(c.Me, inn.Red)
		if bottom == inn.NoCard {
			return
		}
		c.Returns(Bottoms(c.Me)).If(func(k inn.Card) bool { return k == bottom }).One()
	})

	// Refrigeration. (1) I demand you return every card of your hand but
	// one, the one you choose to keep (none with one card or none). (2) You
	// may score a card from your hand.
	fourth("Refrigeration", func(c *C) {
		c.Returns(Hand(c.Me)).Exactly(c.Now().Hand(c.Me).Len() - 1)
	}, func(c *C) {
		c.Scores(Hand(c.Me)).May().Maybe()
	})

	// Railroad. (1) Return every card of your hand. (2) Draw three 6s. (3)
	// You may splay up one of your piles that is splayed right.
	fourth("Railroad", func(c *C) {
		c.Returns(Hand(c.Me)).All(c.Now().Hand(c.Me))
	}, func(c *C) {
		for i := 0; i < 3 && !c.Done(); i++ {
			c.Draw(6)
		}
	}, func(c *C) {
		var right []inn.Color
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if c.Now().Splay(c.Me, col) == inn.Right {
				right = append(right, col)
			}
		}
		if len(right) > 0 {
			c.SplayOneOf(inn.Up, true, right...)
		}
	})
}
