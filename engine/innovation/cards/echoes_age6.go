package cards

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"strings"
)

// registerEchoesAge6 gives the age-6 cards of Echoes of the Past their
// echo effects and dogma effects (EFFECTS-echoes.md "Age 6"); Loom, which
// claims a special achievement, is written with the special achievements.
func registerEchoesAge6(d *inn.Deck) {
	// Bifocals. Echo: return a card of your forecast. Effects: draw and
	// foreshadow a 7, and when foreseen one more card, of the value of the
	// lowest available standard achievement; you may splay your green
	// cards right, and if you do, splay one colour of yours up.
	echo(d, Bifocals, func(x *inn.Exec) {
		p := x.Player
		// rule ECHO-FORECAST: an effect that names the forecast takes a
		// card out of it; an empty forecast returns nothing.
		if c := x.ChooseCard(p, "Bifocals: return a card from your forecast", x.Forecast(p), false); c != inn.NoCard {
			x.ReturnFrom(p, c, inn.ForecastPlace(p))
		}
	})
	fourth(d, Bifocals, effect(func(x *inn.Exec) {
		p := x.Player
		// rule ECHO-FORESHADOW: a forecast at its limit keeps the card in
		// the hand.
		x.DrawAndForeshadow(p, 7)
		// rule ECHO-FORESEEN; ULT-KEY-AVAILABLE: a special achievement has
		// no value, so the lowest available standard achievement gives it;
		// with none available nothing more is drawn.
		if x.Foreseen() {
			if age := lowestStandardAchievement(x); age > 0 {
				x.DrawAndForeshadow(p, age)
			}
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		if !x.CanSplay(p, inn.Green, inn.Right) || !x.May(p, "Bifocals: splay your green cards right?") {
			return
		}
		x.Splay(p, inn.Green, inn.Right)
		// rule ULT-KEY-IFYOUDO: the green pile was splayed; the second
		// splay is compulsory, on any colour it changes (green too).
		mask := inn.ColorMask(func(col inn.Color) bool { return x.CanSplay(p, col, inn.Up) })
		if col, ok := x.ChooseColor(p, "Bifocals: splay one color of your cards up", mask, false); ok {
			x.Splay(p, col, inn.Up)
		}
	}))

	// Stethoscope. Echo: meld a blue or a yellow card from your hand.
	// Effects: draw a 7; if you melded a blue card by this echo effect in
	// this action, draw an 8, and a 9 too when foreseen. You may splay your
	// yellow cards right.
	echo(d, Stethoscope, func(x *inn.Exec) {
		p := x.Player
		ok := x.Filter(x.Hand(p), func(c inn.Card) bool { return x.Color(c) == inn.Blue || x.Color(c) == inn.Yellow })
		if ok.Empty() {
			x.RevealHand(p) // rule ULT-INFO-3: a hand without one is shown
			return
		}
		x.Meld(p, x.ChooseCard(p, "Stethoscope: meld a blue or yellow card from your hand", ok, false))
	})
	fourth(d, Stethoscope, effect(func(x *inn.Exec) {
		p := x.Player
		x.Draw(p, 7)
		// rule ULT-KEY-THIS: "in this action" reads the whole Dogma
		// action, for the player performing (EFFECTS-echoes.md §K.1).
		blue := false
		byEffect(x, Stethoscope, inn.EchoIndex, p, func(e *engine.Event) {
			if e.Kind == inn.EvMeld && e.Player == p && x.Color(inn.Card(e.Card)) == inn.Blue {
				blue = true
			}
		})
		if !blue {
			return
		}
		x.Draw(p, 8)
		if x.Foreseen() { // rule ECHO-FORESEEN
			x.Draw(p, 9)
		}
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Yellow, inn.Right, "Stethoscope: splay your yellow cards right?")
	}))

	// Shrapnel: you draw and tuck a 6, transfer your top two cards of its
	// colour to my score pile, then score my bottom card of that colour,
	// into your own score pile.
	fourth(d, Shrapnel, demand(func(x *inn.Exec) {
		p, me := x.Player, x.Activator
		c := x.DrawAndTuck(p, 6)
		col := x.Color(c)
		for i := 0; i < 2; i++ {
			t := x.Top(p, col)
			if t == inn.NoCard {
				break // the pile held the tucked card alone
			}
			x.TransferFrom(p, t, inn.ScorePlace(me), inn.BoardPlace(p, col))
			x.NoteDemandTransfer()
		}
		if b := x.Pile(me, col).Bottom(); b != inn.NoCard {
			x.ScoreFrom(p, b, inn.BoardPlace(me, col))
		}
	}))

	// Hot Air Balloon. Echo: draw and score a 7. Effect: you may achieve,
	// if eligible, a top card of an opponent's board of a value of which
	// that opponent holds an achievement; if you do, transfer your top
	// green card to that opponent's board; if you do not, draw and meld a 7.
	echo(d, HotAirBalloon, func(x *inn.Exec) { x.DrawAndScore(x.Player, 7) })
	fourth(d, HotAirBalloon, effect(func(x *inn.Exec) {
		p := x.Player
		can := func(q int) inn.Set {
			held := valuesOf(x, x.State().Players[q].Achievements)
			return x.Filter(x.TopCards(q), func(c inn.Card) bool {
				return held&(1<<x.Age(c)) != 0 && eligibleFor(x, p, x.Age(c))
			})
		}
		var mask uint8
		for q := 0; q < x.Players(); q++ {
			if q != p && x.IsOpponent(p, q) && x.In(q) && !can(q).Empty() {
				mask |= 1 << q
			}
		}
		// The "may" is the choice of the opponent, or a pass; then the card.
		q := x.ChoosePlayer(p, "Hot Air Balloon: you may achieve a top card of an opponent's board", mask, true)
		if q < 0 {
			x.DrawAndMeld(p, 7)
			return
		}
		c := x.ChooseCard(p, "Hot Air Balloon: achieve a top card of that opponent's board", can(q), false)
		achieveCard(x, p, c, inn.WholeBoard(q))
		if g := x.Top(p, inn.Green); g != inn.NoCard {
			x.TransferFrom(p, g, inn.BoardPlace(q, inn.Green), inn.BoardPlace(p, inn.Green))
		}
	}))

	// Steamboat: you draw and reveal a 6; if it is blue or yellow, you
	// transfer it and your whole hand to my hand; if red or green, you
	// transfer two cards of your score pile to mine.
	fourth(d, Steamboat, demand(func(x *inn.Exec) {
		p, me := x.Player, x.Activator
		c := x.DrawAndReveal(p, 6)
		switch x.Color(c) {
		case inn.Blue, inn.Yellow:
			x.TransferFrom(p, c, inn.HandPlace(me), inn.HandPlace(p))
			x.NoteDemandTransfer()
			// rule ULT-KEY-ALL: one at a time; their order to a hand
			// changes nothing, so none is asked.
			x.Hand(p).Each(func(k inn.Card) {
				x.TransferFrom(p, k, inn.HandPlace(me), inn.HandPlace(p))
			})
		case inn.Red, inn.Green:
			x.ChooseCards(p, "Steamboat: transfer a card from your score pile to mine", x.ScorePile(p), 2, 2, func(k inn.Card) {
				x.TransferFrom(p, k, inn.ScorePlace(me), inn.ScorePlace(p))
				x.NoteDemandTransfer()
			})
		}
	}))

	// Dentures. Echo: draw and tuck a 6. Effects: score the top two cards
	// of the pile of the colour of the card you tucked last by Dentures in
	// this action, never its bottom card; with nothing to score, draw and
	// tuck a 6 and do the effect again. You may splay your blue cards right.
	echo(d, Dentures, func(x *inn.Exec) { x.DrawAndTuck(x.Player, 6) })
	fourth(d, Dentures, effect(func(x *inn.Exec) {
		p := x.Player
		x.Repeat(func() bool {
			// rule ULT-KEY-THIS: the tucks of this action by Dentures, its
			// echo effect's and this effect's, by the performer.
			last := inn.NoCard
			for _, i := range [...]int{inn.EchoIndex, 0} {
				byEffect(x, Dentures, i, p, func(e *engine.Event) {
					if e.Kind == inn.EvTuck && e.Player == p {
						last = inn.Card(e.Card)
					}
				})
			}
			if last != inn.NoCard {
				col := x.Color(last)
				// "leaving its bottom card": a pile of two scores its top.
				if n := min(2, x.Pile(p, col).Len()-1); n > 0 {
					for i := 0; i < n; i++ {
						x.ScoreFrom(p, x.Top(p, col), inn.BoardPlace(p, col))
					}
					return false
				}
			}
			x.DrawAndTuck(p, 6)
			return true
		})
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Blue, inn.Right, "Dentures: splay your blue cards right?")
	}))

	// Morphine. Echo: score an odd-valued card from your hand. Demand: you
	// return every odd-valued card of your hand, then draw a 6. Effects:
	// draw a card one higher than the highest card the demand returned in
	// this action; you may splay your red cards right.
	echo(d, Morphine, func(x *inn.Exec) {
		p := x.Player
		odd := x.Filter(x.Hand(p), func(c inn.Card) bool { return x.Age(c)%2 == 1 })
		if odd.Empty() {
			x.RevealHand(p) // rule ULT-INFO-3
			return
		}
		x.Score(p, x.ChooseCard(p, "Morphine: score an odd-valued card from your hand", odd, false))
	})
	fourth(d, Morphine, demand(func(x *inn.Exec) {
		p := x.Player
		odd := x.Filter(x.Hand(p), func(c inn.Card) bool { return x.Age(c)%2 == 1 })
		if odd.Empty() {
			x.RevealHand(p) // rule ULT-INFO-3
		}
		x.ReturnAll(p, odd)
		x.Draw(p, 6)
	}), effect(func(x *inn.Exec) {
		// rule ULT-KEY-THIS: every return of the demand in this action, by
		// any player it hit; none returned, nothing drawn.
		high := 0
		byEffect(x, Morphine, 0, -1, func(e *engine.Event) {
			if e.Kind == inn.EvReturn {
				high = max(high, x.Age(inn.Card(e.Card)))
			}
		})
		if high > 0 {
			x.Draw(x.Player, high+1)
		}
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Red, inn.Right, "Morphine: splay your red cards right?")
	}))

	// Indian Clubs: you return two cards from your score pile, and when
	// foreseen every card of it. Effect: for each value in your score pile,
	// score a card of that value from your hand.
	fourth(d, IndianClubs, demand(func(x *inn.Exec) {
		p := x.Player
		x.ChooseCards(p, "Indian Clubs: return a card from your score pile", x.ScorePile(p), 2, 2, func(c inn.Card) {
			x.ReturnFrom(p, c, inn.ScorePlace(p))
		})
		if x.Foreseen() { // rule ECHO-FORESEEN
			x.ReturnAllFrom(p, x.ScorePile(p), inn.ScorePlace(p))
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// The values are those of the score pile when the effect begins;
		// the scored cards add none that was not there. Lowest first.
		values := valuesOf(x, x.ScorePile(p))
		for v := 1; v <= inn.AgeCap; v++ {
			if values&(1<<v) == 0 {
				continue
			}
			of := x.Filter(x.Hand(p), func(c inn.Card) bool { return x.Age(c) == v })
			if c := x.ChooseCard(p, indianClubsScore[v], of, false); c != inn.NoCard {
				x.Score(p, c)
			}
		}
	}))

	// Kaleidoscope: draw and meld a 7, and you may splay its colour right.
	// Then junk the available achievement of the value of your lightbulbs,
	// and when foreseen every available one of lower value too.
	fourth(d, Kaleidoscope, effect(func(x *inn.Exec) {
		p := x.Player
		c := x.DrawAndMeld(p, 7)
		offerSplay(x, x.Color(c), inn.Right, "Kaleidoscope: splay that color of your cards right?")
	}), effect(func(x *inn.Exec) {
		p := x.Player
		n := x.Icons(p, inn.Lightbulb)
		// rule ULT-KEY-JUNK, ULT-KEY-AVAILABLE: a standard achievement of
		// that value, if one is still available.
		x.JunkAchievement(p, x.StandardAchievement(n))
		if x.Foreseen() { // rule ECHO-FORESEEN
			for v := 1; v < n && v <= inn.AgeCap; v++ {
				x.State().AgeAchievements(v).Each(func(c inn.Card) { x.JunkAchievement(p, c) })
			}
		}
	}))
}

