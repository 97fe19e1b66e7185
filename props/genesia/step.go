package genesia

import (
	"github.com/dogma-engine/dogma/engine"
	gen "github.com/dogma-engine/dogma/engine/genesia"
	"github.com/dogma-engine/dogma/props"
)

// snapshot is a Genesia state copied for props.Step's Before and Start.
type snapshot struct{ gen.State }

// Take copies the state of g, a Genesia game.
func (s *snapshot) Take(g engine.Game) { s.State = *g.(*gen.Game).State() }

func newSnapshot() props.Snapshot { return new(snapshot) }

// game returns the Genesia game of a step.
func game(s *props.Step) *gen.Game { return s.Game.(*gen.Game) }

// before returns the state just before the step's decision, or nil.
func before(s *props.Step) *gen.State {
	if s.Before == nil {
		return nil
	}
	return &s.Before.(*snapshot).State
}

// occupies reports whether people p holds region r with a clan or a city.
func occupies(st *gen.State, p, r int) bool {
	return st.Clans[r][p] > 0 || int(st.City[r]) == p+1
}
