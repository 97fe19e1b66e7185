package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge4 gives the age-4 cards of Echoes of the Past their
// effects (EFFECTS-echoes.md "Age 4"). Barometer claims a special
// achievement and is written with the special achievements.
func registerEchoesAge4(d *inn.Deck) {
	// Slide Rule (no echo effect).
	fourth(d, SlideRule, effect(func(x *inn.Exec) {
		// You may splay your yellow pile right.
		offerSplay(x, inn.Yellow, inn.Right, "Slide Rule: splay yellow right?")
	}), effect(func(x *inn.Exec) {
		// Draw a card of value: your lowest top card's (0 with none,
		// ULT-KEY-VALUE) plus the number of your splayed colours, in any
		// direction.
		p := x.Player
		_, lo := x.Lowest(x.TopCards(p))
		x.Draw(p, lo+splayedColors(x, p))
	}))

	// Telescope. Echo: draw an Echoes 5 and foreshadow it (EXP-DRAW-1,
	// ECHO-FORESHADOW).
	echo(d, Telescope, func(x *inn.Exec) {
		drawExpansionAndForeshadow(x, 5)
	})
	fourth(d, Telescope, effect(func(x *inn.Exec) {
		// You may put a card of your forecast on top of its supply pile.
		// If you do, exchange the whole forecast with as many available
		// standard achievements, your choice (all of them when fewer are
		// available), then junk the 5 pile (ULT-KEY-JUNK; the base pile,
		// EFFECTS-echoes.md §0.3).
		p := x.Player
		c := x.ChooseCard(p, "Telescope: put a card from your forecast on top of its supply pile", x.Forecast(p), true)
		if c == inn.NoCard {
			return
		}
		x.PutOnSupply(p, c, inn.ForecastPlace(p))
		telescopeExchange(x, p)
		x.JunkSupply(p, 5)
	}))

	// Kobukson. Echo: splay left one colour on any player's board, the
	// performer choosing the player and the colour (compulsory when a pile
	// can take it).
	echo(d, Kobukson, func(x *inn.Exec) {
		p := x.Player
		var seats uint8
		for q := 0; q < x.Players(); q++ {
			if x.In(q) && splayableLeft(x, q) != 0 {
				seats |= 1 << q
			}
		}
		q := x.ChoosePlayer(p, "Kobukson: splay left a colour on whose board?", seats, false)
		if q < 0 {
			return
		}
		if col, ok := x.ChooseColor(p, "Kobukson: splay which colour left?", splayableLeft(x, q), false); ok {
			x.Splay(q, col, inn.Left)
		}
	})
	fourth(d, Kobukson, demand(func(x *inn.Exec) {
		// You return each of your top cards that has a castle (those top
		// when the demand begins: one per colour), then draw and tuck a 4.
		p := x.Player
		x.ReturnAllFrom(p, x.WithIcon(x.TopCards(p), inn.Castle), inn.WholeBoard(p))
		x.DrawAndTuck(p, 4)
	}), effect(func(x *inn.Exec) {
		x.DrawAndTuck(x.Player, 4)
	}), effect(func(x *inn.Exec) {
		// rule ECHO-FORESEEN: if Kobukson was foreseen, draw and meld a 5.
		if x.Foreseen() {
			x.DrawAndMeld(x.Player, 5)
		}
	}))

	// Shuriken (no echo effect).
	fourth(d, Shuriken, demand(func(x *inn.Exec) {
		// You transfer two of your non-red top cards with a castle or an
		// avatar to my board (the one you have when only one; the top
		// cards when the demand begins). If you did and Shuriken was
		// foreseen (ECHO-FORESEEN), you transfer them on to my
		// achievements.
		p, me := x.Player, x.Activator
		can := x.Filter(x.TopCards(p), func(c inn.Card) bool {
			return x.Color(c) != inn.Red && (x.HasIcon(c, inn.Castle) || x.HasIcon(c, inn.Avatar))
		})
		moved := can
		if can.Len() > 2 {
			moved = inn.Set{}
			for _, c := range x.ChooseCards(p, "Shuriken: transfer a non-red top card with a castle or an avatar", can, 2, 2, nil) {
				moved.Add(c)
			}
		}
		// The two go to two piles of mine, one per colour: their order
		// changes nothing.
		moved.Each(func(c inn.Card) {
			x.Transfer(p, c, inn.BoardPlace(me, x.Color(c)))
			x.NoteDemandTransfer()
		})
		if moved.Empty() || !x.Foreseen() {
			return
		}
		moved.Each(func(c inn.Card) {
			x.TransferFrom(p, c, inn.AchievementsPlace(me), inn.BoardPlace(me, x.Color(c)))
		})
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Purple, inn.Right, "Shuriken: splay purple right?")
	}))

	// Chintz (no echo effect).
	fourth(d, Chintz, effect(func(x *inn.Exec) {
		x.Draw(x.Player, 4)
	}), effect(func(x *inn.Exec) {
		// If you have exactly one card in hand, draw a 4, then draw and
		// score a 4.
		p := x.Player
		if x.Hand(p).Len() == 1 {
			x.Draw(p, 4)
			x.DrawAndScore(p, 4)
		}
	}), effect(func(x *inn.Exec) {
		// rule ECHO-FORESEEN: if Chintz was foreseen, transfer all the
		// cards of your hand to the available achievements, one at a time
		// in your order (ULT-KEY-ALL).
		p := x.Player
		if !x.Foreseen() {
			return
		}
		x.ChooseCards(p, "Chintz: transfer a card from your hand to the available achievements", x.Hand(p), x.Hand(p).Len(), x.Hand(p).Len(), func(c inn.Card) {
			x.TransferToAvailable(p, c, inn.HandPlace(p))
		})
	}))

	// Globe (no echo effect).
	fourth(d, Globe, effect(func(x *inn.Exec) {
		// You may return all the cards in your hand. If you returned at
		// least three 4s (EFFECTS-echoes.md §D.4), splay one colour of your
		// board right (compulsory when a pile can take it), then draw and
		// foreshadow a 6, a 7 and an 8, in that order.
		p := x.Player
		hand := x.Hand(p)
		if hand.Empty() || !x.May(p, "Globe: return all the cards in your hand?") {
			return
		}
		fours := x.Filter(hand, func(c inn.Card) bool { return x.Age(c) == 4 }).Len()
		x.ReturnAll(p, hand)
		if fours < 3 {
			return
		}
		mask := inn.ColorMask(func(col inn.Color) bool { return x.CanSplay(p, col, inn.Right) })
		if col, ok := x.ChooseColor(p, "Globe: splay which colour right?", mask, false); ok {
			x.Splay(p, col, inn.Right)
		}
		for _, age := range []int{6, 7, 8} {
			x.DrawAndForeshadow(p, age)
		}
	}), effect(func(x *inn.Exec) {
		// rule ECHO-FORESEEN: if Globe was foreseen, foreshadow a top card
		// of any board (compulsory; a full forecast takes nothing,
		// ECHO-FORESHADOW).
		p := x.Player
		if !x.Foreseen() {
			return
		}
		// The board first, then its top card: a card choice lists one
		// zone's cards.
		var seats uint8
		for q := 0; q < x.Players(); q++ {
			if x.In(q) && !x.TopCards(q).Empty() {
				seats |= 1 << q
			}
		}
		q := x.ChoosePlayer(p, "Globe: foreshadow a top card from whose board?", seats, false)
		if q < 0 {
			return
		}
		if c := x.ChooseCard(p, "Globe: foreshadow a top card", x.TopCards(q), false); c != inn.NoCard {
			x.Foreshadow(p, c)
		}
	}))

	// Pencil. Echo: draw a 5.
	echo(d, Pencil, func(x *inn.Exec) {
		x.Draw(x.Player, 5)
	})
	fourth(d, Pencil, effect(func(x *inn.Exec) {
		// You may return up to three cards from your hand. If you do, draw
		// as many cards, each of value one higher than the highest card
		// returned; foreshadow one of the drawn cards (your choice; a full
		// forecast keeps it in the hand, ECHO-FORESHADOW) and return the
		// others.
		p := x.Player
		returned := x.ChooseCards(p, "Pencil: return a card from your hand", x.Hand(p), 0, 3, func(c inn.Card) { x.Return(p, c) })
		if len(returned) == 0 {
			return
		}
		hi := 0
		for _, c := range returned {
			hi = max(hi, x.Age(c))
		}
		n := len(returned)
		var drawn inn.Set
		for range n {
			if c := x.Draw(p, hi+1); c != inn.NoCard {
				drawn.Add(c)
			}
		}
		kept := x.ChooseCard(p, "Pencil: foreshadow one of the drawn cards", drawn, false)
		if kept == inn.NoCard {
			return
		}
		x.Foreshadow(p, kept)
		drawn.Remove(kept)
		x.ReturnAll(p, drawn)
	}))

	// Clock. Echo: you may splay right your colour with the most cards
	// (your choice among tied colours).
	echo(d, Clock, func(x *inn.Exec) {
		p := x.Player
		most := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			most = max(most, x.Pile(p, col).Len())
		}
		mask := inn.ColorMask(func(col inn.Color) bool {
			return most > 0 && x.Pile(p, col).Len() == most && x.CanSplay(p, col, inn.Right)
		})
		if col, ok := x.ChooseColor(p, "Clock: splay right your colour with the most cards?", mask, true); ok {
			x.Splay(p, col, inn.Right)
		}
	})
	fourth(d, Clock, demand(func(x *inn.Exec) {
		// I choose a colour; N is the number of visible cards of that
		// colour on my board (every card of a splayed pile, the top card
		// of an unsplayed one). You transfer every card of value N from
		// your hand and your score pile to my score pile, then junk an
		// available achievement of value N (ULT-KEY-JUNK,
		// ULT-KEY-AVAILABLE).
		p, me := x.Player, x.Activator
		col, _ := x.ChooseColor(me, "Clock: choose a colour", 1<<inn.NumColors-1, false)
		n := visibleCards(x, me, col)
		of := func(c inn.Card) bool { return x.Age(c) == n }
		hand := x.Filter(x.Hand(p), of)
		score := x.Filter(x.ScorePile(p), of)
		hand.Each(func(c inn.Card) { x.TransferFrom(p, c, inn.ScorePlace(me), inn.HandPlace(p)) })
		score.Each(func(c inn.Card) { x.TransferFrom(p, c, inn.ScorePlace(me), inn.ScorePlace(p)) })
		if !hand.Empty() || !score.Empty() {
			x.NoteDemandTransfer()
		}
		junkAchievementOfAges(x, "Clock: junk an available achievement", n)
	}))

	// Toilet. Echo: draw and tuck a 4.
	echo(d, Toilet, func(x *inn.Exec) {
		x.DrawAndTuck(x.Player, 4)
	})
	fourth(d, Toilet, demand(func(x *inn.Exec) {
		// For each different bonus value visible on my board, from the
		// lowest up, you return a card of that value from your score pile
		// (your choice; nothing for a value you have none of).
		p := x.Player
		values := bonusValuesShown(x, x.Activator)
		for v := 1; v <= 12; v++ {
			if values&(1<<v) == 0 {
				continue
			}
			of := x.Filter(x.ScorePile(p), func(c inn.Card) bool { return x.Age(c) == v })
			if c := x.ChooseCard(p, "Toilet: return a card of that value from your score pile", of, false); c != inn.NoCard {
				x.ReturnFrom(p, c, inn.ScorePlace(p))
				x.NoteDemandReturn()
			}
		}
	}), effect(func(x *inn.Exec) {
		// You may return a card from your hand; if you do, draw a card of
		// its value.
		if c := mayReturnOne(x, "Toilet: you may return a card from your hand"); c != inn.NoCard {
			x.Draw(x.Player, x.Age(c))
		}
	}))
}

