package props

import (
	"errors"
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// Watcher checks the properties of games that something else plays in
// push mode (Game.Play), such as the bench package through its Observer
// hook. The code that plays tells it about each game, decision and answer:
// Begin once the game is set up, Decide before each decision is answered,
// Answer once the chooser has answered, End after the game. It runs a
// Checker's loop, so it checks the same properties at the same cadence
// and sees the same steps as a campaign does.
//
// The zero value is not usable: Suite must be set. A Watcher follows one
// game at a time and is not safe for concurrent use.
type Watcher struct {
	Suite *Suite
	// Props are the properties to check; nil means Suite.Properties().
	Props []*Property
	// Strict runs every property after every decision.
	Strict bool
	// Short, Cap and StepBudget are as in Checker; 0 means the default.
	Short, Cap, StepBudget int

	c   Checker
	res Result
}

// errNotBegun refuses a call about a game the watcher did not begin.
var errNotBegun = errors.New("props: a call about a game the watcher did not begin")

// Begin starts watching game g, set up from seed.
func (w *Watcher) Begin(g engine.Game, seed uint64) error {
	c := &w.c
	c.Suite, c.Props, c.Strict = w.Suite, w.Props, w.Strict
	c.Short, c.Cap, c.StepBudget = w.Short, w.Cap, w.StepBudget
	old := w.res.Log
	w.res = Result{Log: Log{Config: g.Configuration(), Seed: seed,
		Choices: old.Choices[:0], Labels: old.Labels[:0], Players: old.Players[:0], Hashes: old.Hashes[:0]}}
	c.begin(&w.res, g, nil)
	return nil
}

// Decide checks the decision answered before d, then readies d, which is
// about to be answered. It returns a *Violation or a *Failure when a
// property fails, and a Violation of the termination property when the game
// reaches the length cap.
func (w *Watcher) Decide(g engine.Game, d *engine.Decision) error {
	l := &w.c.loop
	if l.g == nil || l.g != g {
		return errNotBegun
	}
	if l.answered {
		w.c.checked(l)
		if l.stop {
			return w.err()
		}
	}
	w.c.ask(l)
	return nil
}

// Answer notes that the decision given to Decide was answered with option
// choice.
func (w *Watcher) Answer(g engine.Game, d *engine.Decision, choice int) error {
	l := &w.c.loop
	if l.g == nil || l.g != g {
		return errNotBegun
	}
	if !w.c.answer(l, d, choice) {
		return w.err()
	}
	l.answered = true
	return nil
}

// End checks the last decision of the game, as the final one.
func (w *Watcher) End(g engine.Game) error {
	l := &w.c.loop
	if l.g == nil || l.g != g {
		return errNotBegun
	}
	if l.answered {
		w.c.checked(l)
	}
	return w.err()
}

// Log returns the decisions of the game watched last. It is reused by the
// next Begin.
func (w *Watcher) Log() *Log { return &w.res.Log }

// err returns what stopped the game watched: a property's violation or
// failure, or the length cap.
func (w *Watcher) err() error {
	if err := w.res.Err(); err != nil {
		return err
	}
	if w.res.Capped {
		n := w.res.Log.Len()
		return &Violation{Property: TerminationName, Clause: w.Suite.Termination, Decision: n - 1,
			Message: fmt.Sprintf("the game has not ended after %d decisions", n)}
	}
	return nil
}
