package cards

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// registerEchoesAge8 gives the age-8 cards of Echoes of the Past their
// effects (EFFECTS-echoes.md "Age 8").
func registerEchoesAge8(d *inn.Deck) {
	// Radio Telescope: for each colour of your board with a lightbulb,
	// draw a 9, and a 10 more when foreseen; meld one of the drawn cards
	// and return the others; A.I. melded wins.
	fourth(d, RadioTelescope, effect(func(x *inn.Exec) {
		p := x.Player
		// The colours are counted once, before the first draw
		// (EFFECTS-4th.md §0.5): a lightbulb on a top card or uncovered by
		// the splay.
		n := colorsShowing(x, p, inn.Lightbulb)
		var drawn inn.Set
		for i := 0; i < n; i++ {
			drawn.Add(x.Draw(p, 9))
		}
		// rule ECHO-FORESEEN: the 10s only during the promotion's Dogma.
		if x.Foreseen() {
			for i := 0; i < n; i++ {
				drawn.Add(x.Draw(p, 10))
			}
		}
		// A draw past 11 ends the game (EXP-DRAW-PAST-11) before this.
		drawn = drawn.Intersect(x.Hand(p))
		m := x.ChooseCard(p, "Radio Telescope: meld one of the drawn cards", drawn, false)
		if m == inn.NoCard {
			return
		}
		x.Meld(p, m)
		drawn.Remove(m)
		x.ReturnAll(p, drawn)
		if m == AI {
			x.Win(p)
		}
	}))

	// X-Ray. Echo: draw and tuck an 8.
	echo(d, XRay, func(x *inn.Exec) { x.DrawAndTuck(x.Player, 8) })
	// X-Ray: choose a value, draw a card of it for each colour of your
	// board with a leaf, and foreshadow any number of the drawn cards.
	// Then: return your whole hand. Then: you may splay your yellow cards
	// up.
	fourth(d, XRay, effect(func(x *inn.Exec) {
		p := x.Player
		// Counted once, before the first draw (EFFECTS-4th.md §0.5).
		n := colorsShowing(x, p, inn.Leaf)
		if n == 0 {
			return // no card to draw: the value names nothing
		}
		v := x.ChooseValue(p, "X-Ray: choose a value", inn.AnyValueUltimate)
		var drawn inn.Set
		for i := 0; i < n; i++ {
			drawn.Add(x.Draw(p, v))
		}
		// rule ECHO-FORESHADOW: any number, as far as the forecast's limit
		// lets them in; more could not go and are not offered.
		room := x.State().ForecastLimit(p) - x.Forecast(p).Len()
		x.ChooseCards(p, "X-Ray: foreshadow a drawn card", drawn.Intersect(x.Hand(p)), 0, room,
			func(c inn.Card) { x.Foreshadow(p, c) })
	}), effect(func(x *inn.Exec) {
		// rule ULT-KEY-ALL: every card of the hand, in the order p chooses
		// where it matters (KEY-RETURN).
		x.ReturnAll(x.Player, x.Hand(x.Player))
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Yellow, inn.Up, "X-Ray: splay your yellow cards up?")
	}))

	// Bandage. Echo: meld a card with a leaf from your hand (a hand
	// without one is shown, ULT-INFO-3).
	echo(d, Bandage, func(x *inn.Exec) {
		p := x.Player
		leaves := x.WithIcon(x.Hand(p), inn.Leaf)
		if leaves.Empty() {
			x.RevealHand(p)
			return
		}
		x.Meld(p, x.ChooseCard(p, "Bandage: meld a card with a leaf", leaves, false))
	})
	// Bandage: you return a card with a clock from your score pile, and one
	// of your top cards with a clock; if you did both, junk an available
	// achievement for each achievement you hold.
	fourth(d, Bandage, demand(func(x *inn.Exec) {
		p := x.Player
		scored := x.ChooseCard(p, "Bandage: return a card with a clock from your score pile",
			x.WithIcon(x.ScorePile(p), inn.Clock), false)
		if scored != inn.NoCard {
			x.ReturnFrom(p, scored, inn.ScorePlace(p))
			x.NoteDemandReturn()
		}
		// The second return is asked whatever the first did: the text
		// joins them with "and".
		top := x.ChooseCard(p, "Bandage: return one of your top cards with a clock",
			x.WithIcon(x.TopCards(p), inn.Clock), false)
		if top != inn.NoCard {
			x.ReturnFrom(p, top, inn.WholeBoard(p))
			x.NoteDemandReturn()
		}
		// rule ULT-KEY-IFYOUDO: both returns made.
		if scored == inn.NoCard || top == inn.NoCard {
			return
		}
		// The count is the victim's achievements as they stand now, fixed
		// before the first junk; all the available ones when fewer.
		n := x.State().Players[p].Achievements.Len()
		for i := 0; i < n; i++ {
			if !junkAnyAvailable(x, p, "Bandage: junk an available achievement") {
				return
			}
		}
	}))

	// Parachute: you transfer every card of your hand without a clock to
	// my hand. Then: if foreseen, junk every card of every board.
	fourth(d, Parachute, demand(func(x *inn.Exec) {
		p := x.Player
		give := x.Filter(x.Hand(p), func(c inn.Card) bool { return !x.HasIcon(c, inn.Clock) })
		// rule ULT-KEY-ALL: a hand is unordered, the order changes nothing.
		give.Each(func(c inn.Card) {
			x.TransferFrom(p, c, inn.HandPlace(x.Activator), inn.HandPlace(p))
			x.NoteDemandTransfer()
		})
	}), effect(func(x *inn.Exec) {
		// rule ECHO-FORESEEN.
		if !x.Foreseen() {
			return
		}
		// rule ULT-KEY-JUNK: every card of every board, the performer's
		// own too; the junk is face down, so the order changes nothing.
		for q := 0; q < x.Players(); q++ {
			x.JunkAll(x.Player, boardCards(x, q), inn.WholeBoard(q))
		}
	}))

	// Nylon: draw and tuck three 8s; if any of them is green, repeat this
	// effect. Then: you may splay your red cards up.
	fourth(d, Nylon, effect(func(x *inn.Exec) {
		p := x.Player
		x.Repeat(func() bool {
			green := false
			for i := 0; i < 3; i++ {
				// A dry 8 pile gives a higher card (DRAW-2): its colour
				// counts all the same.
				if x.Color(x.DrawAndTuck(p, 8)) == inn.Green {
					green = true
				}
			}
			return green
		})
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Red, inn.Up, "Nylon: splay your red cards up?")
	}))

	// Sliced Bread. Echo: return all the cards of your hand, then draw two
	// 8s.
	echo(d, SlicedBread, func(x *inn.Exec) {
		p := x.Player
		x.ReturnAll(p, x.Hand(p))
		x.Draw(p, 8)
		x.Draw(p, 8)
	})
	// Sliced Bread: return a card from your score pile; draw and score two
	// cards of value one lower than it.
	fourth(d, SlicedBread, effect(func(x *inn.Exec) {
		p := x.Player
		c := x.ChooseCard(p, "Sliced Bread: return a card from your score pile", x.ScorePile(p), false)
		if c == inn.NoCard {
			return // no returned card: no value to draw
		}
		x.ReturnFrom(p, c, inn.ScorePlace(p))
		// A 1 returned asks for 0s, drawn as 1s (EFFECTS-4th.md §0.4).
		v := x.Age(c) - 1
		x.DrawAndScore(p, v)
		x.DrawAndScore(p, v)
	}))

	// Air Conditioner. Echo: you may score a card from your hand.
	echo(d, AirConditioner, func(x *inn.Exec) {
		p := x.Player
		if c := x.ChooseCard(p, "Air Conditioner: you may score a card from your hand", x.Hand(p), true); c != inn.NoCard {
			x.Score(p, c)
		}
	})
	// Air Conditioner: you return every card of your score pile of a value
	// one of your top cards has. Then: junk all cards in the 9 deck.
	fourth(d, AirConditioner, demand(func(x *inn.Exec) {
		p := x.Player
		values := valuesOf(x, x.TopCards(p))
		back := x.Filter(x.ScorePile(p), func(c inn.Card) bool { return values&(1<<x.Age(c)) != 0 })
		if back.Empty() {
			return
		}
		x.ReturnAllFrom(p, back, inn.ScorePlace(p))
		x.NoteDemandReturn()
	}), effect(func(x *inn.Exec) {
		// rule ULT-KEY-JUNK.
		x.JunkSupply(x.Player, 9)
	}))

	// Tractor. Echo: draw a 7.
	echo(d, Tractor, func(x *inn.Exec) { x.Draw(x.Player, 7) })
	// Tractor: draw and score a 7. Then: draw a 7. Then: if foreseen, draw
	// and score seven 7s.
	fourth(d, Tractor, effect(func(x *inn.Exec) {
		x.DrawAndScore(x.Player, 7)
	}), effect(func(x *inn.Exec) {
		x.Draw(x.Player, 7)
	}), effect(func(x *inn.Exec) {
		// rule ECHO-FORESEEN.
		if !x.Foreseen() {
			return
		}
		for i := 0; i < 7; i++ {
			x.DrawAndScore(x.Player, 7)
		}
	}))

	// Crossword: for each even bonus visible on your board, draw a card of
	// its value; if foreseen, transfer the drawn cards to the available
	// achievements. Then: for each odd bonus visible on your board, return
	// the lowest card of your hand.
	fourth(d, Crossword, effect(func(x *inn.Exec) {
		p := x.Player
		var drawn []inn.Card
		// Each visible bonus counts, two of one value twice (EFFECTS-echoes.md
		// §K.5); fixed before the first draw, and drawn from the lowest
		// value up (the text gives no order; the same for every reading
		// but the Echoes draw rule's, which the lowest first keeps
		// closest to the board as it stood).
		for _, b := range boardBonuses(x, p) {
			if b%2 == 0 {
				drawn = append(drawn, x.Draw(p, b))
			}
		}
		// rule ECHO-FORESEEN.
		if !x.Foreseen() {
			return
		}
		for _, c := range drawn {
			if x.State().Where(c) != inn.HandPlace(p) {
				continue // the draw ended the game before (EXP-DRAW-PAST-11)
			}
			// rule ULT-KEY-AVAILABLE: beside one of its value, if there is one.
			x.TransferToAvailable(p, c, inn.HandPlace(p))
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		n := 0
		for _, b := range boardBonuses(x, p) {
			if b%2 == 1 {
				n++
			}
		}
		// One at a time: the lowest card of the hand as it stands after
		// the return before (all of it when the hand runs out).
		for i := 0; i < n && !x.Hand(p).Empty(); i++ {
			low, _ := x.Lowest(x.Hand(p))
			x.Return(p, x.ChooseCard(p, "Crossword: return the lowest card of your hand", low, false))
		}
	}))

	// Television. Echo: draw and meld an 8.
	echo(d, Television, func(x *inn.Exec) { x.DrawAndMeld(x.Player, 8) })
	// Television: choose a value and an opponent; transfer a card of that
	// value from the opponent's score pile to the opponent's board; if the
	// opponent holds an achievement of that value, achieve, if eligible, a
	// card of that value from his score pile.
	fourth(d, Television, effect(func(x *inn.Exec) {
		p := x.Player
		v := x.ChooseValue(p, "Television: choose a value", inn.AnyValueUltimate)
		var opp uint8
		for q := 0; q < x.Players(); q++ {
			if q != p && x.In(q) && x.IsOpponent(p, q) {
				opp |= 1 << q
			}
		}
		q := x.ChoosePlayer(p, "Television: choose an opponent", opp, false)
		if q < 0 {
			return
		}
		ofValue := func() inn.Set {
			return x.Filter(x.ScorePile(q), func(c inn.Card) bool { return x.Age(c) == v })
		}
		// The score pile is face down: the performer sees only values
		// (INFO-1, INFO-2), and the cards of the value named, which he
		// cannot tell apart, go in card order, as for Rocketry.
		if c := ofValue().First(); c != inn.NoCard {
			x.TransferFrom(p, c, inn.BoardPlace(q, x.Color(c)), inn.ScorePlace(q))
		}
		held := x.Filter(x.State().Players[q].Achievements, func(c inn.Card) bool {
			return x.Age(c) == v // a special achievement has no value
		})
		if held.Empty() {
			return
		}
		// "If eligible" (ACHIEVE-1): a score of 5×v or more and a top card
		// of value v or more, the card then coming from the opponent's
		// score pile rather than the available achievements.
		if x.Points(p) < 5*v || x.HighestTop(p) < v {
			return
		}
		if c := ofValue().First(); c != inn.NoCard {
			x.TransferFrom(p, c, inn.AchievementsPlace(p), inn.ScorePlace(q))
		}
	}))
}

