package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The 4th-edition contracts of the cards of age 10 whose text changed, from
// the texts and rulings of EFFECTS-4th.md "Age 10". Each card's comment
// restates its effects; the contract below it follows the text line by
// line. A.I. reads as in the 3rd edition and has none here.
func init() {
	// Bioengineering. (1) Score one top card showing a leaf from the board
	// of any opponent (any of them, whatever their icons; a partner is no
	// opponent); compulsory when there is one. (2) When some player, you
	// too, shows fewer than two leaves, the one player showing strictly the
	// most leaves wins; a tie for the most does nothing.
	fourth("Bioengineering", func(c *C) {
		var leafy inn.Set
		for _, q := range c.Opponents(c.Me) {
			leafy = leafy.Union(c.WithIcon(c.Now().TopSet(q), inn.Leaf))
		}
		c.Scores(Tops(AnyPlayer)).In(leafy).Exactly(min(1, leafy.Len()))
	}, func(c *C) {
		t := c.Now()
		few := false
		for p := 0; p < t.N; p++ {
			few = few || t.Shows(p, inn.Leaf) < 2
		}
		if !few {
			return
		}
		if p := c.Single(true, func(p int) int { return t.Shows(p, inn.Leaf) }); p >= 0 {
			c.Win(p)
		}
	})

	// Databases. I demand you return cards of your choice from your score
	// pile, as many as the age of your highest achievement (a special
	// achievement has no age; with none, none); all of them when you have
	// fewer.
	fourth("Databases", func(c *C) {
		n := 0
		c.Now().Achievements(c.Me).Each(func(k inn.Card) { n = max(n, c.Age(k)) })
		c.Returns(ScorePile(c.Me)).Exactly(min(n, c.Now().ScorePile(c.Me).Len()))
	})

	// Globalization. (1) I demand you return one of your top cards that
	// shows a leaf, your choice. (2) Draw an 11 and meld it; then, if no
	// player shows more leaves than factories, the one player with strictly
	// the most points wins; a tie for it does nothing.
	fourth("Globalization", func(c *C) {
		leafy := c.WithIcon(c.Now().TopSet(c.Me), inn.Leaf)
		c.Returns(Tops(c.Me)).In(leafy).Exactly(min(1, leafy.Len()))
	}, func(c *C) {
		c.DrawAndMeld(11)
		if c.Done() {
			return
		}
		t := c.Now()
		for p := 0; p < t.N; p++ {
			if t.Shows(p, inn.Leaf) > t.Shows(p, inn.Factory) {
				return
			}
		}
		if p := c.Single(true, t.Points); p >= 0 {
			c.Win(p)
		}
	})

	// Stem Cells. (1) You may score the whole of your hand: every card or
	// none, never a part. (2) Draw an 11.
	fourth("Stem Cells", func(c *C) {
		n := c.Now().Hand(c.Me).Len()
		got := len(c.Scores(Hand(c.Me)).May().UpTo(n))
		c.Expect(got == 0 || got == n, "Stem Cells scores the whole hand (%d cards) or nothing; %d were scored", n, got)
	}, func(c *C) {
		c.Draw(11)
	})

	// The Internet. (1) You may splay your green cards up. (2) Draw a 10
	// and score it. (3) Draw a 10 and meld it, twice.
	fourth("The Internet", func(c *C) {
		c.MaySplay(inn.Green, inn.Up)
	}, func(c *C) {
		c.DrawAndScore(10)
	}, func(c *C) {
		for i := 0; i < 2 && !c.Done(); i++ {
			c.DrawAndMeld(10)
		}
	})
}
