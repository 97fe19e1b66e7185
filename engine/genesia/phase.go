package genesia

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// The kinds of top-level actions, packed with engine.Aux.
const (
	actPlay = iota + 1
	actDiscard
	actRecruit
	actMove
	actPass
)

// home is the argument of "recruit home".
const home = 255

// current returns the people whose turn it is in turn order.
func (g *Game) current() int { return int(g.s.Order[g.s.Turn]) }

// phaseIcon returns the icon of the phase a card must show to be played
// in it.
func phaseIcon(ph Phase) Icons {
	switch ph {
	case PhaseGrowth:
		return IconGrowth
	case PhaseExpansion:
		return IconExpansion
	case PhaseEndCards:
		return IconEnd
	}
	return IconAttack
}

// playable reports whether people p may play card c on its turn in phase
// ph: the phase's icon (GEN-CARD-1 to GEN-CARD-4), its cost (GEN-CARD-5);
// copy cards are played only to copy (GEN-CARD-7), defence cards only when
// attacked (GEN-CARD-9).
func (g *Game) playable(p, c int, ph Phase) bool {
	ci := &g.data.Cards[c]
	if ci.Icons&phaseIcon(ph) == 0 || int(g.s.Coins[p]) < ci.Cost {
		return false
	}
	switch ci.Effect.Kind {
	case EffCopy, EffDefence:
		return false
	case EffOffence:
		return ph == PhaseAssault
	}
	return true
}

// phaseStep is one action of the people whose turn it is in Growth or
// Expansion (GEN-AGE-4, GEN-GROW-1, GEN-EXP-1).
func (g *Game) phaseStep() {
	s := &g.s
	p := g.current()
	hand := g.cardsAt(LocHand.At(p))
	g.NewDecision()
	for _, c := range hand {
		if g.playable(p, c, s.Phase) {
			g.Option("play "+g.data.Cards[c].Name, engine.Aux(actPlay, c))
		}
	}
	if s.Coins[p] >= RecruitCost && s.Supply[p] > 0 {
		g.Option("recruit home", engine.Aux(actRecruit, home))
		for r := range g.board.Regions {
			if int(s.City[r]) == p+1 && s.Age >= 2 {
				g.Option("recruit "+g.board.Regions[r].Name, engine.Aux(actRecruit, r))
			}
		}
	}
	if s.Phase == PhaseExpansion {
		for r := range g.board.Regions {
			if s.Clans[r][p] > 0 && len(g.steps(p, r, 1)) > 0 {
				g.Option("move "+g.board.Regions[r].Name, engine.Aux(actMove, r))
			}
		}
	}
	for _, c := range hand {
		g.Option("discard "+g.data.Cards[c].Name, engine.Aux(actDiscard, c))
	}
	g.Option("pass", engine.Aux(actPass, 0))
	kind, arg := engine.SplitAux(g.Ask(g.seat(p), engine.KindAction, fmt.Sprintf("%s: %s", g.people(p), s.Phase)))
	switch kind {
	case actPlay:
		g.playCard(p, arg)
	case actDiscard:
		g.discard(p, arg, "GEN-CARD-6")
	case actRecruit:
		r := arg
		if r == home {
			r = g.board.Homes[p]
		}
		g.pay(p, RecruitCost)
		g.place(p, r, 1, EvRecruit, "GEN-GROW-2", -1)
	case actMove:
		g.moveAction(p, arg)
	case actPass:
		g.emit(EvPass, p, -1, -1, -1, 0, "GEN-AGE-4")
		s.Turn++
		if int(s.Turn) == int(s.N) {
			g.endPhase()
		}
	}
}

// discard discards card c of people p for 4 coins (GEN-CARD-6).
func (g *Game) discard(p, c int, clause string) {
	g.s.setWhere(c, LocDiscard)
	g.emit(EvDiscard, p, c, -1, -1, 0, clause)
	g.takeCoins(p, DiscardCoins, clause, -1)
}

