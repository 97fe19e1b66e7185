package innovation

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// snapshot is an Innovation state copied for props.Step's Before, Start
// and Since; a plain value copy, which allocates nothing. Beside the state it
// keeps the work areas of the properties, which a checker owns with its
// snapshots, so that a check neither allocates nor clears them.
type snapshot struct {
	inn.State
	model  boardModel   // the achievements property's model of the boards
	digest digest       // the digest of the last step's events
	perfs  performances // the card-contracts property's performances
}

// Take copies the state of g, an Innovation game.
func (s *snapshot) Take(g engine.Game) { s.State = *g.(*inn.Game).State() }

func newSnapshot() props.Snapshot { return new(snapshot) }

// game returns the Innovation game of a step.
func game(s *props.Step) *inn.Game { return s.Game.(*inn.Game) }

// deck returns the deck the step's game is played with.
func deck(s *props.Step) *inn.Deck { return game(s).Deck() }

// config returns the step's Innovation configuration.
func config(s *props.Step) inn.Config { return s.Config.(inn.Config) }

// before returns the state just before the step's decision, in a step
// made by hand: the properties' own steps carry no Step.Before (Suite).
func before(s *props.Step) *inn.State { return &s.Before.(*snapshot).State }

// placeBefore returns where card c lay just before the step's decision:
// where the first of the decision's events that moves it took it from, or
// else where it lies now.
func placeBefore(s *props.Step, c inn.Card) inn.Place {
	for i := range s.Events {
		if e := &s.Events[i]; e.Card == int(c) && kindOf(e.Kind).moves() {
			return inn.Place(e.From)
		}
	}
	return game(s).State().Where(c)
}

// window returns the state when the step's window of event checks began
// and the events logged since: the state before the decision and its own
// events in a step made by hand.
func window(s *props.Step) (*inn.State, []engine.Event) {
	if s.Since == nil {
		return before(s), s.Events
	}
	return &s.Since.(*snapshot).State, s.SinceEvents
}

// start returns the state when the step's engine step began, or nil for a
// step not checked as a whole (props.Step.Start).
func start(s *props.Step) *inn.State {
	if s.Start == nil {
		return nil
	}
	return &s.Start.(*snapshot).State
}

// work returns the work areas of the properties for a step: those kept
// beside its Since snapshot, or new ones in a step made by hand.
func work(s *props.Step) *snapshot {
	if w, ok := s.Since.(*snapshot); ok {
		return w
	}
	return new(snapshot)
}
