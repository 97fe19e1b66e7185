package uruk

import "github.com/dogma-engine/dogma/engine"

// HiddenFrom reports whether player p may not see which card c is in
// state st (URUK-INFO-1): the cards of the face-down pile, the other
// players' hands, and the cards face down before other players.
func HiddenFrom(st *State, p int, c Card) bool {
	w := st.Where(c)
	switch w.Kind() {
	case PlacePile:
		return true
	case PlaceHand, PlaceFaceDown:
		return w.Player() != p
	}
	return false
}

// ReplayStepHidden implements engine.StepReplayer for the
// hidden-information property (URUK-INFO-1, URUK-INFO-2): the cards hidden
// from p both at the start of the step and now, and that keep does not
// hold, are exchanged in up to shuffles random pairs of the same sort (a
// discovery with a discovery, a god or disaster with another), in the
// state where the step began; the step is then replayed with the choices
// made so far. The pairs come from a generator seeded by that state and
// salt. The game must be a clone made for the purpose: its step may go
// another way, and then the game keeps that error.
func (g *Game) ReplayStepHidden(p int, salt uint64, shuffles int, keep func(card int) bool) (swapped, mark int, err error) {
	if g.Err() != nil || g.s.Phase == PhaseOver {
		return 0, 0, g.Err()
	}
	st := g.start
	var discoveries, gods []Card
	for c := Card(0); c < Ischtar+NumDisasters+1; c++ {
		if keep(int(c)) || !HiddenFrom(&st, p, c) || !HiddenFrom(&g.s, p, c) {
			continue
		}
		if c.IsDiscovery() {
			discoveries = append(discoveries, c)
		} else {
			gods = append(gods, c)
		}
	}
	r := engine.NewRand(st.Hash() ^ salt*0x9e3779b97f4a7c15)
	for t := 0; t < shuffles; t++ {
		set := discoveries
		if r.Intn(4) == 0 {
			set = gods
		}
		if len(set) < 2 {
			continue
		}
		a, b := set[r.Intn(len(set))], set[r.Intn(len(set))]
		if a != b {
			st.exchange(a, b)
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

// exchange swaps the places of cards a and b.
func (s *State) exchange(a, b Card) {
	pa, pb := s.Where(a), s.Where(b)
	sa, sb := s.slotOf(a, pa), s.slotOf(b, pb)
	switch {
	case sa != nil && sb != nil:
		*sa, *sb = b, a
	case sa != nil:
		s.cardFrom(b, pb)
		*sa = b
		s.cardTo(a, pb)
	case sb != nil:
		s.cardFrom(a, pa)
		*sb = a
		s.cardTo(b, pa)
	default:
		s.cardFrom(a, pa)
		s.cardFrom(b, pb)
		s.cardTo(a, pb)
		s.cardTo(b, pa)
	}
}

// slotOf returns the array slot that holds c at place pl, for the places
// that are one card wide or ordered, or nil for a set (a hand).
func (s *State) slotOf(c Card, pl Place) *Card {
	switch pl.Kind() {
	case PlacePile:
		for i := 0; i < s.pileN; i++ {
			if s.pile[i] == c {
				return &s.pile[i]
			}
		}
	case PlaceFaceDown:
		return &s.Players[pl.Player()].FaceDown
	}
	return nil
}