// place puts up to n clans of people p's supply in region r (GEN-GROW-2,
// GEN-GROW-3: a card that gives more gives those left).
func (g *Game) place(p, r, n int, kind, clause string, effect int) {
	n = min(n, int(g.s.Supply[p]))
	if n <= 0 {
		return
	}
	g.s.Supply[p] -= int8(n)
	g.s.setClans(r, p, g.s.Clans[r][p]+uint8(n))
	g.emitCard(kind, p, -1, -1, r, n, clause, effect)
}

// playCard plays card c of people p on its turn: it pays the cost, the
// card goes before it (an invention kept, GEN-CARD-8), its effect is
// applied, the other players take their advantage, and they may copy it
// (GEN-CARD-7).
func (g *Game) playCard(p, c int) {
	s := &g.s
	ci := &g.data.Cards[c]
	g.pay(p, ci.Cost)
	if ci.Invention() {
		s.setWhere(c, LocInvention.At(p))
	} else {
		s.setWhere(c, LocPlayed.At(p))
	}
	g.emitCard(EvPlay, p, c, -1, -1, ci.Cost, "GEN-CARD-1", c)
	g.effect(p, c, c)
	if ci.Others > 0 {
		for _, q := range g.order() {
			if q != p {
				g.takeCoins(q, ci.Others, "GEN-EFFECT-OTHERS", c)
			}
		}
	}
	g.offerCopies(p, c)
}

// effect applies the effect of card src for people p; card is the card
// played (src itself, or a copy card).
func (g *Game) effect(p, src, card int) {
	s := &g.s
	e := g.data.Cards[src].Effect
	switch e.Kind {
	case EffCoins:
		g.takeCoins(p, e.N, e.Kind.Clause(), card)
	case EffClans:
		n := min(e.N, int(s.Supply[p]))
		if n == 0 {
			return
		}
		g.NewDecision()
		g.Option("home", g.board.Homes[p])
		for r := range g.board.Regions {
			if int(s.City[r]) == p+1 && s.Age >= 2 { // as recruits (GEN-GROW-2)
				g.Option(g.board.Regions[r].Name, r)
			}
		}
		r := g.Ask(g.seat(p), engine.KindValue, fmt.Sprintf("where do the %d clans of %s go", n, g.data.Cards[card].Name))
		g.place(p, r, n, EvClans, e.Kind.Clause(), card)
	case EffMoves:
		s.Moves[p] = int8(min(int(s.Moves[p])+e.N, 120))
		g.emitCard(EvFreeMoves, p, -1, -1, -1, e.N, e.Kind.Clause(), card)
	case EffCity:
		g.buildCityByCard(p, card)
	case EffForeign:
		if s.Age < 2 {
			return // GEN-HOME-1: from Age II
		}
		n := min(e.N, int(s.Supply[p]))
		if n == 0 {
			return
		}
		g.NewDecision()
		for q := 0; q < int(s.N); q++ {
			if q != p {
				g.Option(g.people(q), g.board.Homes[q])
			}
		}
		r := g.Ask(g.seat(p), engine.KindPlayer, fmt.Sprintf("whose homeland do the %d clans of %s go to", n, g.data.Cards[card].Name))
		g.place(p, r, n, EvClans, e.Kind.Clause(), card)
	}
}

// buildCityByCard builds a city of people p in a region it occupies with
// a clan and no city (GEN-EFFECT-CITY); with no city left, or no such
// region, the effect is ignored (GEN-ENDAGE-1).
func (g *Game) buildCityByCard(p, card int) {
	s := &g.s
	if s.CitySupply[p] == 0 {
		return
	}
	g.NewDecision()
	for r := range g.board.Regions {
		if s.Clans[r][p] > 0 && s.City[r] == 0 {
			g.Option(g.board.Regions[r].Name, r)
		}
	}
	if g.Options() == 0 {
		return
	}
	r := g.Ask(g.seat(p), engine.KindValue, "where does the city of "+g.data.Cards[card].Name+" rise")
	s.setCity(r, int8(p+1))
	s.CitySupply[p]--
	g.emitCard(EvCity, p, -1, -1, r, 0, "GEN-EFFECT-CITY", card)
}

