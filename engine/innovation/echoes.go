package innovation

// The rules of Echoes of the Past (RULES.md "Echoes of the Past").

// echoesDraws reports whether the Echoes draw rule applies to a draw by
// player p (ECHO-DRAW): his highest top card is the only one of its value
// among his top cards. With no top card it does not.
func (g *Game) echoesDraws(p int) bool {
	hi := g.s.HighestTop(g.deck, p)
	if hi == 0 {
		return false
	}
	n := 0
	pl := &g.s.Players[p]
	for col := Color(0); col < NumColors; col++ {
		if t := pl.Piles[col].Top(); t != NoCard && g.deck.Facts[t].Age == hi {
			n++
		}
	}
	return n == 1
}

// echoesRule is the Echoes draw rule of drawRules: whether it applies to
// a draw by player p, and the clause the draw cites. Under
// VAR-ECHO-DRAW-WHOLE-BOARD the rule reads the whole board, and a draw
// whose pile that reading changes cites the variant (whichever pile it
// takes); "" when the rule does not apply and the reading changed nothing.
func (g *Game) echoesRule(p int) (bool, string) {
	top := g.echoesDraws(p)
	if !g.cfg.Variants.Has(VarEchoDrawWholeBoard) {
		if top {
			return true, "ECHO-DRAW"
		}
		return false, ""
	}
	// rule ECHO-DRAW under VAR-ECHO-DRAW-WHOLE-BOARD.
	whole := g.echoesDrawsWholeBoard(p)
	switch {
	case whole != top:
		return whole, VarEchoDrawWholeBoard.ID()
	case whole:
		return true, "ECHO-DRAW"
	}
	return false, ""
}

// echoesDrawsWholeBoard is echoesDraws read on the whole board
// (VAR-ECHO-DRAW-WHOLE-BOARD): the highest card of player p's board,
// covered cards included, is the only card of its value there.
func (g *Game) echoesDrawsWholeBoard(p int) bool {
	hi, n := 0, 0
	pl := &g.s.Players[p]
	for col := Color(0); col < NumColors; col++ {
		pile := &pl.Piles[col]
		for i := 0; i < int(pile.n); i++ {
			switch a := g.deck.Facts[pile.cards[i]].Age; {
			case a > hi:
				hi, n = a, 1
			case a == hi:
				n++
			}
		}
	}
	return n == 1
}

// EchoIndex is the effect index of an echo effect in its events (the Arg
// of EvEffect and Exec.Index): the index of no dogma effect.
const EchoIndex = -1

// visiblePlaces returns the icon places of a card that a pile splayed
// dir shows on a covered card, one bit each (ICON-1, ULT-ICON-1); a top
// card shows all four.
func visiblePlaces(dir Splay) uint8 {
	switch dir {
	case Left:
		return 1 << BottomRight
	case Right:
		return 1<<TopLeft | 1<<BottomLeft
	case Up:
		return 1<<BottomLeft | 1<<BottomMiddle | 1<<BottomRight
	case Aslant:
		return 0xf
	}
	return 0
}

// shows reports whether the i-th card from the bottom of pile shows the
// places of mask (ECHO-ICON-1: where an icon in their place would be seen).
func shows(pile *Pile, i int, mask uint8) bool {
	if i == int(pile.n)-1 {
		return mask != 0
	}
	return visiblePlaces(pile.splay)&mask != 0
}

// BonusPoints returns the points player p's visible bonuses add to his
// score (ECHO-BONUS-SCORE): the highest visible bonus its value, each other
// one point.
func (s *State) BonusPoints(d *Deck, p int) int {
	if d.expansions == 0 {
		return 0
	}
	hi, n := 0, 0
	pl := &s.Players[p]
	for col := Color(0); col < NumColors; col++ {
		pile := &pl.Piles[col]
		for i := 0; i < int(pile.n); i++ {
			f := &d.Facts[pile.cards[i]]
			for k, b := range f.Bonus {
				if b == 0 || !shows(pile, i, 1<<k) {
					continue
				}
				n++
				hi = max(hi, int(b))
			}
		}
	}
	if n == 0 {
		return 0
	}
	return hi + n - 1
}

