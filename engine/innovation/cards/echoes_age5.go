package cards

import (
	"math/bits"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// registerEchoesAge5 gives the age-5 cards of Echoes of the Past their
// effects (EFFECTS-echoes.md "Age 5"). Palampore claims a special
// achievement and is written with the special achievements.
func registerEchoesAge5(d *inn.Deck) {
	// Lightning Rod. Echo: draw and tuck a 5.
	echo(d, LightningRod, func(x *inn.Exec) {
		x.DrawAndTuck(x.Player, 5)
	})
	fourth(d, LightningRod, demand(func(x *inn.Exec) {
		// You draw and tuck a 5, then return your top card of its colour
		// (the tucked card itself when its pile was empty).
		p := x.Player
		c := x.DrawAndTuck(p, 5)
		if t := x.Top(p, x.Color(c)); t != inn.NoCard {
			x.ReturnFrom(p, t, inn.BoardPlace(p, x.Color(c)))
			x.NoteDemandReturn()
		}
	}), effect(func(x *inn.Exec) {
		// Return one of your top cards (compulsory).
		p := x.Player
		if c := x.ChooseCard(p, "Lightning Rod: return one of your top cards", x.TopCards(p), false); c != inn.NoCard {
			x.ReturnFrom(p, c, inn.WholeBoard(p))
		}
	}), effect(func(x *inn.Exec) {
		// rule ULT-KEY-JUNK: junk all cards in the 6 deck.
		x.JunkSupply(x.Player, 6)
	}))

	// Thermometer. Echo: meld your bottom green card (KEY-MELD; it stays
	// in its pile, which keeps its splay).
	echo(d, Thermometer, func(x *inn.Exec) {
		x.MeldOwnBottom(x.Player, inn.Green)
	})
	fourth(d, Thermometer, effect(func(x *inn.Exec) {
		// Draw and meld a card of value one higher than your top yellow
		// card (a 1 with none, ULT-KEY-VALUE). If the melded card is
		// yellow, or red or purple while Thermometer was foreseen
		// (ECHO-FORESEEN), repeat this effect.
		p := x.Player
		x.Repeat(func() bool {
			c := x.DrawAndMeld(p, x.Age(x.Top(p, inn.Yellow))+1)
			switch x.Color(c) {
			case inn.Yellow:
				return true
			case inn.Red, inn.Purple:
				return x.Foreseen()
			}
			return false
		})
	}))

	// Coke. Echo: draw and tuck a 4.
	echo(d, Coke, func(x *inn.Exec) {
		x.DrawAndTuck(x.Player, 4)
	})
	fourth(d, Coke, effect(func(x *inn.Exec) {
		// Draw and reveal a 6. If it has a factory, meld it and repeat
		// this effect; otherwise foreshadow it (a full forecast leaves it
		// in the hand, ECHO-FORESHADOW).
		p := x.Player
		x.Repeat(func() bool {
			c := x.DrawAndReveal(p, 6)
			if x.HasIcon(c, inn.Factory) {
				x.Meld(p, c)
				return true
			}
			x.Foreshadow(p, c)
			return false
		})
	}), effect(func(x *inn.Exec) {
		// rule ECHO-FORESEEN: if Coke was foreseen, score your top card of
		// each colour other than red (those top when the effect begins).
		p := x.Player
		if !x.Foreseen() {
			return
		}
		x.Filter(x.TopCards(p), func(c inn.Card) bool { return x.Color(c) != inn.Red }).Each(func(c inn.Card) {
			x.ScoreFrom(p, c, inn.BoardPlace(p, x.Color(c)))
		})
	}))

	// Octant (no echo effect).
	fourth(d, Octant, demand(func(x *inn.Exec) {
		// You transfer your top card of each non-red colour that has a
		// leaf or a factory to my board. If you transferred any and Octant
		// was not foreseen (ECHO-FORESEEN), you draw and foreshadow a 6.
		p, me := x.Player, x.Activator
		give := x.Filter(x.TopCards(p), func(c inn.Card) bool {
			return x.Color(c) != inn.Red && (x.HasIcon(c, inn.Leaf) || x.HasIcon(c, inn.Factory))
		})
		// One card per colour, to as many piles of mine: their order
		// changes nothing.
		give.Each(func(c inn.Card) {
			x.Transfer(p, c, inn.BoardPlace(me, x.Color(c)))
			x.NoteDemandTransfer()
		})
		if !give.Empty() && !x.Foreseen() {
			x.DrawAndForeshadow(p, 6)
		}
	}), effect(func(x *inn.Exec) {
		x.DrawAndForeshadow(x.Player, 6)
	}))

	// Seed Drill (no echo effect).
	fourth(d, SeedDrill, demand(func(x *inn.Exec) {
		// You return one of your top cards of value below 3.
		p := x.Player
		low := x.Filter(x.TopCards(p), func(c inn.Card) bool { return x.Age(c) < 3 })
		if c := x.ChooseCard(p, "Seed Drill: return a top card of value below 3", low, false); c != inn.NoCard {
			x.ReturnFrom(p, c, inn.WholeBoard(p))
			x.NoteDemandReturn()
		}
	}), effect(func(x *inn.Exec) {
		// Choose the 3, 4 or 5 deck. You may junk all cards in it
		// (ULT-KEY-JUNK; an empty pile junks nothing, and nothing is
		// asked). If you do, achieve the highest card of the junk, your
		// choice among equals, if you are eligible for it (ACHIEVE-1's
		// conditions: a score of five times its value, a top card of its
		// value or higher).
		p := x.Player
		age := x.ChooseValue(p, "Seed Drill: choose the 3, 4 or 5 deck", 1<<3|1<<4|1<<5)
		if x.State().SupplyLen(age) == 0 || !x.May(p, "Seed Drill: junk all cards in that deck?") {
			return
		}
		if x.JunkSupply(p, age) > 0 {
			achieveFromJunk(x, p, "Seed Drill: achieve the highest card in the junk")
		}
	}))

	// Pressure Cooker (no echo effect).
	fourth(d, PressureCooker, effect(func(x *inn.Exec) {
		// rule ECHO-FORESEEN: if Pressure Cooker was foreseen, meld all the
		// cards of your hand, one at a time in your order (ULT-KEY-ALL).
		p := x.Player
		if !x.Foreseen() {
			return
		}
		n := x.Hand(p).Len()
		x.ChooseCards(p, "Pressure Cooker: meld a card from your hand", x.Hand(p), n, n, func(c inn.Card) { x.Meld(p, c) })
	}), effect(func(x *inn.Exec) {
		// Return all the cards of your hand. Then for each of your top
		// cards with a bonus, in the order you choose, draw a card of that
		// bonus's value and junk an available achievement of that value
		// (each bonus of a card in turn; nothing to junk, nothing junked).
		p := x.Player
		x.ReturnAll(p, x.Hand(p))
		withBonus := x.Filter(x.TopCards(p), func(c inn.Card) bool { return bonusOf(x, c) != 0 })
		n := withBonus.Len()
		x.ChooseCards(p, "Pressure Cooker: the next top card with a bonus", withBonus, n, n, func(c inn.Card) {
			for _, b := range x.Facts(c).Bonus {
				if b == 0 {
					continue
				}
				x.Draw(p, int(b))
				x.JunkAchievement(p, x.StandardAchievement(int(b)))
			}
		})
	}))

	// Stove. Echo: score one of your top cards that has no factory.
	echo(d, Stove, func(x *inn.Exec) {
		p := x.Player
		can := x.Filter(x.TopCards(p), func(c inn.Card) bool { return !x.HasIcon(c, inn.Factory) })
		if c := x.ChooseCard(p, "Stove: score a top card without a factory", can, false); c != inn.NoCard {
			x.ScoreFrom(p, c, inn.WholeBoard(p))
		}
	})
	fourth(d, Stove, effect(func(x *inn.Exec) {
		// Draw and tuck a 4. If your top card of the tucked card's colour
		// is of value below 4, draw and score a 4.
		p := x.Player
		c := x.DrawAndTuck(p, 4)
		if x.Age(x.Top(p, x.Color(c))) < 4 {
			x.DrawAndScore(p, 4)
		}
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Green, inn.Right, "Stove: splay green right?")
	}))

	// Piano. Echo: draw a card of a value that some card in a player's
	// hand has (your choice; nothing when every hand is empty).
	echo(d, Piano, func(x *inn.Exec) { drawValueOfEveryones(x, (*inn.Exec).Hand, "Piano: draw a card of which value?") })
	fourth(d, Piano, effect(func(x *inn.Exec) {
		// If you have five top cards of five different values, return
		// five cards from your score pile (all of them when fewer), then
		// draw and score a card of each of your top cards' values, from
		// the lowest up.
		p := x.Player
		tops := x.TopCards(p)
		values := x.ValueMask(tops)
		if tops.Len() < 5 || bits.OnesCount16(values) < 5 {
			return
		}
		score := x.ScorePile(p)
		if score.Len() <= 5 {
			x.ReturnAllFrom(p, score, inn.ScorePlace(p))
		} else {
			x.ChooseCards(p, "Piano: return a card from your score pile", score, 5, 5, func(c inn.Card) { x.ReturnFrom(p, c, inn.ScorePlace(p)) })
		}
		for v := 1; v <= inn.AgeCap; v++ {
			if values&(1<<v) != 0 {
				x.DrawAndScore(p, v)
			}
		}
	}))

	// Tuning Fork. Echo: draw a card of a value that some card in a
	// score pile has (your choice; nothing when every score pile is
	// empty).
	echo(d, TuningFork, func(x *inn.Exec) {
		drawValueOfEveryones(x, (*inn.Exec).ScorePile, "Tuning Fork: draw a card of which value?")
	})
	fourth(d, TuningFork, effect(func(x *inn.Exec) {
		// Foreshadow a card from your hand (compulsory). If you do, draw
		// and reveal a card of its value: meld it if it is higher than
		// your top card of its colour (or you have none); otherwise return
		// it, and you may repeat this effect.
		p := x.Player
		x.Repeat(func() bool {
			// At the forecast's limit nothing can be foreshadowed
			// (ECHO-FORESHADOW): nothing is asked.
			if x.Forecast(p).Len() >= x.State().ForecastLimit(p) {
				return false
			}
			c := x.ChooseCard(p, "Tuning Fork: foreshadow a card from your hand", x.Hand(p), false)
			if c == inn.NoCard || !x.Foreshadow(p, c) {
				return false
			}
			r := x.DrawAndReveal(p, x.Age(c))
			if x.Age(r) > x.Age(x.Top(p, x.Color(r))) {
				x.Meld(p, r)
				return false
			}
			x.Return(p, r)
			return x.May(p, "Tuning Fork: repeat this effect?")
		})
	}))
}

