package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge3 gives the age-3 cards of Echoes of the Past their echo
// and dogma effects (EFFECTS-echoes.md "Age 3"); Novel, which claims a
// special achievement of Echoes, is written with the special achievements.
func registerEchoesAge3(d *inn.Deck) {
	// Almanac. Echo: draw and foreshadow an Echoes 4 (EXP-DRAW-1: the
	// Echoes pile, the base pile when it is empty, EXP-DRAW-EMPTY-EXP).
	// Effect: you may return a card with a bonus from your forecast; if you
	// do, draw and score a card of value one above that bonus. Effect: if
	// Almanac was foreseen (ECHO-FORESEEN), choose another player and
	// foreshadow the cards of his forecast into yours, one at a time, until
	// your limit stops it (ECHO-FORESHADOW).
	echo(d, Almanac, func(x *inn.Exec) {
		p := x.Player
		x.Foreshadow(p, x.DrawExpansion(p, inn.Echoes, 4))
	})
	fourth(d, Almanac, effect(func(x *inn.Exec) {
		p := x.Player
		withBonus := x.Filter(x.Forecast(p), func(c inn.Card) bool { return almanacBonus(x, c) > 0 })
		c := x.ChooseCard(p, "Almanac: you may return a card with a bonus from your forecast", withBonus, true)
		if c == inn.NoCard {
			return
		}
		x.ReturnFrom(p, c, inn.ForecastPlace(p))
		x.DrawAndScore(p, almanacBonus(x, c)+1)
	}), effect(func(x *inn.Exec) {
		p := x.Player
		if !x.Foreseen() {
			return
		}
		var mask uint8
		for q := 0; q < x.Players(); q++ {
			if q != p && x.In(q) {
				mask |= 1 << q
			}
		}
		q := x.ChoosePlayer(p, "Almanac: choose another player, whose forecast you foreshadow", mask, false)
		if q < 0 {
			return
		}
		// The cards of another's forecast are face down: the performer
		// sees their ages alone (ECHO-FORECAST), and when his limit takes
		// fewer than all he names the age of each one he takes; of equal
		// ages, the one the deck lists first goes.
		for !x.Forecast(q).Empty() && x.Forecast(p).Len() < x.State().ForecastLimit(p) {
			theirs := x.Forecast(q)
			if theirs.Len() <= x.State().ForecastLimit(p)-x.Forecast(p).Len() {
				theirs.Each(func(c inn.Card) { x.Foreshadow(p, c) })
				return
			}
			v := x.ChooseValue(p, "Almanac: name the age of the next card of that forecast to foreshadow", valuesOf(x, theirs))
			x.Foreshadow(p, x.Filter(theirs, func(c inn.Card) bool { return x.Age(c) == v }).First())
		}
	}))

	// Magnifying Glass. Echo: draw a 4, then return a card from your hand.
	// Effect: you may return exactly three cards of one value from your
	// hand; if you do, draw a card of that value plus two. Effect: you may
	// splay your yellow or your blue pile left.
	echo(d, MagnifyingGlass, func(x *inn.Exec) {
		p := x.Player
		x.Draw(p, 4)
		if c := x.ChooseCard(p, "Magnifying Glass: return a card from your hand", x.Hand(p), false); c != inn.NoCard {
			x.Return(p, c)
		}
	})
	fourth(d, MagnifyingGlass, effect(func(x *inn.Exec) {
		p := x.Player
		var counts [inn.AgeCap + 1]int
		x.Hand(p).Each(func(c inn.Card) { counts[x.Age(c)]++ })
		var mask uint16
		for v, n := range counts {
			if n >= 3 {
				mask |= 1 << v
			}
		}
		v := chooseAge(x, p, "Magnifying Glass: you may return three cards of one value", mask, true)
		if v == 0 {
			return
		}
		same := x.Filter(x.Hand(p), func(c inn.Card) bool { return x.Age(c) == v })
		x.ChooseCards(p, "Magnifying Glass: return a card of that value", same, 3, 3, func(c inn.Card) { x.Return(p, c) })
		x.Draw(p, v+2)
	}), effect(func(x *inn.Exec) {
		offerSplayOf(x, "Magnifying Glass: you may splay yellow or blue left", inn.Left, inn.Yellow, inn.Blue)
	}))

	// Liquid Fire. Demand: you draw and reveal a card of the value of the
	// highest bonus on your board (ECHO-ICON-1; none, and nothing happens)
	// and transfer it to my forecast (a transfer, not a foreshadowing: the
	// limit of ECHO-FORESHADOW does not stop it); if it is red, you
	// transfer every card of your hand to my score pile.
	fourth(d, LiquidFire, demand(func(x *inn.Exec) {
		p := x.Player
		mask := linguisticsBonuses(x, p)
		if mask == 0 {
			return
		}
		hi := 12
		for mask&(1<<hi) == 0 {
			hi--
		}
		c := x.DrawAndReveal(p, hi)
		x.Transfer(p, c, inn.ForecastPlace(x.Activator))
		x.NoteDemandTransfer()
		if x.Color(c) != inn.Red {
			return
		}
		x.Hand(p).Each(func(k inn.Card) { x.Transfer(p, k, inn.ScorePlace(x.Activator)) })
	}))

	// Katana. Demand: you transfer two of your top cards with a castle to
	// my score pile (one when you have one); if you transferred exactly
	// one and Katana was foreseen (ECHO-FORESEEN), junk every available
	// standard achievement (ULT-KEY-AVAILABLE, ULT-KEY-JUNK).
	fourth(d, Katana, demand(func(x *inn.Exec) {
		p := x.Player
		castles := x.WithIcon(x.TopCards(p), inn.Castle)
		n := min(2, castles.Len())
		got := x.ChooseCards(p, "Katana: transfer a top card with a castle to the activator's score pile", castles, n, n, func(c inn.Card) {
			x.Transfer(p, c, inn.ScorePlace(x.Activator))
			x.NoteDemandTransfer()
		})
		if len(got) != 1 || !x.Foreseen() {
			return
		}
		for age := 1; age <= inn.AgeCap; age++ {
			x.State().AgeAchievements(age).Each(func(c inn.Card) { x.JunkAchievement(p, c) })
		}
	}))

	// Charitable Trust. Echo: draw a 3 or a 4, your choice. Effect: you may
	// meld the card you drew last by Charitable Trust's echo effect in this
	// action, if it is still in your hand (EFFECTS-echoes.md §K.1); if it is
	// a 3, achieve your top green card if eligible (ACHIEVE-1's
	// condition); if it is a 4, return your top green card.
	echo(d, CharitableTrust, func(x *inn.Exec) {
		p := x.Player
		x.Draw(p, x.ChooseValue(p, "Charitable Trust: draw a 3 or a 4", 1<<3|1<<4))
	})
	fourth(d, CharitableTrust, effect(func(x *inn.Exec) {
		p := x.Player
		c := charitableTrustDrawn(x, p)
		if c == inn.NoCard || !x.Hand(p).Has(c) || !x.May(p, "Charitable Trust: meld the card you drew by the echo effect?") {
			return
		}
		x.Meld(p, c)
		green := x.Top(p, inn.Green)
		switch x.Age(c) {
		case 3:
			if green != inn.NoCard && toothbrushEligible(x, p, green) {
				x.TransferFrom(p, green, inn.AchievementsPlace(p), inn.BoardPlace(p, inn.Green))
			}
		case 4:
			if green != inn.NoCard {
				x.ReturnFrom(p, green, inn.BoardPlace(p, inn.Green))
			}
		}
	}))

	// Homing Pigeons. Demand: you return two cards of your score pile, each
	// of a value of a card in my hand (one or none when you have fewer).
	// Effect: you may splay your red or your green pile left; if Homing
	// Pigeons was foreseen (ECHO-FORESEEN), splay every colour of yours
	// left.
	fourth(d, HomingPigeons, demand(func(x *inn.Exec) {
		p := x.Player
		values := valuesOf(x, x.Hand(x.Activator))
		ok := x.Filter(x.ScorePile(p), func(c inn.Card) bool { return values&(1<<x.Age(c)) != 0 })
		n := min(2, ok.Len())
		x.ChooseCards(p, "Homing Pigeons: return a card of your score pile of a value of a card in the activator's hand", ok, n, n, func(c inn.Card) {
			x.ReturnFrom(p, c, inn.ScorePlace(p))
		})
	}), effect(func(x *inn.Exec) {
		p := x.Player
		offerSplayOf(x, "Homing Pigeons: you may splay red or green left", inn.Left, inn.Red, inn.Green)
		if !x.Foreseen() {
			return
		}
		for col := inn.Color(0); col < inn.NumColors; col++ {
			x.Splay(p, col, inn.Left)
		}
	}))

	// Deodorant. Echo: draw and meld a 3. Effect: if a top card of yours has
	// a castle, draw and meld a 3; if none has, draw a 4. Effect: if a top
	// card of yours has a factory, junk every card of the 4 supply pile
	// (ULT-KEY-JUNK).
	echo(d, Deodorant, func(x *inn.Exec) { x.DrawAndMeld(x.Player, 3) })
	fourth(d, Deodorant, effect(func(x *inn.Exec) {
		p := x.Player
		if x.WithIcon(x.TopCards(p), inn.Castle).Empty() {
			x.Draw(p, 4)
			return
		}
		x.DrawAndMeld(p, 3)
	}), effect(func(x *inn.Exec) {
		p := x.Player
		if !x.WithIcon(x.TopCards(p), inn.Factory).Empty() {
			x.JunkSupply(p, 4)
		}
	}))

	// Sandpaper. Effect: you may return any number of cards of your hand;
	// draw a 3 for each one returned. Effect: meld a card from your hand.
	// Effect: if Sandpaper was foreseen (ECHO-FORESEEN), foreshadow the
	// cards of your hand, one at a time in the order you choose, until your
	// limit stops it (ECHO-FORESHADOW).
	fourth(d, Sandpaper, effect(func(x *inn.Exec) {
		p := x.Player
		hand := x.Hand(p)
		got := x.ChooseCards(p, "Sandpaper: return a card from your hand", hand, 0, hand.Len(), func(c inn.Card) { x.Return(p, c) })
		for range got {
			x.Draw(p, 3)
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		if c := x.ChooseCard(p, "Sandpaper: meld a card from your hand", x.Hand(p), false); c != inn.NoCard {
			x.Meld(p, c)
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		if !x.Foreseen() {
			return
		}
		hand := x.Hand(p)
		n := min(hand.Len(), max(0, x.State().ForecastLimit(p)-x.Forecast(p).Len()))
		x.ChooseCards(p, "Sandpaper: foreshadow the next card of your hand", hand, n, n, func(c inn.Card) { x.Foreshadow(p, c) })
	}))

	// Sunglasses. Echo: score a card from your hand of a colour you have
	// splayed (a hand without one is shown, ULT-INFO-3). Effect: you may
	// splay your purple pile the way one of your other colours is splayed,
	// or splay one of your other colours the way your purple pile is.
	echo(d, Sunglasses, func(x *inn.Exec) {
		p := x.Player
		ok := x.Filter(x.Hand(p), func(c inn.Card) bool { return x.Pile(p, x.Color(c)).Splay() != inn.Unsplayed })
		if ok.Empty() {
			x.RevealHand(p)
			return
		}
		x.Score(p, x.ChooseCard(p, "Sunglasses: score a card of a splayed colour from your hand", ok, false))
	})
	fourth(d, Sunglasses, effect(func(x *inn.Exec) {
		p := x.Player
		purple := x.Pile(p, inn.Purple).Splay()
		// The colours whose direction purple may take, one per direction
		// (the lowest colour names it), and the colours that may take
		// purple's.
		var copyFrom uint8
		var seen [5]bool
		for col := inn.Color(0); col < inn.NumColors; col++ {
			dir := x.Pile(p, col).Splay()
			if col == inn.Purple || dir == inn.Unsplayed || seen[dir] || !x.CanSplay(p, inn.Purple, dir) {
				continue
			}
			seen[dir] = true
			copyFrom |= 1 << col
		}
		var copyTo uint8
		if purple != inn.Unsplayed {
			copyTo = inn.ColorMask(func(col inn.Color) bool { return col != inn.Purple && x.CanSplay(p, col, purple) })
		}
		mask := copyTo
		if copyFrom != 0 {
			mask |= 1 << inn.Purple
		}
		col, ok := x.ChooseColor(p, "Sunglasses: you may splay purple like another colour, or another colour like purple", mask, true)
		if !ok {
			return
		}
		if col != inn.Purple {
			x.Splay(p, col, purple)
			return
		}
		from, _ := x.ChooseColor(p, "Sunglasses: splay purple the way this colour is splayed", copyFrom, false)
		x.Splay(p, inn.Purple, x.Pile(p, from).Splay())
	}))
}

// almanacBonus returns the highest bonus card c prints, 0 for none.
func almanacBonus(x *inn.Exec, c inn.Card) int {
	hi := 0
	for _, b := range x.Facts(c).Bonus {
		hi = max(hi, int(b))
	}
	return hi
}

// charitableTrustDrawn returns the card player p drew last by Charitable
// Trust's echo effect in the Dogma action under way (ULT-KEY-THIS: since
// the action began), or NoCard.
func charitableTrustDrawn(x *inn.Exec, p int) inn.Card {
	g := x.Game()
	evs := g.EventsSince(g.StepMark())
	label := x.Facts(CharitableTrust).Name + " echo"
	for i := len(evs) - 1; i >= 0; i-- {
		e := &evs[i]
		switch {
		case e.Kind == inn.EvDogma:
			return inn.NoCard
		case e.Kind == inn.EvDraw && e.Player == p && e.Effect == label:
			return inn.Card(e.Card)
		}
	}
	return inn.NoCard
}
