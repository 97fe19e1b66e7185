package bench

import "github.com/dogma-engine/dogma/engine"

// Observer watches a benchmarked game decision by decision. It is where
// per-decision checks, such as the properties of the harness, plug into the
// measurements. An Observer is used by one goroutine at a time.
type Observer interface {
	// Begin is called once a new game is set up from seed, before its
	// first decision.
	Begin(g engine.Game, seed uint64) error
	// Decide is called before each decision is answered, with the game as
	// it stands: EventsSince of the mark taken at the previous call gives
	// what happened in between.
	Decide(g engine.Game, d *engine.Decision) error
	// Answer is called once the decision given to Decide is answered with
	// option choice, before the game goes on.
	Answer(g engine.Game, d *engine.Decision, choice int) error
	// End is called after the game has ended.
	End(g engine.Game) error
}

// observed is a Chooser that shows every decision to an Observer before
// passing it on. An observer's error stops the game: the decision is
// answered out of range and the error is kept.
type observed struct {
	g   engine.Game
	obs Observer
	c   engine.Chooser
	err error
}

func (o *observed) Choose(d *engine.Decision) int {
	if err := o.obs.Decide(o.g, d); err != nil {
		o.err = err
		return -1
	}
	i := o.c.Choose(d)
	if err := o.obs.Answer(o.g, d, i); err != nil {
		o.err = err
		return -1
	}
	return i
}
