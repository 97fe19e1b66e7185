package genesia

import (
	"sort"

	"github.com/dogma-engine/dogma/engine"
)

// setup sets the game up from seed (GEN-SETUP-1 to GEN-SETUP-6,
// GEN-SOLO-3): the shuffles of the seed, then the deal from them.
func (g *Game) setup(seed uint64) {
	g.setupFrom(shuffled(g.cfg, g.data, seed))
}

// shuffles are a game's cards and turn order as the shuffles of setup
// leave them, before anything is dealt (GEN-SETUP-2, GEN-SETUP-4,
// GEN-SETUP-5, GEN-SOLO-3).
type shuffles struct {
	// order is the peoples in the turn order of Age I: drawn at random
	// (GEN-SETUP-2), or in the solo game the first people then the other
	// (GEN-SOLO-3).
	order []int
	// objectives are the objectives of the lots in play, top first, two
	// dealt to each people in seat order (none in the solo game).
	objectives []int
	// ages are the Age decks, top first, as the shuffle at the start of
	// each Age leaves them (GEN-AGE-2, GEN-SOLO-2).
	ages [3][]int
	// seed is the seed of the next shuffle once setup is done (State.Seed):
	// the shuffle of Age I's deck follows from it, and Age II's from the
	// seed that shuffle leaves.
	seed uint64
}

// inPlay reports whether card c belongs to a game of cfg: its lot is in
// play (GEN-SETUP-4) and a solo mode does not set it aside (GEN-SOLO-3).
func inPlay(cfg Config, d *Data, c int) bool {
	if int(d.Cards[c].Lot) >= lotsInPlay(cfg) {
		return false
	}
	if cfg.Solo() {
		for _, num := range soloModes[cfg.Mode].aside {
			if num-1 == c {
				return false
			}
		}
	}
	return true
}

// lotsInPlay returns the lots of cards and objectives a game of cfg plays
// with: as many as players, two for 1 or 2 (GEN-SETUP-4).
func lotsInPlay(cfg Config) int {
	return max(cfg.Peoples(), 2)
}

// ageDeck returns the cards of the deck of Age age in a game of cfg, by
// number.
func ageDeck(cfg Config, d *Data, age int) []int {
	var deck []int
	for c := range d.Cards {
		if d.Cards[c].Age == age && inPlay(cfg, d, c) {
			deck = append(deck, c)
		}
	}
	return deck
}

// objectivePool returns the objectives of the lots in play, by number
// (GEN-SETUP-5).
func objectivePool(cfg Config, d *Data) []int {
	var pool []int
	for i, o := range d.Objectives {
		if int(o.Lot) < lotsInPlay(cfg) {
			pool = append(pool, i)
		}
	}
	return pool
}

// shuffled returns the shuffles of seed for a game of cfg. Setup draws
// from one generator the turn order (or the solo game's first people) and
// the objectives, then the seed of the Age decks' shuffles; each Age deck
// is shuffled by a generator of that seed, which then draws the next
// seed. The Age decks hold the same cards whatever is played before their
// Age begins, so their shuffles are known from the start.
func shuffled(cfg Config, d *Data, seed uint64) *shuffles {
	n := cfg.Peoples()
	sh := &shuffles{}
	rnd := engine.NewRand(seed)
	if cfg.Solo() {
		first := rnd.Intn(2)
		sh.order = []int{first, 1 - first}
	} else {
		sh.order = make([]int, n)
		for p := range sh.order {
			sh.order[p] = p
		}
		rnd.Shuffle(n, func(i, j int) { sh.order[i], sh.order[j] = sh.order[j], sh.order[i] })
		sh.objectives = objectivePool(cfg, d)
		pool := sh.objectives
		rnd.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	}
	sh.seed = rnd.Uint64()
	next := sh.seed
	for a := range sh.ages {
		deck := ageDeck(cfg, d, a+1)
		r := engine.NewRand(next)
		r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		next = r.Uint64()
		sh.ages[a] = deck
	}
	return sh
}

// nextSeed returns the seed the shuffle of a deck of n cards by a
// generator of seed leaves for the next (startAge).
func nextSeed(seed uint64, n int) uint64 {
	r := engine.NewRand(seed)
	r.Shuffle(n, func(int, int) {})
	return r.Uint64()
}

// setupFrom sets the game up from the shuffles sh (GEN-SETUP-1 to
// GEN-SETUP-6, GEN-SOLO-3), shuffling nothing: the Age decks are dealt
// from sh as each Age begins. It starts Age I, or asks for the objectives
// first.
func (g *Game) setupFrom(sh *shuffles) {
	s := &g.s
	n := g.cfg.Peoples()
	s.N = int8(n)
	s.Age = 1
	s.Reserve = CoinsTotal
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
	for c := range g.data.Cards {
		if inPlay(g.cfg, g.data, c) {
			s.setWhere(c, LocDeck)
		}
	}
	g.ages = sh.ages
	s.Seed = sh.seed
	if g.cfg.Solo() {
		s.SoloFirst = int8(sh.order[0])
		g.startAge(1)
		return
	}
	for i, p := range sh.order {
		s.Order[i] = int8(p)
	}
	for p := 0; p < n; p++ {
		s.Obj[sh.objectives[2*p]] = ObjDealt + ObjLoc(p)
		s.Obj[sh.objectives[2*p+1]] = ObjDealt + ObjLoc(p)
	}
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
	if g.ages[age-1] != nil {
		// The deck as setup shuffled it (a game set up from a seed or from
		// decks): the same cards are in it.
		deck = g.ages[age-1]
		s.Seed = nextSeed(s.Seed, len(deck))
	} else {
		// A game set up from a position: the deck is shuffled now, as
		// shuffled would have.
		for i := range g.data.Cards {
			if s.Where[i] == LocDeck && g.data.Cards[i].Age == age {
				deck = append(deck, i)
			}
		}
		rnd := engine.NewRand(s.Seed)
		rnd.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		s.Seed = rnd.Uint64()
	}
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
