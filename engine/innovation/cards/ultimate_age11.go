package cards

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// The cards of age 11, the 4th edition's own (ULT-COMP-1): ids 110 to 119
// of data/cards-4th.tsv.
const (
	Climatology   inn.Card = 110 // age 11, blue
	SolarSailing  inn.Card = 111 // age 11, blue
	Astrogeology  inn.Card = 112 // age 11, red
	Fusion        inn.Card = 113 // age 11, red
	Hypersonics   inn.Card = 114 // age 11, green
	SpaceTraffic  inn.Card = 115 // age 11, green
	NearFieldComm inn.Card = 116 // age 11, yellow
	Reclamation   inn.Card = 117 // age 11, yellow
	Escapism      inn.Card = 118 // age 11, purple
	Whataboutism  inn.Card = 119 // age 11, purple
)

// KindIcon is the kind of decision that names an icon (Climatology's
// demand, whose icon the activator names).
const KindIcon engine.Kind = "icon"

// registerUltimateAge11 writes the 4th-edition effects of the cards of age 11
// whose text changed or is new (EFFECTS-4th.md "Age 11"); the others play
// as in the 3rd edition (buildUltimate). All ten are new.
//
// Each "if you did" of the age (Astrogeology, Fusion, Hypersonics) follows
// a sentence that is done wholly or not at all (one splay, one card scored,
// two cards returned), so the reading of ULT-KEY-IFYOUDO that asks for a
// sentence done in full changes nothing here; Whataboutism's "if you
// transferred any" asks for one card.
func registerUltimateAge11(d *inn.Deck) {
	// Climatology: I choose an icon other than the leaf; you return two of
	// your top cards with it. Then: return one of your top cards, and every
	// card of your score pile of its age or higher.
	fourth(d, Climatology, demand(func(x *inn.Exec) {
		p := x.Player
		icon := chooseIcon(x, x.Activator, "Climatology: choose an icon", climatologyIcons)
		// Two when the player has them, one or none otherwise; the victim
		// chooses which, one at a time (KEY-RETURN).
		with := x.WithIcon(x.TopCards(p), icon)
		x.ChooseCards(p, climatologyReturnTop[icon], with, 2, 2, func(c inn.Card) {
			x.ReturnFrom(p, c, inn.BoardPlace(p, x.Color(c)))
		})
	}), effect(func(x *inn.Exec) {
		p := x.Player
		c := x.ChooseCard(p, "Climatology: return one of your top cards", x.TopCards(p), false)
		if c == inn.NoCard {
			return // no card to compare with (EFFECTS-4th.md §D.6)
		}
		x.ReturnFrom(p, c, inn.BoardPlace(p, x.Color(c)))
		age := x.Age(c)
		// Every card, one at a time in the order the player chooses
		// (ULT-KEY-ALL).
		high := x.Filter(x.ScorePile(p), func(s inn.Card) bool { return x.Age(s) >= age })
		x.ReturnAllFrom(p, high, inn.ScorePlace(p))
	}))

	// Solar Sailing: draw and meld an 11; unless its pile is splayed
	// aslant, return the cards below its top four and splay it aslant.
	// Then, with six cards or more in that pile, you win.
	fourth(d, SolarSailing, effect(func(x *inn.Exec) {
		p := x.Player
		c := x.DrawAndMeld(p, 11)
		col := x.Color(c)
		if x.Pile(p, col).Splay() != inn.Aslant {
			x.ReturnAllFrom(p, belowTop(x, p, col, 4), inn.BoardPlace(p, col))
			x.Splay(p, col, inn.Aslant) // ULT-KEY-SPLAY: no splay with one card
		}
		// The win is looked at whether or not the pile was splayed: only
		// a pile already aslant can hold six cards here (ULT-END-3).
		if x.Pile(p, col).Len() >= 6 {
			x.Win(p)
		}
	}))

	// Astrogeology: draw and reveal an 11; splay its pile aslant, and if
	// you did, take the cards below its top four into your hand. Then:
	// with eight cards in your hand, you win.
	fourth(d, Astrogeology, effect(func(x *inn.Exec) {
		p := x.Player
		c := x.DrawAndReveal(p, 11)
		col := x.Color(c)
		// ULT-KEY-IFYOUDO: the splay must have changed the pile.
		if !x.Splay(p, col, inn.Aslant) {
			return
		}
		// To the hand, where order does not matter: nobody is asked.
		below := belowTop(x, p, col, 4)
		below.Each(func(u inn.Card) {
			x.TransferFrom(p, u, inn.HandPlace(p), inn.BoardPlace(p, col))
		})
	}), effect(func(x *inn.Exec) {
		if x.Hand(x.Player).Len() >= 8 { // EFFECTS-4th.md §0.3
			x.Win(x.Player)
		}
	}))

	// Fusion: score one of your top cards of age 11; if you did, choose an
	// age one or two lower than it and repeat with that age.
	fourth(d, Fusion, effect(func(x *inn.Exec) {
		p := x.Player
		age := 11
		x.Repeat(func() bool {
			want := age
			tops := x.Filter(x.TopCards(p), func(c inn.Card) bool { return x.Age(c) == want })
			c := x.ChooseCard(p, "Fusion: score one of your top cards", tops, false)
			if c == inn.NoCard {
				return false
			}
			x.ScoreFrom(p, c, inn.BoardPlace(p, x.Color(c)))
			// Ages below 1 cannot be chosen (ruling): after a 1 the
			// chain stops, after a 2 only 1 is left.
			var mask uint16
			for _, a := range []int{x.Age(c) - 1, x.Age(c) - 2} {
				if a >= 1 {
					mask |= 1 << a
				}
			}
			if mask == 0 {
				return false
			}
			age = x.ChooseValue(p, "Fusion: choose the next age", mask)
			return true
		})
	}))

	// Hypersonics: you return two top cards of different colors and one
	// age; if you do, return every card of that age or lower from your
	// hand and your score pile.
	fourth(d, Hypersonics, demand(func(x *inn.Exec) {
		p := x.Player
		tops := x.TopCards(p)
		// The top cards that have a partner of the same age: the pair
		// is chosen one card at a time.
		paired := x.Filter(tops, func(c inn.Card) bool {
			a := x.Age(c)
			return x.Filter(tops, func(o inn.Card) bool { return o != c && x.Age(o) == a }).Len() > 0
		})
		first := x.ChooseCard(p, "Hypersonics: return a top card (the first of two of one age)", paired, false)
		if first == inn.NoCard {
			return // no pair: the sentence cannot be done (ULT-KEY-IFYOUDO)
		}
		age := x.Age(first)
		x.ReturnFrom(p, first, inn.BoardPlace(p, x.Color(first)))
		// The second card is chosen among the top cards of that age as
		// they stand after the first went back.
		mates := x.Filter(x.TopCards(p), func(o inn.Card) bool { return o != first && x.Age(o) == age && x.Color(o) != x.Color(first) })
		second := x.ChooseCard(p, "Hypersonics: return a second top card of that age", mates, false)
		if second == inn.NoCard {
			return
		}
		x.ReturnFrom(p, second, inn.BoardPlace(p, x.Color(second)))
		// From the hand, then from the score pile, as the sentence names
		// them; within each, in the order the player chooses (ULT-KEY-ALL).
		low := func(c inn.Card) bool { return x.Age(c) <= age }
		x.ReturnAll(p, x.Filter(x.Hand(p), low))
		x.ReturnAllFrom(p, x.Filter(x.ScorePile(p), low), inn.ScorePlace(p))
	}))

	// Space Traffic: draw and tuck an 11; if the card above it is an 11,
	// you lose. If not, score the cards below the top five of its pile,
	// splay it aslant, and repeat while another player scores more.
	fourth(d, SpaceTraffic, effect(func(x *inn.Exec) {
		p := x.Player
		x.Repeat(func() bool {
			c := x.DrawAndTuck(p, 11)
			col := x.Color(c)
			pile := x.Pile(p, col)
			if pile.Len() >= 2 && x.Age(pile.At(1)) == 11 {
				x.Lose(p) // ULT-KEY-LOSE
				return false
			}
			// To the score pile, where order does not matter.
			below := belowTop(x, p, col, 5)
			below.Each(func(u inn.Card) {
				x.ScoreFrom(p, u, inn.BoardPlace(p, col))
			})
			x.Splay(p, col, inn.Aslant)
			// A tie for the highest score stops (ruling).
			mine := x.Points(p)
			for q := 0; q < x.Players(); q++ {
				if q != p && x.Points(q) > mine {
					return true
				}
			}
			return false
		})
	}))

	// Near-Field Comm: you transfer all the cards of the highest age in
	// your score pile to mine. Then: reveal a highest card of your score
	// pile and self-execute it.
	fourth(d, NearFieldComm, demand(func(x *inn.Exec) {
		p := x.Player
		high, _ := x.Highest(x.ScorePile(p))
		high.Each(func(c inn.Card) {
			x.TransferFrom(p, c, inn.ScorePlace(x.Activator), inn.ScorePlace(p))
			x.NoteDemandTransfer()
		})
	}), effect(func(x *inn.Exec) {
		p := x.Player
		high, _ := x.Highest(x.ScorePile(p))
		c := x.ChooseCard(p, "Near-Field Comm: reveal a highest card of your score pile", high, false)
		if c == inn.NoCard {
			return
		}
		x.Reveal(p, c)
		x.SelfExecute(c)
	}))

	// Reclamation: return your three bottom red cards; draw and meld a
	// card of half their total age, rounded up. If three went back, repeat
	// with the color of the card melded.
	fourth(d, Reclamation, effect(func(x *inn.Exec) {
		p := x.Player
		col := inn.Red
		x.Repeat(func() bool {
			n, sum := 0, 0
			for ; n < 3; n++ {
				b := x.Pile(p, col).Bottom()
				if b == inn.NoCard {
					break
				}
				x.ReturnFrom(p, b, inn.BoardPlace(p, col))
				sum += x.Age(b)
			}
			// None returned: a 0, drawn as a 1 (DRAW-2, EFFECTS-4th.md §0.4).
			c := x.DrawAndMeld(p, (sum+1)/2)
			col = x.Color(c)
			return n == 3
		})
	}))

	// Escapism: reveal a card from your hand and junk it; return from your
	// hand every card of its age; draw three of that age; self-execute the
	// junked card.
	fourth(d, Escapism, effect(func(x *inn.Exec) {
		p := x.Player
		c := x.ChooseCard(p, "Escapism: reveal and junk a card from your hand", x.Hand(p), false)
		if c == inn.NoCard {
			return // an empty hand does nothing (EFFECTS-4th.md)
		}
		x.Reveal(p, c)
		x.Junk(p, c, inn.HandPlace(p))
		age := x.Age(c)
		x.ReturnAll(p, x.Filter(x.Hand(p), func(h inn.Card) bool { return x.Age(h) == age }))
		for i := 0; i < 3; i++ {
			x.Draw(p, age)
		}
		x.SelfExecute(c) // from the junk, where it stays (ULT-KEY-SELF-EXECUTE)
	}))

	// Whataboutism: you transfer every top card of yours with a demand
	// effect to my board; if you transferred any, we exchange our score
	// piles.
	fourth(d, Whataboutism, demand(func(x *inn.Exec) {
		p, me := x.Player, x.Activator
		// One card a color, to piles of different colors: the order
		// changes nothing, so nobody is asked (ULT-KEY-ALL).
		give := x.Filter(x.TopCards(p), func(c inn.Card) bool { return x.Facts(c).Demand })
		give.Each(func(c inn.Card) {
			x.Transfer(p, c, inn.BoardPlace(me, x.Color(c)))
			x.NoteDemandTransfer()
		})
		if give.Empty() {
			return // ULT-KEY-IFYOUDO
		}
		x.Exchange(p, x.ScorePile(p), inn.ScorePlace(me), x.ScorePile(me), inn.ScorePlace(p))
	}))
}

