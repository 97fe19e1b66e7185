package genesia

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// endAge ends the course of an Age, for the reason clause gives (all
// choose Peace, GEN-ATK-2; a filled War round, GEN-ATK-5; the end of the
// solo game's Expansion, GEN-SOLO-1): cities rise (GEN-ENDAGE-1), then
// the end-of-Age cards are played (GEN-ENDAGE-2).
func (g *Game) endAge(clause string) {
	s := &g.s
	for r := range g.board.Regions {
		if s.City[r] != 0 {
			continue
		}
		for p := 0; p < int(s.N); p++ {
			if s.Clans[r][p] >= 2 && s.CitySupply[p] > 0 && s.City[r] == 0 {
				s.setCity(r, int8(p+1))
				s.CitySupply[p]--
				g.emit(EvCity, p, -1, -1, r, 0, "GEN-ENDAGE-1")
			}
		}
	}
	g.emit(EvEndAge, -1, -1, -1, -1, int(s.Age), clause)
	s.Phase = PhaseEndCards
	s.Turn = 0
	s.Round = 0
	s.Chosen, s.War, s.Done, s.Changed = 0, 0, 0, false
}

// endCardsStep: the people whose turn it is plays an end-of-Age card or
// discards a card for 4 coins, until its hand is empty (GEN-ENDAGE-2).
func (g *Game) endCardsStep() {
	s := &g.s
	p := g.current()
	hand := g.cardsAt(LocHand.At(p))
	if len(hand) > 0 {
		g.NewDecision()
		for _, c := range hand {
			if g.playable(p, c, PhaseEndCards) {
				g.Option("play "+g.data.Cards[c].Name, engine.Aux(actPlay, c))
			}
		}
		for _, c := range hand {
			g.Option("discard "+g.data.Cards[c].Name, engine.Aux(actDiscard, c))
		}
		kind, c := engine.SplitAux(g.Ask(g.seat(p), engine.KindAction, g.people(p)+": end of the Age"))
		if kind == actPlay {
			g.playCard(p, c)
		} else {
			g.discard(p, c, "GEN-ENDAGE-2")
		}
		if len(g.cardsAt(LocHand.At(p))) > 0 {
			return
		}
	}
	s.Turn++
	if int(s.Turn) < int(s.N) {
		return
	}
	g.countProgress()
}

// Progress returns the progress points people p counts at the end of the
// current Age (GEN-ENDAGE-3): its end-of-Age cards of the Age, its
// inventions and the inventions it marked; with newOnly, only what the
// cards of this Age bring (VAR-RESEAT-NEW-ONLY).
func (g *Game) Progress(p int, newOnly bool) int {
	s := &g.s
	pp := 0
	for c, w := range s.Where {
		ci := &g.data.Cards[c]
		thisAge := ci.Age == int(s.Age)
		if w == LocInvention.At(p) && (thisAge || !newOnly) {
			pp += ci.PP
		}
		if s.Marker[c]&(1<<p) != 0 && (thisAge || !newOnly) {
			pp += ci.PP
		}
		if (w == LocPlayed.At(p) || w == LocInvention.At(p)) && thisAge {
			if e := g.effectOf(c); e.Kind == EffEndPP {
				pp += e.N * g.basis(p, e.Basis)
			}
		}
	}
	return pp
}

// basis counts what an end-of-Age card counts for people p.
func (g *Game) basis(p int, b Basis) int {
	s := &g.s
	n := 0
	switch b {
	case BasisFlat:
		return 1
	case BasisCities:
		return s.Cities(p)
	}
	for r, reg := range g.board.Regions {
		if s.Occupies(p, r) && (b == BasisRegions || reg.Continent == Genesia) {
			n++
		}
	}
	return n
}

// countProgress records each people's progress points of the Age
// (GEN-ENDAGE-3), then re-seats (GEN-ORDER-1) or, after Age III, scores
// (GEN-ENDAGE-4).
func (g *Game) countProgress() {
	s := &g.s
	for _, p := range g.order() {
		s.PP[s.Age-1][p] = int16(g.Progress(p, false))
		g.emit(EvProgress, p, -1, -1, -1, int(s.PP[s.Age-1][p]), "GEN-ENDAGE-3")
	}
	if s.Age == 3 {
		g.finalScore()
		return
	}
	if g.cfg.Solo() {
		g.startAge(int(s.Age) + 1)
		return
	}
	newOnly := g.cfg.Has(VarReseatNewOnly)
	by := g.sortedBy(func(p int) int {
		if newOnly {
			return g.Progress(p, true)
		}
		return int(s.PP[s.Age-1][p])
	})
	for i, p := range by {
		s.Reseat[i] = int8(p)
		s.Taken[i] = -1
	}
	s.Phase = PhaseReseat
	s.Turn = 0
}

// reseatStep: the next people by fewest progress points chooses its place
// in the next Age's turn order (GEN-ORDER-1).
func (g *Game) reseatStep() {
	s := &g.s
	p := int(s.Reseat[s.Turn])
	g.NewDecision()
	for i := 0; i < int(s.N); i++ {
		if s.Taken[i] < 0 {
			g.Option(fmt.Sprintf("place %d", i+1), i)
		}
	}
	i := g.Ask(g.seat(p), engine.KindValue, g.people(p)+": choose a place in the next Age's turn order")
	s.Taken[i] = int8(p)
	g.emit(EvPlace, p, -1, -1, -1, i+1, "GEN-ORDER-1")
	s.Turn++
	if int(s.Turn) < int(s.N) {
		return
	}
	for i := 0; i < int(s.N); i++ {
		s.Order[i] = s.Taken[i]
		s.Taken[i] = -1
		s.Reseat[i] = -1
	}
	g.startAge(int(s.Age) + 1)
}
