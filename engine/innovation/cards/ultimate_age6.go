package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerUltimateAge6 writes the 4th-edition effects of the cards of age 6
// whose text changed or is new (EFFECTS-4th.md "Age 6"); the others play
// as in the 3rd edition (buildUltimate).
func registerUltimateAge6(d *inn.Deck) {
	// Encyclopedia: choose a value; you may meld every card of that value
	// from your score pile, in the order you choose (all or none). Then:
	// you may junk an available achievement of value 5, 6 or 7.
	fourth(d, Encyclopedia, effect(func(x *inn.Exec) {
		p := x.Player
		// A value with no card in the score pile melds nothing, so the
		// values offered are those of the pile; the pass is the "may".
		age := chooseAge(x, p, "Encyclopedia: you may meld all the cards of a value from your score pile", valuesOf(x, x.ScorePile(p)), true)
		if age == 0 {
			return
		}
		// rule ULT-KEY-ALL: one card at a time, in the order p chooses.
		all := x.Filter(x.ScorePile(p), func(c inn.Card) bool { return x.Age(c) == age })
		n := all.Len()
		x.ChooseCards(p, "Encyclopedia: meld next", all, n, n, func(c inn.Card) {
			x.MeldFrom(p, c, inn.ScorePlace(p))
		})
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// rule ULT-KEY-AVAILABLE: a standard achievement of value 5, 6 or
		// 7 still set aside. Achievements lie face down: p names a value.
		var mask uint16
		for age := 5; age <= 7; age++ {
			if x.StandardAchievement(age) != inn.NoCard {
				mask |= 1 << age
			}
		}
		if age := chooseAge(x, p, "Encyclopedia: you may junk an available achievement of value 5, 6 or 7", mask, true); age != 0 {
			// rule ULT-KEY-JUNK.
			x.JunkAchievement(p, x.StandardAchievement(age))
		}
	}))

	// Industrialization: draw and tuck three 6s, one at a time; then, if you
	// alone have the most clocks, return your top red card. Then: you may
	// splay your red or purple pile right.
	fourth(d, Industrialization, effect(func(x *inn.Exec) {
		p := x.Player
		for i := 0; i < 3; i++ {
			x.DrawAndTuck(p, 6)
		}
		// "The single player with the most": strictly more clocks than
		// every other player, partners included.
		mine := x.Icons(p, inn.Clock)
		for q := 0; q < x.Players(); q++ {
			if q != p && x.Icons(q, inn.Clock) >= mine {
				return
			}
		}
		if c := x.Top(p, inn.Red); c != inn.NoCard {
			x.ReturnFrom(p, c, inn.BoardPlace(p, inn.Red))
		}
	}), effect(func(x *inn.Exec) {
		offerSplayOf(x, "Industrialization: splay red or purple right", inn.Right, inn.Red, inn.Purple)
	}))

	// Vaccination: you choose a card of your score pile and return every
	// card of its value from your score pile; if you returned any, draw and
	// meld a 6. Then: if the demand returned a card during this action,
	// draw and meld a 7.
	fourth(d, Vaccination, demand(func(x *inn.Exec) {
		p := x.Player
		score := x.ScorePile(p)
		if score.Empty() {
			return
		}
		// Only the chosen card's value matters: with a single value in the
		// pile there is nothing to choose.
		c := score.First()
		if m := valuesOf(x, score); m&(m-1) != 0 {
			c = x.ChooseCard(p, "Vaccination: choose a card of your score pile", score, false)
		}
		age := x.Age(c)
		// rule ULT-KEY-ALL: one at a time, in the order p chooses.
		x.ReturnAllFrom(p, x.Filter(score, func(k inn.Card) bool { return x.Age(k) == age }), inn.ScorePlace(p))
		x.NoteDemandReturn()
		x.DrawAndMeld(p, 6)
	}), effect(func(x *inn.Exec) {
		if x.DemandReturned() {
			x.DrawAndMeld(x.Player, 7)
		}
	}))
}
