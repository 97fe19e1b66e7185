package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerEchoesAge11 gives the age-11 cards of Echoes of the Past their
// dogma effects (EFFECTS-echoes.md "Age 11"); none has an echo effect.
func registerEchoesAge11(d *inn.Deck) {
	// Streaming: choose a colour of your board; achieve its top card if
	// eligible, or score it, your choice; if you did either and Streaming
	// was foreseen, do it again with the same colour.
	fourth(d, Streaming, effect(func(x *inn.Exec) {
		p := x.Player
		mask := inn.ColorMask(func(col inn.Color) bool { return x.Pile(p, col).Len() > 0 })
		col, ok := x.ChooseColor(p, "Streaming: choose a colour of your board", mask, false)
		if !ok {
			return
		}
		x.Repeat(func() bool {
			c := x.Top(p, col)
			if c == inn.NoCard {
				return false // the pile ran out: neither can be done
			}
			// Eligible as for the Achieve action (ACHIEVE-1's condition),
			// the card still on the board.
			if eligibleWith(x, p, x.Age(c), x.Points(p)) && x.May(p, "Streaming: achieve the card (yes) or score it (no)?") {
				achieveCard(x, p, c, x.State().Where(c))
			} else {
				x.ScoreFrom(p, c, inn.BoardPlace(p, col))
			}
			// rule ECHO-FORESEEN.
			return x.Foreseen()
		})
	}))

	// Touchscreen: splay each colour by its number of cards (two or three
	// aslant, four or five up, six or seven right, eight or more left); if
	// you splayed five colours, you win.
	fourth(d, Touchscreen, effect(func(x *inn.Exec) {
		p := x.Player
		n := 0
		// Each colour's splay is its own: the order changes nothing, so
		// nobody is asked.
		for col := inn.Color(0); col < inn.NumColors; col++ {
			dir := inn.Unsplayed
			switch k := x.Pile(p, col).Len(); {
			case k >= 8:
				dir = inn.Left
			case k >= 6:
				dir = inn.Right
			case k >= 4:
				dir = inn.Up
			case k >= 2:
				dir = inn.Aslant
			}
			// ULT-KEY-IFYOUDO: a splay that leaves the pile as it was
			// (already that way) is not one done.
			if dir != inn.Unsplayed && x.Splay(p, col, dir) {
				n++
			}
		}
		if n == 5 {
			x.Win(p)
		}
	}))

	// Drone: draw and reveal a 10; with fewer than six cards of its colour
	// on your board, splay that colour aslant; otherwise return the bottom
	// five cards of that colour from every board, and if you did, do it
	// all again.
	fourth(d, Drone, effect(func(x *inn.Exec) {
		p := x.Player
		x.Repeat(func() bool {
			c := x.DrawAndReveal(p, 10)
			col := x.Color(c)
			// The card drawn is in the hand: the board's cards alone count.
			if x.Pile(p, col).Len() < 6 {
				x.Splay(p, col, inn.Aslant)
				return false
			}
			// Every board, the performer's first, then clockwise; within a
			// board the performer orders the returns (KEY-RETURN).
			did := false
			for k := 0; k < x.Players(); k++ {
				q := (p + k) % x.Players()
				if !x.In(q) {
					continue
				}
				var bottom inn.Set
				pile := x.Pile(q, col)
				for i := 0; i < min(5, pile.Len()); i++ {
					bottom.Add(pile.At(i))
				}
				if !bottom.Empty() {
					did = true
					x.ReturnAllFrom(p, bottom, inn.BoardPlace(q, col))
				}
			}
			return did
		})
	}))

	// Exoskeleton. Demand: you transfer every card of your hand but those
	// of the lowest value to my score pile. Effect: you may achieve a card
	// from any player's hand, if eligible; if you do and Exoskeleton was
	// foreseen, do it again.
	fourth(d, Exoskeleton, demand(func(x *inn.Exec) {
		p, me := x.Player, x.Activator
		_, lo := x.Lowest(x.Hand(p))
		// To a score pile, where order does not matter.
		x.Filter(x.Hand(p), func(c inn.Card) bool { return x.Age(c) > lo }).Each(func(c inn.Card) {
			x.TransferFrom(p, c, inn.ScorePlace(me), inn.HandPlace(p))
			x.NoteDemandTransfer()
		})
	}), effect(func(x *inn.Exec) {
		p := x.Player
		x.Repeat(func() bool {
			// Any player's hand, the performer's own too; eligible for
			// the card's value as for the Achieve action. The player
			// names the hand first (pass declines), then the card: a
			// question offers the cards of one zone.
			points := x.Points(p)
			ok := func(c inn.Card) bool { return eligibleWith(x, p, x.Age(c), points) }
			var hands uint8
			for q := 0; q < x.Players(); q++ {
				if x.In(q) && !x.Filter(x.Hand(q), ok).Empty() {
					hands |= 1 << q
				}
			}
			if hands == 0 {
				return false
			}
			q := x.ChoosePlayer(p, "Exoskeleton: you may achieve a card from a player's hand", hands, true)
			if q < 0 {
				return false
			}
			can := x.Filter(x.Hand(q), ok)
			var c inn.Card
			if q == p {
				c = x.ChooseCard(p, "Exoskeleton: achieve a card from your hand", can, false)
			} else {
				// Another player's hand shows its backs (ULT-INFO-1): the
				// performer names a value, and takes a card of it.
				c = cardOfValue(x, can, x.ChooseValue(p, "Exoskeleton: achieve a card of that hand: choose its value", x.ValueMask(can)))
			}
			achieveCard(x, p, c, x.State().Where(c))
			// rule ECHO-FORESEEN.
			return x.Foreseen()
		})
	}))

	// Algocracy: choose an icon; if a single player has the most of it on
	// his board, transfer to that player's hand every card featuring that
	// icon from every hand and every score pile.
	fourth(d, Algocracy, effect(func(x *inn.Exec) {
		p := x.Player
		icon := chooseIcon(x, p, "Algocracy: choose an icon", allIcons)
		best, most, ties := -1, -1, 0
		for q := 0; q < x.Players(); q++ {
			if !x.In(q) {
				continue
			}
			switch n := x.Icons(q, icon); {
			case n > most:
				best, most, ties = q, n, 1
			case n == most:
				ties++
			}
		}
		if ties != 1 {
			return
		}
		featured := func(c inn.Card) bool { return x.Facts(c).Featured == icon }
		// To a hand, where order does not matter; the cards already in
		// that hand stay. Hands first, then score piles, clockwise from
		// the performer.
		for k := 0; k < x.Players(); k++ {
			q := (p + k) % x.Players()
			if q == best || !x.In(q) {
				continue
			}
			x.Filter(x.Hand(q), featured).Each(func(c inn.Card) {
				x.TransferFrom(p, c, inn.HandPlace(best), inn.HandPlace(q))
			})
		}
		for k := 0; k < x.Players(); k++ {
			q := (p + k) % x.Players()
			if !x.In(q) {
				continue
			}
			x.Filter(x.ScorePile(q), featured).Each(func(c inn.Card) {
				x.TransferFrom(p, c, inn.HandPlace(best), inn.ScorePlace(q))
			})
		}
	}))

	// Robocar: choose an opponent, who chooses a card of your hand without
	// revealing it; meld it. If you do and it is your turn, self-execute
	// it, then do it all again.
	fourth(d, Robocar, effect(func(x *inn.Exec) {
		p := x.Player
		x.Repeat(func() bool {
			var mask uint8
			for q := 0; q < x.Players(); q++ {
				if x.IsOpponent(p, q) {
					mask |= 1 << q
				}
			}
			q := x.ChoosePlayer(p, "Robocar: choose an opponent", mask, false)
			if q < 0 || x.Hand(p).Empty() {
				return false
			}
			// The opponent sees the backs of the cards (ULT-INFO-1): he
			// names a value, and the card is one of that value, not
			// revealed to him.
			v := x.ChooseValue(q, RobocarPrompt, x.ValueMask(x.Hand(p)))
			c := cardOfValue(x, x.Hand(p), v)
			x.Meld(p, c)
			if x.State().Current != p {
				return false
			}
			// rule ULT-KEY-SELF-EXECUTE, the card's echo effects first
			// (ECHO-EXECUTE).
			x.SelfExecute(c)
			return true
		})
	}))

	// Digital Pet. Demand: you draw and reveal an 11, then return every
	// card of its colour from your board and from your score pile.
	fourth(d, DigitalPet, demand(func(x *inn.Exec) {
		p := x.Player
		c := x.DrawAndReveal(p, 11)
		col := x.Color(c)
		var pile inn.Set
		for _, k := range x.Pile(p, col).Cards() {
			pile.Add(k)
		}
		// One at a time, in the order the player chooses (ULT-KEY-ALL):
		// the board first, then the score pile, as the text names them.
		x.ReturnAllFrom(p, pile, inn.BoardPlace(p, col))
		x.ReturnAllFrom(p, x.Filter(x.ScorePile(p), func(k inn.Card) bool { return x.Color(k) == col }), inn.ScorePlace(p))
	}))

	// Esports: for each of your non-yellow top cards, from the lowest value
	// up, draw and score a card of its value; if you do and Esports was
	// foreseen, you win.
	fourth(d, Esports, effect(func(x *inn.Exec) {
		p := x.Player
		// The top cards are read as the effect begins (EFFECTS-4th.md
		// §0.5): scoring moves none of them.
		var ages []int
		for v := 1; v <= inn.AgeCap; v++ {
			x.Filter(x.TopCards(p), func(c inn.Card) bool { return x.Color(c) != inn.Yellow && x.Age(c) == v }).Each(func(inn.Card) {
				ages = append(ages, v)
			})
		}
		for _, v := range ages {
			x.DrawAndScore(p, v)
		}
		// rule ECHO-FORESEEN; ULT-KEY-IFYOUDO: at least one card scored.
		if len(ages) > 0 && x.Foreseen() {
			x.Win(p)
		}
	}))

	// Deepfake: if it is your turn, transfer a top card from any board to
	// yours, then fully execute one of your top cards other than Deepfake;
	// if the card transferred is still a top card, transfer it back.
	fourth(d, Deepfake, effect(func(x *inn.Exec) {
		p := x.Player
		if x.State().Current != p {
			return
		}
		// Another player's board: a top card of one's own board is on it
		// already, and a transfer onto itself moves nothing. The board
		// first, then its top card: a question offers the cards of one
		// zone.
		var boards uint8
		for q := 0; q < x.Players(); q++ {
			if q != p && x.In(q) && !x.TopCards(q).Empty() {
				boards |= 1 << q
			}
		}
		moved, from := inn.NoCard, -1
		if q := x.ChoosePlayer(p, "Deepfake: transfer a top card from a board", boards, false); q >= 0 {
			moved = x.ChooseCard(p, "Deepfake: transfer a top card from that board to yours", x.TopCards(q), false)
			x.TransferFrom(p, moved, inn.BoardPlace(p, x.Color(moved)), inn.WholeBoard(q))
			from = q
		}
		// EFFECTS-echoes.md §D.6: "fully execute" is no keyword of seed
		// 004 nor of any clause.
		if !x.Variant(inn.VarFillFullyExecute) {
			x.Gap("ECHO-FULLY-EXECUTE", "Deepfake: \"fully execute one of your top cards\" is defined by no rule (EFFECTS-echoes.md §D.6): whether it is a self-execution, a super-execution, or with echo effects")
			return
		}
		// rule VAR-ULT-FILL-FULLY-EXECUTE: a super-execution.
		others := x.TopCards(p)
		others.Remove(Deepfake)
		if c := x.ChooseCard(p, "Deepfake: fully execute one of your top cards", others, false); c != inn.NoCard {
			x.SuperExecute(c)
		}
		if moved != inn.NoCard && x.TopCards(p).Has(moved) && x.In(from) {
			x.TransferFrom(p, moved, inn.BoardPlace(from, x.Color(moved)), inn.WholeBoard(p))
		}
	}))

	// Meritocracy. Demand: you choose one of the standard icons of which I
	// have the most on my board; you transfer every card of your board on
	// which it is visible to my board, or to my achievements if
	// Meritocracy was foreseen.
	fourth(d, Meritocracy, demand(func(x *inn.Exec) {
		p, me := x.Player, x.Activator
		// Reading: the standard icons are the six of the base game, the
		// avatar apart, as Empire names "the six others" (EFFECTS-4th.md
		// §K.6); several tied for the most are each offered.
		most := -1
		var offered []inn.Icon
		for _, i := range standardIcons {
			switch n := x.Icons(me, i); {
			case n > most:
				most, offered = n, []inn.Icon{i}
			case n == most:
				offered = append(offered, i)
			}
		}
		icon := offered[0]
		if len(offered) > 1 {
			icon = chooseIcon(x, p, "Meritocracy: choose an icon", offered)
		}
		// The cards are those showing the icon as the transfer begins
		// (EFFECTS-4th.md §0.5).
		var with inn.Set
		for col := inn.Color(0); col < inn.NumColors; col++ {
			pile := x.Pile(p, col)
			for i := 0; i < pile.Len(); i++ {
				c := pile.At(i)
				shown := placesShown(pile, i)
				// An echo effect's or a bonus's place holds the hexagon
				// (ECHO-ICON-1): no icon.
				for k, ic := range x.Facts(c).Icons {
					if ic == icon && shown&(1<<k) != 0 {
						with.Add(c)
					}
				}
			}
		}
		// rule ECHO-FORESEEN.
		if x.Foreseen() {
			with.Each(func(c inn.Card) {
				x.TransferFrom(p, c, inn.AchievementsPlace(me), inn.WholeBoard(p))
				x.NoteDemandTransfer()
			})
			return
		}
		// Onto a board, where the order sets which card ends on top: one
		// at a time, in the order the player chooses (ULT-KEY-ALL).
		n := with.Len()
		x.ChooseCards(p, "Meritocracy: transfer a card to the opponent's board", with, n, n, func(c inn.Card) {
			x.TransferFrom(p, c, inn.BoardPlace(me, x.Color(c)), inn.WholeBoard(p))
			x.NoteDemandTransfer()
		})
	}))
}

// standardIcons are the six icons of the base game, the avatar apart.
var standardIcons = []inn.Icon{inn.Castle, inn.Crown, inn.Leaf, inn.Lightbulb, inn.Factory, inn.Clock}

// cardOfValue returns a card of s of value v, for a card taken by its back
// from a hand its chooser does not see (ULT-INFO-1): the cards of one
// value are alike to him, and the first in id order stands for the one his
// hand falls on. NoCard when s holds none.
func cardOfValue(x *inn.Exec, s inn.Set, v int) inn.Card {
	return x.Filter(s, func(c inn.Card) bool { return x.Age(c) == v }).First()
}

// RobocarPrompt is the question Robocar asks of the opponent its performer
// chose: the value of the card of the performer's hand he takes, the one
// question of an effect asked of another player than its performer.
const RobocarPrompt = "Robocar: choose a card of the opponent's hand: its value"