// visibleEchoes returns the cards of player p's pile of color col whose
// echo effect is visible, bottom first (ECHO-RUN).
func (g *Game) visibleEchoes(p int, col Color) []Card {
	pile := &g.s.Players[p].Piles[col]
	var out []Card
	for i := 0; i < int(pile.n); i++ {
		c := pile.cards[i]
		if at := g.deck.Facts[c].EchoAt; at != 0 && shows(pile, i, at) {
			out = append(out, c)
		}
	}
	return out
}

// runEchoes carries out, before the dogma effects of a Dogma action of
// player p on card c, every echo effect visible in c's pile when the action
// began, from the bottom card up (ECHO-RUN); each sharing player carries
// out each one before p does (ECHO-SHARE), and a sharing opponent's change
// earns the share bonus.
func (g *Game) runEchoes(p int, c Card, sharing uint8) {
	for _, e := range g.visibleEchoes(p, g.deck.Facts[c].Color) {
		echo := g.deck.echoes[e]
		if echo.Run == nil {
			g.noEffects(e)
			return
		}
		name := g.deck.label.echo[e]
		for k := 1; k < g.s.N; k++ {
			q := (p + k) % g.s.N
			if sharing&(1<<q) != 0 {
				// rule ECHO-SHARE: shared as a non-demand effect is,
				// clockwise; a partner's changes earn no bonus (TEAM-1).
				g.runEcho(&echo, name, e, q, p, "ECHO-SHARE", q != g.Partner(p))
			}
		}
		g.runEcho(&echo, name, e, p, p, "ECHO-RUN", false)
	}
}

// runEcho has player q carry out the echo effect of card e for the action
// of player activator.
func (g *Game) runEcho(echo *Effect, name string, e Card, q, activator int, clause string, sharer bool) {
	g.effect = name
	at := g.s.Where(e)
	g.act.sharerRunning = false
	g.emit(EvEffect, q, e, at, at, EchoIndex, clause)
	g.act.sharerRunning = sharer
	g.execs = append(g.execs, Exec{g: g, Player: q, Activator: activator, Card: e, Index: EchoIndex})
	echo.Run(&g.execs[len(g.execs)-1])
	g.execs = g.execs[:len(g.execs)-1]
	g.act.sharerRunning = false
	g.effect = ""
}

// executeEchoes runs, before the effects of card c self- or super-executed
// by player p, the echo effects ECHO-EXECUTE gives it: every one visible
// in c's pile when c is the top card of a pile, from the bottom up; c's own
// otherwise. Nobody shares them.
func (g *Game) executeEchoes(p int, c Card) {
	if g.deck.expansions == 0 {
		return
	}
	cards := []Card{c}
	clause := "ECHO-EXECUTE"
	at := g.s.Where(c)
	var pile *Pile
	if at.Kind() == PlaceBoard {
		pile = &g.s.Players[at.Player()].Piles[at.Index()]
	}
	// The card whose pile's echo effects run: the top card (ECHO-EXECUTE),
	// or the bottom card under VAR-ECHO-EXECUTE-BOTTOM, whose events cite
	// the variant where the two readings part (a pile of two cards or
	// more, the card at its top or bottom).
	whole := pile != nil && pile.Top() == c
	if g.cfg.Variants.Has(VarEchoExecuteBottom) {
		if pile != nil && pile.n > 1 && (pile.Top() == c || pile.cards[0] == c) {
			clause = VarEchoExecuteBottom.ID()
		}
		whole = pile != nil && pile.cards[0] == c
	}
	if whole {
		cards = g.visibleEchoes(at.Player(), Color(at.Index()))
	} else if !g.deck.Facts[c].HasEcho() {
		return
	}
	for _, e := range cards {
		echo := g.deck.echoes[e]
		if echo.Run == nil {
			g.noEffects(e)
			return
		}
		// rule ECHO-EXECUTE: the executor alone, as the card's other
		// non-demand effects.
		g.runExecuted(&echo, g.deck.label.echo[e], e, EchoIndex, p, p, clause, g.act.sharerRunning)
	}
}
