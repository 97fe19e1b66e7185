package cards

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// registerEchoesAge7 gives the age-7 cards of Echoes of the Past their
// echo effects and dogma effects (EFFECTS-echoes.md "Age 7"); Photography,
// which claims a special achievement, is written with the special
// achievements.
func registerEchoesAge7(d *inn.Deck) {
	// Typewriter: return your whole hand, then draw a 6; then, once for
	// each colour among the returned cards, draw a card one higher than the
	// highest card in your hand at that moment.
	fourth(d, Typewriter, effect(func(x *inn.Exec) {
		p := x.Player
		hand := x.Hand(p)
		var colors uint8
		hand.Each(func(c inn.Card) { colors |= 1 << x.Color(c) })
		x.ReturnAll(p, hand)
		x.Draw(p, 6)
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if colors&(1<<col) != 0 {
				_, high := x.Highest(x.Hand(p))
				x.Draw(p, high+1)
			}
		}
	}))

	// Machine Gun. Echo: with five top cards, draw and score a 7. Demand:
	// you transfer each of your top cards with a bonus to my score pile;
	// if you transferred any, junk four available achievements and draw a
	// 7. Effect: return your top card of each colour but red.
	echo(d, MachineGun, func(x *inn.Exec) {
		p := x.Player
		if x.TopCards(p).Len() == inn.NumColors {
			x.DrawAndScore(p, 7)
		}
	})
	fourth(d, MachineGun, demand(func(x *inn.Exec) {
		p, me := x.Player, x.Activator
		// The top cards with a bonus when the demand begins: the card a
		// transfer uncovers is no longer "your top card" of the text.
		bonus := x.Filter(x.TopCards(p), func(c inn.Card) bool { return hasBonus(x, c) })
		if bonus.Empty() {
			return
		}
		bonus.Each(func(c inn.Card) {
			x.TransferFrom(p, c, inn.ScorePlace(me), inn.WholeBoard(p))
		})
		x.NoteDemandTransfer()
		// rule ULT-KEY-JUNK, ULT-KEY-AVAILABLE: four of them, all when
		// fewer, the victim choosing each.
		for i := 0; i < 4; i++ {
			c := chooseAvailableAchievement(x, p, "Machine Gun: junk an available achievement")
			if c == inn.NoCard {
				break
			}
			x.JunkAchievement(p, c)
		}
		x.Draw(p, 7)
	}), effect(func(x *inn.Exec) {
		p := x.Player
		tops := x.Filter(x.TopCards(p), func(c inn.Card) bool { return x.Color(c) != inn.Red })
		x.ReturnAllFrom(p, tops, inn.WholeBoard(p))
	}))

	// Rubber. Echo: draw and tuck two 8s. Effects: score one of your top
	// cards without a bonus; you may splay your red cards up; when
	// foreseen, foreshadow one of your top cards.
	echo(d, Rubber, func(x *inn.Exec) {
		x.DrawAndTuck(x.Player, 8)
		x.DrawAndTuck(x.Player, 8)
	})
	fourth(d, Rubber, effect(func(x *inn.Exec) {
		p := x.Player
		plain := x.Filter(x.TopCards(p), func(c inn.Card) bool { return !hasBonus(x, c) })
		if c := x.ChooseCard(p, "Rubber: score one of your top cards without a bonus", plain, false); c != inn.NoCard {
			x.ScoreFrom(p, c, inn.WholeBoard(p))
		}
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Red, inn.Up, "Rubber: splay your red cards up?")
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// rule ECHO-FORESEEN; ECHO-FORESHADOW: a forecast at its limit
		// takes nothing, so nothing is asked.
		if !x.Foreseen() || x.Forecast(p).Len() >= x.State().ForecastLimit(p) {
			return
		}
		if c := x.ChooseCard(p, "Rubber: foreshadow one of your top cards", x.TopCards(p), false); c != inn.NoCard {
			x.Foreshadow(p, c)
		}
	}))

	// Jeans. Echo: draw two 8s; return one and foreshadow the other.
	// Effects: draw and reveal two cards of the value of your top blue
	// card, meld one and return the other; junk every card of the 7 or of
	// the 8 supply pile, your choice; when foreseen, transfer a card with a
	// value from the junk to your hand.
	echo(d, Jeans, func(x *inn.Exec) {
		p := x.Player
		var two inn.Set
		two.Add(x.Draw(p, 8))
		two.Add(x.Draw(p, 8))
		back := x.ChooseCard(p, "Jeans: return one of the two cards drawn (the other is foreshadowed)", two, false)
		x.Return(p, back)
		two.Remove(back)
		// rule ECHO-FORESHADOW: at the limit, it stays in the hand.
		x.Foreshadow(p, two.First())
	})
	fourth(d, Jeans, effect(func(x *inn.Exec) {
		p := x.Player
		// rule ULT-KEY-VALUE: no top blue card has the value 0, drawn as 1.
		age := 0
		if b := x.Top(p, inn.Blue); b != inn.NoCard {
			age = x.Age(b)
		}
		var two inn.Set
		two.Add(x.DrawAndReveal(p, age))
		two.Add(x.DrawAndReveal(p, age))
		m := x.ChooseCard(p, "Jeans: meld one of the two cards revealed (the other is returned)", two, false)
		x.Meld(p, m)
		two.Remove(m)
		x.Return(p, two.First())
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// rule ULT-KEY-JUNK: the base pile of the age named, empty or not.
		age := x.ChooseValue(p, "Jeans: junk all cards in the 7 or the 8 deck", 1<<7|1<<8)
		x.JunkSupply(p, age)
	}), effect(func(x *inn.Exec) {
		p := x.Player
		if !x.Foreseen() { // rule ECHO-FORESEEN
			return
		}
		// rule ULT-JUNK-1: the junk's cards are face down, their ages
		// seen: the value is chosen, and a card of it taken unseen.
		aged := x.Filter(x.Junked(), func(c inn.Card) bool { return !c.IsSpecial() })
		age := x.ChooseValue(p, "Jeans: take a card of which value from the junk", valuesOf(x, aged))
		if age == 0 {
			return
		}
		c := x.Filter(aged, func(c inn.Card) bool { return x.Age(c) == age }).First()
		x.TransferFrom(p, c, inn.HandPlace(p), inn.JunkPlace())
	}))

	// Telegraph: you may choose another player and a colour, and splay your
	// pile of that colour as that player's is splayed. You may splay your
	// blue cards up. When foreseen, splay up every splayed colour of yours.
	fourth(d, Telegraph, effect(func(x *inn.Exec) {
		p := x.Player
		// A colour counts when the other player's pile is splayed and the
		// splay would change the performer's (an unsplayed pile gives no
		// direction to splay in).
		colors := func(q int) uint8 {
			return inn.ColorMask(func(col inn.Color) bool {
				dir := x.Pile(q, col).Splay()
				return dir != inn.Unsplayed && x.CanSplay(p, col, dir)
			})
		}
		var mask uint8
		for q := 0; q < x.Players(); q++ {
			if q != p && x.In(q) && colors(q) != 0 {
				mask |= 1 << q
			}
		}
		q := x.ChoosePlayer(p, "Telegraph: you may choose another player whose splay you copy", mask, true)
		if q < 0 {
			return
		}
		if col, ok := x.ChooseColor(p, "Telegraph: choose the color whose splay you copy", colors(q), false); ok {
			x.Splay(p, col, x.Pile(q, col).Splay())
		}
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Blue, inn.Up, "Telegraph: splay your blue cards up?")
	}), effect(func(x *inn.Exec) {
		p := x.Player
		if !x.Foreseen() { // rule ECHO-FORESEEN
			return
		}
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if x.Pile(p, col).Splay() != inn.Unsplayed {
				x.Splay(p, col, inn.Up)
			}
		}
	}))

	// Elevator. Echo: score your top or your bottom green card. Effect:
	// choose a value of your score pile; score every card of it from all
	// opponents' hands or from all their score piles (your choice); draw
	// and foreshadow a card of that value.
	echo(d, Elevator, func(x *inn.Exec) {
		p := x.Player
		var ends inn.Set
		if t := x.Top(p, inn.Green); t != inn.NoCard {
			ends.Add(t)
			ends.Add(x.Pile(p, inn.Green).Bottom())
		}
		if c := x.ChooseCard(p, "Elevator: score your top or your bottom green card", ends, false); c != inn.NoCard {
			x.ScoreFrom(p, c, inn.BoardPlace(p, inn.Green))
		}
	})
	fourth(d, Elevator, effect(func(x *inn.Exec) {
		p := x.Player
		// An empty score pile has no value to choose: nothing happens.
		age := x.ChooseValue(p, "Elevator: choose a value present in your score pile", valuesOf(x, x.ScorePile(p)))
		if age == 0 {
			return
		}
		hands := x.May(p, "Elevator: score from your opponents' hands? (no: from their score piles)")
		for q := 0; q < x.Players(); q++ {
			if q == p || !x.IsOpponent(p, q) || !x.In(q) {
				continue
			}
			from, zone := x.ScorePile(q), inn.ScorePlace(q)
			if hands {
				from, zone = x.Hand(q), inn.HandPlace(q)
			}
			// rule ULT-KEY-ALL: one at a time; the order into a score
			// pile changes nothing, so none is asked.
			x.Filter(from, func(c inn.Card) bool { return x.Age(c) == age }).Each(func(c inn.Card) {
				x.ScoreFrom(p, c, zone)
			})
		}
		x.DrawAndForeshadow(p, age)
	}))

	// Fertilizer: you may return a card from your hand; if you do, transfer
	// to your hand every card of its value from every score pile. Then draw
	// and foreshadow a card of the value of the number of cards in your
	// hand.
	fourth(d, Fertilizer, effect(func(x *inn.Exec) {
		p := x.Player
		c := mayReturnOne(x, "Fertilizer: you may return a card from your hand")
		if c == inn.NoCard {
			return
		}
		age := x.Age(c)
		for q := 0; q < x.Players(); q++ {
			if !x.In(q) {
				continue
			}
			x.Filter(x.ScorePile(q), func(k inn.Card) bool { return x.Age(k) == age }).Each(func(k inn.Card) {
				x.TransferFrom(p, k, inn.HandPlace(p), inn.ScorePlace(q))
			})
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// rule ULT-KEY-VALUE: an empty hand asks for a 0, drawn as a 1.
		x.DrawAndForeshadow(p, x.Hand(p).Len())
	}))

	// Ice Cream. Echo: score one of your non-purple top cards without a
	// bonus. Demand: you draw and meld a 1. Effect: choose the 6, 7, 8 or
	// 9 supply pile; you may junk all its cards; if you do, achieve the
	// highest card in the junk, if eligible.
	echo(d, IceCream, func(x *inn.Exec) {
		p := x.Player
		ok := x.Filter(x.TopCards(p), func(c inn.Card) bool { return x.Color(c) != inn.Purple && !hasBonus(x, c) })
		if c := x.ChooseCard(p, "Ice Cream: score one of your non-purple top cards without a bonus", ok, false); c != inn.NoCard {
			x.ScoreFrom(p, c, inn.WholeBoard(p))
		}
	})
	fourth(d, IceCream, demand(func(x *inn.Exec) {
		x.DrawAndMeld(x.Player, 1)
	}), effect(func(x *inn.Exec) {
		p := x.Player
		age := x.ChooseValue(p, "Ice Cream: choose the 6, 7, 8 or 9 deck", 1<<6|1<<7|1<<8|1<<9)
		// rule ULT-KEY-IFYOUDO: junking an empty pile is doing nothing, so
		// it is not offered and nothing follows.
		if x.State().SupplyLen(age) == 0 || !x.May(p, "Ice Cream: junk all cards in that deck?") {
			return
		}
		x.JunkSupply(p, age)
		// rule ULT-JUNK-1: the junk is face down but its ages are seen;
		// among cards of the highest value the one taken is unseen, the
		// first of them here. A special achievement has no value.
		aged := x.Filter(x.Junked(), func(c inn.Card) bool { return !c.IsSpecial() })
		high, v := x.Highest(aged)
		if high.Empty() || !eligibleFor(x, p, v) {
			return
		}
		achieveCard(x, p, high.First(), inn.JunkPlace())
	}))

	// Saxophone: you may splay your purple cards up. Then: if the music
	// notes of Bell, Flute, Piano and Saxophone are all visible, on any
	// boards, you win; else draw a 7 for each visible music note.
	fourth(d, Saxophone, effect(func(x *inn.Exec) {
		offerSplay(x, inn.Purple, inn.Up, "Saxophone: splay your purple cards up?")
	}), effect(func(x *inn.Exec) {
		p := x.Player
		notes := visibleNotes(x)
		if notes.Has(Bell) && notes.Has(Flute) && notes.Has(Piano) && notes.Has(Saxophone) {
			x.Win(p)
			return
		}
		for i := notes.Len(); i > 0; i-- {
			x.Draw(p, 7)
		}
	}))
}

