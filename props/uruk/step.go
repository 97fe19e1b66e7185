package uruk

import (
	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// snapshot is an Uruk state copied for props.Step's Before and Start: a
// plain value copy, which allocates nothing.
type snapshot struct{ uk.State }

// Take copies the state of g, an Uruk game.
func (s *snapshot) Take(g engine.Game) { s.State = *g.(*uk.Game).State() }

func newSnapshot() props.Snapshot { return new(snapshot) }

// game returns the Uruk game of a step.
func game(s *props.Step) *uk.Game { return s.Game.(*uk.Game) }

// config returns the step's Uruk configuration.
func config(s *props.Step) uk.Config { return s.Config.(uk.Config) }

// before returns the state just before the step's decision.
func before(s *props.Step) *uk.State { return &s.Before.(*snapshot).State }

// start returns the state when the step's engine step began.
func start(s *props.Step) *uk.State { return &s.Start.(*snapshot).State }
