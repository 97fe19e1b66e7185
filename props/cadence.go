package props

import "github.com/dogma-engine/dogma/engine"

// The cadence of the expensive properties.
//
// Cheap properties run after every decision. Expensive ones (a replay of
// every offered option, a clone, a position printed and parsed, a shuffle
// of hidden cards) cost about as much as a whole step of play or more each,
// so running them at every decision would make checked play tens of times
// slower than bare play. By default they run after the decisions whose
// index is below Checker.Short (DefaultShort: the first two), after every
// decision whose index is a power of two (0, 1, 2, 4, 8, 16...), and after
// the last decision of the game. A game of n decisions thus pays about
// log2(n)+2 expensive checks, however long it is: the cost per decision
// shrinks as games grow, and the first decisions, where a game's shape is
// decided, are always covered. Different seeds put different situations at
// those indices, so a campaign of many games still checks the expensive
// properties over a wide range of positions. Strict mode runs them after
// every decision.

// expensiveAt reports whether the expensive properties run after decision
// i (from 0).
func expensiveAt(i, short int, strict bool) bool {
	return strict || i < short || i&(i-1) == 0
}

// priorOf returns a copy of g for Step.Prior, reusing the checker's
// buffers.
func (c *Checker) priorOf(g engine.Game) engine.Game {
	c.prior = g.CopyTo(c.prior)
	return c.prior
}

// Try returns a copy of the game just before the decision (Prior), to be
// answered differently by a property. The copy is reused by the next call
// to Try: it is valid until then. Try returns nil when Prior is nil.
func (s *Step) Try() engine.Game {
	if s.Prior == nil {
		return nil
	}
	if s.scratch == nil {
		return s.Prior.Clone()
	}
	*s.scratch = s.Prior.CopyTo(*s.scratch)
	return *s.scratch
}
