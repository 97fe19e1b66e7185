package scenarios

import (
	"fmt"
	"strings"
	"sync"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// A Violation is one property a game breaks at its current point, as the
// check command prints it.
type Violation struct {
	Property string // the property's name, such as "card-conservation"
	Clause   string // the rule clause it guards, such as "COMP-5"
	Message  string // what is wrong, for people
}

// String renders the violation on one line:
// "violation: card-conservation [COMP-5]: Oars is in two places".
func (v Violation) String() string {
	return fmt.Sprintf("violation: %s [%s]: %s", v.Property, v.Clause, v.Message)
}

// A Checker returns the properties a game breaks at its current point, in
// a fixed order.
type Checker func(g *inn.Game) []Violation

var (
	checkMu sync.RWMutex
	checker Checker = NoProperties
)

// NoProperties is the checker that finds nothing: the check command then
// reports only an engine failure.
func NoProperties(*inn.Game) []Violation { return nil }

// SetChecker makes c the checker the check command runs and returns the
// previous one. Campaigns use the same checker, so that a shrunk failure
// replays to the same violation.
func SetChecker(c Checker) Checker {
	checkMu.Lock()
	defer checkMu.Unlock()
	prev := checker
	checker = c
	return prev
}

// CurrentChecker returns the checker the check command runs.
func CurrentChecker() Checker {
	checkMu.RLock()
	defer checkMu.RUnlock()
	return checker
}

// check runs the properties on the current game and prints every
// violation, one a line, or "ok". A game stopped by an engine error prints
// "failed: " and the error.
func (r *runner) check() (string, error) {
	if err := r.g.Err(); err != nil {
		return "failed: " + err.Error() + "\n", nil
	}
	vs := CurrentChecker()(r.g)
	if len(vs) == 0 {
		return "ok\n", nil
	}
	var b strings.Builder
	for _, v := range vs {
		b.WriteString(v.String())
		b.WriteByte('\n')
	}
	return b.String(), nil
}
