package contract

import (
	"math/bits"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The contracts of age 7, from the texts and rulings of EFFECTS.md "Age 7".
// Each card's comment restates its effects; the contract below it follows
// the text line by line.
func init() {
	// Evolution. You may pick one of two courses, or none: draw an 8, score
	// it, then return a card of your choice from your score pile (the 8 may
	// be it); or draw a card one age above the highest card in your score
	// pile (a 1 when it is empty).
	card("Evolution", func(c *C) {
		_, hi := c.Now().Highest(c.Now().ScorePile(c.Me))
		k, age := c.MayDraw(8, hi+1)
		if k == inn.NoCard {
			return
		}
		if age == 8 && (hi+1 != 8 || c.Next(inn.EvScore, k)) {
			c.Score(k)
			c.Returns(ScorePile(c.Me)).One()
		}
	})

	// Publications. (1) You may put the cards of one of your piles in a new
	// order; its splay stays. (2) You may splay your yellow or your blue
	// pile up.
	card("Publications", func(c *C) {
		c.MayRearrange()
	}, func(c *C) {
		c.SplayOneOf(inn.Up, true, inn.Yellow, inn.Blue)
	})

	// Combustion. I demand you transfer cards of your choice from your score
	// pile to my score pile: 3rd edition, one for every four crowns my board
	// shows (rounded down); 1st edition, two; all of them if you have fewer.
	// (2) 3rd edition only: return the bottom card of your red pile, if you
	// have one (a pile of one card is its own bottom).
	combustion := func(third bool) Fn {
		return func(c *C) {
			n := 2
			if third {
				n = c.Start.Shows(c.Activator, inn.Crown) / 4
			}
			score := c.Now().ScorePile(c.Me)
			c.Transfers(ScorePile(c.Me), ScorePile(c.Activator)).Exactly(min(n, score.Len()))
		}
	}
	byEdition("Combustion",
		[]Fn{combustion(false)},
		[]Fn{combustion(true), func(c *C) {
			bottom := c.Now().Bottom(c.Me, inn.Red)
			if bottom == inn.NoCard {
				return
			}
			c.Returns(Bottoms(c.Me)).If(func(k inn.Card) bool { return k == bottom }).One()
		}})

	// Explosives. I demand you transfer your three highest cards in hand to
	// my hand (all of them if you have fewer than three; you choose among
	// ties at the cut); if you transferred any and your hand is now empty,
	// draw a 7.
	card("Explosives", func(c *C) {
		hand := c.Now().Hand(c.Me)
		got := c.Transfers(Hand(c.Me), Hand(c.Activator)).Exactly(min(3, hand.Len()))
		c.Expect(c.Now().AreHighest(got, hand), "Explosives transfers the three highest cards of the hand; it transferred others")
		if len(got) > 0 && c.Now().Hand(c.Me).Empty() {
			c.Draw(7)
		}
	})

	// Bicycle. You may swap your whole hand for your whole score pile, all
	// or nothing.
	card("Bicycle", func(c *C) {
		c.MayExchange(c.Now().Hand(c.Me), ScorePile(c.Me), c.Now().ScorePile(c.Me), Hand(c.Me))
	})

	// Electricity. Return each of your top cards, as they stand when the
	// effect begins, that shows no factory; then draw an 8 for each card
	// returned.
	card("Electricity", func(c *C) {
		plain := Filter(c.Now().TopSet(c.Me), func(k inn.Card) bool { return !c.Has(k, inn.Factory) })
		n := len(c.Returns(Board(c.Me)).All(plain))
		for i := 0; i < n && !c.Done(); i++ {
			c.Draw(8)
		}
	})

	// Refrigeration. I demand you return half your hand, rounded down,
	// cards of your choice. (2) You may score a card from your hand.
	card("Refrigeration", func(c *C) {
		c.Returns(Hand(c.Me)).Exactly(c.Now().Hand(c.Me).Len() / 2)
	}, func(c *C) {
		c.Scores(Hand(c.Me)).May().Maybe()
	})

	// Sanitation. I demand you exchange your two highest cards in hand (you
	// choose among ties at the cut) for the lowest card in my hand (I
	// choose among ties); both groups are fixed before anything moves, and
	// either may be smaller or empty.
	card("Sanitation", func(c *C) {
		mine, theirs := c.Now().Hand(c.Me), c.Now().Hand(c.Activator)
		low, _ := c.Now().Lowest(theirs)
		ga, _ := c.Exchanges(Hand(c.Me), Hand(c.Activator), min(2, mine.Len()), mine.Has,
			Hand(c.Activator), Hand(c.Me), min(1, theirs.Len()), low.Has)
		c.Expect(c.Start.AreHighest(ga, mine), "Sanitation gives the two highest cards of the hand; it gave others")
	})

	// Lighting. You may tuck up to three cards from your hand; if you
	// tucked any, draw a 7 and score it once for each distinct age among the
	// cards tucked.
	card("Lighting", func(c *C) {
		got := c.Tucks(Hand(c.Me)).May().UpTo(3)
		var ages uint32
		for _, k := range got {
			ages |= 1 << c.Age(k)
		}
		for i := 0; i < bits.OnesCount32(ages) && !c.Done(); i++ {
			c.DrawAndScore(7)
		}
	})

	// Railroad. (1) Return every card of your hand, then draw three 6s.
	// (2) You may splay up one of your piles that is splayed right.
	card("Railroad", func(c *C) {
		c.Returns(Hand(c.Me)).All(c.Now().Hand(c.Me))
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
