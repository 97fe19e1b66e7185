package toygame

import "github.com/dogma-engine/dogma/engine"

// Values of aux for the options that are not a card or a seat.
const (
	optDraw = -1
	optNo   = 0
	optYes  = 1
)

// apply carries out option i of the pending decision and asks the next.
func (g *Game) apply(i int) {
	g.choices = append(g.choices, i)
	a, s := g.aux[i], &g.s
	switch s.stage {
	case stageAction:
		if a == optDraw {
			g.draw()
		} else {
			g.play(Card(a))
		}
	case stageMatch:
		if a == optYes {
			s.stage = stageTarget
		} else {
			g.matchEvent(MatchDeclined)
			g.endTurn()
		}
	case stageTarget:
		g.matchEvent(a)
		s.stage, s.target = stageDiscard, a
	case stageDiscard:
		g.discard(s.target, Card(a))
		g.endTurn()
	}
	g.decide()
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
	if !(h.len() == 1 && planted.Load()) {
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
	g.commit()
}

// endTurn passes the turn to the next seat (TALLY-TURN-1).
func (g *Game) endTurn() {
	s := &g.s
	s.turn = (s.turn + 1) % s.players
	s.stage, s.target = stageAction, 0
	g.beginTurn()
}

// beginTurn makes the current state the start of a turn and logs it.
func (g *Game) beginTurn() {
	g.commit()
	g.event(EvTurn, g.s.turn, -1, 0, 0, 0, ClauseTurn)
	g.turnLogged = true
}

// commit makes the current state the start of the next step.
func (g *Game) commit() {
	g.start = g.s
	g.startLog = len(g.log)
	g.turnLogged = false
	g.choices = g.choices[:0]
	g.steps++
}

// decide builds the pending decision from the state.
func (g *Game) decide() {
	s := &g.s
	g.pending.Options = g.pending.Options[:0]
	g.aux = g.aux[:0]
	if s.ended != notOver {
		return
	}
	g.pending.Player, g.pending.Count = s.turn, engine.Count{}
	switch s.stage {
	case stageAction:
		g.pending.Kind, g.pending.Prompt = engine.KindAction, "draw or play a card"
		g.option("draw", optDraw)
		for _, c := range s.hands[s.turn].list() {
			g.option("play "+c.String(), int(c))
		}
	case stageMatch:
		g.pending.Kind, g.pending.Prompt = engine.KindYesNo, "make another player discard a card"
		g.option("yes", optYes)
		g.option("no", optNo)
	case stageTarget:
		g.pending.Kind, g.pending.Prompt = engine.KindPlayer, "choose the player who discards"
		for q := 0; q < s.players; q++ {
			if q != s.turn && s.hands[q].len() > 0 {
				g.option(engine.SeatName(q), q)
			}
		}
	case stageDiscard:
		g.pending.Player = s.target
		g.pending.Kind, g.pending.Prompt = engine.KindCard, "discard a card"
		for _, c := range s.hands[s.target].list() {
			g.option(c.String(), int(c))
		}
	}
}

func (g *Game) option(label string, aux int) {
	g.pending.Options = append(g.pending.Options, engine.Option{Label: label})
	g.aux = append(g.aux, aux)
}
