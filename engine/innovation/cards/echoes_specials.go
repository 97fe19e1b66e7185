package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesSpecials gives their effects to the five cards of Echoes of
// the Past that claim one of the expansion's special achievements
// (EFFECTS-echoes.md §S): Novel (Supremacy), Barometer (Destiny), Palampore
// (Wealth), Loom (Heritage) and Photography (History). A claim takes the
// achievement only while it is available (ULT-SPECIAL-CLAIM).
func registerEchoesSpecials(d *inn.Deck) {
	// Novel. Echo: return all the cards of your forecast. Then: draw a 3;
	// you may splay your purple cards left; if all your non-purple top
	// cards share one icon other than the crown, claim Supremacy.
	echo(d, Novel, func(x *inn.Exec) {
		p := x.Player
		x.ReturnAllFrom(p, x.Forecast(p), inn.ForecastPlace(p))
	})
	fourth(d, Novel, effect(func(x *inn.Exec) {
		x.Draw(x.Player, 3)
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Purple, inn.Left, "Novel: splay your purple cards left?")
	}), effect(func(x *inn.Exec) {
		if novelShared(x, x.Player) {
			x.ClaimSpecial(x.Player, inn.Supremacy)
		}
	}))

	// Barometer. Echo: transfer a 5 from your forecast to your hand. Then:
	// draw and foreshadow a card of value two higher than a bonus on any
	// board (your choice of bonus; nothing when there is none); you may
	// return all the cards of your forecast, and if any of them was blue,
	// claim Destiny.
	echo(d, Barometer, func(x *inn.Exec) {
		p := x.Player
		fives := x.Filter(x.Forecast(p), func(c inn.Card) bool { return x.Age(c) == 5 })
		if c := x.ChooseCard(p, "Barometer: transfer a 5 from your forecast to your hand", fives, false); c != inn.NoCard {
			x.TransferFrom(p, c, inn.HandPlace(p), inn.ForecastPlace(p))
		}
	})
	fourth(d, Barometer, effect(func(x *inn.Exec) {
		p := x.Player
		var mask uint16
		for q := 0; q < x.Players(); q++ {
			if !x.In(q) {
				continue // a player out is nobody's "any" (ULT-KEY-LOSE)
			}
			for v, n := range x.State().BonusCounts(x.Game().Deck(), q) {
				if n > 0 {
					mask |= 1 << v
				}
			}
		}
		if b := x.ChooseBonus(p, "Barometer: choose a bonus; you draw and foreshadow a card two higher", mask); b > 0 {
			x.DrawAndForeshadow(p, b+2)
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		forecast := x.Forecast(p)
		if forecast.Empty() || !x.May(p, "Barometer: return all the cards of your forecast?") {
			return
		}
		blue := !x.Filter(forecast, func(c inn.Card) bool { return x.Color(c) == inn.Blue }).Empty()
		x.ReturnAllFrom(p, forecast, inn.ForecastPlace(p))
		if blue {
			x.ClaimSpecial(p, inn.Destiny)
		}
	}))

	// Palampore (no echo effect). Draw and score a card of a value that a
	// bonus shows more than once on your board (your choice; nothing when
	// none does); you may splay your purple cards right; if you have at
	// least six bonuses visible on your board, claim Wealth.
	fourth(d, Palampore, effect(func(x *inn.Exec) {
		p := x.Player
		var mask uint16
		for v, n := range x.State().BonusCounts(x.Game().Deck(), p) {
			if n >= 2 {
				mask |= 1 << v
			}
		}
		if v := x.ChooseBonus(p, "Palampore: choose a bonus that shows more than once; you draw and score a card of its value", mask); v > 0 {
			x.DrawAndScore(p, v)
		}
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Purple, inn.Right, "Palampore: splay your purple cards right?")
	}), effect(func(x *inn.Exec) {
		if x.State().BonusesShown(x.Game().Deck(), x.Player) >= 6 {
			x.ClaimSpecial(x.Player, inn.Wealth)
		}
	}))

	// Loom. Echo: score your lowest top card (your choice among equals).
	// Then: you may return exactly two cards of different values from your
	// score pile; if you do, draw and tuck three 6s. If one colour of your
	// board shows at least five hexagons, claim Heritage.
	echo(d, Loom, func(x *inn.Exec) {
		p := x.Player
		low, _ := x.Lowest(x.TopCards(p))
		if c := x.ChooseCard(p, "Loom: score your lowest top card", low, false); c != inn.NoCard {
			x.ScoreFrom(p, c, inn.WholeBoard(p))
		}
	})
	fourth(d, Loom, effect(func(x *inn.Exec) {
		p := x.Player
		score := x.ScorePile(p)
		if m := x.ValueMask(score); m&(m-1) == 0 {
			return // fewer than two values: no two cards of different values
		}
		// Choosing the first card is the "you may"; once it is chosen,
		// the second, of another value, is compulsory.
		first := x.ChooseCard(p, "Loom: you may return two cards of different values from your score pile; the first", score, true)
		if first == inn.NoCard {
			return
		}
		other := x.Filter(score, func(c inn.Card) bool { return x.Age(c) != x.Age(first) })
		second := x.ChooseCard(p, "Loom: the second card to return, of another value", other, false)
		x.ReturnFrom(p, first, inn.ScorePlace(p))
		x.ReturnFrom(p, second, inn.ScorePlace(p))
		for range 3 {
			x.DrawAndTuck(p, 6)
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if inn.PileHexagons(x.Game().Deck(), x.Pile(p, col)) >= 5 {
				x.ClaimSpecial(p, inn.Heritage)
				return
			}
		}
	}))

	// Photography. Echo: meld a card from your forecast. Demand: you
	// transfer your highest top card to your hand. Then: if one colour of
	// your board shows at least three echo effects, claim History; if you
	// do and Photography was foreseen, you win.
	echo(d, Photography, func(x *inn.Exec) {
		p := x.Player
		if c := x.ChooseCard(p, "Photography: meld a card from your forecast", x.Forecast(p), false); c != inn.NoCard {
			x.MeldFrom(p, c, inn.ForecastPlace(p))
		}
	})
	fourth(d, Photography, demand(func(x *inn.Exec) {
		p := x.Player
		high, _ := x.Highest(x.TopCards(p))
		if c := x.ChooseCard(p, "Photography: transfer your highest top card to your hand", high, false); c != inn.NoCard {
			x.TransferFrom(p, c, inn.HandPlace(p), inn.WholeBoard(p))
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if len(x.State().VisibleEchoes(x.Game().Deck(), p, col)) < 3 {
				continue
			}
			if x.ClaimSpecial(p, inn.History) && x.Foreseen() {
				x.Win(p)
			}
			return
		}
	}))
}

// novelIcons are the icons Novel's non-purple top cards may share: every
// icon but the crown (the avatar too: Novel's is a card's condition, not
// a special achievement's).
var novelIcons = []inn.Icon{inn.Castle, inn.Leaf, inn.Lightbulb, inn.Factory, inn.Clock, inn.Avatar}

// novelShared reports whether all of player p's non-purple top cards share
// one icon other than the crown. With no non-purple top card there is no
// icon to share, and it does not hold.
func novelShared(x *inn.Exec, p int) bool {
	tops := x.Filter(x.TopCards(p), func(c inn.Card) bool { return x.Color(c) != inn.Purple })
	if tops.Empty() {
		return false
	}
	for _, ic := range novelIcons {
		if x.WithIcon(tops, ic).Len() == tops.Len() {
			return true
		}
	}
	return false
}
