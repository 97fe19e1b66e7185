package innovation

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// snapshot is an Innovation state copied for props.Step's Before and
// Start; a plain value copy, which allocates nothing.
type snapshot struct{ inn.State }

// Take copies the state of g, an Innovation game.
func (s *snapshot) Take(g engine.Game) { s.State = *g.(*inn.Game).State() }

func newSnapshot() props.Snapshot { return new(snapshot) }

// game returns the Innovation game of a step.
func game(s *props.Step) *inn.Game { return s.Game.(*inn.Game) }

// deck returns the deck the step's game is played with.
func deck(s *props.Step) *inn.Deck { return game(s).Deck() }

// config returns the step's Innovation configuration.
func config(s *props.Step) inn.Config { return s.Config.(inn.Config) }

// before returns the state just before the step's decision.
func before(s *props.Step) *inn.State { return &s.Before.(*snapshot).State }

// start returns the state when the step's engine step began.
func start(s *props.Step) *inn.State { return &s.Start.(*snapshot).State }
