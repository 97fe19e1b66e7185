// Package props holds the properties dogma checks while it plays games:
// invariants of a game's rules (its RULES.md) that must hold after every
// decision.
//
// A property is a plain value in the style of golang.org/x/tools/go/analysis
// analyzers: a name, the rule clauses it guards, a one-line doc, a cost
// class and a Check over one Step (the states before, the decision and the
// choice, the events it logged, the game after). A game's own properties
// live in props/NAME (props/innovation) and are gathered, with the generic
// ones of this package made for its clauses (NewLegality, NewDeterminism,
// NewTermination, NewHiddenInfo), in a Suite with its registration.
//
// A Checker plays one game with a Chooser and returns the first Violation;
// a Watcher checks games that something else plays. Both run the
// properties at their cadence (cadence.go): the cheap ones over windows of
// events and at a fixed sample of the decisions, the expensive ones at the
// cadence points with their costliest parts at a fixed sample of those,
// everything after every decision in strict mode and from a position.
package props