// bonusOf returns the total of card c's bonuses, 0 when it prints none.
func bonusOf(x *inn.Exec, c inn.Card) int {
	n := 0
	for _, b := range x.Facts(c).Bonus {
		n += int(b)
	}
	return n
}

// achieveFromJunk has player p achieve the highest card of the junk, the
// first in card order among equals, if he is eligible for it: a score of at least five
// times its value and a top card of its value or higher (ACHIEVE-1's
// conditions). A special achievement in the junk has no value and is
// never the one. The card moves from the junk to p's achievements
// (KEY-TRANSFER). It reports whether p achieved it.
func achieveFromJunk(x *inn.Exec, p int, prompt string) bool {
	valued := x.Filter(x.Junked(), func(c inn.Card) bool { return x.Age(c) > 0 })
	high, age := x.Highest(valued)
	if age == 0 || x.Points(p) < 5*age || x.HighestTop(p) < age {
		return false
	}
	// The junk lies face down (ULT-JUNK-1): of several equally high, the
	// first in card order, with no question naming cards nobody sees
	// (INFO-2), as Chopsticks does.
	x.TransferFrom(p, high.First(), inn.AchievementsPlace(p), inn.JunkPlace())
	return true
}

// drawValueOfEveryones has the performer draw a card of a value he
// chooses among those of the cards of zone of every player still in the
// game (Piano's hands, Tuning Fork's score piles); nothing when no card
// is there.
func drawValueOfEveryones(x *inn.Exec, zone func(*inn.Exec, int) inn.Set, prompt string) {
	p := x.Player
	var mask uint16
	for q := 0; q < x.Players(); q++ {
		if x.In(q) {
			mask |= x.ValueMask(zone(x, q))
		}
	}
	if age := x.ChooseValue(p, prompt, mask); age > 0 {
		x.Draw(p, age)
	}
}
