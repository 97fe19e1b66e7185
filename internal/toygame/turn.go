package toygame

import "github.com/dogma-engine/dogma/engine"

// Values of aux for the options that are not a card or a seat.
const (
	optDraw = -1
	optNo   = 0
	optYes  = 1
)

// turn runs one turn from the live state (TALLY-TURN-1): the event that
// begins it, the action, and the match questions the action leads to. A
// position may start a turn at its match questions.
func (g *Game) turn() {
	s := &g.s
	if s.announce {
		s.announce = false
		g.event(EvTurn, s.turn, -1, 0, 0, 0, ClauseTurn)
	}
	if s.stage == stageAction {
		g.NewDecision()
		g.Option("draw", optDraw)
		for _, c := range s.hands[s.turn].list() {
			g.Option("play "+c.String(), int(c))
		}
		a := g.Ask(s.turn, engine.KindAction, "draw or play a card")
		if a == optDraw {
			g.draw()
			return
		}
		if g.play(Card(a)); s.stage != stageMatch {
			return
		}
	}
	if s.stage == stageMatch {
		g.NewDecision()
		g.Option("yes", optYes)
		g.Option("no", optNo)
		if g.Ask(s.turn, engine.KindYesNo, "make another player discard a card") == optNo {
			g.matchEvent(MatchDeclined)
			g.endTurn()
			return
		}
		s.stage = stageTarget
	}
	if s.stage == stageTarget {
		g.NewDecision()
		for q := 0; q < s.players; q++ {
			if q != s.turn && s.hands[q].len() > 0 {
				g.Option(engine.SeatName(q), q)
			}
		}
		q := g.Ask(s.turn, engine.KindPlayer, "choose the player who discards")
		g.matchEvent(q)
		s.stage, s.target = stageDiscard, q
	}
	g.NewDecision()
	for _, c := range s.hands[s.target].list() {
		g.Option(c.String(), int(c))
	}
	c := g.Ask(s.target, engine.KindCard, "discard a card")
	g.discard(s.target, Card(c))
	g.endTurn()
}

// draw takes the top card of the deck (TALLY-DRAW-1), or ends the game
// when the deck is empty (TALLY-END-2).
func (g *Game) draw() {
	s := &g.s
	p := s.turn
	if s.deck.len() == 0 {
		g.end(endedDeck, s.highest())
		return
	}
	c := s.deck.removeAt(0)
	s.hands[p].insert(c)
	g.event(EvDraw, p, int(c), placeCode(inDeck, -1), placeCode(inHand, p), 0, ClauseDraw)
	g.endTurn()
}

// play puts c at the end of the player's row (TALLY-PLAY-1); a row of 30
// wins at once (TALLY-END-1), and a color match may make another player
// discard (TALLY-MATCH-1).
func (g *Game) play(c Card) {
	s := &g.s
	p := s.turn
	h := &s.hands[p]
	h.removeAt(h.index(c))
	s.rows[p].push(c)
	total := s.rows[p].total()
	g.event(EvPlay, p, int(c), placeCode(inHand, p), placeCode(inRow, p), total, ClausePlay)
	switch {
	case total >= WinningTotal:
		g.end(endedRow, 1<<p)
	case !s.matched(p):
		g.endTurn()
	case s.othersHolding(p):
		s.stage = stageMatch
	default:
		g.matchEvent(MatchNobody)
		g.endTurn()
	}
}

// matchEvent logs the outcome of a match: who discards, or why nobody.
func (g *Game) matchEvent(arg int) {
	s := &g.s
	r := &s.rows[s.turn]
	g.event(EvMatch, s.turn, int(r.cards[r.n-1]), 0, 0, arg, ClauseMatch)
}

// discard moves c from p's hand to the discard pile (TALLY-MATCH-2).
func (g *Game) discard(p int, c Card) {
	s := &g.s
	h := &s.hands[p]
	if !(h.len() == 1 && g.cfg.KeepDiscard) {
		h.removeAt(h.index(c))
	}
	s.discard.push(c)
	g.event(EvDiscard, p, int(c), placeCode(inHand, p), placeCode(inDiscard, -1), 0, ClauseDiscard)
}

// end ends the game with the winners of mask.
func (g *Game) end(why ending, mask uint8) {
	s := &g.s
	s.ended, s.winners, s.stage = why, mask, stageAction
	g.event(EvEnd, -1, -1, 0, 0, int(mask), endingClauses[why])
}

// endTurn passes the turn to the next seat (TALLY-TURN-1), whose turn
// begins with the next step.
func (g *Game) endTurn() {
	s := &g.s
	s.turn = (s.turn + 1) % s.players
	s.stage, s.target = stageAction, 0
	s.announce = true
}
