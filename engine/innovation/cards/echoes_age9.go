package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge9 gives the age-9 cards of Echoes of the Past their
// effects (EFFECTS-echoes.md "Age 9").
func registerEchoesAge9(d *inn.Deck) {
	// Calculator: score two of your bottom non-blue cards; if you scored
	// two and their values add up to less than 12, draw a card of that
	// total and repeat this effect, once only. Then: you may splay your
	// blue cards up.
	fourth(d, Calculator, effect(func(x *inn.Exec) {
		p := x.Player
		for round := 0; round < 2; round++ {
			bottoms := x.Filter(bottomCards(x, p), func(c inn.Card) bool { return x.Color(c) != inn.Blue })
			// Two of them, the performer's choice; all when fewer.
			total, n := 0, 0
			x.ChooseCards(p, "Calculator: score one of your bottom non-blue cards", bottoms, 2, 2, func(c inn.Card) {
				x.ScoreFrom(p, c, inn.BoardPlace(p, x.Color(c)))
				total += x.Age(c)
				n++
			})
			if n < 2 || total >= 12 {
				return
			}
			x.Draw(p, total)
		}
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Blue, inn.Up, "Calculator: splay your blue cards up?")
	}))

	// Laser: return four cards from your score pile (all when fewer), and
	// every available standard achievement. Then: draw and foreshadow an
	// 11, draw and meld a 10, and if foreseen draw and meld an 11.
	fourth(d, Laser, effect(func(x *inn.Exec) {
		p := x.Player
		// One at a time, the performer's choice, which orders them too
		// (KEY-RETURN).
		x.ChooseCards(p, "Laser: return a card from your score pile", x.ScorePile(p), 4, 4,
			func(c inn.Card) { x.ReturnFrom(p, c, inn.ScorePlace(p)) })
		// rule ULT-KEY-AVAILABLE: the standard achievements set aside, the
		// special ones staying; each returned to its supply pile.
		var std inn.Set
		var from []inn.Place
		for age := 1; age <= inn.AgeCap; age++ {
			x.State().AgeAchievements(age).Each(func(c inn.Card) {
				std.Add(c)
				from = append(from, x.State().Where(c))
			})
		}
		// They lie face down: the performer cannot tell two of a value
		// apart, so they go back in card order, with no question (INFO-2).
		std.Each(func(c inn.Card) { x.ReturnFrom(p, c, from...) })
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// rule ECHO-FORESHADOW: at the forecast's limit the 11 stays in
		// the hand.
		x.DrawAndForeshadow(p, 11)
		x.DrawAndMeld(p, 10)
		// rule ECHO-FORESEEN.
		if x.Foreseen() {
			x.DrawAndMeld(p, 11)
		}
	}))

	// Helicopter: transfer a top card other than Helicopter from any board
	// to its owner's score pile; you may return a card from your hand that
	// shares an icon type with it; if you do, repeat this effect.
	fourth(d, Helicopter, effect(func(x *inn.Exec) {
		p := x.Player
		x.Repeat(func() bool {
			// The board first, then its top card: a question offers the
			// cards of one zone (DOGMA-8).
			others := func(q int) inn.Set {
				tops := x.TopCards(q)
				tops.Remove(Helicopter)
				return tops
			}
			var boards uint8
			for q := 0; q < x.Players(); q++ {
				if x.In(q) && !others(q).Empty() {
					boards |= 1 << q
				}
			}
			owner := x.ChoosePlayer(p, "Helicopter: transfer a top card from the board of", boards, false)
			if owner < 0 {
				return false
			}
			c := x.ChooseCard(p, "Helicopter: transfer a top card to its owner's score pile", others(owner), false)
			x.TransferFrom(p, c, inn.ScorePlace(owner), inn.BoardPlace(owner, x.Color(c)))
			// An icon type is one of the six icons or the avatar: the
			// hexagon is no icon type (EFFECTS-echoes.md §K.5: neither a
			// bonus nor an echo effect counts as an icon).
			sharing := x.Filter(x.Hand(p), func(h inn.Card) bool {
				for i := inn.Castle; i < inn.NumIcons; i++ {
					if x.HasIcon(h, i) && x.HasIcon(c, i) {
						return true
					}
				}
				return false
			})
			r := x.ChooseCard(p, "Helicopter: you may return a card sharing an icon with it", sharing, true)
			if r == inn.NoCard {
				return false
			}
			x.Return(p, r)
			return true
		})
	}))

	// Jet. Echo: meld a card from your hand.
	echo(d, Jet, func(x *inn.Exec) {
		p := x.Player
		if c := x.ChooseCard(p, "Jet: meld a card from your hand", x.Hand(p), false); c != inn.NoCard {
			x.Meld(p, c)
		}
	})
	// Jet: you return your top card of the colour I melded last by Jet's
	// echo effect in this action; junk every available achievement of the
	// melded card's value and of the returned card's. Then: draw and
	// foreshadow a 10.
	fourth(d, Jet, demand(func(x *inn.Exec) {
		p := x.Player
		melded := meldedByEcho(x, Jet, x.Activator)
		if melded == inn.NoCard {
			return // nothing melded: no colour and no value
		}
		returned := x.Top(p, x.Color(melded))
		if returned != inn.NoCard {
			x.ReturnFrom(p, returned, inn.BoardPlace(p, x.Color(returned)))
			x.NoteDemandReturn()
		}
		// rule ULT-KEY-JUNK: the victim junks every one of either value,
		// those made available beside the first of a value too
		// (ULT-KEY-AVAILABLE); a value without any junks nothing.
		junk := func(v int) { x.State().AgeAchievements(v).Each(func(c inn.Card) { x.JunkAchievement(p, c) }) }
		junk(x.Age(melded))
		if returned != inn.NoCard {
			junk(x.Age(returned))
		}
	}), effect(func(x *inn.Exec) {
		x.DrawAndForeshadow(x.Player, 10)
	}))

	// Credit Card. Echo: draw and foreshadow a 9.
	echo(d, CreditCard, func(x *inn.Exec) { x.DrawAndForeshadow(x.Player, 9) })
	// Credit Card: you may transfer one of your non-green top cards to your
	// hand; if you do, draw and score a card of its value; if you do and
	// Credit Card was foreseen, repeat this effect. Then: you may splay
	// your green cards up.
	fourth(d, CreditCard, effect(func(x *inn.Exec) {
		p := x.Player
		x.Repeat(func() bool {
			tops := x.Filter(x.TopCards(p), func(c inn.Card) bool { return x.Color(c) != inn.Green })
			c := x.ChooseCard(p, "Credit Card: you may transfer a non-green top card to your hand", tops, true)
			if c == inn.NoCard {
				return false
			}
			x.TransferFrom(p, c, inn.HandPlace(p), inn.BoardPlace(p, x.Color(c)))
			x.DrawAndScore(p, x.Age(c))
			// rule ECHO-FORESEEN.
			return x.Foreseen()
		})
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Green, inn.Up, "Credit Card: splay your green cards up?")
	}))

	// Email. Echo: draw and foreshadow a 10.
	echo(d, Email, func(x *inn.Exec) { x.DrawAndForeshadow(x.Player, 10) })
	// Email: draw and foreshadow a 9, and if foreseen an 11. Then:
	// self-execute your lowest non-green top card.
	fourth(d, Email, effect(func(x *inn.Exec) {
		p := x.Player
		x.DrawAndForeshadow(p, 9)
		// rule ECHO-FORESEEN.
		if x.Foreseen() {
			x.DrawAndForeshadow(p, 11)
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		tops := x.Filter(x.TopCards(p), func(c inn.Card) bool { return x.Color(c) != inn.Green })
		low, _ := x.Lowest(tops)
		c := x.ChooseCard(p, "Email: self-execute your lowest non-green top card", low, false)
		if c == inn.NoCard {
			return
		}
		// rule ULT-KEY-SELF-EXECUTE (and ECHO-EXECUTE for its echo
		// effects).
		x.SelfExecute(c)
	}))

	// ATM. Echo: choose a value; draw and score a card of it.
	echo(d, ATM, func(x *inn.Exec) {
		p := x.Player
		x.DrawAndScore(p, x.ChooseValue(p, "ATM: choose a value to draw and score", inn.AnyValueUltimate))
	})
	// ATM: you transfer your highest non-yellow top card without a crown
	// to my board. Then: you may splay your purple cards up. Then: junk
	// all cards in the 10 deck.
	fourth(d, ATM, demand(func(x *inn.Exec) {
		p := x.Player
		ok := x.Filter(x.TopCards(p), func(c inn.Card) bool {
			return x.Color(c) != inn.Yellow && !x.HasIcon(c, inn.Crown)
		})
		high, _ := x.Highest(ok)
		c := x.ChooseCard(p, "ATM: transfer your highest non-yellow top card without a crown", high, false)
		if c == inn.NoCard {
			return
		}
		x.Transfer(p, c, inn.BoardPlace(x.Activator, x.Color(c)))
		x.NoteDemandTransfer()
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Purple, inn.Up, "ATM: splay your purple cards up?")
	}), effect(func(x *inn.Exec) {
		// rule ULT-KEY-JUNK.
		x.JunkSupply(x.Player, 10)
	}))

	// Wristwatch. Echo: tuck one of your top cards.
	echo(d, Wristwatch, func(x *inn.Exec) {
		p := x.Player
		if c := x.ChooseCard(p, "Wristwatch: tuck one of your top cards", x.TopCards(p), false); c != inn.NoCard {
			x.TuckFrom(p, c, inn.BoardPlace(p, x.Color(c)))
		}
	})
	// Wristwatch: if foreseen, return every card of your board that is not
	// the bottom card of its pile. Then: for each value of which a bonus is
	// visible on your board, from the lowest up, draw and meld a card of
	// that value.
	fourth(d, Wristwatch, effect(func(x *inn.Exec) {
		p := x.Player
		// rule ECHO-FORESEEN.
		if !x.Foreseen() {
			return
		}
		back := boardCards(x, p).Minus(bottomCards(x, p))
		x.ReturnAllFrom(p, back, inn.WholeBoard(p))
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// The values are fixed before the first meld (EFFECTS-4th.md §0.5),
		// each once however many bonuses show it.
		var values uint16
		for _, b := range boardBonuses(x, p) {
			values |= 1 << b
		}
		for v := 1; v <= 12; v++ {
			if values&(1<<v) != 0 {
				x.DrawAndMeld(p, v)
			}
		}
	}))

	// Karaoke. Echo: draw and meld a card of a value present in your hand
	// (you choose the value).
	echo(d, Karaoke, func(x *inn.Exec) {
		p := x.Player
		v := x.ChooseValue(p, "Karaoke: choose a value of a card in your hand", valuesOf(x, x.Hand(p)))
		if v == 0 {
			return // an empty hand names no value
		}
		x.DrawAndMeld(p, v)
	})
	// Karaoke: transfer your bottom card of each colour to your hand.
	// Then: claim an available standard achievement of the value of the
	// card you melded last by Karaoke's echo effect in this action, even
	// if not eligible; if you do, self-execute that card.
	fourth(d, Karaoke, effect(func(x *inn.Exec) {
		p := x.Player
		// rule ULT-KEY-ALL: to a hand, the order changes nothing.
		bottomCards(x, p).Each(func(c inn.Card) {
			x.TransferFrom(p, c, inn.HandPlace(p), inn.BoardPlace(p, x.Color(c)))
		})
	}), effect(func(x *inn.Exec) {
		p := x.Player
		melded := meldedByEcho(x, Karaoke, p)
		if melded == inn.NoCard {
			return
		}
		a := x.StandardAchievement(x.Age(melded))
		if a == inn.NoCard {
			return
		}
		x.TransferFrom(p, a, inn.AchievementsPlace(p), x.State().Where(a))
		// rule ULT-KEY-SELF-EXECUTE: wherever the melded card now is
		// (EFFECTS-4th.md §K.2).
		x.SelfExecute(melded)
	}))

	// Rock: you transfer your top green card to my hand; if Scissors is
	// then your top green card, I win. Then: you may score one of your top
	// cards; if Paper is your top green card, you win.
	fourth(d, Rock, demand(func(x *inn.Exec) {
		p := x.Player
		if c := x.Top(p, inn.Green); c != inn.NoCard {
			x.TransferFrom(p, c, inn.HandPlace(x.Activator), inn.BoardPlace(p, inn.Green))
			x.NoteDemandTransfer()
		}
		// Whether or not a card moved: "then" reads the board as it is.
		if x.Top(p, inn.Green) == Scissors {
			x.Win(x.Activator)
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		if c := x.ChooseCard(p, "Rock: you may score one of your top cards", x.TopCards(p), true); c != inn.NoCard {
			x.ScoreFrom(p, c, inn.BoardPlace(p, x.Color(c)))
		}
		// Whether or not a card was scored.
		if x.Top(p, inn.Green) == Paper {
			x.Win(p)
		}
	}))
}

// bottomCards returns the bottom card of each pile of player p's board.
func bottomCards(x *inn.Exec, p int) inn.Set {
	var out inn.Set
	for col := inn.Color(0); col < inn.NumColors; col++ {
		if c := x.Pile(p, col).Bottom(); c != inn.NoCard {
			out.Add(c)
		}
	}
	return out
}

// meldedByEcho returns the card player q melded last by the echo effect of
// card e in the Dogma action under way (EFFECTS-echoes.md §K.1: "due to
// X's echo effect"), or NoCard: the events of the step back to the start
// of the action, the meld logged by e's echo effect for q.
func meldedByEcho(x *inn.Exec, e inn.Card, q int) inn.Card {
	g := x.Game()
	label := x.Facts(e).Name + " echo"
	evs := g.EventsSince(g.StepMark())
	for i := len(evs) - 1; i >= 0; i-- {
		ev := &evs[i]
		if ev.Kind == inn.EvDogma {
			break // the start of this action
		}
		if ev.Kind == inn.EvMeld && ev.Player == q && ev.Effect == label {
			return inn.Card(ev.Card)
		}
	}
	return inn.NoCard
}