// splayedColors counts player p's splayed piles, in any direction.
func splayedColors(x *inn.Exec, p int) int {
	n := 0
	for col := inn.Color(0); col < inn.NumColors; col++ {
		if x.Pile(p, col).Splay() != inn.Unsplayed {
			n++
		}
	}
	return n
}

// splayableLeft returns the mask of player q's piles a left splay would
// change (ULT-KEY-SPLAY).
func splayableLeft(x *inn.Exec, q int) uint8 {
	return inn.ColorMask(func(col inn.Color) bool { return x.CanSplay(q, col, inn.Left) })
}

// drawExpansionAndForeshadow draws an Echoes card of age and foreshadows
// it (EXP-DRAW-1, ECHO-FORESHADOW): a full forecast leaves it in the hand.
func drawExpansionAndForeshadow(x *inn.Exec, age int) inn.Card {
	p := x.Player
	c := x.DrawExpansion(p, inn.Echoes, age)
	if c != inn.NoCard {
		x.Foreshadow(p, c)
	}
	return c
}

// visibleCards counts the visible cards of player p's pile of color col:
// all of them when the pile is splayed (each shows a part), its top card
// alone when not (ULT-ICON-1).
func visibleCards(x *inn.Exec, p int, col inn.Color) int {
	pile := x.Pile(p, col)
	if pile.Splay() != inn.Unsplayed {
		return pile.Len()
	}
	return min(pile.Len(), 1)
}

