package uruk

import "github.com/dogma-engine/dogma/engine"

// Simplify returns positions a little simpler than g's, for the shrinker:
// each puts in the box one thing of g's position, the most drastic first:
// the whole pile, the whole discard pile, a whole hand, then one card of a
// hand, of the pile or of the discard pile. It returns nothing in the
// middle of a step, where a game has no position, and leaves out the
// positions no game can start from (a rule gap at once).
func Simplify(eg engine.Game) []engine.Game {
	g, ok := eg.(*Game)
	if !ok || g.Position() == "" || g.s.Phase == PhaseOver {
		return nil
	}
	var out []engine.Game
	try := func(change func(s *State)) {
		st := g.s
		change(&st)
		c := newGame(g.cfg, st)
		if c.Start() == nil {
			out = append(out, c)
		}
	}
	if g.s.pileN > 0 {
		try(func(s *State) {
			for _, c := range s.pile[:s.pileN] {
				s.Box.Add(c)
			}
			s.pileN = 0
		})
	}
	if g.s.discardN > 0 {
		try(func(s *State) {
			for _, c := range s.discard[:s.discardN] {
				s.Box.Add(c)
			}
			s.discardN = 0
		})
	}
	for p := 0; p < g.s.N; p++ {
		if g.s.Players[p].Hand.Len() > 1 {
			try(func(s *State) {
				for _, c := range s.Players[p].Hand.Cards() {
					s.cardFrom(c, HandPlace(p))
					s.Box.Add(c)
				}
			})
		}
	}
	for p := 0; p < g.s.N; p++ {
		for _, c := range g.s.Players[p].Hand.Cards() {
			try(func(s *State) { s.cardFrom(c, HandPlace(p)); s.Box.Add(c) })
		}
	}
	for i := g.s.pileN - 1; i >= 0; i-- {
		c := g.s.pile[i]
		try(func(s *State) { s.removeAt(c, i, true); s.Box.Add(c) })
	}
	for i := 0; i < g.s.discardN; i++ {
		c := g.s.discard[i]
		try(func(s *State) { s.removeAt(c, i, false); s.Box.Add(c) })
	}
	return out
}

// removeAt takes card c from position i of the pile (or of the discard
// pile).
func (s *State) removeAt(c Card, i int, pile bool) {
	if pile {
		copy(s.pile[i:], s.pile[i+1:s.pileN])
		s.pileN--
		return
	}
	s.cardFrom(c, DiscardPlace)
}
