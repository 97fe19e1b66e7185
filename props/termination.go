package props

// Termination checks that steps and games end.
var Termination = &Property{
	Name:    "termination",
	Clauses: []string{"TURN-1", "END-2"},
	Doc:     "every engine step ends within a decision budget and every game ends within a length cap (under uniform play; a swarm policy may keep a legal game going, and is stopped there)",
	Cost:    Cheap,
	Check: func(s *Step) error {
		if n := len(s.StepChoices) + 1; n > s.StepBudget {
			return s.Failf("TURN-1", "one step has asked %d decisions (budget %d); last asked: %s", n, s.StepBudget, s.Decision.Prompt)
		}
		if s.Final && !s.Game.Over() && s.Index+1 >= s.Cap && !s.CapStops {
			return s.Failf("END-2", "the game has not ended after %d decisions (turn %d)", s.Index+1, s.Game.State().Turn)
		}
		return nil
	},
}