// byEffect calls fn on each event of the Dogma action under way logged
// while player p (any player when p is -1) performed effect index (an
// echo effect: inn.EchoIndex) of card c (ULT-KEY-THIS: "this action" runs
// from the start of the action under way). The events are the machine's
// own log of the step, which holds the whole action.
func byEffect(x *inn.Exec, c inn.Card, index, p int, fn func(*engine.Event)) {
	g := x.Game()
	evs := g.EventsSince(g.StepMark())
	start := 0
	for i := len(evs) - 1; i >= 0; i-- {
		if evs[i].Kind == inn.EvDogma {
			start = i
			break
		}
	}
	in := false
	for i := start; i < len(evs); i++ {
		e := &evs[i]
		if e.Kind == inn.EvEffect {
			in = inn.Card(e.Card) == c && e.Arg == index && (p < 0 || e.Player == p)
			continue
		}
		// A parley's return (ULT-PARLEY-1) comes between an action's
		// performances and is none of the effect's doing.
		if in && !strings.HasPrefix(e.Clause, "ULT-PARLEY") {
			fn(e)
		}
	}
}

// lowestStandardAchievement returns the lowest value of an available
// standard achievement, or 0 when none is left (ULT-KEY-AVAILABLE).
func lowestStandardAchievement(x *inn.Exec) int {
	for v := 1; v <= inn.AgeCap; v++ {
		if x.StandardAchievement(v) != inn.NoCard {
			return v
		}
	}
	return 0
}

// eligibleFor reports whether player p is eligible to achieve a card of
// value age ("achieve, if eligible"): the conditions of the Achieve action,
// a score of 5×age or more, bonus points included, and a top card of value
// age or more (ACHIEVE-1, ECHO-BONUS-SCORE).
func eligibleFor(x *inn.Exec, p, age int) bool {
	return age >= 1 && x.Points(p) >= 5*age && x.HighestTop(p) >= age
}

// hasBonus reports whether card c prints a bonus (ECHO-ICON-1).
func hasBonus(x *inn.Exec, c inn.Card) bool {
	return x.Facts(c).Bonus != [4]uint8{}
}

// Prompts of the Echoes cards of age 6, one per value.
var indianClubsScore = byValue("Indian Clubs: score a %d from your hand")
