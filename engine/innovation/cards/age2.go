package cards

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// registerAge2 writes the effects of the ten cards of age 2
// (EFFECTS.md "Age 2").
//
// None of these demands carries the IELLO phrase « Si vous subissez ce
// Dogme », so the VAR-IF-AFFECTED variant changes nothing here.
func registerAge2(d *inn.Deck) {
	// Calendar: with more cards in your score pile than in your hand, draw
	// two 3s (cards are counted, not points).
	both(d, Calendar, effect(func(x *inn.Exec) {
		if x.ScorePile(x.Player).Len() > x.Hand(x.Player).Len() {
			x.Draw(x.Player, 3)
			x.Draw(x.Player, 3)
		}
	}))

	// Mathematics: you may return a card from your hand; if you do, draw a
	// card one age higher and meld it.
	both(d, Mathematics, effect(func(x *inn.Exec) {
		c := x.ChooseCard(x.Player, "Mathematics: you may return a card from your hand", x.Hand(x.Player), true)
		if c == inn.NoCard {
			return
		}
		x.Return(x.Player, c)
		x.DrawAndMeld(x.Player, x.Age(c)+1)
	}))

	// Construction: you give me two cards of your choice from your hand
	// (all of them if fewer), then you draw a 2. Then: whoever alone has
	// all five colors on the board claims Empire.
	both(d, Construction,
		demand(func(x *inn.Exec) {
			giveCards(x, constructionPrompt[x.Activator], 2)
			x.Draw(x.Player, 2)
		}),
		effect(func(x *inn.Exec) {
			if x.TopCards(x.Player).Len() < inn.NumColors {
				return
			}
			for q := 0; q < x.Players(); q++ {
				// EFFECTS.md Construction ruling: a partner is not counted.
				if x.IsOpponent(x.Player, q) && x.TopCards(q).Len() == inn.NumColors {
					return
				}
			}
			x.ClaimSpecial(x.Player, inn.Empire)
		}))

	// Road Building: meld one or two cards from your hand. After two, you
	// may give your top red card to another player, who then gives you
	// their top green card.
	both(d, RoadBuilding, effect(func(x *inn.Exec) {
		p := x.Player
		melded := x.ChooseCards(p, "Road Building: meld a card from your hand", x.Hand(p), 1, 2,
			func(c inn.Card) { x.Meld(p, c) })
		if len(melded) < 2 {
			return
		}
		red := x.Top(p, inn.Red)
		if red == inn.NoCard {
			return
		}
		var others uint8
		for q := 0; q < x.Players(); q++ {
			if q != p {
				others |= 1 << q
			}
		}
		q := x.ChoosePlayer(p, "Road Building: you may give your top red card to", others, true)
		if q < 0 {
			return
		}
		x.TransferFrom(p, red, inn.BoardPlace(q, inn.Red), inn.BoardPlace(p, inn.Red))
		if green := x.Top(q, inn.Green); green != inn.NoCard {
			x.TransferFrom(p, green, inn.BoardPlace(p, inn.Green), inn.BoardPlace(q, inn.Green))
		}
	}))

	// Currency: return any number of cards from your hand; draw and score
	// a 2 for each different age among them.
	both(d, Currency, effect(func(x *inn.Exec) {
		p := x.Player
		var ages [inn.AgeCap + 1]bool
		kinds := 0
		x.ChooseCards(p, "Currency: you may return a card from your hand", x.Hand(p), 0, x.Hand(p).Len(),
			func(c inn.Card) {
				x.Return(p, c)
				if a := x.Age(c); !ages[a] {
					ages[a] = true
					kinds++
				}
			})
		for i := 0; i < kinds; i++ {
			x.DrawAndScore(p, 2)
		}
	}))

	// Mapmaking: you give me a 1 from your score pile. Then: if a demand
	// moved a card in this action, draw and score a 1.
	both(d, Mapmaking,
		demand(func(x *inn.Exec) {
			ones := x.Filter(x.ScorePile(x.Player), func(c inn.Card) bool { return x.Age(c) == 1 })
			c := x.ChooseCard(x.Player, mapmakingPrompt[x.Activator], ones, false)
			if c == inn.NoCard {
				return
			}
			x.Transfer(x.Player, c, inn.ScorePlace(x.Activator))
			x.NoteDemandTransfer()
		}),
		effect(func(x *inn.Exec) {
			if x.DemandTransferred() {
				x.DrawAndScore(x.Player, 1)
			}
		}))

	// Canal Building: you may swap your highest cards in hand with your
	// highest cards in your score pile.
	both(d, CanalBuilding, effect(func(x *inn.Exec) {
		p := x.Player
		hand, _ := x.Highest(x.Hand(p))
		score, _ := x.Highest(x.ScorePile(p))
		if hand.Empty() && score.Empty() {
			return
		}
		if x.May(p, "Canal Building: exchange your highest cards in hand and in your score pile?") {
			x.Exchange(p, hand, inn.ScorePlace(p), score, inn.HandPlace(p))
		}
	}))

	// Fermenting (1st): draw a 2 for every two leaves you show.
	d.SetEffects(Fermenting, inn.First, effect(func(x *inn.Exec) {
		n := x.Icons(x.Player, inn.Leaf) / 2
		for i := 0; i < n; i++ {
			x.Draw(x.Player, 2)
		}
	}))
	// Fermenting (3rd): draw a 2 for every color that shows a leaf.
	d.SetEffects(Fermenting, inn.Third, effect(func(x *inn.Exec) {
		n := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if inn.PileIcons(x.Game().Deck(), x.Pile(x.Player, col))[inn.Leaf] > 0 {
				n++
			}
		}
		for i := 0; i < n; i++ {
			x.Draw(x.Player, 2)
		}
	}))

	// Monotheism: you give me one of your top cards of a color missing
	// from my board, into my score pile; if you do, draw and tuck a 1.
	// Then: draw and tuck a 1.
	both(d, Monotheism,
		demand(func(x *inn.Exec) {
			tops := x.Filter(x.TopCards(x.Player), func(c inn.Card) bool {
				return x.Top(x.Activator, x.Color(c)) == inn.NoCard
			})
			c := x.ChooseCard(x.Player, monotheismPrompt[x.Activator], tops, false)
			if c == inn.NoCard {
				return
			}
			x.Transfer(x.Player, c, inn.ScorePlace(x.Activator))
			x.NoteDemandTransfer()
			x.DrawAndTuck(x.Player, 1)
		}),
		effect(func(x *inn.Exec) {
			x.DrawAndTuck(x.Player, 1)
		}))

	// Philosophy: you may splay one color left. Then: you may score a card
	// from your hand.
	both(d, Philosophy,
		effect(func(x *inn.Exec) {
			p := x.Player
			mask := inn.ColorMask(func(c inn.Color) bool { return x.CanSplay(p, c, inn.Left) })
			if c, ok := x.ChooseColor(p, "Philosophy: you may splay a color left", mask, true); ok {
				x.Splay(p, c, inn.Left)
			}
		}),
		effect(func(x *inn.Exec) {
			p := x.Player
			if c := x.ChooseCard(p, "Philosophy: you may score a card from your hand", x.Hand(p), true); c != inn.NoCard {
				x.Score(p, c)
			}
		}))
}