// copyable reports whether card c's effect may be copied (GEN-CARD-7):
// not a copy, and not an offence or defence, which serve only their own
// assault.
func (g *Game) copyable(c int) bool {
	switch g.data.Cards[c].Effect.Kind {
	case EffCopy, EffOffence, EffDefence:
		return false
	}
	return true
}

// offerCopies opens the copies of card c played by people p
// (GEN-CARD-7): each other people, in turn order from p's next, is offered
// it in a step of its own (copyStep), so that what it holds decides
// nothing in p's step.
func (g *Game) offerCopies(p, c int) {
	if !g.copyable(c) || g.s.N < 2 {
		return
	}
	g.s.CopyCard = int8(c + 1)
	g.s.CopyBy = int8(p)
	g.s.CopyNext = 1
}

// copyStep offers the next people the copy of the card in play, when it
// holds a copy card it can pay (GEN-CARD-7, GEN-CARD-8).
func (g *Game) copyStep() {
	s := &g.s
	c, p := int(s.CopyCard)-1, int(s.CopyBy)
	ord := g.order()
	at := 0
	for i, x := range ord {
		if x == p {
			at = i
		}
	}
	q := ord[(at+int(s.CopyNext))%len(ord)]
	// The offer moves on once answered, so that every answer changes the
	// state.
	next := func() {
		s.CopyNext++
		if int(s.CopyNext) >= len(ord) {
			s.CopyCard, s.CopyBy, s.CopyNext = 0, 0, 0
		}
	}
	g.NewDecision()
	for _, cc := range g.cardsAt(LocHand.At(q)) {
		ci := &g.data.Cards[cc]
		if ci.Effect.Kind == EffCopy && int(s.Coins[q]) >= ci.Cost {
			g.Option("copy "+g.data.Cards[c].Name+" with "+ci.Name, cc)
		}
	}
	if g.Options() == 0 {
		next()
		return
	}
	g.Option("no", -1)
	cc := g.Ask(g.seat(q), engine.KindYesNo, fmt.Sprintf("%s plays %s: copy it?", g.people(p), g.data.Cards[c].Name))
	next()
	if cc < 0 {
		return
	}
	ci := &g.data.Cards[cc]
	g.pay(q, ci.Cost)
	if ci.Invention() {
		s.setWhere(cc, LocInvention.At(q))
	} else {
		s.setWhere(cc, LocPlayed.At(q))
	}
	s.setCopyOf(cc, int8(c+1))
	g.emitCard(EvCopy, q, cc, -1, -1, c, "GEN-CARD-7", cc)
	g.effect(q, c, cc)
	if g.data.Cards[c].Invention() && s.Supply[q] > 0 {
		s.Supply[q]--
		s.setMarker(c, s.Marker[c]|1<<q)
		g.emitCard(EvMarker, q, c, -1, -1, 0, "GEN-CARD-8", cc)
	}
}

// effectOf returns the effect card c has in play: the copied card's, for
// a copy card that copied one.
func (g *Game) effectOf(c int) Effect {
	if k := g.s.CopyOf[c]; k > 0 {
		return g.data.Cards[k-1].Effect
	}
	return g.data.Cards[c].Effect
}

// active returns the sum of the numbers of the effects of kind k that
// people p has in play in the current Age (GEN-CARD-2, GEN-ATK-6), and
// whether it has one.
func (g *Game) active(p int, k EffectKind) (int, bool) {
	n, has := 0, false
	for c, w := range g.s.Where {
		if (w == LocPlayed.At(p) || w == LocInvention.At(p)) && g.data.Cards[c].Age == int(g.s.Age) {
			if e := g.effectOf(c); e.Kind == k {
				n += e.N
				has = true
			}
		}
	}
	return n, has
}
