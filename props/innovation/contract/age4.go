package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of age 4, from the texts and rulings of EFFECTS.md "Age 4".
// Each card's comment restates its effects; the contract below it follows
// the text line by line. No card of age 4 reads differently in the two
// editions.
func init() {
	// Experimentation. Draw a 5, then meld that card.
	card("Experimentation", func(c *C) { c.DrawAndMeld(5) })

	// Printing Press. (1) You may give back one card of your score pile to
	// the supply; if one went back, draw a card two ages above your top
	// purple card (a 2 with no purple pile). (2) You may splay your blue
	// pile to the right.
	card("Printing Press", func(c *C) {
		if c.Returns(ScorePile(c.Me)).May().Maybe() != inn.NoCard {
			c.Draw(c.TopAge(c.Me, inn.Purple) + 2)
		}
	}, func(c *C) {
		c.MaySplay(inn.Blue, inn.Right)
	})

	// Colonialism. Draw a 3 and tuck it; as long as the card tucked shows a
	// crown, do it once more.
	card("Colonialism", func(c *C) {
		for !c.Done() {
			k := c.DrawAndTuck(3)
			if k == inn.NoCard || !c.Has(k, inn.Crown) {
				return
			}
		}
	})

	// Gunpowder. (1) I demand that you hand over one of your top cards
	// showing a castle, into my score pile. (2) If the demand moved a card in
	// this action, draw a 2 and score it (every sharer too).
	card("Gunpowder", func(c *C) {
		castles := c.WithIcon(c.Now().TopSet(c.Me), inn.Castle)
		c.Transfers(Tops(c.Me), ScorePile(c.Activator)).In(castles).Exactly(min(1, castles.Len()))
	}, func(c *C) {
		if c.DemandTransferred() {
			c.DrawAndScore(2)
		}
	})

	// Invention. (1) You may choose a pile of yours splayed left and splay
	// it right instead; if you did, draw a 4 and score it. (2) If your board
	// has all five colors and each pile is splayed, whatever the direction
	// (left counts here), claim Wonder.
	card("Invention", func(c *C) {
		var buf [inn.NumColors]inn.Color
		lefts := buf[:0]
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if c.Now().Splay(c.Me, col) == inn.Left {
				lefts = append(lefts, col)
			}
		}
		if _, ok := c.SplayOneOf(inn.Right, true, lefts...); ok {
			c.DrawAndScore(4)
		}
	}, func(c *C) {
		all := true
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if c.Start.PileLen(c.Me, col) == 0 || c.Start.Splay(c.Me, col) == inn.Unsplayed {
				all = false
			}
		}
		c.Claim(inn.Wonder, all)
	})

	// Navigation. I demand that you hand over one card of age 2 or age 3
	// from your score pile to mine, your choice, if you have any; no other
	// age will do.
	card("Navigation", func(c *C) {
		ok := func(k inn.Card) bool { return c.Age(k) == 2 || c.Age(k) == 3 }
		n := Count(c.Now().ScorePile(c.Me), ok)
		c.Transfers(ScorePile(c.Me), ScorePile(c.Activator)).If(ok).Exactly(min(1, n))
	})

	// Anatomy. I demand that you send one card of your score pile, your
	// choice, back to the supply; if you did, send back as well one of your
	// top cards of the same age as that card, if you have one.
	card("Anatomy", func(c *C) {
		k := c.Returns(ScorePile(c.Me)).Exactly(min(1, c.Now().ScorePile(c.Me).Len()))
		if len(k) == 0 {
			return
		}
		same := c.OfAge(c.Now().TopSet(c.Me), c.Age(k[0]))
		c.Returns(Tops(c.Me)).In(same).Exactly(min(1, same.Len()))
	})

	// Perspective. You may send one card of your hand back to the supply;
	// if you did, score cards of your hand, one for each two lightbulbs you
	// show (rounded down, counted after the return), all the hand allows:
	// once the return is made the scoring is not optional.
	card("Perspective", func(c *C) {
		if c.Returns(Hand(c.Me)).May().Maybe() == inn.NoCard {
			return
		}
		n := c.Now().Shows(c.Me, inn.Lightbulb) / 2
		c.Scores(Hand(c.Me)).Exactly(min(n, c.Now().Hand(c.Me).Len()))
	})

	// Enterprise. (1) I demand that you hand over one of your top cards
	// that is not purple and shows a crown, onto my board; if you did, draw
	// a 4 and meld it. (2) You may splay your green pile to the right.
	// Under the IELLO reading VAR-IF-AFFECTED ("if you undergo this dogma")
	// every affected player draws and melds the 4, whether a card moved or
	// not.
	card("Enterprise", func(c *C) {
		ok := func(k inn.Card) bool { return c.Color(k) != inn.Purple && c.Has(k, inn.Crown) }
		n := Count(c.Now().TopSet(c.Me), ok)
		moved := len(c.Transfers(Tops(c.Me), Board(c.Activator)).If(ok).Exactly(min(1, n))) == 1
		if moved || c.Variant(inn.VarIfAffected) {
			c.DrawAndMeld(4)
		}
	}, func(c *C) {
		c.MaySplay(inn.Green, inn.Right)
	})

	// Reformation. (1) You may tuck cards of your hand: if you tuck any,
	// tuck one for each two leaves you show (rounded down, the count fixed
	// when the effect begins), or your whole hand if it is smaller; never
	// fewer. (2) You may splay your yellow pile or your purple pile to the
	// right.
	card("Reformation", func(c *C) {
		n := min(c.Start.Shows(c.Me, inn.Leaf)/2, c.Start.Hand(c.Me).Len())
		got := c.Tucks(Hand(c.Me)).May().UpTo(n)
		c.Expect(len(got) == 0 || len(got) == n, "Reformation tucks %d card(s) or none; it tucked %d", n, len(got))
	}, func(c *C) {
		c.SplayOneOf(inn.Right, true, inn.Yellow, inn.Purple)
	})
}
