package genesia

import "github.com/dogma-engine/dogma/engine"

// HiddenFrom reports whether the seat of people p may not see which card
// c is in st (GEN-INFO-1): the decks, the discarded cards, and the hands
// and draft cards of the other players; in the solo game only the decks.
func (g *Game) HiddenFrom(st *State, p, c int) bool {
	w := st.Where[c]
	switch w.Kind() {
	case LocDeck:
		return true
	case LocDiscard:
		return !g.cfg.Solo()
	case LocHand, LocPicked, LocPacket:
		return !g.cfg.Solo() && w.Owner() != p
	}
	return false
}

// ReplayStepHidden implements engine.StepReplayer for the
// hidden-information property (GEN-INFO-1, GEN-INFO-2): the Age cards
// hidden from seat p both at the start of the step and now, and that keep
// does not hold, are exchanged in up to shuffles random pairs of the same
// Age in the state where the step began; the step is then replayed with
// the choices made so far. The game must be a clone made for the purpose.
func (g *Game) ReplayStepHidden(p int, salt uint64, shuffles int, keep func(card int) bool) (swapped, mark int, err error) {
	if g.Err() != nil || g.s.Phase == PhaseOver {
		return 0, 0, g.Err()
	}
	st := g.start
	// The cards by Age, in arrays on the stack: the property asks at many
	// decisions, and the lists allocate nothing.
	var buf [4][NumCards]int
	var byAge [4][]int
	for a := range byAge {
		byAge[a] = buf[a][:0]
	}
	for c := range st.Where {
		if keep(c) || !g.HiddenFrom(&st, p, c) || !g.HiddenFrom(&g.s, p, c) {
			continue
		}
		a := g.data.Cards[c].Age
		byAge[a] = append(byAge[a], c)
	}
	r := engine.NewRand(st.Hash() ^ salt*0x9e3779b97f4a7c15)
	for t := 0; t < shuffles; t++ {
		set := byAge[1+r.Intn(3)]
		if len(set) < 2 {
			continue
		}
		a, b := set[r.Intn(len(set))], set[r.Intn(len(set))]
		if a != b && st.Where[a] != st.Where[b] {
			wa, wb := st.Where[a], st.Where[b]
			st.setWhere(a, wb)
			st.setWhere(b, wa)
			swapped++
		}
	}
	if swapped == 0 {
		return 0, 0, nil
	}
	g.start = st
	mark, err = g.ReplayStep(g.StepChoices())
	return swapped, mark, err
}

var _ engine.StepReplayer = (*Game)(nil)
