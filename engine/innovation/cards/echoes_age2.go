package cards

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// registerEchoesAge2 gives the age-2 cards of Echoes of the Past their echo
// and dogma effects (EFFECTS-echoes.md "Age 2").
func registerEchoesAge2(d *inn.Deck) {
	// Lever. Echo: draw two 2s. Effect: you may return cards of your hand,
	// as many as you like; for each two of one value returned, draw a card
	// of that value plus one.
	echo(d, Lever, func(x *inn.Exec) {
		x.Draw(x.Player, 2)
		x.Draw(x.Player, 2)
	})
	fourth(d, Lever, effect(func(x *inn.Exec) {
		p := x.Player
		var returned [inn.AgeCap + 1]int
		hand := x.Hand(p)
		x.ChooseCards(p, "Lever: return a card from your hand", hand, 0, hand.Len(), func(c inn.Card) {
			x.Return(p, c)
			returned[x.Age(c)]++
		})
		// The draws follow the returns, the lowest value first (a reading:
		// the text orders none).
		for age := 1; age <= inn.AgeCap; age++ {
			for i := 0; i < returned[age]/2; i++ {
				x.Draw(p, age+1)
			}
		}
	}))

	// Linguistics. Echo: choose one: draw a 3, or draw and foreshadow a 4
	// (ECHO-FORESHADOW). Effect: draw a card of the value of a bonus
	// visible on any board (ECHO-ICON-1), your choice; if you do and
	// Linguistics was foreseen (ECHO-FORESEEN), junk the available
	// achievements of that value (ULT-KEY-JUNK, ULT-KEY-AVAILABLE).
	echo(d, Linguistics, func(x *inn.Exec) {
		p := x.Player
		if x.ChooseValue(p, "Linguistics: 3 to draw a 3, 4 to draw and foreshadow a 4", 1<<3|1<<4) == 3 {
			x.Draw(p, 3)
			return
		}
		x.DrawAndForeshadow(p, 4)
	})
	fourth(d, Linguistics, effect(func(x *inn.Exec) {
		p := x.Player
		var mask uint16
		for q := 0; q < x.Players(); q++ {
			if x.In(q) {
				mask |= linguisticsBonuses(x, q)
			}
		}
		v := x.ChooseBonus(p, "Linguistics: draw a card of the value of a visible bonus", mask)
		if v == 0 {
			return
		}
		x.Draw(p, v)
		if x.Foreseen() {
			// A special achievement has no value: only the standard one of
			// value v can be junked (ULT-KEY-AVAILABLE).
			x.JunkAchievement(p, x.StandardAchievement(v))
		}
	}))

	// Crossbow. Demand: you transfer an expansion card (EFFECTS-echoes.md
	// §K.4) from your hand to my score pile; a hand without one is shown
	// (ULT-INFO-3). Effect: transfer a card from your hand to an opponent's
	// board, your choice of both (EFFECTS-echoes.md §D.5: an opponent).
	fourth(d, Crossbow, demand(func(x *inn.Exec) {
		p := x.Player
		exp := glassblowingExpansion(x, x.Hand(p))
		if exp.Empty() {
			x.RevealHand(p)
			return
		}
		c := x.ChooseCard(p, "Crossbow: transfer an expansion card from your hand to the activator's score pile", exp, false)
		x.Transfer(p, c, inn.ScorePlace(x.Activator))
		x.NoteDemandTransfer()
	}), effect(func(x *inn.Exec) {
		p := x.Player
		c := x.ChooseCard(p, "Crossbow: transfer a card from your hand to an opponent's board", x.Hand(p), false)
		if c == inn.NoCard {
			return
		}
		var mask uint8
		for q := 0; q < x.Players(); q++ {
			if x.IsOpponent(p, q) {
				mask |= 1 << q
			}
		}
		q := x.ChoosePlayer(p, "Crossbow: choose the opponent whose board receives the card", mask, false)
		if q < 0 {
			return
		}
		x.Transfer(p, c, inn.BoardPlace(q, x.Color(c)))
	}))

	// Horseshoes. Echo: you may draw and foreshadow a 2 or a 3, your
	// choice of value (EFFECTS-echoes.md §D.5: optional, as BGA prints it).
	// Demand: you transfer a top card with neither a castle nor a factory
	// to my board; if you did, you draw and meld a 2.
	echo(d, Horseshoes, func(x *inn.Exec) {
		p := x.Player
		if v := chooseAge(x, p, "Horseshoes: you may draw and foreshadow a 2 or a 3", 1<<2|1<<3, true); v != 0 {
			x.DrawAndForeshadow(p, v)
		}
	})
	fourth(d, Horseshoes, demand(func(x *inn.Exec) {
		if giveTopCard(x, "Horseshoes: transfer a top card with neither a castle nor a factory to the activator's board", func(c inn.Card) bool {
			return !x.HasIcon(c, inn.Castle) && !x.HasIcon(c, inn.Factory)
		}) {
			x.DrawAndMeld(x.Player, 2)
		}
	}))

	// Glassblowing. Echo: score an expansion card from your hand (a hand
	// without one is shown, ULT-INFO-3). Effect: draw and foreshadow a card
	// of value three above your lowest non-green top card (none counts 0,
	// ULT-KEY-VALUE: a 3). Effect: choose the 2 or the 3 supply pile and
	// junk every card of it (ULT-KEY-JUNK).
	echo(d, Glassblowing, func(x *inn.Exec) {
		p := x.Player
		exp := glassblowingExpansion(x, x.Hand(p))
		if exp.Empty() {
			x.RevealHand(p)
			return
		}
		x.Score(p, x.ChooseCard(p, "Glassblowing: score an expansion card from your hand", exp, false))
	})
	fourth(d, Glassblowing, effect(func(x *inn.Exec) {
		p := x.Player
		tops := x.Filter(x.TopCards(p), func(c inn.Card) bool { return x.Color(c) != inn.Green })
		_, low := x.Lowest(tops)
		x.DrawAndForeshadow(p, low+3)
	}), effect(func(x *inn.Exec) {
		p := x.Player
		x.JunkSupply(p, x.ChooseValue(p, "Glassblowing: junk all cards of the 2 or the 3 supply pile", 1<<2|1<<3))
	}))

	// Scissors. Echo: score your bottom yellow card. Effect: you may choose
	// up to two cards of your hand and meld or score each, your choice for
	// each. Effect: if Paper is a top card of any board, score it.
	echo(d, Scissors, func(x *inn.Exec) {
		p := x.Player
		if c := x.Pile(p, inn.Yellow).Bottom(); c != inn.NoCard {
			x.ScoreFrom(p, c, inn.BoardPlace(p, inn.Yellow))
		}
	})
	fourth(d, Scissors, effect(func(x *inn.Exec) {
		p := x.Player
		x.ChooseCards(p, "Scissors: choose a card from your hand to meld or score", x.Hand(p), 0, 2, func(c inn.Card) {
			if scissorsMelds(x, p, c) {
				x.Meld(p, c)
			} else {
				x.Score(p, c)
			}
		})
	}), effect(func(x *inn.Exec) {
		at := x.State().Where(Paper)
		if at.Kind() == inn.PlaceBoard && x.Top(at.Player(), inn.Color(at.Index())) == Paper {
			x.ScoreFrom(x.Player, Paper, at)
		}
	}))

	// Toothbrush. Echo: name a value of a card of your hand and tuck every
	// card of that value from your hand (ULT-KEY-ALL: one at a time, in
	// the order you choose). Effect: you may splay one colour left.
	// Effect: you may junk all cards of the 2 supply pile; if you do,
	// achieve the highest card of the junk, if eligible (ACHIEVE-1).
	echo(d, Toothbrush, func(x *inn.Exec) {
		p := x.Player
		v := x.ChooseValue(p, "Toothbrush: choose a value of a card in your hand", valuesOf(x, x.Hand(p)))
		if v == 0 {
			return
		}
		same := x.Filter(x.Hand(p), func(c inn.Card) bool { return x.Age(c) == v })
		x.ChooseCards(p, "Toothbrush: tuck the next card of that value", same, same.Len(), same.Len(), func(c inn.Card) { x.Tuck(p, c) })
	})
	fourth(d, Toothbrush, effect(func(x *inn.Exec) {
		offerSplayOf(x, "Toothbrush: you may splay one colour left", inn.Left, inn.Blue, inn.Red, inn.Green, inn.Yellow, inn.Purple)
	}), effect(func(x *inn.Exec) {
		toothbrushJunkAndAchieve(x, 2, "Toothbrush: junk all cards of the 2 supply pile?")
	}))

	// Watermill. Effect: draw a card of the value of a bonus visible on
	// your board, your choice. Effect: tuck a card from your hand; if
	// Watermill was foreseen (ECHO-FORESEEN), tuck every card of the base
	// supply pile of the tucked card's value (the "N deck" of the texts),
	// from the top down.
	fourth(d, Watermill, effect(func(x *inn.Exec) {
		p := x.Player
		if v := x.ChooseBonus(p, "Watermill: draw a card of the value of a bonus on your board", linguisticsBonuses(x, p)); v != 0 {
			x.Draw(p, v)
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		c := x.ChooseCard(p, "Watermill: tuck a card from your hand", x.Hand(p), false)
		if c == inn.NoCard {
			return
		}
		x.Tuck(p, c)
		if !x.Foreseen() {
			return
		}
		age := x.Age(c)
		for x.State().SupplyLen(age) > 0 {
			x.TuckFrom(p, x.State().SupplyCard(age, 0), inn.SupplyPlace(age))
		}
	}))

	// Pagoda. Effect: draw and foreshadow a 3; you may tuck another card of
	// its colour from your hand; if you do, meld the foreshadowed card
	// (from the forecast: a 3 the forecast's limit kept in the hand was
	// not foreshadowed, and nothing is melded); if you do and Pagoda was
	// foreseen, meld every card of that colour from every other board
	// (ULT-KEY-ALL: one at a time, in the order you choose, board after
	// board clockwise).
	fourth(d, Pagoda, effect(func(x *inn.Exec) {
		p := x.Player
		c := x.DrawAndForeshadow(p, 3)
		if c == inn.NoCard {
			return
		}
		col := x.Color(c)
		same := x.Filter(x.Hand(p), func(k inn.Card) bool { return k != c && x.Color(k) == col })
		t := x.ChooseCard(p, "Pagoda: you may tuck a card of the drawn card's colour", same, true)
		if t == inn.NoCard {
			return
		}
		x.Tuck(p, t)
		if x.State().Where(c) != inn.ForecastPlace(p) {
			return
		}
		x.MeldFrom(p, c, inn.ForecastPlace(p))
		if !x.Foreseen() {
			return
		}
		// The other boards one after the other, clockwise from the
		// performer's left (DOGMA-5's order, a reading), the cards of each
		// in the order he chooses.
		for i := 1; i < x.Players(); i++ {
			q := (p + i) % x.Players()
			var theirs inn.Set
			for _, k := range x.Pile(q, col).Cards() {
				theirs.Add(k)
			}
			x.ChooseCards(p, "Pagoda: meld the next card of that colour from that board", theirs, theirs.Len(), theirs.Len(), func(k inn.Card) {
				x.MeldFrom(p, k, inn.BoardPlace(q, col))
			})
		}
	}))

	// Chaturanga. Effect: meld a card from your hand; if you do, draw and
	// foreshadow a card of the lowest value none of your top cards has.
	// Effect: if Chaturanga was foreseen, draw and foreshadow a card of the
	// value of the number of colours on your board.
	fourth(d, Chaturanga, effect(func(x *inn.Exec) {
		p := x.Player
		c := x.ChooseCard(p, "Chaturanga: meld a card from your hand", x.Hand(p), false)
		if c == inn.NoCard {
			return
		}
		x.Meld(p, c)
		have := valuesOf(x, x.TopCards(p))
		v := 1
		for have&(1<<v) != 0 {
			v++
		}
		x.DrawAndForeshadow(p, v)
	}), effect(func(x *inn.Exec) {
		if x.Foreseen() {
			x.DrawAndForeshadow(x.Player, x.TopCards(x.Player).Len())
		}
	}))
}

// glassblowingExpansion returns the expansion cards of s (EFFECTS-echoes.md
// §K.4: any card not of the base set): Crossbow's and Glassblowing's.
func glassblowingExpansion(x *inn.Exec, s inn.Set) inn.Set {
	return x.Filter(s, func(c inn.Card) bool {
		_, ok := inn.ExpansionOf(c)
		return ok
	})
}

// linguisticsBonuses returns the values of the bonuses visible on player
// p's board (ECHO-ICON-1: where an icon in their place would show, on a
// top card and in the places a splay uncovers, ULT-ICON-1), bit v for
// value v (1 to 12).
func linguisticsBonuses(x *inn.Exec, p int) uint16 {
	var mask uint16
	for col := inn.Color(0); col < inn.NumColors; col++ {
		pile := x.Pile(p, col)
		n := pile.Len()
		for i := 0; i < n; i++ {
			f := x.Facts(pile.At(i))
			for k, b := range f.Bonus {
				if b != 0 && (i == n-1 || linguisticsShown(pile.Splay(), k)) {
					mask |= 1 << b
				}
			}
		}
	}
	return mask
}

// linguisticsShown reports whether a covered card of a pile splayed dir
// shows its icon place k (ULT-ICON-1).
func linguisticsShown(dir inn.Splay, k int) bool {
	switch dir {
	case inn.Left:
		return k == inn.BottomRight
	case inn.Right:
		return k == inn.TopLeft || k == inn.BottomLeft
	case inn.Up:
		return k != inn.TopLeft
	case inn.Aslant:
		return true
	}
	return false
}

// kindMeldOrScore is the kind of Scissors' decision: meld a card, or
// score it.
const kindMeldOrScore engine.Kind = "meld-or-score"

// scissorsMelds asks p whether to meld card c (true) or score it (false).
func scissorsMelds(x *inn.Exec, p int, c inn.Card) bool {
	g := x.Game()
	g.NewDecision()
	g.Option("meld", 1)
	g.Option("score", 0)
	return g.Ask(p, kindMeldOrScore, "Scissors: meld the card, or score it") == 1
}

// toothbrushJunkAndAchieve offers the performer to junk every card of the
// supply pile of age (an empty pile offers nothing: junking it would do
// nothing, ULT-KEY-IFYOUDO); if he does, he achieves the highest card of
// the junk when he is eligible for it (Toothbrush, EFFECTS-echoes.md;
// Chopsticks words it the same way).
func toothbrushJunkAndAchieve(x *inn.Exec, age int, prompt string) {
	p := x.Player
	if x.State().SupplyLen(age) == 0 || !x.May(p, prompt) {
		return
	}
	x.JunkSupply(p, age)
	high, _ := x.Highest(x.Filter(x.Junked(), func(c inn.Card) bool { return x.Age(c) > 0 }))
	// The junk is face down (ULT-JUNK-1): of several highest cards, the
	// performer sees ages alone and cannot tell them apart; the one the
	// deck lists first goes, with no question.
	if c := high.First(); c != inn.NoCard && toothbrushEligible(x, p, c) {
		x.TransferFrom(p, c, inn.AchievementsPlace(p), inn.JunkPlace())
	}
}

// toothbrushEligible reports whether p is eligible to achieve card c
// (ACHIEVE-1's condition, read for "achieve X, if eligible": a score of 5
// times its value or more, bonus points included, ECHO-BONUS-SCORE, and a
// top card of its value or higher).
func toothbrushEligible(x *inn.Exec, p int, c inn.Card) bool {
	v := x.Age(c)
	return v >= 1 && x.Points(p) >= 5*v && x.HighestTop(p) >= v
}
