package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge4 writes the 4th-edition effects of the cards of age 4
// whose text changed or is new (EFFECTS-4th.md "Age 4"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge4(d *inn.Deck) {
	// Colonialism: draw and tuck a 3; if it is green, junk the 5 pile; if
	// it has a crown, do it all again.
	fourth(d, Colonialism, effect(func(x *inn.Exec) {
		p := x.Player
		x.Repeat(func() bool {
			// A 3 pile run dry gives a higher card (DRAW-2): its colour and
			// icons decide, whatever its age.
			c := x.DrawAndTuck(p, 3)
			if x.Color(c) == inn.Green {
				// rule ULT-KEY-JUNK: junk all cards in the 5 deck.
				x.JunkSupply(p, 5)
			}
			return x.HasIcon(c, inn.Crown)
		})
	}))

	// Anatomy: you return a card from your score pile; if you did, you
	// return a top card of the same age; if you did, you junk the 4 pile.
	fourth(d, Anatomy, demand(func(x *inn.Exec) {
		p := x.Player
		c := x.ChooseCard(p, "Anatomy: return a card from your score pile", x.ScorePile(p), false)
		if c == inn.NoCard {
			return
		}
		x.ReturnFrom(p, c, inn.ScorePlace(p))
		age := x.Age(c)
		same := x.Filter(x.TopCards(p), func(t inn.Card) bool { return x.Age(t) == age })
		t := x.ChooseCard(p, "Anatomy: return a top card of the same age", same, false)
		if t == inn.NoCard {
			return // EFFECTS.md Anatomy ruling: no top card of that age, nothing more
		}
		x.ReturnFrom(p, t, inn.WholeBoard(p))
		// rule ULT-KEY-JUNK: the victim junks all cards in the 4 deck.
		x.JunkSupply(p, 4)
	}))

	// Perspective: you may return a card from your hand; if you did, score
	// a card from your hand for every colour of your board showing a
	// lightbulb, counted after the return (all of them when fewer).
	fourth(d, Perspective, effect(func(x *inn.Exec) {
		p := x.Player
		if mayReturnOne(x, "Perspective: you may return a card from your hand") == inn.NoCard {
			return
		}
		// The scoring is compulsory once a card went back (EFFECTS-4th.md
		// Perspective ruling, §D.6).
		n := colorsShowing(x, p, inn.Lightbulb)
		perspectiveScores(x, p, n)
	}))

	// Reformation: you may splay your yellow or purple pile right. Then:
	// you may tuck a card from your hand for every splayed colour of your
	// board (all you hold when fewer).
	fourth(d, Reformation, effect(func(x *inn.Exec) {
		offerSplayOf(x, "Reformation: splay yellow or purple right", inn.Right, inn.Yellow, inn.Purple)
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// The count is fixed before the first tuck (EFFECTS-4th.md §0.5):
		// a splay in any direction, aslant too.
		n := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if x.Pile(p, col).Splay() != inn.Unsplayed {
				n++
			}
		}
		hand := x.Hand(p)
		n = min(n, hand.Len())
		// The full number or nothing, as in the 3rd edition's ruling.
		if n == 0 || !x.May(p, "Reformation: tuck a card for every splayed color?") {
			return
		}
		x.ChooseCards(p, "Reformation: tuck a card from your hand", hand, n, n, func(c inn.Card) { x.Tuck(p, c) })
	}))
}

// colorsShowing counts the colours of p's board in which icon i shows, on
// the top card or on a card a splay uncovers (EFFECTS-4th.md §0.5,
// ULT-ICON-1): Perspective's lightbulbs, Combustion's crowns.
func colorsShowing(x *inn.Exec, p int, i inn.Icon) int {
	n := 0
	for col := inn.Color(0); col < inn.NumColors; col++ {
		if inn.PileIcons(x.Game().Deck(), x.Pile(p, col))[i] > 0 {
			n++
		}
	}
	return n
}