// visibleNotes returns the cards whose music note is visible on any board
// of a player in the game (EFFECTS-echoes.md §K.6; ECHO-ICON-1: where an
// icon in its place would be seen, ULT-ICON-1).
func visibleNotes(x *inn.Exec) inn.Set {
	var out inn.Set
	for q := 0; q < x.Players(); q++ {
		if !x.In(q) {
			continue
		}
		for col := inn.Color(0); col < inn.NumColors; col++ {
			pile := x.Pile(q, col)
			for i := 0; i < pile.Len(); i++ {
				c := pile.At(i)
				at := x.Facts(c).NoteAt
				if at != 0 && (i == pile.Len()-1 || inn.VisiblePlaces(pile.Splay())&at != 0) {
					out.Add(c)
				}
			}
		}
	}
	return out
}

// chooseAvailableAchievement asks player p to choose one available
// achievement (ULT-KEY-AVAILABLE), or returns NoCard when none is: a
// standard one by its value, since its front is hidden, a special one by
// its name. It is not asked when a single one is available.
func chooseAvailableAchievement(x *inn.Exec, p int, prompt string) inn.Card {
	avail := x.AvailableAchievements()
	if avail.Len() <= 1 {
		return avail.First()
	}
	g := x.Game()
	g.NewDecision()
	for v := 1; v <= inn.AgeCap; v++ {
		if x.StandardAchievement(v) != inn.NoCard {
			g.Option(ageLabels[v], v)
		}
	}
	avail.Each(func(c inn.Card) {
		if c.IsSpecial() {
			g.Option(x.Game().Deck().Name(c), specialAux+int(c))
		}
	})
	a := g.Ask(p, engine.KindValue, prompt)
	if a >= specialAux {
		return inn.Card(a - specialAux)
	}
	return x.StandardAchievement(a)
}

// specialAux offsets the answer that names a special achievement in
// chooseAvailableAchievement from the values 1 to 11.
const specialAux = 1000

// byValue returns format with each value, 1 to 11, in place of its %d.
func byValue(format string) (out [inn.AgeCap + 1]string) {
	for v := 1; v <= inn.AgeCap; v++ {
		out[v] = fmt.Sprintf(format, v)
	}
	return out
}
