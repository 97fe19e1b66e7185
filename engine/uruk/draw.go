package uruk

import "github.com/dogma-engine/dogma/engine"

// Boxed is the number of cards the first exhaustion of the pile puts in
// the box (URUK-DRAW-4).
const Boxed = 15

// popPile takes the top card of the pile, turning the discard pile into a
// new pile first when the pile is empty (URUK-DRAW-4, URUK-DRAW-5). The
// card is in no place until the caller puts it somewhere with cardTo and
// logs the move from PilePlace.
func (g *Game) popPile() Card {
	s := &g.s
	if s.pileN == 0 {
		g.reshuffle()
	}
	return s.pile[s.pileN-1]
}

// reshuffle turns the discard pile into a new pile: the first time with
// the 15 first cards in the box (URUK-DRAW-4), the second time with none
// (URUK-DRAW-5). The text does not say what a third exhaustion does, nor
// what happens when nothing is left to draw (URUK-DRAW-6).
func (g *Game) reshuffle() {
	s := &g.s
	n := int(s.Exhausted) + 1
	switch {
	case n == 1 && s.discardN < Boxed:
		g.gap("URUK-DRAW-4", "the pile runs out for the first time and the discard pile holds %d cards, fewer than the %d the box takes", s.discardN, Boxed)
	case n >= 3 && !g.cfg.Has(VarFillReshuffle):
		g.gap("URUK-DRAW-6", "the pile runs out for the %s time; the text says what the first and second exhaustion do", ordinal(n))
	}
	s.Exhausted++
	clause := "URUK-DRAW-5"
	if n == 1 {
		clause = "URUK-DRAW-4"
		from := 0 // "les 15 premières cartes" of the turned pile: discarded first
		if g.cfg.Has(VarDiscardNewest) {
			from = s.discardN - Boxed
			clause = VarDiscardNewest.ID()
		}
		boxed := append([]Card(nil), s.discard[from:from+Boxed]...)
		for _, c := range boxed {
			g.moveCard(EvBox, -1, c, DiscardPlace, BoxPlace, clause)
		}
		clause = "URUK-DRAW-4"
	} else if n >= 3 {
		clause = VarFillReshuffle.ID()
		g.filled(-1, VarFillReshuffle)
	}
	discoveries := 0
	for _, c := range s.discard[:s.discardN] {
		if c.IsDiscovery() {
			discoveries++
		}
	}
	if discoveries == 0 {
		g.gap("URUK-DRAW-6", "a discovery must be drawn and the pile and the discard pile hold none (%d gods and disasters)", s.discardN)
	}
	cards := append([]Card(nil), s.discard[:s.discardN]...)
	r := engine.NewRand(s.Rng)
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	s.Rng = r.Uint64()
	for _, c := range cards {
		s.cardFrom(c, DiscardPlace)
		s.cardTo(c, PilePlace)
		g.emit(EvShuffle, -1, c, DiscardPlace, PilePlace, int(s.Exhausted), clause)
	}
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "first"
	case 2:
		return "second"
	case 3:
		return "third"
	}
	return "next"
}

// drawDiscovery draws from the pile for player p until a discovery comes
// (URUK-DRAW-2), handling each god or disaster on the way (godDrawn), and
// moves the discovery to place to, logging kind. It returns the card.
func (g *Game) drawDiscovery(p int, kind string, to Place, clause string) Card {
	if g.cfg.Has(VarFillDrawNone) && !g.s.DiscoveryLeft() {
		// rule URUK-DRAW-6: no discovery is left to draw; the fill draws
		// none, and the gods and disasters stay where they lie.
		g.filled(p, VarFillDrawNone)
		g.emit(EvNone, p, NoCard, NoPlace, to, 0, VarFillDrawNone.ID())
		return NoCard
	}
	for {
		c := g.popPile()
		if c.IsDiscovery() {
			g.moveCard(kind, p, c, PilePlace, to, clause)
			return c
		}
		g.godDrawn(p, c)
	}
}

// godDrawn handles god or disaster c that player p drew: in the last turns
// it is discarded without effect (URUK-END-2); once a card is activated
// this turn, or while one is resolved, it is set aside (URUK-GOD-3); to
// the empty god slot it goes face up (URUK-GOD-1); else the card in the
// slot is activated at the end of the turn, c goes face down before the
// player and his turn ends (URUK-GOD-2).
func (g *Game) godDrawn(p int, c Card) {
	s := &g.s
	switch {
	case s.Stage == StageFinal:
		g.moveCard(EvGod, p, c, PilePlace, DiscardPlace, "URUK-END-2")
	case s.Phase != PhasePlay || g.pendingEnd:
		if g.cfg.Has(VarAsideToBox) {
			g.moveCard(EvGod, p, c, PilePlace, BoxPlace, VarAsideToBox.ID())
		} else {
			g.moveCard(EvGod, p, c, PilePlace, DiscardPlace, "URUK-GOD-3")
		}
	case s.GodSlot == NoCard:
		g.moveCard(EvGod, p, c, PilePlace, GodSlotPlace, "URUK-GOD-1")
	default:
		a := s.Current
		if s.Players[a].FaceDown != NoCard {
			g.fail(errFaceDown)
		}
		g.moveCard(EvGod, a, c, PilePlace, FaceDownPlace(a), "URUK-GOD-2")
		s.Activator = a
		g.pendingEnd = true
	}
}

// refill fills the empty display positions from the pile at the end of a
// turn (URUK-DRAW-3, URUK-TURN-4).
func (g *Game) refill() {
	s := &g.s
	for i := range s.Display {
		if s.Display[i] == NoCard {
			g.drawDiscovery(s.Current, EvRefill, DisplayPlace(i), "URUK-TURN-4")
		}
	}
}
