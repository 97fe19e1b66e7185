// Package props holds the properties dogma checks while it plays games:
// invariants of the rules (RULES.md) that must hold after every decision.
//
// A property is a plain value in the style of golang.org/x/tools/go/analysis
// analyzers: a name, the rule clauses it guards, a one-line doc, a cost
// class and a Check over one Step (the state before, the decision and the
// choice, the events it logged, the game after). Innovation lists every
// property of the game Innovation. A Checker plays one game with a Chooser,
// runs the properties at their cadence and returns the first Violation.
package props
