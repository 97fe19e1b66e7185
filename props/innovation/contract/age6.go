package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of age 6, from the texts and rulings of EFFECTS.md "Age 6".
// Each card's comment restates its effects; the contract below it follows
// the text line by line.
func init() {
	// Atomic Theory. (1) You may splay your blue pile right. (2) Draw a 7
	// and meld it.
	card("Atomic Theory", func(c *C) {
		c.MaySplay(inn.Blue, inn.Right)
	}, func(c *C) {
		c.DrawAndMeld(7)
	})

	// Encyclopedia. You may meld the cards of the highest age in your score
	// pile; if you meld one of them you meld every one of them, in the order
	// you like, and the lower ones stay.
	card("Encyclopedia", func(c *C) {
		high, _ := c.Now().Highest(c.Now().ScorePile(c.Me))
		first := c.Melds(ScorePile(c.Me)).In(high).May().Maybe()
		if first == inn.NoCard {
			return
		}
		high.Remove(first)
		c.Melds(ScorePile(c.Me)).In(high).All(high)
	})

	// Industrialization. (1) 3rd edition: for each color of your board
	// whose pile shows a factory, draw a 6 and tuck it; 1st edition: for
	// every two factories your board shows (rounded down), draw a 6 and tuck
	// it. The count is taken once, before the first draw. (2) You may splay
	// your red or your purple pile right.
	industrialization := func(third bool) Fn {
		return func(c *C) {
			n := 0
			if third {
				for col := inn.Color(0); col < inn.NumColors; col++ {
					if c.Start.PileShows(c.Me, col, inn.Factory) > 0 {
						n++
					}
				}
			} else {
				n = c.Start.Shows(c.Me, inn.Factory) / 2
			}
			for i := 0; i < n && !c.Done(); i++ {
				c.DrawAndTuck(6)
			}
		}
	}
	splayRedOrPurple := func(c *C) {
		c.SplayOneOf(inn.Right, true, inn.Red, inn.Purple)
	}
	byEdition("Industrialization",
		[]Fn{industrialization(false), splayRedOrPurple},
		[]Fn{industrialization(true), splayRedOrPurple})

	// Machine Tools. Draw a card of the age of the highest card in your
	// score pile and score it (an empty score pile asks for a 0, which the
	// supply serves as a 1).
	card("Machine Tools", func(c *C) {
		_, hi := c.Now().Highest(c.Now().ScorePile(c.Me))
		c.DrawAndScore(hi)
	})

	// Classification. Reveal a card from your hand (nothing happens with an
	// empty hand); every opponent gives you every card of its color from
	// their hand; then you meld every card of that color from your hand,
	// the revealed one too, in the order you like.
	card("Classification", func(c *C) {
		if c.Now().Hand(c.Me).Empty() {
			return
		}
		k := c.Reveals(Hand(c.Me)).One()
		if k == inn.NoCard {
			return
		}
		col := c.Color(k)
		ofCol := func(x inn.Card) bool { return c.Color(x) == col }
		for i := 1; i < c.Players(); i++ {
			if q := (c.Me + i) % c.Players(); c.Now().Opponent(c.Me, q) {
				c.Transfers(Hand(q), Hand(c.Me)).By(q).All(Filter(c.Now().Hand(q), ofCol))
			}
		}
		c.Melds(Hand(c.Me)).All(Filter(c.Now().Hand(c.Me), ofCol))
	})

	// Metric System. (1) If your green pile is splayed right now, you may
	// splay any one of your piles right. (2) You may splay your green pile
	// right.
	card("Metric System", func(c *C) {
		if c.Start.Splay(c.Me, inn.Green) == inn.Right {
			c.SplayOneOf(inn.Right, true, inn.Blue, inn.Red, inn.Green, inn.Yellow, inn.Purple)
		}
	}, func(c *C) {
		c.MaySplay(inn.Green, inn.Right)
	})

	// Canning. (1) You may draw a 6 and tuck it; if you do, score each of
	// your top cards, as they stand after the tuck, that shows no factory.
	// (2) You may splay your yellow pile right.
	card("Canning", func(c *C) {
		k, _ := c.MayDraw(6)
		if k == inn.NoCard || !c.Tuck(k) {
			return
		}
		plain := Filter(c.Now().TopSet(c.Me), func(x inn.Card) bool { return !c.Has(x, inn.Factory) })
		c.Scores(Tops(c.Me)).All(plain)
	}, func(c *C) {
		c.MaySplay(inn.Yellow, inn.Right)
	})

	// Vaccination. I demand you return every card of the lowest age in
	// your score pile; if you returned any, draw a 6 and meld it. (2) If the
	// demand made anyone return a card during this action, draw a 7 and meld
	// it.
	card("Vaccination", func(c *C) {
		low, _ := c.Now().Lowest(c.Now().ScorePile(c.Me))
		if len(c.Returns(ScorePile(c.Me)).All(low)) > 0 {
			c.DrawAndMeld(6)
		}
	}, func(c *C) {
		if c.DemandReturned() {
			c.DrawAndMeld(7)
		}
	})

	// Democracy. You may return any number of cards from your hand; if you
	// returned more than any other player did through Democracy earlier in
	// this action, draw an 8 and score it. A performance shows only its own
	// returns: the contract knows the earlier counts only when the performer
	// is the first to perform (then one card is enough). After others,
	// whether the draw is due is left unchecked; a draw there must still be
	// an 8, scored, and never follows a return of nothing.
	card("Democracy", func(c *C) {
		n := len(c.Returns(Hand(c.Me)).May().UpTo(c.Now().Hand(c.Me).Len()))
		if n == 0 {
			return
		}
		if first, known := c.FirstToPerform(c.Lookup("Democracy")); (known && first) || c.Drawing() {
			c.DrawAndScore(8)
		}
	})

	// Emancipation. I demand you transfer a card of your choice from your
	// hand to my score pile; if you did, draw a 6. (2) You may splay your
	// red or your purple pile right.
	card("Emancipation", func(c *C) {
		hand := c.Now().Hand(c.Me)
		if len(c.Transfers(Hand(c.Me), ScorePile(c.Activator)).Exactly(min(1, hand.Len()))) == 1 {
			c.Draw(6)
		}
	}, splayRedOrPurple)
}