// belowTop returns the cards of p's pile of color col below its top n
// cards.
func belowTop(x *inn.Exec, p int, col inn.Color, n int) inn.Set {
	var out inn.Set
	pile := x.Pile(p, col)
	for i := 0; i < pile.Len()-n; i++ {
		out.Add(pile.At(i))
	}
	return out
}

// chooseIcon asks p to name one of icons (KindIcon).
func chooseIcon(x *inn.Exec, p int, prompt string, icons []inn.Icon) inn.Icon {
	g := x.Game()
	g.NewDecision()
	for _, i := range icons {
		g.Option(iconLabels[i], int(i))
	}
	return inn.Icon(g.Ask(p, KindIcon, prompt))
}

// climatologyIcons are the icons Climatology's demand may name: every icon
// but the leaf, the avatar included (EFFECTS-4th.md §K.6).
var climatologyIcons = []inn.Icon{inn.Castle, inn.Crown, inn.Lightbulb, inn.Factory, inn.Clock, inn.Avatar}

// Labels and prompts of age 11, built once so that asking never builds a
// string.
var (
	iconLabels           = byIcon("%s")
	climatologyReturnTop = byIcon("Climatology: return a top card with a %s")
)

// byIcon returns format with each icon name in place of its %s.
func byIcon(format string) (out [inn.NumIcons]string) {
	for i := range out {
		out[i] = fmt.Sprintf(format, inn.Icon(i))
	}
	return out
}
