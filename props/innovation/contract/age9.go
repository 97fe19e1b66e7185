package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contracts of age 9, from the texts and rulings of EFFECTS.md "Age 9".
// Each card's comment restates its effects; the contract below it follows
// the text line by line.
func init() {
	// Computers. (1) You may splay up one pile, your red or your green.
	// (2) Draw a 10 and meld it, then perform on your own every non-demand
	// effect of that card, in its order, with no sharing (§0.11).
	card("Computers", func(c *C) {
		c.SplayOneOf(inn.Up, true, inn.Red, inn.Green)
	}, func(c *C) {
		c.ExecuteAll(c.DrawAndMeld(10))
	})

	// Genetics. Draw a 10 and meld it; then every card under it in its
	// pile goes to your score pile, scored.
	card("Genetics", func(c *C) {
		k := c.DrawAndMeld(10)
		if k == inn.NoCard || c.Done() {
			return
		}
		under := inn.Set{}
		for _, x := range c.Now().Pile(c.Me, c.Color(k)) {
			if x != k {
				under.Add(x)
			}
		}
		c.Scores(PileOf(c.Me, c.Color(k))).All(under)
	})

	// Composites. I demand you give my hand all the cards of your hand but
	// one, the one you keep being your choice, and then give my score pile
	// the highest card of your score pile (your pick among ties). With one
	// card or none in hand only the score card moves (ruling).
	card("Composites", func(c *C) {
		c.Transfers(Hand(c.Me), Hand(c.Activator)).Exactly(c.Now().Hand(c.Me).Len() - 1)
		high, _ := c.Now().Highest(c.Now().ScorePile(c.Me))
		c.Transfers(ScorePile(c.Me), ScorePile(c.Activator)).In(high).Exactly(min(1, high.Len()))
	})

	// Fission. (1) I demand you draw a 10 and show it; if it is red, every
	// card in every hand, on every board and in every score pile, the one
	// drawn too, leaves the game, and the Dogma action stops there; else
	// you keep it. (2) 3rd edition: you send back to the supply one top
	// card other than Fission, of any board, yours too, as long as there is
	// one, and then draw a 10 whatever happened. 1st edition: the same
	// return, and no draw.
	demand := func(c *C) {
		k := c.DrawAndReveal(10)
		if k == inn.NoCard || c.Done() || c.Color(k) != inn.Red {
			return
		}
		var all inn.Set
		for p := 0; p < c.Players(); p++ {
			all = all.Union(c.Now().Hand(p)).Union(c.Now().ScorePile(p)).Union(c.Now().BoardCards(p))
		}
		c.RemoveAll(all)
		c.EndsAction()
	}
	ret := func(c *C) {
		fission := c.Lookup("Fission")
		var tops inn.Set
		for p := 0; p < c.Players(); p++ {
			tops = tops.Union(c.Now().TopSet(p))
		}
		tops.Remove(fission)
		c.Returns(Tops(AnyPlayer)).In(tops).Exactly(min(1, tops.Len()))
	}
	byEdition("Fission", []Fn{demand, ret}, []Fn{demand, func(c *C) {
		ret(c)
		c.Draw(10)
	}})

	// Collaboration. (1) I demand you draw two 9s and show them; I pick
	// one, which you move onto my board, and you meld the other (the one
	// demand where the activator chooses). (2) With ten cards or more in
	// your green pile, splayed or not, you win (shared: a sharer may win
	// first).
	card("Collaboration", func(c *C) {
		a := c.DrawAndReveal(9)
		b := c.DrawAndReveal(9)
		if a == inn.NoCard || b == inn.NoCard || c.Done() {
			return
		}
		pair := inn.SetOf(a, b)
		t := c.Transfers(Hand(c.Me), Board(c.Activator)).In(pair).One()
		if t == inn.NoCard {
			return
		}
		pair.Remove(t)
		c.Meld(pair.First())
	}, func(c *C) {
		if c.Start.PileLen(c.Me, inn.Green) >= 10 {
			c.Win(c.Me)
		}
	})

	// Satellites. (1) Put your whole hand back in the supply, in the order
	// you like, then draw three 8s. (2) You may splay your purple pile up.
	// (3) Meld one card of your hand, which you must do when the hand holds
	// any; then perform on your own every non-demand effect of that card,
	// with no sharing (§0.11).
	card("Satellites", func(c *C) {
		c.Returns(Hand(c.Me)).All(c.Now().Hand(c.Me))
		c.Draw(8)
		c.Draw(8)
		c.Draw(8)
	}, func(c *C) {
		c.MaySplay(inn.Purple, inn.Up)
	}, func(c *C) {
		if c.Now().Hand(c.Me).Empty() {
			return
		}
		c.ExecuteAll(c.Melds(Hand(c.Me)).One())
	})

	// Ecology. You may put one card of your hand back in the supply; if you
	// do, you score a card of your hand, which you must when one is left,
	// and then draw two 10s, even with an empty hand (ruling).
	card("Ecology", func(c *C) {
		if c.Returns(Hand(c.Me)).May().Maybe() == inn.NoCard {
			return
		}
		c.Scores(Hand(c.Me)).Exactly(min(1, c.Now().Hand(c.Me).Len()))
		c.Draw(10)
		c.Draw(10)
	})

	// Suburbia. You may tuck any number of cards of your hand, none
	// included; then, once per card tucked, draw a 1 and score it (the
	// draws climb past an empty pile of 1s as usual).
	card("Suburbia", func(c *C) {
		n := len(c.Tucks(Hand(c.Me)).May().UpTo(c.Now().Hand(c.Me).Len()))
		for i := 0; i < n && !c.Done(); i++ {
			c.DrawAndScore(1)
		}
	})

	// Services. I demand you move every card of the highest age in your
	// score pile to my hand; if you moved any, you then take into your hand
	// one of my top cards without a leaf, your pick. Each opponent does
	// both steps before the next begins (ruling).
	card("Services", func(c *C) {
		high, _ := c.Now().Highest(c.Now().ScorePile(c.Me))
		if len(c.Transfers(ScorePile(c.Me), Hand(c.Activator)).All(high)) == 0 {
			return
		}
		cands := Filter(c.Now().TopSet(c.Activator), func(k inn.Card) bool { return !c.Has(k, inn.Leaf) })
		c.Transfers(Tops(c.Activator), Hand(c.Me)).In(cands).Exactly(min(1, cands.Len()))
	})

	// Specialization. (1) You show one card of your hand, which names a
	// color; every opponent's top card of that color comes into your hand
	// (a non-demand: icons protect nobody; a partner is no opponent).
	// Nothing happens with an empty hand. (2) You may splay up your yellow
	// or your blue pile.
	card("Specialization", func(c *C) {
		if c.Now().Hand(c.Me).Empty() {
			return
		}
		k := c.Reveals(Hand(c.Me)).One()
		if k == inn.NoCard {
			return
		}
		var tops inn.Set
		for _, q := range c.Opponents(c.Me) {
			if t := c.Now().Top(q, c.Color(k)); t != inn.NoCard {
				tops.Add(t)
			}
		}
		c.Transfers(Tops(AnyPlayer), Hand(c.Me)).All(tops)
	}, func(c *C) {
		c.SplayOneOf(inn.Up, true, inn.Yellow, inn.Blue)
	})
}