// Prompts of the age-2 demands, one per activator's seat, built once so that
// asking never builds a string.
var (
	constructionPrompt = seatPrompts("Construction: transfer two cards to %s's hand")
	mapmakingPrompt    = seatPrompts("Mapmaking: transfer a 1 from your score pile to %s's score pile")
	monotheismPrompt   = seatPrompts("Monotheism: transfer a top card to %s's score pile")
)

// seatPrompts fills format with each seat's name.
func seatPrompts(format string) [inn.MaxPlayers]string {
	var out [inn.MaxPlayers]string
	for p := range out {
		out[p] = fmt.Sprintf(format, inn.SeatName(p))
	}
	return out
}

// giveCards has x.Player transfer n cards of their choice from their hand
// to the activator's hand, or the whole hand if it holds n or fewer (then
// nothing is asked: every card goes).
func giveCards(x *inn.Exec, prompt string, n int) {
	hand := x.Hand(x.Player)
	to := inn.HandPlace(x.Activator)
	if hand.Len() <= n {
		hand.Each(func(c inn.Card) { x.Transfer(x.Player, c, to) })
	} else {
		x.ChooseCards(x.Player, prompt, hand, n, n, func(c inn.Card) { x.Transfer(x.Player, c, to) })
	}
	if !hand.Empty() {
		x.NoteDemandTransfer()
	}
}
