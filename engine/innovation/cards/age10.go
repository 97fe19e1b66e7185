package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// registerAge10 writes the effects of the ten cards of age 10
// (EFFECTS.md "Age 10").
//
// No card of this age differs between the editions (EFFECTS.md §0.1); only
// A.I.'s featured icon may (§D.1), and that is a fact of the card, not of
// its effects. The two demands (Databases, Globalization) have no "if you
// do" follow-up, so VAR-IF-AFFECTED changes nothing here.
func registerAge10(d *inn.Deck) {
	// Bioengineering: transfer a top card with a leaf from an opponent's
	// board to your score pile. Then: if any player shows fewer than three
	// leaves, the single player with the most leaves wins.
	both(d, Bioengineering, effect(func(x *inn.Exec) {
		p := x.Player
		// Not a demand: icons do not protect (ruling). The cards offered
		// lie in one zone (one board), so the opponent comes first.
		var mask uint8
		for q := 0; q < x.Players(); q++ {
			if x.IsOpponent(p, q) && !x.WithIcon(x.TopCards(q), inn.Leaf).Empty() {
				mask |= 1 << q
			}
		}
		q := x.ChoosePlayer(p, "Bioengineering: take a top card with a leaf from", mask, false)
		if q < 0 {
			return
		}
		c := x.ChooseCard(p, bioengineeringTake[q], x.WithIcon(x.TopCards(q), inn.Leaf), false)
		x.TransferFrom(p, c, inn.ScorePlace(p), inn.BoardPlace(q, x.Color(c)))
	}), effect(func(x *inn.Exec) {
		// Every player is checked, not only the performer (ruling).
		few := false
		for q := 0; q < x.Players(); q++ {
			if x.Icons(q, inn.Leaf) < 3 {
				few = true
			}
		}
		if few {
			winSingle(x, func(q int) int { return x.Icons(q, inn.Leaf) })
		}
	}))

	// Software: draw and score a 10. Then: draw and meld two 10s, and
	// execute the non-demand effects of the second one yourself.
	both(d, Software, effect(func(x *inn.Exec) {
		x.DrawAndScore(x.Player, 10)
	}), effect(func(x *inn.Exec) {
		p := x.Player
		// First drawn, first melded; only the second card's effects run
		// (ruling).
		x.DrawAndMeld(p, 10)
		c := x.DrawAndMeld(p, 10)
		x.ExecuteEffects(c)
	}))

	// Miniaturization: you may return a card from your hand; if it was a
	// 10, draw a 10 for every different value in your score pile.
	both(d, Miniaturization, effect(func(x *inn.Exec) {
		p := x.Player
		c := mayReturnOne(x, "Miniaturization: you may return a card from your hand")
		if c == inn.NoCard {
			return
		}
		if x.Age(c) != 10 {
			return
		}
		// The count is fixed before the first draw (EFFECTS.md §0.7).
		n := 0
		for v := x.ValueMask(x.ScorePile(p)); v != 0; v &= v - 1 {
			n++
		}
		for i := 0; i < n; i++ {
			x.Draw(p, 10)
		}
	}))

	// Robotics: score your top green card; draw and meld a 10 and execute
	// its non-demand effects yourself.
	both(d, Robotics, effect(func(x *inn.Exec) {
		p := x.Player
		if c := x.Top(p, inn.Green); c != inn.NoCard {
			x.ScoreFrom(p, c, inn.BoardPlace(p, inn.Green))
		}
		c := x.DrawAndMeld(p, 10)
		x.ExecuteEffects(c)
	}))

	// Databases: you return half the cards of your score pile, rounded up,
	// choosing which.
	both(d, Databases, demand(func(x *inn.Exec) {
		p := x.Player
		score := x.ScorePile(p)
		// 1 card: 1; 3 cards: 2; none: none (ruling). The order the
		// cards are chosen in is the order they go back (KEY-RETURN).
		n := (score.Len() + 1) / 2
		x.ChooseCards(p, "Databases: return a card from your score pile", score, n, n, func(c inn.Card) {
			x.ReturnFrom(p, c, inn.ScorePlace(p))
		})
	}))

	// Self Service: execute the non-demand effects of another of your top
	// cards yourself. Then: if you have more achievements than every other
	// player, you win.
	both(d, SelfService, effect(func(x *inn.Exec) {
		p := x.Player
		tops := x.TopCards(p)
		tops.Remove(SelfService)
		if c := x.ChooseCard(p, "Self Service: execute the effects of", tops, false); c != inn.NoCard {
			x.ExecuteEffects(c)
		}
	}), effect(func(x *inn.Exec) {
		// A sharer can win too; with teams the sides' totals are compared
		// (rulings, TEAM-2).
		p := x.Player
		g := x.Game()
		mine := g.AchievementCount(p)
		for q := 0; q < x.Players(); q++ {
			if q != p && q != g.Partner(p) && g.AchievementCount(q) >= mine {
				return
			}
		}
		x.Win(p)
	}))

	// Globalization: you return a top card of yours with a leaf. Then:
	// draw and score a 6; if no player shows more leaves than factories,
	// the single player with the highest score wins.
	both(d, Globalization, demand(func(x *inn.Exec) {
		p := x.Player
		// Top cards are seen by everyone: nothing to reveal.
		c := x.ChooseCard(p, "Globalization: return a top card with a leaf", x.WithIcon(x.TopCards(p), inn.Leaf), false)
		if c != inn.NoCard {
			x.ReturnFrom(p, c, inn.BoardPlace(p, x.Color(c)))
		}
	}), effect(func(x *inn.Exec) {
		// One effect: a sharer scores and checks before the activator
		// scores (ruling, EFFECTS.md D.2).
		x.DrawAndScore(x.Player, 6)
		for q := 0; q < x.Players(); q++ {
			if x.Icons(q, inn.Leaf) > x.Icons(q, inn.Factory) {
				return
			}
		}
		winSingle(x, x.Points)
	}))

	// Stem Cells: you may score every card of your hand.
	both(d, StemCells, effect(func(x *inn.Exec) {
		p := x.Player
		hand := x.Hand(p)
		// All or nothing (EFFECTS.md Stem Cells). The score pile keeps
		// no order, so none is asked.
		if hand.Empty() || !x.May(p, "Stem Cells: score every card of your hand?") {
			return
		}
		hand.Each(func(c inn.Card) { x.Score(p, c) })
	}))

	// A.I.: draw and score a 10. Then: if Robotics and Software are both
	// top cards, the single player with the lowest score wins.
	both(d, AI, effect(func(x *inn.Exec) {
		x.DrawAndScore(x.Player, 10)
	}), effect(func(x *inn.Exec) {
		if !isTop(x, Robotics) || !isTop(x, Software) {
			return
		}
		winSingle(x, func(q int) int { return -x.Points(q) })
	}))

	// The Internet: you may splay your green pile up. Then: draw and score
	// a 10. Then: draw and meld a 10 for every two clocks you show.
	both(d, TheInternet, effect(func(x *inn.Exec) {
		offerSplay(x, inn.Green, inn.Up, "The Internet: splay your green pile up?")
	}), effect(func(x *inn.Exec) {
		x.DrawAndScore(x.Player, 10)
	}), effect(func(x *inn.Exec) {
		// The count is fixed before the first draw (ruling, §0.7).
		n := x.Icons(x.Player, inn.Clock) / 2
		for i := 0; i < n; i++ {
			x.DrawAndMeld(x.Player, 10)
		}
	}))
}

// winSingle ends the game with the one player whose value is strictly the
// greatest, and does nothing on a tie for the greatest (KEY-WIN, EFFECTS.md
// §0.12). The cards compare players, not teams: "player" is their word,
// and only Self Service has a team ruling.
func winSingle(x *inn.Exec, value func(q int) int) {
	best, winner, first := 0, -1, true
	for q := 0; q < x.Players(); q++ {
		if !x.In(q) {
			continue // a player out of the game (ULT-KEY-LOSE) counts for nothing
		}
		switch v := value(q); {
		case first || v > best:
			first = false
			best, winner = v, q
		case v == best:
			winner = -1 // a tie, unless a greater value comes later
		}
	}
	if winner >= 0 {
		x.Win(winner)
	}
}

// isTop reports whether card c is a top card on some board.
func isTop(x *inn.Exec, c inn.Card) bool {
	for q := 0; q < x.Players(); q++ {
		if x.Top(q, x.Color(c)) == c {
			return true
		}
	}
	return false
}

// Prompts of age 10, built once so that asking never builds a string.
var bioengineeringTake = bySeat("Bioengineering: transfer a top card with a leaf from %s's board to your score pile")
