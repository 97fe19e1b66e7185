package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge3 writes the 4th-edition effects of the cards of age 3
// whose text changed or is new (EFFECTS-4th.md "Age 3"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge3(d *inn.Deck) {
	// Alchemy: draw and reveal a 4 for every colour on your board with a
	// castle; if any is red, return your whole hand. Then as in the 3rd
	// edition: meld a card from your hand, then score one.
	fourth(d, Alchemy, effect(func(x *inn.Exec) {
		p := x.Player
		n := 0 // fixed before the first draw
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if inn.PileIcons(x.Game().Deck(), x.Pile(p, col))[inn.Castle] > 0 {
				n++
			}
		}
		red := false
		for i := 0; i < n; i++ {
			if c := x.DrawAndReveal(p, 4); x.Color(c) == inn.Red {
				red = true
			}
		}
		if red {
			x.ReturnAll(p, x.Hand(p))
		}
	}), third(Alchemy, 1))

	// Compass: I demand you transfer a top non-green card with a leaf
	// from your board to my board, and then meld a top card without a leaf
	// from my board.
	fourth(d, Compass, demand(func(x *inn.Exec) {
		mine := x.Filter(x.TopCards(x.Player), func(c inn.Card) bool {
			return x.Color(c) != inn.Green && x.HasIcon(c, inn.Leaf)
		})
		if c := x.ChooseCard(x.Player, compassGive[x.Activator], mine, false); c != inn.NoCard {
			x.Transfer(x.Player, c, inn.BoardPlace(x.Activator, x.Color(c)))
			x.NoteDemandTransfer()
		}
		theirs := x.Filter(x.TopCards(x.Activator), func(c inn.Card) bool { return !x.HasIcon(c, inn.Leaf) })
		if c := x.ChooseCard(x.Player, "Compass: meld a top card without a leaf from the board of the player demanding", theirs, false); c != inn.NoCard {
			x.MeldFrom(x.Player, c, inn.BoardPlace(x.Activator, x.Color(c)))
		}
	}))

	// Paper: you may splay your green or blue pile left (3rd edition);
	// then score a top card with a leaf from your board (compulsory), and
	// if you did, draw a 4 for every colour you have splayed left.
	fourth(d, Paper, third(Paper, 0), effect(func(x *inn.Exec) {
		p := x.Player
		leaves := x.WithIcon(x.TopCards(p), inn.Leaf)
		c := x.ChooseCard(p, "Paper: score a top card with a leaf", leaves, false)
		if c == inn.NoCard {
			return
		}
		x.ScoreFrom(p, c, inn.BoardPlace(p, x.Color(c)))
		n := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if x.Pile(p, col).Splay() == inn.Left {
				n++
			}
		}
		for i := 0; i < n; i++ {
			x.Draw(p, 4)
		}
	}))

	// Machinery: the 3rd edition's demand; then score a card with a castle
	// from your hand (a hand without one is shown); then, an effect of its
	// own, you may splay your red pile left.
	fourth(d, Machinery, third(Machinery, 0), effect(func(x *inn.Exec) {
		castles := x.WithIcon(x.Hand(x.Player), inn.Castle)
		if castles.Empty() {
			x.RevealHand(x.Player)
			return
		}
		x.Score(x.Player, x.ChooseCard(x.Player, "Machinery: score a card with a castle", castles, false))
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Red, inn.Left, "Machinery: splay your red pile left?")
	}))

	// Medicine: the 3rd edition's exchange of score cards, then junk an
	// available achievement of age 3 or 4 (compulsory).
	fourth(d, Medicine, third(Medicine, 0), effect(func(x *inn.Exec) {
		junkAchievementOfAges(x, "Medicine: junk an available achievement of value 3 or 4", 3, 4)
	}))

	// Feudalism: you transfer a card with a castle from your hand to my
	// hand (a hand without one is shown); if you did, junk all available
	// special achievements. Then: you may splay your yellow or purple pile
	// left; if you did, draw a 3.
	fourth(d, Feudalism, demand(func(x *inn.Exec) {
		castles := x.WithIcon(x.Hand(x.Player), inn.Castle)
		if castles.Empty() {
			x.RevealHand(x.Player)
			return
		}
		c := x.ChooseCard(x.Player, feudalismGive[x.Activator], castles, false)
		x.Transfer(x.Player, c, inn.HandPlace(x.Activator))
		x.NoteDemandTransfer()
		x.State().Specials.Each(func(sp inn.Card) { x.JunkAchievement(x.Player, sp) })
	}), effect(func(x *inn.Exec) {
		p := x.Player
		mask := inn.ColorMask(func(c inn.Color) bool {
			return (c == inn.Yellow || c == inn.Purple) && x.CanSplay(p, c, inn.Left)
		})
		if c, ok := x.ChooseColor(p, "Feudalism: you may splay yellow or purple left", mask, true); ok {
			x.Splay(p, c, inn.Left)
			x.Draw(p, 3)
		}
	}))
}