// bonusValuesShown returns the values of the bonuses visible on player p's
// board, bit v for value v (EFFECTS-echoes.md §K.5, ECHO-ICON-1): a top
// card's bonuses, and a covered card's where its pile's splay shows them.
func bonusValuesShown(x *inn.Exec, p int) uint16 {
	var out uint16
	for _, b := range boardBonuses(x, p) {
		out |= 1 << b
	}
	return out
}

// telescopeExchange exchanges all the cards of p's forecast with as many
// available standard achievements as p chooses (KEY-EXCHANGE): every one
// when fewer are available. The achievements go to the forecast first,
// then each forecast card joins the available achievements of its value
// (ULT-KEY-AVAILABLE).
func telescopeExchange(x *inn.Exec, p int) {
	forecast := x.Forecast(p)
	var standard inn.Set
	for age := 1; age <= inn.AgeCap; age++ {
		standard = standard.Union(x.State().AgeAchievements(age))
	}
	n := min(forecast.Len(), standard.Len())
	taken := standard
	if n < standard.Len() {
		// Achievements are face down: the choice is of a value
		// (EFFECTS-4th.md §K.1), one at a time; of two of a value, either.
		taken = inn.Set{}
		left := standard
		for range n {
			age := x.ChooseValue(p, "Telescope: take the available achievement of which value?", x.ValueMask(left))
			c := x.Filter(left, func(k inn.Card) bool { return x.Age(k) == age }).First()
			taken.Add(c)
			left.Remove(c)
		}
	}
	x.Exchange(p, taken, inn.ForecastPlace(p), inn.Set{}, inn.ForecastPlace(p))
	forecast.Each(func(c inn.Card) {
		x.Exchange(p, inn.SetOf(c), inn.AvailableAchievementPlace(x.Age(c)), inn.Set{}, inn.ForecastPlace(p))
	})
}
