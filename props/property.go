package props

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// Cost is how often a property runs by default.
type Cost uint8

const (
	// Cheap properties run after every decision.
	Cheap Cost = iota
	// Expensive properties run after the first decisions of a game (below
	// Checker.Short), at decisions whose index is a power of two, and at
	// the last decision; in strict mode after every decision (see
	// cadence.go).
	Expensive
)

func (c Cost) String() string {
	if c == Expensive {
		return "expensive"
	}
	return "cheap"
}

// Property is one invariant of the rules.
type Property struct {
	Name    string   // a short identifier, such as "conservation"
	Clauses []string // the RULES.md clauses it guards
	Doc     string   // one line for people
	Cost    Cost
	// Check inspects one step and returns nil, or an error made with
	// Step.Failf that says which clause broke and how.
	Check func(s *Step) error
}

// Snapshot is a copy of a game's state that a Checker takes before each
// decision and at the start of each engine step, for the game's own
// properties to compare with the state after the decision. A game's Suite
// says how to make one; Take must not allocate once the snapshot is warm.
type Snapshot interface {
	Take(g engine.Game)
}

// Step is what a property sees of one decision of a game.
type Step struct {
	Suite    *Suite           // the game's registration and properties
	Game     engine.Game      // the game after the decision
	Config   engine.Config    // the game's configuration, normalized
	Before   Snapshot         // the state just before the decision, or nil (Suite.Snapshot)
	Start    Snapshot         // the state when the engine step began (a setup choice or a top-level action), or nil
	Index    int              // the decision's index in the game, from 0
	Decision *engine.Decision // the decision answered (a copy)
	Choice   int              // the option chosen
	Events   []engine.Event   // the events the decision logged
	// StepEvents are the events logged since the engine step began,
	// Events included.
	StepEvents []engine.Event
	// StepDone reports that the decision completed its engine step (or
	// ended the game).
	StepDone bool
	// StepChoices are the choices made in the engine step before this
	// decision, in order.
	StepChoices []int
	// Prior is a copy of the game just before the decision. It is set when
	// the expensive properties run, and may be nil at the final decision.
	// It is reused by the next decision; properties must not change it
	// (use Try for a copy to answer).
	Prior engine.Game
	Log   *Log // the decisions made so far, this one included
	Final bool // this is the last decision the checker will make
	Cap   int  // the game length cap, in decisions
	// CapStops says that a game reaching Cap stops unfinished, which is
	// then no violation (Checker.CapStops).
	CapStops bool
	// StepBudget is the most decisions one engine step may ask.
	StepBudget int

	scratch *engine.Game // the game Try copies Prior into
}

// Failf returns a Violation of the given clause at this step. The Checker
// fills in the property's name.
func (s *Step) Failf(clause, format string, args ...any) error {
	return &Violation{Clause: clause, Decision: s.Index, Message: fmt.Sprintf(format, args...)}
}

// Violation is a property that failed.
type Violation struct {
	Property string // the property's name
	Clause   string // the clause that broke
	Decision int    // the index of the decision after which it failed
	Message  string // what went wrong, naming cards and players
}

func (v *Violation) Error() string {
	return fmt.Sprintf("%s (%s) after decision %d: %s", v.Property, v.Clause, v.Decision, v.Message)
}
