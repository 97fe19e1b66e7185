package props

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// TerminationName is the name of the termination property, which a
// Checker or a Watcher also reports when a game reaches the length cap.
const TerminationName = "termination"

// NewTermination returns the property that steps and games end: step is
// the clause a step breaks by asking too many decisions, or by logging
// more events than the game's rules allow it (Suite.EventBudget;
// Innovation: TURN-1), game the clause a game breaks by not ending within
// the cap (END-2).
func NewTermination(step, game string) *Property {
	return &Property{
		Name:    TerminationName,
		Clauses: []string{step, game},
		Doc:     "every engine step ends within a decision budget and an event budget the rules give it, and every game ends within a length cap (under uniform play; a swarm policy may keep a legal game going, and is stopped there)",
		Cost:    Cheap,
		Check: func(s *Step) error {
			if n := len(s.StepChoices) + 1; n > s.StepBudget {
				return s.Failf(step, "one step has asked %d decisions (budget %d); last asked: %s", n, s.StepBudget, s.Decision.Prompt)
			}
			if s.Suite.EventBudget != nil {
				if b := s.Suite.EventBudget(s); b > 0 && len(s.StepEvents) > b {
					return s.Failf(step, "one step has logged %d events, more than the %d its rules allow: %s", len(s.StepEvents), b, busiestEffect(s.StepEvents))
				}
			}
			if s.Final && !s.Game.Over() && s.Index+1 >= s.Cap && !s.CapStops {
				return s.Failf(game, "the game has not ended after %d decisions", s.Index+1)
			}
			return nil
		},
	}
}

// busiestEffect names the effect that logged the longest run of evs, and
// how many, or says that no effect logged any.
func busiestEffect(evs []engine.Event) string {
	best, bestRun, run := "", 0, 0
	for i := range evs {
		e := evs[i].Effect
		switch {
		case e == "":
			run = 0
			continue
		case i > 0 && evs[i-1].Effect == e:
			run++
		default:
			run = 1
		}
		if run > bestRun {
			best, bestRun = e, run
		}
	}
	if best == "" {
		return "no effect logged any of them"
	}
	return fmt.Sprintf("%s logged %d in a row", best, bestRun)
}
