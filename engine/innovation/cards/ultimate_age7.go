package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge7 writes the 4th-edition effects of the cards of age 7
// whose text changed or is new (EFFECTS-4th.md "Age 7"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge7(d *inn.Deck) {
	// Publications: you may splay your yellow or blue pile up. Then: you
	// may either junk an available special achievement, or move a special
	// achievement from the junk back to the available ones.
	fourth(d, Publications, effect(func(x *inn.Exec) {
		offerSplayOf(x, "Publications: splay yellow or blue up", inn.Up, inn.Yellow, inn.Blue)
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// rule ULT-KEY-AVAILABLE: the special achievements nobody holds
		// and not in the junk; special achievements are public cards.
		avail := x.Filter(x.AvailableAchievements(), inn.Card.IsSpecial)
		if c := x.ChooseCard(p, "Publications: you may junk an available special achievement", avail, true); c != inn.NoCard {
			// rule ULT-KEY-JUNK.
			x.JunkAchievement(p, c)
			return
		}
		// rule ULT-JUNK-1: an effect that names the junk takes a card out
		// of it.
		junked := x.Filter(x.Junked(), inn.Card.IsSpecial)
		if c := x.ChooseCard(p, "Publications: you may make a special achievement in the junk available again", junked, true); c != inn.NoCard {
			x.TransferFrom(p, c, specialsPlace, inn.JunkPlace())
		}
	}))

	// Combustion: you transfer cards of your choice from your score pile to
	// mine, one for every colour of my board showing a crown (all of them
	// when fewer). Then: return the bottom card of your red pile.
	fourth(d, Combustion, demand(func(x *inn.Exec) {
		// The activator's colours, counted as the demand resolves for this
		// target (EFFECTS-4th.md §0.5; the 3rd edition's Combustion ruling).
		giveScore(x, combustionGive[x.Activator], colorsShowing(x, x.Activator, inn.Crown))
	}), effect(func(x *inn.Exec) {
		if c := x.Pile(x.Player, inn.Red).Bottom(); c != inn.NoCard {
			x.ReturnFrom(x.Player, c, inn.BoardPlace(x.Player, inn.Red))
		}
	}))

	// Refrigeration: you return every card of your hand but one, which you
	// choose. Then: you may score a card from your hand.
	fourth(d, Refrigeration, demand(func(x *inn.Exec) {
		p := x.Player
		hand := x.Hand(p)
		if hand.Len() < 2 {
			return // nothing goes back: the one card, or none, is kept
		}
		keep := x.ChooseCard(p, "Refrigeration: choose the card of your hand you keep", hand, false)
		hand.Remove(keep)
		x.ReturnAll(p, hand)
	}), effect(func(x *inn.Exec) {
		p := x.Player
		if c := x.ChooseCard(p, "Refrigeration: you may score a card from your hand", x.Hand(p), true); c != inn.NoCard {
			x.Score(p, c)
		}
	}))

	// Sanitation: you exchange the two highest cards of your hand with the
	// lowest card of mine (as in the 3rd edition). Then: choose 7 or 8 and
	// junk the supply pile of that age.
	fourth(d, Sanitation, third(Sanitation, 0), effect(func(x *inn.Exec) {
		p := x.Player
		// Both values are offered, an empty pile too: the text names them.
		age := chooseAge(x, p, "Sanitation: choose the pile to junk", 1<<7|1<<8, false)
		// rule ULT-KEY-JUNK: junk all cards in the deck of that age.
		x.JunkSupply(p, age)
	}))

	// Railroad: return every card of your hand. Then: draw three 6s. Then:
	// you may splay up one of your piles splayed right.
	fourth(d, Railroad, effect(func(x *inn.Exec) {
		x.ReturnAll(x.Player, x.Hand(x.Player))
	}), effect(func(x *inn.Exec) {
		for i := 0; i < 3; i++ {
			x.Draw(x.Player, 6)
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		mask := inn.ColorMask(func(c inn.Color) bool { return x.Pile(p, c).Splay() == inn.Right })
		if c, ok := x.ChooseColor(p, "Railroad: you may splay a pile splayed right up", mask, true); ok {
			x.Splay(p, c, inn.Up)
		}
	}))
}

// specialsPlace is where the available special achievements lie; the
// engine names it only in its own moves, so it is built from its kind.
var specialsPlace = inn.Place(inn.PlaceSpecials << 8)
