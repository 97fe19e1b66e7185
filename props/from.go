package props

import (
	"errors"
	"math"

	"github.com/dogma-engine/dogma/engine"
)

// Stop is the answer with which a Chooser ends a checked game early, when
// it has nothing more to play (a replayed script that runs out). The
// checker then returns without a failure, the game unfinished; the last
// decision played was not its final one, so the checks that run only at
// the end of a game (the full replay of determinism, the length cap) do
// not run, as a campaign would not run them at that point either. The
// window of event checks the game was in ends there (see cadence.go), so
// that every event played is checked.
const Stop = math.MinInt32

// errMidStep refuses a game that is in the middle of an engine step.
var errMidStep = errors.New("props: RunFrom needs a game at the start of a step (a setup choice or a top-level action)")

// RunFrom plays on from g, a game set up by other means than a seed (a
// position text, most often), answering every decision with ch, and
// checks the properties exactly as Run does; decision indexes count from
// g. g must stand at the start of an engine step, as a parsed position
// does; it is played on, not copied.
//
// The properties that look back at the game's history use what a position
// holds: the log's Start is a copy of g, so determinism replays the log
// from there instead of from a seed; turn structure checks setup (SETUP-4,
// SETUP-5) only when g is still in setup and takes the turn number and
// actions left from g otherwise; hidden information seeds its shuffles
// from the position at the start of each step, so a position start checks
// as the same position reached from a seed does.
func (c *Checker) RunFrom(g engine.Game, ch engine.Chooser) *Result {
	res := &Result{Log: Log{Config: g.Configuration()}, Game: g}
	switch {
	case g.Err() != nil:
		res.Failure = &Failure{Kind: FailError, Decision: -1, Where: "engine", Err: g.Err()}
		return res
	case len(g.StepChoices()) != 0:
		res.Failure = &Failure{Kind: FailError, Decision: -1, Where: "engine", Err: errMidStep}
		return res
	}
	res.Log.Start = g.Clone()
	return c.play(res, g, ch)
}

// restart returns a new game at the start of the log: a clone of Start,
// or the game set up from Seed.
func (l *Log) restart(s *Suite) (engine.Game, error) {
	if l.Start != nil {
		return l.Start.Clone(), nil
	}
	return s.New(l.Config, l.Seed)
}
