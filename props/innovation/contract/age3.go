package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of age 3, from the texts and rulings of EFFECTS.md "Age 3".
// Each card's comment restates its effects; the contract below it follows
// the text line by line.
func init() {
	// Alchemy. (1) For every three castles you show (counted once, before
	// drawing), draw a 4 and reveal it; once all are drawn, if any of them
	// is red, return every card in your hand, the drawn ones included.
	// (2) Meld a card from your hand, then score a card from your hand.
	card("Alchemy", func(c *C) {
		n := c.Start.Shows(c.Me, inn.Castle) / 3
		red := false
		for i := 0; i < n && !c.Done(); i++ {
			k := c.DrawAndReveal(4)
			if k != inn.NoCard && c.Color(k) == inn.Red {
				red = true
			}
		}
		if red {
			c.Returns(Hand(c.Me)).All(c.Now().Hand(c.Me))
		}
	}, func(c *C) {
		c.Melds(Hand(c.Me)).Exactly(min(1, c.Now().Hand(c.Me).Len()))
		c.Scores(Hand(c.Me)).Exactly(min(1, c.Now().Hand(c.Me).Len()))
	})

	// Translation. (1) You may meld your whole score pile, every card of
	// it or none. (2) If every top card of your board has a crown, claim
	// World (ruling: an empty board meets it, as BGA plays it).
	card("Translation", func(c *C) {
		all := c.Now().ScorePile(c.Me)
		got := c.Melds(ScorePile(c.Me)).May().UpTo(all.Len())
		c.Expect(len(got) == 0 || len(got) == all.Len(), "Translation melds the whole score pile or nothing; %d of %d were melded", len(got), all.Len())
	}, func(c *C) {
		tops := c.Start.TopSet(c.Me)
		c.Claim(inn.World, c.WithIcon(tops, inn.Crown) == tops)
	})

	// Engineering. (1) I demand you transfer to my score pile each of your
	// top cards that has a castle (those on top when the demand begins).
	// (2) You may splay your red pile left.
	card("Engineering", func(c *C) {
		tops := c.WithIcon(c.Now().TopSet(c.Me), inn.Castle)
		c.Transfers(Tops(c.Me), ScorePile(c.Activator)).All(tops)
	}, func(c *C) {
		c.MaySplay(inn.Red, inn.Left)
	})

	// Optics. Draw and meld a 3. With a crown on it, draw and score a 4;
	// without, transfer a card of your score pile to the score pile of an
	// opponent who has fewer points than you, if there is one.
	card("Optics", func(c *C) {
		k := c.DrawAndMeld(3)
		if k == inn.NoCard || c.Done() {
			return
		}
		if c.Has(k, inn.Crown) {
			c.DrawAndScore(4)
			return
		}
		mine := c.Now().Points(c.Me)
		var lower int // a mask of the opponents with fewer points
		for _, q := range c.Opponents(c.Me) {
			if c.Now().Points(q) < mine {
				lower |= 1 << q
			}
		}
		if lower == 0 || c.Now().ScorePile(c.Me).Empty() {
			return
		}
		if x := c.Transfers(ScorePile(c.Me), ScorePile(AnyPlayer)).One(); x != inn.NoCard {
			q := c.Now().ScoreOwner(x)
			c.Expect(q >= 0 && lower&(1<<q) != 0, "Optics gives the card to an opponent with fewer points; it went to %s", inn.SeatName(q))
		}
	})

	// Compass. I demand you transfer a top card of yours that is not green
	// and has a leaf to my board; then you transfer one of my top cards
	// without a leaf to your board. Each half happens if it can.
	card("Compass", func(c *C) {
		mine := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool { return c.Color(k) != inn.Green && c.Has(k, inn.Leaf) })
		c.Transfers(Tops(c.Me), Board(c.Activator)).In(mine).Exactly(min(1, mine.Len()))
		theirs := Filter(c.Now().TopSet(c.Activator), func(k inn.Card) bool { return !c.Has(k, inn.Leaf) })
		c.Transfers(Tops(c.Activator), Board(c.Me)).In(theirs).Exactly(min(1, theirs.Len()))
	})

	// Paper. (1) You may splay left your green pile or your blue pile.
	// (2) Draw a 4 for each of your piles splayed left, of any color.
	card("Paper", func(c *C) {
		c.SplayOneOf(inn.Left, true, inn.Green, inn.Blue)
	}, func(c *C) {
		n := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if c.Start.Splay(c.Me, col) == inn.Left {
				n++
			}
		}
		for i := 0; i < n && !c.Done(); i++ {
			c.Draw(4)
		}
	})

	// Machinery. (1) I demand you swap your whole hand with all the cards
	// of the highest age in my hand (both fixed first). (2) Score a card
	// with a castle from your hand if you have one, else show your hand to
	// prove you have none; then you may splay your red pile left.
	card("Machinery", func(c *C) {
		yours := c.Now().Hand(c.Me)
		mine, _ := c.Now().Highest(c.Now().Hand(c.Activator))
		c.ExchangeSome(false, yours, yours.Len(), Hand(c.Activator), mine, mine.Len(), Hand(c.Me))
	}, func(c *C) {
		castles := c.WithIcon(c.Now().Hand(c.Me), inn.Castle)
		if castles.Empty() {
			c.RevealsAll(c.Me, c.Now().Hand(c.Me))
		}
		c.Scores(Hand(c.Me)).In(castles).Exactly(min(1, castles.Len()))
		c.MaySplay(inn.Red, inn.Left)
	})

	// Medicine. I demand you swap one highest card of your score pile with
	// one lowest card of my score pile (each owner picks among ties); if
	// one side is empty, only the other card moves.
	card("Medicine", func(c *C) {
		hi, _ := c.Now().Highest(c.Now().ScorePile(c.Me))
		lo, _ := c.Now().Lowest(c.Now().ScorePile(c.Activator))
		c.ExchangeSome(false, hi, min(1, hi.Len()), ScorePile(c.Activator), lo, min(1, lo.Len()), ScorePile(c.Me))
	})

	// Education. You may return a highest card of your score pile; if you
	// did, draw a card two ages above the highest card left there (a 2 if
	// none is left).
	card("Education", func(c *C) {
		hi, _ := c.Now().Highest(c.Now().ScorePile(c.Me))
		if c.Returns(ScorePile(c.Me)).In(hi).May().Maybe() != inn.NoCard {
			_, age := c.Now().Highest(c.Now().ScorePile(c.Me))
			c.Draw(age + 2)
		}
	})

	// Feudalism. (1) I demand you transfer a card with a castle from your
	// hand to my hand (with none, you show your hand to prove it); 3rd
	// edition: if you did, unsplay your pile of its color. (2) You may
	// splay your yellow pile or your purple pile left.
	feudalism := func(third bool) Fn {
		return func(c *C) {
			castles := c.WithIcon(c.Now().Hand(c.Me), inn.Castle)
			if castles.Empty() {
				c.RevealsAll(c.Me, c.Now().Hand(c.Me))
			}
			k := c.Transfers(Hand(c.Me), Hand(c.Activator)).In(castles).Exactly(min(1, castles.Len()))
			if third && len(k) == 1 {
				c.Unsplay(c.Color(k[0]))
			}
		}
	}
	feudalSplay := func(c *C) { c.SplayOneOf(inn.Left, true, inn.Yellow, inn.Purple) }
	byEdition("Feudalism", []Fn{feudalism(false), feudalSplay}, []Fn{feudalism(true), feudalSplay})
}
