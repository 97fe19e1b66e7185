package contract

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The 4th-edition contracts of the cards of age 9 whose text changed or is
// new (EFFECTS-4th.md "Age 9"), registered with fourth from an init
// function; the cards that play as in the 3rd edition answer to their
// 3rd-edition contracts (ultimate.go). Each card's comment restates its
// effects; the contract below it follows the text line by line.
func init() {
	// Computers. (1) You may splay your red or your green pile up. (2) You
	// draw a 10 and meld it, then self-execute it: you alone perform each
	// of its non-demand effects; when Computers is itself self-executed,
	// the chain achievement comes first (§K.4).
	fourth("Computers", func(c *C) {
		c.SplayOneOf(inn.Up, true, inn.Red, inn.Green)
	}, func(c *C) {
		k := c.DrawAndMeld(10)
		if k == inn.NoCard {
			return
		}
		c.chain()
		c.ExecuteAll(k)
	})

	// Fission. (1) I demand you draw a 10 and show it; if it is red, every
	// card in every hand, on every board and in every score pile, the one
	// drawn too, goes to the junk, and the Dogma action stops there; else
	// you keep it. (2) You return one top card other than Fission, of any
	// board, yours too, as long as there is one. (3) You draw a 10.
	fourth("Fission", func(c *C) {
		k := c.DrawAndReveal(10)
		if k == inn.NoCard || c.Done() || c.Color(k) != inn.Red {
			return
		}
		var all inn.Set
		for p := 0; p < c.Players(); p++ {
			all = all.Union(c.Now().Hand(p)).Union(c.Now().ScorePile(p)).Union(c.Now().BoardCards(p))
		}
		c.junkAll(all)
		c.EndsAction()
	}, func(c *C) {
		fission := c.Lookup("Fission")
		var tops inn.Set
		for p := 0; p < c.Players(); p++ {
			tops = tops.Union(c.Now().TopSet(p))
		}
		tops.Remove(fission)
		c.Returns(Tops(AnyPlayer)).In(tops).Exactly(min(1, tops.Len()))
	}, func(c *C) {
		c.Draw(10)
	})

	// Satellites. (1) You put your whole hand back in the supply, in the
	// order you like; then you may splay your purple pile up. (2) You draw
	// three 8s. (3) You meld one card of your hand, which you must when
	// the hand holds any, then self-execute it (the chain achievement
	// first when Satellites is itself self-executed).
	fourth("Satellites", func(c *C) {
		c.Returns(Hand(c.Me)).All(c.Now().Hand(c.Me))
		c.MaySplay(inn.Purple, inn.Up)
	}, func(c *C) {
		c.Draw(8)
		c.Draw(8)
		c.Draw(8)
	}, func(c *C) {
		if c.Now().Hand(c.Me).Empty() {
			return
		}
		k := c.Melds(Hand(c.Me)).One()
		if k == inn.NoCard {
			return
		}
		c.chain()
		c.ExecuteAll(k)
	})

	// Ecology. (1) You may put one card of your hand back in the supply; if
	// you do, you score a card of your hand, which you must when one is
	// left, and then draw two 10s. (2) You may junk every card of the 10
	// pile: all of them or none.
	fourth("Ecology", func(c *C) {
		if c.Returns(Hand(c.Me)).May().Maybe() == inn.NoCard {
			return
		}
		c.Scores(Hand(c.Me)).Exactly(min(1, c.Now().Hand(c.Me).Len()))
		c.Draw(10)
		c.Draw(10)
	}, func(c *C) {
		c.mayJunkSupply(10)
	})

	// Suburbia. (1) You may tuck any number of cards of your hand, none
	// included; then, once per card tucked, you draw a 1 and score it. (2)
	// You may junk every card of the 9 pile: all of them or none.
	fourth("Suburbia", func(c *C) {
		n := len(c.Tucks(Hand(c.Me)).May().UpTo(c.Now().Hand(c.Me).Len()))
		for i := 0; i < n && !c.Done(); i++ {
			c.DrawAndScore(1)
		}
	}, func(c *C) {
		c.mayJunkSupply(9)
	})

	// Genetics. You draw an 11 and meld it, then score every card beneath
	// it in its pile.
	fourth("Genetics", func(c *C) {
		k := c.DrawAndMeld(11)
		if k == inn.NoCard {
			return
		}
		col := c.Color(k)
		var beneath inn.Set
		for _, x := range c.Now().Pile(c.Me, col) {
			if x != k {
				beneath.Add(x)
			}
		}
		c.Scores(PileOf(c.Me, col)).All(beneath)
	})

	// Services. I demand: I name an age, and you move every card of that
	// age from your score pile to my hand; if you moved any, you take one
	// of my top cards that shows no leaf into your hand, the one you like.
	// The age named is not logged: the cards moved must be all of one age,
	// and every card of that age you held.
	fourth("Services", func(c *C) {
		pile := c.Now().ScorePile(c.Me)
		got := c.Transfers(ScorePile(c.Me), Hand(c.Activator)).UpTo(pile.Len())
		if len(got) == 0 {
			return
		}
		age := c.Age(got[0])
		for _, k := range got {
			c.Expect(c.Age(k) == age, "Services moves the cards of one age; it moved a %d and a %d", age, c.Age(k))
		}
		n := c.OfAge(pile, age).Len()
		c.Expect(len(got) == n, "Services moves every card of age %d, %d of them; it moved %d", age, n, len(got))
		cands := Filter(c.Now().TopSet(c.Activator), func(k inn.Card) bool { return !c.Has(k, inn.Leaf) })
		c.Transfers(Tops(c.Activator), Hand(c.Me)).In(cands).Exactly(min(1, cands.Len()))
	})
}

// junkAll reads the junking of exactly the cards of set, by the performer,
// from wherever each lies, in any order.
func (c *C) junkAll(set inn.Set) {
	left := set
	for !left.Empty() && !c.Done() {
		e := c.peekHard()
		if e == nil || e.Kind != inn.EvJunk || e.Player != c.Me || e.Card < 0 || e.Card >= inn.MaxCards || !left.Has(inn.Card(e.Card)) {
			c.expected(fmt.Sprintf("%s to junk %d more card(s), among them %s", inn.SeatName(c.Me), left.Len(), c.Name(left.First())))
			return
		}
		left.Remove(inn.Card(e.Card))
		c.take(false)
	}
}

// mayJunkSupply reads the optional junking of the whole supply pile of
// age: every card of it, or none.
func (c *C) mayJunkSupply(age int) {
	n := c.Now().SupplyLen(age)
	got := c.Moves(inn.EvJunk, Supply(), Junk()).If(func(k inn.Card) bool { return c.Age(k) == age }).May().UpTo(n)
	c.Expect(len(got) == 0 || len(got) == n, "the text junks all %d cards of the %d pile or none; %d were junked", n, age, len(got))
}
