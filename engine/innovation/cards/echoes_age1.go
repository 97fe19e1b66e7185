package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge1 gives the age-1 cards of Echoes of the Past their
// echo effects and dogma effects (EFFECTS-echoes.md "Age 1"), in the
// card's order.
func registerEchoesAge1(d *inn.Deck) {
	// Dice: draw an Echoes 1 and reveal it; if it has a bonus, draw and
	// meld a card of the bonus's value. Then: if Dice was foreseen, draw a
	// 4 and transfer it to the hand of an opponent who has more bonus
	// points than you (your choice among several); with none, it stays.
	fourth(d, Dice, effect(func(x *inn.Exec) {
		p := x.Player
		if v := bonusValue(x, drawAndRevealEchoes1(x, p)); v > 0 {
			x.DrawAndMeld(p, v)
		}
	}), effect(func(x *inn.Exec) {
		// rule ECHO-FORESEEN.
		if !x.Foreseen() {
			return
		}
		p := x.Player
		c := x.Draw(p, 4)
		mine := x.BonusPoints(p)
		var richer uint8
		for q := 0; q < x.Players(); q++ {
			if x.IsOpponent(p, q) && x.BonusPoints(q) > mine {
				richer |= 1 << q
			}
		}
		if q := x.ChoosePlayer(p, "Dice: transfer the 4 to the hand of", richer, false); q >= 0 {
			x.Transfer(p, c, inn.HandPlace(q))
		}
	}))

	// Perfume. Echo: draw and tuck a 1, again as long as the tucked card
	// has a castle. Demand: you transfer a top card of a value none of my
	// top cards has to my board; if you did, you draw and meld a card of
	// that value.
	echo(d, Perfume, func(x *inn.Exec) {
		p := x.Player
		x.Repeat(func() bool {
			// A dry 1 pile gives a higher card (DRAW-2): its icons decide.
			return x.HasIcon(x.DrawAndTuck(p, 1), inn.Castle)
		})
	})
	fourth(d, Perfume, demand(func(x *inn.Exec) {
		p := x.Player
		mine := x.ValueMask(x.TopCards(x.Activator))
		ok := x.Filter(x.TopCards(p), func(c inn.Card) bool { return mine&(1<<x.Age(c)) == 0 })
		c := x.ChooseCard(p, "Perfume: transfer a top card of a value I have no top card of to my board", ok, false)
		if c == inn.NoCard {
			return
		}
		x.Transfer(p, c, inn.BoardPlace(x.Activator, x.Color(c)))
		x.NoteDemandTransfer()
		x.DrawAndMeld(p, x.Age(c))
	}))

	// Ruler. Echo: draw a 2. Effect: draw two Echoes 1s; foreshadow one of
	// them, your choice, and return the other.
	echo(d, Ruler, func(x *inn.Exec) { x.Draw(x.Player, 2) })
	fourth(d, Ruler, effect(func(x *inn.Exec) {
		p := x.Player
		a := x.DrawExpansion(p, inn.Echoes, 1)
		b := x.DrawExpansion(p, inn.Echoes, 1)
		// rule ECHO-FORESHADOW: at the forecast's limit the chosen card
		// stays in the hand; the other is returned all the same.
		c := x.ChooseCard(p, "Ruler: foreshadow one of the two cards (the other is returned)", inn.SetOf(a, b), false)
		x.Foreshadow(p, c)
		other := a
		if c == a {
			other = b
		}
		x.Return(p, other)
	}))

	// Bangle. Echo: tuck a 1 from your hand (a hand without one is shown).
	// Effects: choose to draw and foreshadow a 2 or to tuck a 2 from your
	// forecast; then, if your forecast is empty, draw and foreshadow a 3.
	echo(d, Bangle, func(x *inn.Exec) {
		p := x.Player
		ones := ofAge(x, x.Hand(p), 1)
		if ones.Empty() {
			x.RevealHand(p) // ULT-INFO-3
			return
		}
		x.Tuck(p, x.ChooseCard(p, "Bangle: tuck a 1 from your hand", ones, false))
	})
	fourth(d, Bangle, effect(func(x *inn.Exec) {
		p := x.Player
		// "Choose one": with no 2 in the forecast the tuck would do
		// nothing, so the draw is done without a question (EFFECTS.md
		// §0.8: everything is done as far as it can be).
		twos := ofAge(x, x.Forecast(p), 2)
		if !twos.Empty() && x.May(p, "Bangle: tuck a 2 from your forecast (no: draw and foreshadow a 2)?") {
			c := x.ChooseCard(p, "Bangle: tuck a 2 from your forecast", twos, false)
			x.TuckFrom(p, c, inn.ForecastPlace(p))
			return
		}
		x.DrawAndForeshadow(p, 2)
	}), effect(func(x *inn.Exec) {
		if x.Forecast(x.Player).Empty() {
			x.DrawAndForeshadow(x.Player, 3)
		}
	}))

	// Candles. Echo: if no player has a lower score than yours, draw a 3.
	// Demand: you transfer a card with a castle or a lightbulb from your
	// hand to my hand (a hand without one is shown); if you did, you draw
	// a 1.
	echo(d, Candles, func(x *inn.Exec) {
		p := x.Player
		for q := 0; q < x.Players(); q++ {
			// rule ECHO-BONUS-SCORE: the score counts the bonus points.
			if q != p && x.In(q) && x.Points(q) < x.Points(p) {
				return
			}
		}
		x.Draw(p, 3)
	})
	fourth(d, Candles, demand(func(x *inn.Exec) {
		p := x.Player
		ok := x.Filter(x.Hand(p), func(c inn.Card) bool {
			return x.HasIcon(c, inn.Castle) || x.HasIcon(c, inn.Lightbulb)
		})
		if ok.Empty() {
			x.RevealHand(p) // ULT-INFO-3
			return
		}
		c := x.ChooseCard(p, "Candles: transfer a card with a castle or a lightbulb to my hand", ok, false)
		x.Transfer(p, c, inn.HandPlace(x.Activator))
		x.NoteDemandTransfer()
		x.Draw(p, 1)
	}))

	// Plumbing. Echo: score your bottom blue card. Effect: junk all cards
	// in the 1 deck (the base pile: the Echoes 1 pile is "the Echoes 1
	// deck").
	echo(d, Plumbing, func(x *inn.Exec) {
		p := x.Player
		if c := x.Pile(p, inn.Blue).Bottom(); c != inn.NoCard {
			x.ScoreFrom(p, c, inn.BoardPlace(p, inn.Blue))
		}
	})
	fourth(d, Plumbing, effect(func(x *inn.Exec) {
		// rule ULT-KEY-JUNK.
		x.JunkSupply(x.Player, 1)
	}))

	// Comb: choose a colour, draw and reveal five 1s, return those not of
	// that colour and keep the others; if Comb was foreseen, return every
	// card of the chosen colour from every board.
	fourth(d, Comb, effect(func(x *inn.Exec) {
		p := x.Player
		col, _ := x.ChooseColor(p, "Comb: choose a color", allColors, false)
		var drawn inn.Set
		for i := 0; i < 5; i++ {
			drawn.Add(x.DrawAndReveal(p, 1))
		}
		x.ReturnAll(p, x.Filter(drawn, func(c inn.Card) bool { return x.Color(c) != col }))
		// rule ECHO-FORESEEN.
		if !x.Foreseen() {
			return
		}
		// rule ULT-KEY-ALL: one card at a time, the performer ordering
		// those bound for the same pile; board by board, his own first
		// and then clockwise (a question offers the cards of one zone).
		for k := 0; k < x.Players(); k++ {
			q := (p + k) % x.Players()
			var cards inn.Set
			for _, c := range x.Pile(q, col).Cards() {
				cards.Add(c)
			}
			x.ReturnAllFrom(p, cards, inn.BoardPlace(q, col))
		}
	}))

	// Ice Skates: if Ice Skates was foreseen, junk all cards in the 1 deck
	// and in the 2 deck. Then: you may return one or two cards from your
	// hand; for each, choose to draw and meld a 2 or to draw and
	// foreshadow a 3.
	fourth(d, IceSkates, effect(func(x *inn.Exec) {
		// rule ECHO-FORESEEN, ULT-KEY-JUNK.
		if x.Foreseen() {
			x.JunkSupply(x.Player, 1)
			x.JunkSupply(x.Player, 2)
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		n := len(x.ChooseCards(p, "Ice Skates: you may return a card from your hand", x.Hand(p), 0, 2,
			func(c inn.Card) { x.Return(p, c) }))
		for i := 0; i < n; i++ {
			if x.May(p, "Ice Skates: draw and meld a 2 (no: draw and foreshadow a 3)?") {
				x.DrawAndMeld(p, 2)
			} else {
				x.DrawAndForeshadow(p, 3)
			}
		}
	}))

	// Umbrella. Echo: you may meld a card from your hand. Effect: return
	// any number of cards from your hand, then score two cards from your
	// hand for each card returned (all of them when fewer).
	echo(d, Umbrella, func(x *inn.Exec) {
		p := x.Player
		if c := x.ChooseCard(p, "Umbrella: you may meld a card from your hand", x.Hand(p), true); c != inn.NoCard {
			x.Meld(p, c)
		}
	})
	fourth(d, Umbrella, effect(func(x *inn.Exec) {
		p := x.Player
		hand := x.Hand(p)
		n := len(x.ChooseCards(p, "Umbrella: return a card from your hand", hand, 0, hand.Len(),
			func(c inn.Card) { x.Return(p, c) }))
		hand = x.Hand(p)
		if k := 2 * n; k >= hand.Len() {
			scoreAll(x, p, hand)
		} else {
			x.ChooseCards(p, "Umbrella: score a card from your hand", hand, k, k, func(c inn.Card) { x.Score(p, c) })
		}
	}))

	// Chopsticks. Echo: you may draw and foreshadow a 1. Effect: you may
	// junk all cards in the 1 deck; if you do, achieve the highest card in
	// the junk, if you are eligible for it (your choice among ties).
	echo(d, Chopsticks, func(x *inn.Exec) {
		if x.May(x.Player, "Chopsticks: draw and foreshadow a 1?") {
			x.DrawAndForeshadow(x.Player, 1)
		}
	})
	fourth(d, Chopsticks, effect(func(x *inn.Exec) {
		p := x.Player
		// rule ULT-KEY-IFYOUDO: an empty pile junks nothing, so it is not
		// offered (mayJunkSupply), and nothing follows.
		if x.State().SupplyLen(1) == 0 || !x.May(p, "Chopsticks: junk all cards in the 1 deck?") {
			return
		}
		x.JunkSupply(p, 1)
		// A special achievement in the junk has no value (ULT-KEY-AVAILABLE):
		// the highest card is an age card, a 1 at least.
		high, age := x.Highest(x.Filter(x.Junked(), func(c inn.Card) bool { return !c.IsSpecial() }))
		if !eligible(x, p, age) {
			return
		}
		// rule ULT-JUNK-1: the effect names the junk, whose cards lie face
		// down: of several equally high, the first in card order, with no
		// question that would name cards nobody sees (INFO-2).
		achieveCard(x, p, high.First(), inn.JunkPlace())
	}))

	// Noodles: if you have more 1s in your hand than each opponent has in
	// theirs, draw and score a 2. Then: draw and reveal a 1; if it is
	// yellow, score every 1 in your hand.
	fourth(d, Noodles, effect(func(x *inn.Exec) {
		p := x.Player
		mine := ofAge(x, x.Hand(p), 1).Len()
		for q := 0; q < x.Players(); q++ {
			if x.IsOpponent(p, q) && ofAge(x, x.Hand(q), 1).Len() >= mine {
				return
			}
		}
		x.DrawAndScore(p, 2)
	}), effect(func(x *inn.Exec) {
		p := x.Player
		if x.Color(x.DrawAndReveal(p, 1)) == inn.Yellow {
			scoreAll(x, p, ofAge(x, x.Hand(p), 1))
		}
	}))

	// Soap: choose a colour; you may tuck any number of cards of that
	// colour from your hand. If you tucked one or more and your top card of
	// that colour is higher than every opponent's top card of that colour,
	// you may achieve a card from your hand, if eligible.
	fourth(d, Soap, effect(func(x *inn.Exec) {
		p := x.Player
		col, _ := x.ChooseColor(p, "Soap: choose a color", allColors, false)
		ofColor := x.Filter(x.Hand(p), func(c inn.Card) bool { return x.Color(c) == col })
		if len(x.ChooseCards(p, soapTuck[col], ofColor, 0, ofColor.Len(), func(c inn.Card) { x.Tuck(p, c) })) == 0 {
			return
		}
		mine := x.Age(x.Top(p, col))
		for q := 0; q < x.Players(); q++ {
			if x.IsOpponent(p, q) && x.Age(x.Top(q, col)) >= mine {
				return
			}
		}
		can := x.Filter(x.Hand(p), func(c inn.Card) bool { return eligible(x, p, x.Age(c)) })
		if c := x.ChooseCard(p, "Soap: you may achieve a card from your hand", can, true); c != inn.NoCard {
			achieveCard(x, p, c, inn.HandPlace(p))
		}
	}))

	// Bell. Echo: you may score a card from your hand. Effects: draw and
	// foreshadow a 1, then draw and foreshadow a 2; then, if Bell was
	// foreseen, return every card from every player's hand.
	echo(d, Bell, func(x *inn.Exec) {
		p := x.Player
		if c := x.ChooseCard(p, "Bell: you may score a card from your hand", x.Hand(p), true); c != inn.NoCard {
			x.Score(p, c)
		}
	})
	fourth(d, Bell, effect(func(x *inn.Exec) {
		x.DrawAndForeshadow(x.Player, 1)
		x.DrawAndForeshadow(x.Player, 2)
	}), effect(func(x *inn.Exec) {
		// rule ECHO-FORESEEN.
		if !x.Foreseen() {
			return
		}
		// rule ULT-KEY-ALL: the performer returns them, hand by hand, his
		// own first and then clockwise (a question offers the cards of one
		// zone). He orders those of his own hand bound for the same pile;
		// another player's hand he cannot see (INFO-2), so its cards go
		// back in card order, with no question that would name them.
		p := x.Player
		x.ReturnAllFrom(p, x.Hand(p), inn.HandPlace(p))
		for k := 1; k < x.Players(); k++ {
			q := (p + k) % x.Players()
			x.Hand(q).Each(func(c inn.Card) { x.ReturnFrom(p, c, inn.HandPlace(q)) })
		}
	}))

	// Flute. Echo: you may splay one colour of your cards left. Demand: you
	// return an expansion card from your hand (a hand without one is
	// shown). Effect: draw an Echoes 1 and reveal it; if it has a bonus,
	// draw a 1.
	echo(d, Flute, func(x *inn.Exec) {
		offerSplayOf(x, "Flute: you may splay a color left", inn.Left, inn.Blue, inn.Red, inn.Green, inn.Yellow, inn.Purple)
	})
	fourth(d, Flute, demand(func(x *inn.Exec) {
		p := x.Player
		// EFFECTS-echoes.md §K.4: with Echoes alone, an Echoes card.
		xp := x.Filter(x.Hand(p), func(c inn.Card) bool { _, ok := inn.ExpansionOf(c); return ok })
		if xp.Empty() {
			x.RevealHand(p) // ULT-INFO-3
			return
		}
		x.Return(p, x.ChooseCard(p, "Flute: return an expansion card from your hand", xp, false))
	}), effect(func(x *inn.Exec) {
		p := x.Player
		if bonusValue(x, drawAndRevealEchoes1(x, p)) > 0 {
			x.Draw(p, 1)
		}
	}))

	// Puppet: junk an available achievement of the value of a card in your
	// score pile (your choice; nothing when none is available).
	fourth(d, Puppet, effect(func(x *inn.Exec) {
		var ages []int
		for v := 1; v <= inn.AgeCap; v++ {
			if x.ValueMask(x.ScorePile(x.Player))&(1<<v) != 0 {
				ages = append(ages, v)
			}
		}
		// rule ULT-KEY-JUNK, ULT-KEY-AVAILABLE.
		junkAchievementOfAges(x, "Puppet: junk an available achievement of the value of a card in your score pile", ages...)
	}))
}

// allColors is the mask of the five colours, for "choose a colour".
const allColors uint8 = 1<<inn.NumColors - 1

// soapTuck are Soap's prompts, one per colour.
var soapTuck = byColor("Soap: you may tuck a %s card from your hand")

// ofAge returns the cards of s of value age.
func ofAge(x *inn.Exec, s inn.Set, age int) inn.Set {
	return x.Filter(s, func(c inn.Card) bool { return x.Age(c) == age })
}

// drawAndRevealEchoes1 draws an Echoes 1 (EXP-DRAW-1: the effect names the
// expansion) and reveals it, for Dice and Flute.
func drawAndRevealEchoes1(x *inn.Exec, p int) inn.Card {
	c := x.DrawExpansion(p, inn.Echoes, 1)
	x.Reveal(p, c)
	return c
}

// bonusValue returns the value of card c's bonus, 0 for a card without
// one (EFFECTS-echoes.md §K.5); of a card printing two, the higher.
func bonusValue(x *inn.Exec, c inn.Card) int {
	v := 0
	for _, b := range x.Facts(c).Bonus {
		v = max(v, int(b))
	}
	return v
}

// scoreAll scores every card of s from p's hand, one at a time in id
// order (ULT-KEY-ALL: the score pile is face down, so the order changes
// nothing a player sees).
func scoreAll(x *inn.Exec, p int, s inn.Set) {
	s.Each(func(c inn.Card) { x.Score(p, c) })
}

// eligible reports whether p is eligible to achieve a card of value age
// ("if eligible"): ACHIEVE-1's condition, a score of 5×age or more (bonus
// points counted, ECHO-BONUS-SCORE) and a top card of value age or more.
func eligible(x *inn.Exec, p, age int) bool {
	return age >= 1 && x.Points(p) >= 5*age && x.HighestTop(p) >= age
}

// achieveCard puts card c, from one of the places of from, among p's achievements: an
// effect's "achieve", which moves a named card rather than claim an
// available achievement (the Achieve action's EvAchieve), so its event is a
// transfer to p's achievements citing ACHIEVE-1, whose condition "if
// eligible" reads.
func achieveCard(x *inn.Exec, p int, c inn.Card, from ...inn.Place) {
	if c == inn.NoCard {
		return
	}
	x.Citing("ACHIEVE-1", func() { x.TransferFrom(p, c, inn.AchievementsPlace(p), from...) })
}
