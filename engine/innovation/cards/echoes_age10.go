package cards

import (
	"math/bits"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// registerEchoesAge10 gives the age-10 cards of Echoes of the Past their
// echo effects and dogma effects (EFFECTS-echoes.md "Age 10").
func registerEchoesAge10(d *inn.Deck) {
	// Artificial Heart: claim an available standard achievement you are
	// eligible for when your score counts twice; if you do and the card
	// was foreseen, do it again.
	fourth(d, ArtificialHeart, effect(func(x *inn.Exec) {
		p := x.Player
		x.Repeat(func() bool {
			// Achievements lie face down: the player names a value
			// (ULT-KEY-AVAILABLE). Compulsory when one qualifies.
			twice := 2 * x.Points(p)
			age := x.ChooseValue(p, "Artificial Heart: claim an available standard achievement", eligibleStandard(x, p, twice))
			if age == 0 {
				return false
			}
			achieveCard(x, p, x.StandardAchievement(age), inn.AvailableAchievementPlace(age))
			// rule ECHO-FORESEEN.
			return x.Foreseen()
		})
	}))

	// Human Genome. Echo: draw an 11. Effect: you may draw and score a
	// card of any value; transfer your bottom red card to your hand; if the
	// values of your hand are exactly those of your score pile, you win.
	echo(d, HumanGenome, func(x *inn.Exec) { x.Draw(x.Player, 11) })
	fourth(d, HumanGenome, effect(func(x *inn.Exec) {
		p := x.Player
		// "You may" and the value in one decision: a value, or pass.
		if age := chooseAge(x, p, "Human Genome: you may draw and score a card of any value", inn.AnyValueUltimate, true); age != 0 {
			x.DrawAndScore(p, age)
		}
		if b := x.Pile(p, inn.Red).Bottom(); b != inn.NoCard {
			x.TransferFrom(p, b, inn.HandPlace(p), inn.BoardPlace(p, inn.Red))
		}
		// Reading: the two lists of values are equal as multisets, a value
		// held twice in the hand asking for two cards of it in the score
		// pile; read literally, an empty hand and an empty score pile have
		// the same values (none), as EFFECTS-4th.md reads Self Service's
		// "twice as many" with none on either side.
		if valueCounts(x, x.Hand(p)) == valueCounts(x, x.ScorePile(p)) {
			x.Win(p)
		}
	}))

	// Camcorder. Demand: you transfer all the cards of your hand to my
	// hand, then draw a 9. Effect: meld every 9 of your hand; if Camcorder
	// was not foreseen, return all the other cards of your hand and draw
	// three 9s.
	fourth(d, Camcorder, demand(func(x *inn.Exec) {
		p, me := x.Player, x.Activator
		// To a hand, where order does not matter: nobody is asked.
		x.Hand(p).Each(func(c inn.Card) {
			x.TransferFrom(p, c, inn.HandPlace(me), inn.HandPlace(p))
			x.NoteDemandTransfer()
		})
		x.Draw(p, 9)
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// One at a time, in the order the player chooses (ULT-KEY-ALL):
		// the last one melded of a colour ends on top.
		nines := x.Filter(x.Hand(p), func(c inn.Card) bool { return x.Age(c) == 9 })
		n := nines.Len()
		x.ChooseCards(p, "Camcorder: meld a 9 from your hand", nines, n, n, func(c inn.Card) { x.Meld(p, c) })
		// rule ECHO-FORESEEN.
		if x.Foreseen() {
			return
		}
		x.ReturnAll(p, x.Hand(p))
		for i := 0; i < 3; i++ {
			x.Draw(p, 9)
		}
	}))

	// Social Networking. Echo: score one of your non-red top cards.
	// Demand: you choose an icon; you transfer each of your top cards
	// without it to my score pile. Effect: with fewer factories, fewer
	// crowns and fewer castles than each opponent, you win.
	echo(d, SocialNetworking, func(x *inn.Exec) {
		p := x.Player
		tops := x.Filter(x.TopCards(p), func(c inn.Card) bool { return x.Color(c) != inn.Red })
		if c := x.ChooseCard(p, "Social Networking: score one of your non-red top cards", tops, false); c != inn.NoCard {
			x.ScoreFrom(p, c, inn.BoardPlace(p, x.Color(c)))
		}
	})
	fourth(d, SocialNetworking, demand(func(x *inn.Exec) {
		p, me := x.Player, x.Activator
		// Any of the seven icons, the avatar too (EFFECTS-4th.md §K.6).
		icon := chooseIcon(x, p, "Social Networking: choose an icon", allIcons)
		// To a score pile, where order does not matter.
		without := x.Filter(x.TopCards(p), func(c inn.Card) bool { return !x.HasIcon(c, icon) })
		without.Each(func(c inn.Card) {
			x.TransferFrom(p, c, inn.ScorePlace(me), inn.BoardPlace(p, x.Color(c)))
			x.NoteDemandTransfer()
		})
	}), effect(func(x *inn.Exec) {
		p := x.Player
		for q := 0; q < x.Players(); q++ {
			if !x.IsOpponent(p, q) {
				continue
			}
			for _, i := range []inn.Icon{inn.Factory, inn.Crown, inn.Castle} {
				if x.Icons(p, i) >= x.Icons(q, i) {
					return
				}
			}
		}
		x.Win(p)
	}))

	// GPS. Demand: you return all the cards of your forecast. Effect: you
	// may splay your yellow cards up. Effect: draw three 11s; if GPS was
	// foreseen, foreshadow them.
	fourth(d, GPS, demand(func(x *inn.Exec) {
		p := x.Player
		x.ReturnAllFrom(p, x.Forecast(p), inn.ForecastPlace(p))
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Yellow, inn.Up, "GPS: splay your yellow cards up?")
	}), effect(func(x *inn.Exec) {
		p := x.Player
		var drawn inn.Set
		for i := 0; i < 3; i++ {
			drawn.Add(x.Draw(p, 11))
		}
		// rule ECHO-FORESEEN.
		if x.Foreseen() {
			foreshadowAll(x, p, "GPS: foreshadow a card drawn", drawn)
		}
	}))

	// Barcode. Demand: for each bonus visible on your board, you return a
	// card of its value from your score pile. Effect: you may splay one
	// colour up; if Barcode was foreseen, splay all your colours up.
	fourth(d, Barcode, demand(func(x *inn.Exec) {
		p := x.Player
		// One return for each bonus, two bonuses of one value asking for
		// two cards of it; the bonuses are read as the demand begins
		// (EFFECTS-4th.md §0.5), the score pile as each return comes.
		for _, v := range boardBonuses(x, p) {
			of := x.Filter(x.ScorePile(p), func(c inn.Card) bool { return x.Age(c) == v })
			if c := x.ChooseCard(p, "Barcode: return a card of that bonus's value from your score pile", of, false); c != inn.NoCard {
				x.ReturnFrom(p, c, inn.ScorePlace(p))
			}
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		offerSplayOf(x, "Barcode: you may splay one colour up", inn.Up, fiveColors...)
		// rule ECHO-FORESEEN.
		if x.Foreseen() {
			for col := inn.Color(0); col < inn.NumColors; col++ {
				x.Splay(p, col, inn.Up) // ULT-KEY-SPLAY: a pile of one card or none stays
			}
		}
	}))

	// Cell Phone. Echo: draw and foreshadow an 11. Effects: draw a 10 for
	// every two clocks on your board; you may splay your green cards up;
	// you may tuck any number of cards with a clock from your hand,
	// splaying up each colour you tuck into.
	echo(d, CellPhone, func(x *inn.Exec) {
		// rule ECHO-FORESHADOW: at the limit, the 11 stays in the hand.
		x.DrawAndForeshadow(x.Player, 11)
	})
	fourth(d, CellPhone, effect(func(x *inn.Exec) {
		p := x.Player
		// The count is fixed before the first draw (EFFECTS-4th.md §0.5).
		n := x.Icons(p, inn.Clock) / 2
		for i := 0; i < n; i++ {
			x.Draw(p, 10)
		}
	}), effect(func(x *inn.Exec) {
		offerSplay(x, inn.Green, inn.Up, "Cell Phone: splay your green cards up?")
	}), effect(func(x *inn.Exec) {
		p := x.Player
		with := x.WithIcon(x.Hand(p), inn.Clock)
		x.ChooseCards(p, "Cell Phone: you may tuck a card with a clock", with, 0, with.Len(), func(c inn.Card) {
			x.Tuck(p, c)
			x.Splay(p, x.Color(c), inn.Up)
		})
	}))

	// MP3. Echo: draw and score a 10. Effects: draw and score a card whose
	// value is a bonus visible on your board (your choice of bonus);
	// return any number of cards from your hand, and for each one claim
	// two available standard achievements you are eligible for.
	echo(d, MP3, func(x *inn.Exec) { x.DrawAndScore(x.Player, 10) })
	fourth(d, MP3, effect(func(x *inn.Exec) {
		p := x.Player
		var mask uint16
		for _, v := range boardBonuses(x, p) {
			mask |= 1 << v
		}
		// A bonus of 12 (Esports, Meritocracy) names a 12: its draw ends
		// the game as every draw above 11 does (ULT-DRAW-3).
		if v := x.ChooseBonus(p, "MP3: draw and score a card of the value of one of your bonuses", mask); v != 0 {
			x.DrawAndScore(p, v)
		}
	}), effect(func(x *inn.Exec) {
		p := x.Player
		hand := x.Hand(p)
		returned := x.ChooseCards(p, "MP3: you may return a card from your hand", hand, 0, hand.Len(), func(c inn.Card) { x.Return(p, c) })
		// Two claims for each card returned, each of an achievement the
		// player is eligible for then (ACHIEVE-1's condition), while any
		// is left.
		for i := 0; i < 2*len(returned); i++ {
			age := x.ChooseValue(p, "MP3: claim an available standard achievement", eligibleStandard(x, p, x.Points(p)))
			if age == 0 {
				return
			}
			achieveCard(x, p, x.StandardAchievement(age), inn.AvailableAchievementPlace(age))
		}
	}))

	// Puzzle Cube. Echo: meld a card from your score pile. Effects: you
	// may score the bottom card, or the two bottom cards, of one colour of
	// your board; then, if every colour of your board shows the same
	// number of visible cards, you win. Draw and meld a 10.
	echo(d, PuzzleCube, func(x *inn.Exec) {
		p := x.Player
		if c := x.ChooseCard(p, "Puzzle Cube: meld a card from your score pile", x.ScorePile(p), false); c != inn.NoCard {
			x.MeldFrom(p, c, inn.ScorePlace(p))
		}
	})
	fourth(d, PuzzleCube, effect(func(x *inn.Exec) {
		p := x.Player
		mask := inn.ColorMask(func(col inn.Color) bool { return x.Pile(p, col).Len() > 0 })
		if col, ok := x.ChooseColor(p, "Puzzle Cube: you may score the bottom card of one colour", mask, true); ok {
			b := x.Pile(p, col).Bottom()
			x.ScoreFrom(p, b, inn.BoardPlace(p, col))
			if x.Pile(p, col).Len() > 0 && x.May(p, "Puzzle Cube: score the next bottom card too?") {
				x.ScoreFrom(p, x.Pile(p, col).Bottom(), inn.BoardPlace(p, col))
			}
		}
		// Reading: the colours of the board are those it holds cards of,
		// as BGA reads them; each shows its top card when unsplayed and
		// every card when splayed (ULT-ICON-1: each shows some of its
		// places). A board with no card has no colour to differ: read
		// literally, as Human Genome's empty hand, it wins.
		n := -1
		for col := inn.Color(0); col < inn.NumColors; col++ {
			switch k := visibleCards(x, p, col); {
			case k == 0:
			case n < 0:
				n = k
			case k != n:
				return
			}
		}
		x.Win(p)
	}), effect(func(x *inn.Exec) {
		x.DrawAndMeld(x.Player, 10)
	}))

	// Sudoku. Echo: you may tuck any number of cards from your hand.
	// Effect: choose a value, draw and meld a card of it; with bonuses of
	// nine different values visible on your board you win, otherwise
	// self-execute the card melded.
	echo(d, Sudoku, func(x *inn.Exec) {
		p := x.Player
		hand := x.Hand(p)
		x.ChooseCards(p, "Sudoku: you may tuck a card from your hand", hand, 0, hand.Len(), func(c inn.Card) { x.Tuck(p, c) })
	})
	fourth(d, Sudoku, effect(func(x *inn.Exec) {
		p := x.Player
		age := x.ChooseValue(p, "Sudoku: choose a value to draw and meld", inn.AnyValueUltimate)
		c := x.DrawAndMeld(p, age)
		var values uint16
		for _, v := range boardBonuses(x, p) {
			values |= 1 << v
		}
		if bitsSet(values) >= 9 {
			x.Win(p)
			return
		}
		// rule ULT-KEY-SELF-EXECUTE, with the card's echo effects first
		// (ECHO-EXECUTE).
		x.SelfExecute(c)
	}))
}

// fiveColors are the five colours, blue to purple.
var fiveColors = []inn.Color{inn.Blue, inn.Red, inn.Green, inn.Yellow, inn.Purple}

// allIcons are the seven icons of the 4th edition, the avatar with them
// (EFFECTS-4th.md §K.6).
var allIcons = []inn.Icon{inn.Castle, inn.Crown, inn.Leaf, inn.Lightbulb, inn.Factory, inn.Clock, inn.Avatar}

// eligibleStandard returns the mask of the values of the available
// standard achievements p is eligible for with a score of points
// (ACHIEVE-1's condition: points at least five times the value, and a top
// card of that value or higher).
func eligibleStandard(x *inn.Exec, p, points int) uint16 {
	var mask uint16
	for age := 1; age <= inn.AgeCap; age++ {
		if x.StandardAchievement(age) != inn.NoCard && eligibleWith(x, p, age, points) {
			mask |= 1 << age
		}
	}
	return mask
}

// eligibleWith reports whether p, with a score of points, is eligible to
// achieve a card of value age (ACHIEVE-1's condition, which an effect's
// "if eligible" reads): points at least five times age, and a top card of
// value age or higher.
func eligibleWith(x *inn.Exec, p, age, points int) bool {
	return points >= 5*age && x.HighestTop(p) >= age
}

// valueCounts returns how many cards of s there are of each value.
func valueCounts(x *inn.Exec, s inn.Set) (n [inn.AgeCap + 1]int) {
	s.Each(func(c inn.Card) { n[x.Age(c)]++ })
	return n
}

// foreshadowAll foreshadows the cards of s, one at a time in the order p
// chooses, as long as p's forecast is below its limit (ECHO-FORESHADOW:
// the others stay where they are).
func foreshadowAll(x *inn.Exec, p int, prompt string, s inn.Set) {
	n := min(s.Len(), x.State().ForecastLimit(p)-x.Forecast(p).Len())
	if n <= 0 {
		return
	}
	x.ChooseCards(p, prompt, s, n, n, func(c inn.Card) { x.Foreshadow(p, c) })
}

// bitsSet counts the bits of m.
func bitsSet(m uint16) int { return bits.OnesCount16(m) }
