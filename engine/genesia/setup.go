package genesia

import (
	"sort"

	"github.com/dogma-engine/dogma/engine"
)

// setup sets the game up from seed (GEN-SETUP-1 to GEN-SETUP-6,
// GEN-SOLO-3) and starts Age I, or asks for the objectives first.
func (g *Game) setup(seed uint64) {
	s := &g.s
	n := g.cfg.Peoples()
	s.N = int8(n)
	s.Age = 1
	s.Reserve = CoinsTotal
	rnd := engine.NewRand(seed)
	for p := 0; p < n; p++ {
		s.Supply[p] = ClansPerPeople
		s.CitySupply[p] = CitiesPerPeople
		s.Order[p] = int8(p)
	}
	for p := n; p < MaxPeoples; p++ {
		s.Order[p] = -1
		s.Reseat[p] = -1
		s.Taken[p] = -1
	}
	for p := 0; p < n; p++ {
		s.Reseat[p] = -1
		s.Taken[p] = -1
	}
	lots := n
	if lots < 2 {
		lots = 2
	}
	for i := range g.data.Cards {
		if int(g.data.Cards[i].Lot) < lots {
			s.setWhere(i, LocDeck)
		}
	}
	if g.cfg.Solo() {
		for _, num := range soloModes[g.cfg.Mode].aside {
			s.setWhere(num-1, LocBox)
		}
		s.SoloFirst = int8(rnd.Intn(2))
		s.Seed = rnd.Uint64()
		g.startAge(1)
		return
	}
	rnd.Shuffle(n, func(i, j int) { s.Order[i], s.Order[j] = s.Order[j], s.Order[i] })
	var pool []int
	for i, o := range g.data.Objectives {
		if int(o.Lot) < lots {
			pool = append(pool, i)
		}
	}
	rnd.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for p := 0; p < n; p++ {
		s.Obj[pool[2*p]] = ObjDealt + ObjLoc(p)
		s.Obj[pool[2*p+1]] = ObjDealt + ObjLoc(p)
	}
	s.Seed = rnd.Uint64()
	s.Phase = PhaseObjective
}

// objectiveStep: people Turn keeps one of its two objectives and boxes
// the other unseen (GEN-SETUP-5).
func (g *Game) objectiveStep() {
	s := &g.s
	p := int(s.Turn)
	g.NewDecision()
	for i, o := range s.Obj {
		if o == ObjDealt+ObjLoc(p) {
			g.Option("keep "+g.data.Objectives[i].Name, i)
		}
	}
	k := g.Ask(g.seat(p), engine.KindSetup, "keep one secret objective")
	for i, o := range s.Obj {
		if o == ObjDealt+ObjLoc(p) {
			s.Obj[i] = ObjBox
		}
	}
	s.Obj[k] = ObjKept + ObjLoc(p)
	g.emit(EvObjective, p, k, -1, -1, 0, "GEN-SETUP-5")
	s.Turn++
	if int(s.Turn) == int(s.N) {
		g.startAge(1)
	}
}

// startAge begins Age age: the coins and the cards of its start
// (GEN-AGE-2, GEN-SOLO-2), then the draft or, solo, Growth.
func (g *Game) startAge(age int) {
	s := &g.s
	s.Age = int8(age)
	s.Round, s.Turn = 0, 0
	n := int(s.N)
	var deck []int
	for i := range g.data.Cards {
		if s.Where[i] == LocDeck && g.data.Cards[i].Age == age {
			deck = append(deck, i)
		}
	}
	rnd := engine.NewRand(s.Seed)
	rnd.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	s.Seed = rnd.Uint64()
	if g.cfg.Solo() {
		// GEN-SOLO-3: the first people plays first in Ages I and III.
		first := int(s.SoloFirst)
		if age == 2 {
			first = 1 - first
		}
		s.Order[0], s.Order[1] = int8(first), int8(1-first)
		deal := 5
		if age == 3 {
			deal = 4
		}
		for p := 0; p < n; p++ {
			for k := 0; k < deal && len(deck) > 0; k++ {
				c := deck[0]
				deck = deck[1:]
				s.setWhere(c, LocHand.At(p))
				g.emit(EvDeal, p, c, -1, -1, 0, "GEN-SOLO-2")
			}
		}
		s.Phase = PhaseGrowth
		return
	}
	for _, p := range g.order() {
		g.takeCoins(p, AgeIncome, "GEN-AGE-2", -1)
	}
	for p := 0; p < n; p++ {
		for k := 0; k < DraftDeal && len(deck) > 0; k++ {
			c := deck[0]
			deck = deck[1:]
			s.setWhere(c, LocPacket.At(p))
			g.emit(EvDeal, p, c, -1, -1, 0, "GEN-AGE-2")
		}
	}
	s.Phase = PhaseDraft
}

