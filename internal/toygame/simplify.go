package toygame

import "github.com/dogma-engine/dogma/engine"

// Simplify returns the positions that have one card fewer in the deck, a
// row or a hand than g, the card going to the discard pile so that the 36
// cards stay in play: deck cards first, from the bottom, then the rows
// from their last card, then the hands. Positions a game cannot be in (a
// row that no longer wins, a match without its two cards) are left out.
// It is engine.Registration.Simplify for Tally.
func Simplify(eg engine.Game) []engine.Game {
	g, ok := eg.(*Game)
	if !ok {
		return nil
	}
	var out []engine.Game
	try := func(z func(s *state) *zone, i int) {
		s := g.s
		zn := z(&s)
		s.discard.push(zn.removeAt(i))
		if _, err := s.validate(); err == nil {
			out = append(out, fromState(g.cfg, &s))
		}
	}
	for i := g.s.deck.len() - 1; i >= 0; i-- {
		try(func(s *state) *zone { return &s.deck }, i)
	}
	for p := 0; p < g.s.players; p++ {
		for i := g.s.rows[p].len() - 1; i >= 0; i-- {
			try(func(s *state) *zone { return &s.rows[p] }, i)
		}
	}
	for p := 0; p < g.s.players; p++ {
		for i := range g.s.hands[p].len() {
			try(func(s *state) *zone { return &s.hands[p] }, i)
		}
	}
	return out
}
