package props

import "github.com/dogma-engine/dogma/engine"

// Suite is a game as the harness drives it: its registration (the kernel's
// view of the game) and its properties. Each game's props package makes
// one (props/innovation.Suite); cmd/dogma lists them. Campaigns, scenario
// files, the shrinker, the corpus, perft, coverage and bench take a Suite
// and know nothing else of the game.
type Suite struct {
	*engine.Registration
	// Properties returns the game's properties in the order they run, the
	// generic ones of this package included (Legality, Determinism,
	// Termination, HiddenInfo, made for the game's clauses).
	Properties func() []*Property
	// Snapshot returns a new, empty snapshot of the game's state for
	// Step.Before, Step.Start and Step.Since; nil means the properties need
	// none.
	Snapshot func() Snapshot
	// SkipBefore says that the properties read no Step.Before, which is
	// then nil: the checkers take no snapshot before each decision.
	SkipBefore bool
	// EveryDecision says that the game's cheap properties check one
	// decision at a time (Step.Before and Step.Events) rather than windows
	// of them (Step.Since, Step.SinceEvents): every window is one decision
	// long, and every question and every step is checked. What costs more
	// stays sampled as for any game (see cadence.go): Step.Full, where a
	// property checks the whole state rather than what the decision's
	// events touched, the expensive properties at the cadence points and
	// their dear parts (Step.Sampled).
	EveryDecision bool
	// Termination is the clause a game breaks when it does not end within
	// the length cap (Innovation: END-2).
	Termination string
	// EventBudget returns the most events the game's rules let the engine
	// step of s log, worked out from the rules and the step's action, or 0
	// for no budget; nil means none. The termination property reports a
	// step that logs more, naming the effect running.
	EventBudget func(s *Step) int
}

// Lookup returns the game's property with the given name.
func (s *Suite) Lookup(name string) (*Property, bool) {
	for _, p := range s.Properties() {
		if p.Name == name {
			return p, true
		}
	}
	return nil, false
}
