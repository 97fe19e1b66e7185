package contract

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

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
		fewLeavesWin(c, 2)
	})

	// Software. (1) Draw a 10 and score it. (2) Draw a 9 and meld it, then
	// draw another 9 and meld it; then self-execute the second card melded,
	// not the first.
	fourth("Software", func(c *C) {
		c.DrawAndScore(10)
	}, func(c *C) {
		c.DrawAndMeld(9)
		k := c.DrawAndMeld(9)
		c.selfExecute(k)
	})

	// Miniaturization. Return one card from your hand, compulsory when you
	// have one. If it was a 10, draw one 10 for each different age among
	// the cards of your score pile; if it was an 11, junk every card of the
	// 11 pile.
	fourth("Miniaturization", func(c *C) {
		hand := c.Now().Hand(c.Me)
		k := c.Returns(Hand(c.Me)).In(hand).Exactly(min(1, hand.Len()))
		if len(k) == 0 {
			return
		}
		switch c.Age(k[0]) {
		case 10:
			var ages [inn.AgeCap + 1]bool
			n := 0
			c.Now().ScorePile(c.Me).Each(func(s inn.Card) {
				if a := c.Age(s); !ages[a] {
					ages[a] = true
					n++
				}
			})
			for i := 0; i < n && !c.Done(); i++ {
				c.Draw(10)
			}
		case 11:
			c.junkSupply(11)
		}
	})

	// Robotics. Score your top green card, if there is one. Draw a 10 and
	// meld it; if it shows a factory or a clock, self-execute it.
	fourth("Robotics", func(c *C) {
		if c.Now().PileLen(c.Me, inn.Green) > 0 {
			c.Scores(TopOf(c.Me, inn.Green)).One()
		}
		k := c.DrawAndMeld(10)
		if k != inn.NoCard && (c.Has(k, inn.Factory) || c.Has(k, inn.Clock)) {
			c.selfExecute(k)
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

	// Self Service. (1) If you hold at least twice as many achievements as
	// each opponent, you win; 0 is twice 0 (EFFECTS-4th.md §D.7, BGA's
	// reading), and in the team game the two sides' totals are compared.
	// (2) Pick one of your top cards other than Self Service and
	// self-execute it; compulsory when there is one.
	fourth("Self Service", func(c *C) {
		t := c.Now()
		count := func(p int) int {
			n := 0
			for q := 0; q < t.N; q++ {
				if c.side(p)&(1<<q) != 0 {
					n += t.Achievements(q).Len()
				}
			}
			return n
		}
		mine := count(c.Me)
		for _, q := range c.Opponents(c.Me) {
			if mine < 2*count(q) {
				return
			}
		}
		c.Win(c.Me)
	}, func(c *C) {
		others := c.Now().TopSet(c.Me)
		others.Remove(c.Lookup("Self Service"))
		if !others.Empty() {
			c.chain()
		}
		c.ExecuteOneOf(others)
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
			if t.In(p) && t.Shows(p, inn.Leaf) > t.Shows(p, inn.Factory) {
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

// selfExecute reads the performer's self-execution of card k
// (ULT-KEY-SELF-EXECUTE): the chain achievement first when this
// performance is itself executed (ULT-CHAIN-1), then each non-demand
// effect of k, in order.
func (c *C) selfExecute(k inn.Card) {
	if c.Done() || k == inn.NoCard {
		return
	}
	c.chain()
	c.ExecuteAll(k)
}

// chain reads the chain achievement that a self-execution within an
// executed performance earns (ULT-CHAIN-1): an 11 drawn and achieved by
// the performer. Outside an execution it reads nothing.
func (c *C) chain() {
	if c.Done() || !c.perf.Executed || c.Edition != inn.Fourth {
		return
	}
	k := c.Draw(11)
	if c.Done() {
		return
	}
	e := c.peekHard()
	if e == nil || e.Kind != inn.EvChain || e.Player != c.Me || inn.Card(e.Card) != k || inn.Place(e.To) != inn.AchievementsPlace(c.Me) {
		c.expected(fmt.Sprintf("%s to achieve %s by the chain rule", inn.SeatName(c.Me), c.Name(k)))
		return
	}
	c.take(false)
}

// junkSupply reads the junking of every card of the supply pile of age,
// by the performer, until the pile is empty (ULT-KEY-JUNK).
func (c *C) junkSupply(age int) {
	for c.now.SupplyLen(age) > 0 && !c.Done() {
		e := c.peekHard()
		if e == nil || e.Kind != inn.EvJunk || e.Player != c.Me || inn.Place(e.From) != inn.SupplyPlace(age) || !Junk().receives(inn.Place(e.To)) {
			c.expected(fmt.Sprintf("%s to junk the %d more card(s) of the %d pile", inn.SeatName(c.Me), c.now.SupplyLen(age), age))
			return
		}
		c.take(false)
	}
}
