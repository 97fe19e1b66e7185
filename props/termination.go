package props

// TerminationName is the name of the termination property, which a
// Checker or a Watcher also reports when a game reaches the length cap.
const TerminationName = "termination"

// NewTermination returns the property that steps and games end: step is
// the clause a step breaks by asking too many decisions (Innovation:
// TURN-1), game the clause a game breaks by not ending within the cap
// (END-2).
func NewTermination(step, game string) *Property {
	return &Property{
		Name:    TerminationName,
		Clauses: []string{step, game},
		Doc:     "every engine step ends within a decision budget and every game ends within a length cap (under uniform play; a swarm policy may keep a legal game going, and is stopped there)",
		Cost:    Cheap,
		Check: func(s *Step) error {
			if n := len(s.StepChoices) + 1; n > s.StepBudget {
				return s.Failf(step, "one step has asked %d decisions (budget %d); last asked: %s", n, s.StepBudget, s.Decision.Prompt)
			}
			if s.Final && !s.Game.Over() && s.Index+1 >= s.Cap && !s.CapStops {
				return s.Failf(game, "the game has not ended after %d decisions", s.Index+1)
			}
			return nil
		},
	}
}