// junkAnyAvailable has player p junk one available achievement, standard
// or special (ULT-KEY-AVAILABLE, ULT-KEY-JUNK), his choice: the standard
// ones are face down and named by their value, the special ones by name,
// in one question of names (engine.KindValue: the standard achievements
// are no cards a player may see). It reports whether one was junked.
func junkAnyAvailable(x *inn.Exec, p int, prompt string) bool {
	g := x.Game()
	var std uint16
	for age := 1; age <= inn.AgeCap; age++ {
		if x.StandardAchievement(age) != inn.NoCard {
			std |= 1 << age
		}
	}
	specials := x.State().Specials
	n := specials.Len()
	for m := std; m != 0; m &= m - 1 {
		n++
	}
	if n == 0 {
		return false
	}
	var pick inn.Card
	if n == 1 {
		pick = specials.First()
		if pick == inn.NoCard {
			pick = x.StandardAchievement(x.ChooseValue(p, prompt, std))
		}
	} else {
		g.NewDecision()
		for age := 1; age <= inn.AgeCap; age++ {
			if std&(1<<age) != 0 {
				g.Option(ageLabels[age], -age)
			}
		}
		specials.Each(func(c inn.Card) { g.Option(g.Deck().Name(c), int(c)) })
		v := g.Ask(p, engine.KindValue, prompt)
		if v < 0 {
			pick = x.StandardAchievement(-v)
		} else {
			pick = inn.Card(v)
		}
	}
	return x.JunkAchievement(p, pick)
}

// boardCards returns every card of player q's board.
func boardCards(x *inn.Exec, q int) inn.Set {
	var out inn.Set
	for col := inn.Color(0); col < inn.NumColors; col++ {
		pile := x.Pile(q, col)
		for i := 0; i < pile.Len(); i++ {
			out.Add(pile.At(i))
		}
	}
	return out
}
