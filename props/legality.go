package props

import (
	"errors"

	"github.com/dogma-engine/dogma/engine"
)

// Legality checks that what is offered can be done and nothing else.
var Legality = &Property{
	Name:    "legality",
	Clauses: []string{"DOGMA-8"},
	Doc:     "every decision has distinct options, every offered option applies without error (a rule gap aside), and an option not offered is refused, leaving the game unchanged",
	Cost:    Expensive,
	Check:   checkLegality,
}

func checkLegality(s *Step) error {
	d := s.Decision
	if len(d.Options) == 0 || d.Player < 0 || d.Player >= s.Config.Players {
		return s.Failf("DOGMA-8", "a decision for seat %d with %d options", d.Player, len(d.Options))
	}
	for i := range d.Options {
		for j := i + 1; j < len(d.Options); j++ {
			if d.Options[i].Label == d.Options[j].Label {
				return s.Failf("DOGMA-8", "option %q is offered twice (%s)", d.Options[i].Label, d.Prompt)
			}
		}
	}
	if s.Prior == nil {
		return nil
	}
	for j := range d.Options {
		if j == s.Choice {
			continue
		}
		g := s.Try()
		var gap *engine.RuleGap
		if err := g.Choose(j); err != nil && !errors.As(err, &gap) {
			return s.Failf("DOGMA-8", "offered option %q fails: %v", d.Options[j].Label, err)
		}
	}
	g := s.Try()
	h := g.Hash()
	for k := 0; k < 3; k++ {
		var err error
		switch k {
		case 0:
			err = g.ChooseLabel("not an option")
		case 1:
			err = g.Choose(len(d.Options))
		default:
			err = g.Choose(-1)
		}
		if !errors.Is(err, engine.ErrIllegal) {
			return s.Failf("DOGMA-8", "an option that is not offered is not refused as illegal: %v", err)
		}
	}
	if g.Hash() != h || g.Decision() == nil || len(g.Decision().Options) != len(d.Options) {
		return s.Failf("DOGMA-8", "a refused option changed the game")
	}
	return nil
}

// sameDecision reports whether two decisions ask the same player the same
// kind of question with the same options in the same order.
func sameDecision(a, b *engine.Decision) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.Player != b.Player || a.Kind != b.Kind || len(a.Options) != len(b.Options) {
		return false
	}
	for i := range a.Options {
		if a.Options[i] != b.Options[i] {
			return false
		}
	}
	return true
}
