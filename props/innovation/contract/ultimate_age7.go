package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The 4th-edition contracts of the cards of age 7 whose text changed, from
// the texts and rulings of EFFECTS-4th.md "Age 7".
func init() {
	// Publications. (1) You may splay your yellow or your blue pile up.
	// (2) You may either junk one available special achievement, or take
	// one special achievement out of the junk and make it available again;
	// one or the other, or neither.
	fourth("Publications", func(c *C) {
		c.SplayOneOf(inn.Up, true, inn.Yellow, inn.Blue)
	}, func(c *C) {
		if c.Junks(SpecialAchievements()).May().Maybe() != inn.NoCard {
			return
		}
		c.Transfers(Junk(), SpecialAchievements()).If(inn.Card.IsSpecial).May().Maybe()
	})

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

	// Sanitation. (1) The 3rd edition's demand: you exchange the two
	// highest cards of your hand with the lowest card of mine. (2) Choose 7
	// or 8 and junk every card of the supply pile of that age: the first
	// card junked tells the pile; nothing is junked only when the pile
	// chosen is empty.
	fourth("Sanitation", thirdOf("Sanitation", 0), func(c *C) {
		if e := c.peekHard(); e != nil && e.Kind == inn.EvJunk && inn.Place(e.From).Kind() == inn.PlaceSupply {
			age := inn.Place(e.From).Index()
			c.Expect(age == 7 || age == 8, "Sanitation junks the 7 or the 8 pile; it junked the %d pile", age)
			c.JunksDeck(age)
			return
		}
		t := c.Now()
		c.Expect(t.SupplyLen(7) == 0 || t.SupplyLen(8) == 0, "Sanitation junks the 7 or the 8 pile; it junked neither")
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
