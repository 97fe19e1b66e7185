package props

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// Cost is how often a property runs by default.
type Cost uint8

const (
	// Cheap properties run at the end of each engine step, of each
	// window of decisions, which they check as a whole, and at the
	// decisions whose question they check: at a sample of the decisions,
	// at the cadence points and at the last decision; in strict mode after
	// every decision (see cadence.go).
	Cheap Cost = iota
	// Expensive properties run at the cadence points: after the first
	// decisions of a game (below Checker.Short), at decisions whose index
	// is a power of two, and at the last decision; in strict mode after
	// every decision (see cadence.go).
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
	// Windowed says that a cheap property has nothing to check but where
	// a window ends or the question is checked (Step.WindowEnd,
	// Step.Question), so the checkers need not call it at the end of the
	// other engine steps.
	Windowed bool
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
	Suite  *Suite        // the game's registration and properties
	Game   engine.Game   // the game after the decision
	Config engine.Config // the game's configuration, normalized
	Before Snapshot      // the state just before the decision, or nil (Suite.Snapshot, Suite.SkipBefore)
	// Start is the state when the engine step began (a setup choice or a
	// top-level action), for the steps checked as a whole: those whose
	// first decision's question is checked (see cadence.go), and every
	// step in strict mode and from a position. It is nil for the others.
	Start Snapshot
	// Since is the state when the window that this decision ends began
	// (see cadence.go), before decision SinceIndex; SinceEvents are the
	// events logged since, the decision's own included, and SinceSplits[k]
	// is where the events of decision SinceIndex+k begin in SinceEvents.
	// Since is nil in a Step made by hand, a window of one decision:
	// SinceEvents are then its Events.
	Since       Snapshot
	SinceEvents []engine.Event
	SinceIndex  int
	SinceSplits []int
	Index       int              // the decision's index in the game, from 0
	Decision    *engine.Decision // the decision answered (a copy)
	Choice      int              // the option chosen
	Events      []engine.Event   // the events the decision logged
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
	// (use Try for a copy to answer), but may offer it answers it must
	// refuse, which leave it as it was unless the game is at fault.
	Prior engine.Game
	Log   *Log // the decisions made so far, this one included
	Final bool // this is the last decision the checker will make
	Cap   int  // the game length cap, in decisions
	// CapStops says that a game reaching Cap stops unfinished, which is
	// then no violation (Checker.CapStops).
	CapStops bool
	// StepBudget is the most decisions one engine step may ask.
	StepBudget int

	work     *workArea // what the checks reuse from one step to the next; nil in a Step made by hand
	sched    *schedule // the game's sampling schedule; nil in a Step made by hand
	full     bool      // see Full
	window   bool      // see WindowEnd
	question bool      // see Question
	serial   uint64    // see Serial
}

// Serial returns a number that tells this step from every other step the
// same Checker or Watcher showed its properties, from 1, or 0 in a Step
// made by hand. A game's properties may key on it what they work out once
// per step and share.
func (s *Step) Serial() uint64 { return s.serial }

// workArea holds what the generic properties reuse from one step to the
// next, so that a check allocates nothing: a Checker or a Watcher owns one.
type workArea struct {
	scratch engine.Game    // the game Try copies Prior into
	replay  engine.Game    // the game determinism replays the log in
	keep    func(int) bool // hidden information's test of the cards to keep, over prefix
	prefix  []engine.Event // the events of the step before the decision
	steps   uint64         // the steps shown so far, for Step.Serial
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
