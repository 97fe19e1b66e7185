package fuzz

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/fuzz/shrink"
	"github.com/dogma-engine/dogma/scenarios"
)

// shrinkPosition is stage 2: it starts the game at the beginning of the
// failing action, as an explicit position, unless stage 0 did (located),
// then lets the game simplify that position (Registration.Simplify: for
// Innovation, cards removed and players dropped) while the same failure
// persists. before.Cards is set to the size of the first position found.
// A game without Simplify has no stage 2: its failures keep their seeded
// start.
func (s *shrinker) shrinkPosition(o origin, steps []scenarios.Move, f *Failure, before *ShrinkSize, located bool) (origin, []scenarios.Move, *Failure) {
	suite := s.chk.Suite
	if suite.Simplify == nil {
		return o, steps, f
	}
	po, rest := o, steps
	if !located {
		var (
			g  *Failure
			ok bool
		)
		if po, rest, g, ok = s.startPosition(o, steps); !ok {
			return o, steps, f
		}
		f = g
		before.Cards = s.size(po.position)
	}
	keep := func(text string) bool {
		if s.expired() || shrink.Seen(s.core, "position\n"+text, rest) {
			return false
		}
		s.core.Stats.Tried++
		st, g := s.byLabel(origin{cfg: po.cfg, position: text}, rest)
		if !s.same(g) {
			return false
		}
		rest, f = st, g
		return true
	}
	po.position = suite.Simplify(po.position, keep)
	// The position names its configuration, which simplifying may have
	// changed (fewer players).
	if g, err := po.game(suite); err == nil {
		po.cfg = g.Configuration()
	}
	return po, rest, f
}

// startPosition finds the latest of the last 8 points of steps where a
// top-level action is chosen from which the rest of steps fails the same,
// and returns that position as the origin, the steps from there up to the
// failure, and the failure. It finds nothing for a game without Simplify,
// whose positions the shrinker does not use.
func (s *shrinker) startPosition(o origin, steps []scenarios.Move) (origin, []scenarios.Move, *Failure, bool) {
	if s.chk.Suite.Simplify == nil {
		return o, steps, nil, false
	}
	starts := s.actionStarts(o, steps)
	// The latest start first: it leaves the fewest decisions.
	for i := len(starts) - 1; i >= 0 && i >= len(starts)-8 && !s.expired(); i-- {
		cand := origin{cfg: o.cfg, position: starts[i].text}
		st, g := s.byLabel(cand, steps[starts[i].at:])
		if s.same(g) {
			return cand, st, g, true
		}
	}
	return o, steps, nil, false
}

// actionStart is a point where a top-level action is about to be chosen:
// the index of the step that chooses it, and the exact position there.
type actionStart struct {
	at   int
	text string
}

// actionStarts replays steps from o and returns every point where a
// top-level action is about to be chosen and the game has a position text
// (a game has none while it is set up).
func (s *shrinker) actionStarts(o origin, steps []scenarios.Move) []actionStart {
	g, err := o.game(s.chk.Suite)
	if err != nil {
		return nil
	}
	var out []actionStart
	for i, st := range steps {
		d := g.Decision()
		if d == nil {
			break
		}
		if d.Kind == engine.KindAction {
			if text := g.Position(); text != "" {
				out = append(out, actionStart{at: i, text: text})
			}
		}
		j := d.Index(st.Label)
		if j < 0 || choose(g, j, i+1) != nil {
			break
		}
	}
	return out
}

// String describes a size for people; the cards placed are left out for
// a game that does not measure its positions (Registration.PositionSize).
func (z ShrinkSize) String() string {
	if z.Cards == 0 {
		return fmt.Sprintf("%d decisions", z.Decisions)
	}
	return fmt.Sprintf("%d decisions, %d cards placed", z.Decisions, z.Cards)
}