// order returns the peoples in turn order.
func (g *Game) order() []int {
	out := make([]int, 0, MaxPeoples)
	for i := 0; i < int(g.s.N); i++ {
		out = append(out, int(g.s.Order[i]))
	}
	return out
}

// cardsAt returns the cards at place l, by number.
func (g *Game) cardsAt(l Loc) []int {
	var out []int
	for c, w := range g.s.Where {
		if w == l {
			out = append(out, c)
		}
	}
	return out
}

// draftLeft reports whether the draft of the Age passes to the left
// (GEN-DRAFT-2).
func (g *Game) draftLeft() bool {
	if g.cfg.Has(VarDraftAsPrinted) {
		return g.s.Age != 3
	}
	return g.s.Age != 2
}

// draftStep: people Turn picks a card of its packet (GEN-DRAFT-1); once
// all have picked, the packets pass, and after the fifth pick the last
// cards are discarded and the picks taken in hand.
func (g *Game) draftStep() {
	s := &g.s
	p := int(s.Turn)
	g.NewDecision()
	for _, c := range g.cardsAt(LocPacket.At(p)) {
		g.Option("pick "+g.data.Cards[c].Name, c)
	}
	// A position may hold short packets (a deck short of cards): a people
	// with none picks nothing.
	if g.Options() > 0 {
		c := g.Ask(g.seat(p), engine.KindCard, "pick a card to keep")
		s.setWhere(c, LocPicked.At(p))
		g.emit(EvPick, p, c, -1, -1, int(s.Round)+1, "GEN-DRAFT-1")
	}
	s.Turn++
	if int(s.Turn) < int(s.N) {
		return
	}
	s.Turn = 0
	s.Round++
	n := int(s.N)
	if s.Round < DraftKeep {
		dir := 1
		if !g.draftLeft() {
			dir = n - 1
		}
		for c, w := range s.Where {
			if w.Kind() == LocPacket {
				s.setWhere(c, LocPacket.At((w.Owner()+dir)%n))
			}
		}
		g.emit(EvPass, -1, -1, -1, -1, dir, "GEN-DRAFT-2")
		return
	}
	for c, w := range s.Where {
		switch w.Kind() {
		case LocPacket:
			s.setWhere(c, LocDiscard)
			g.emit(EvDiscard, w.Owner(), c, -1, -1, 0, "GEN-DRAFT-1")
		case LocPicked:
			s.setWhere(c, LocHand.At(w.Owner()))
		}
	}
	s.Round = 0
	s.Phase = PhaseGrowth
}

// endPhase moves on once every people has played the phase (GEN-AGE-3).
func (g *Game) endPhase() {
	s := &g.s
	s.Turn = 0
	switch s.Phase {
	case PhaseGrowth:
		s.Phase = PhaseExpansion
	case PhaseExpansion:
		s.Moves = [MaxPeoples]int8{}
		if g.cfg.Solo() {
			g.endAge("GEN-SOLO-1")
			return
		}
		g.startWarRound()
	}
}

// startWarRound begins a round of the Attack phase (GEN-ATK-1).
func (g *Game) startWarRound() {
	s := &g.s
	s.Phase = PhaseWar
	s.Round++
	s.Turn = 0
	s.Chosen, s.War, s.Done = 0, 0, 0
	s.Changed = false
	g.skipNobel()
}

// sortedBy returns the peoples sorted by key, ties in turn order.
func (g *Game) sortedBy(key func(p int) int) []int {
	out := g.order()
	sort.SliceStable(out, func(i, j int) bool { return key(out[i]) < key(out[j]) })
	return out
}
