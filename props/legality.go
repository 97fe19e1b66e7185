package props

import (
	"errors"

	"github.com/dogma-engine/dogma/engine"
)

// NewLegality returns the property that what is offered can be done and
// nothing else, guarding clause (Innovation: DOGMA-8, which says what a
// player may choose).
func NewLegality(clause string) *Property {
	return &Property{
		Name:    "legality",
		Clauses: []string{clause},
		Doc:     "every decision has distinct options, every offered option applies without error (a rule gap aside), and an option not offered is refused, leaving the game unchanged",
		Cost:    Expensive,
		Check:   func(s *Step) error { return checkLegality(s, clause) },
	}
}

// Every option offered is tried, each on a copy of the game, and a label
// that is no option and a negative index are refused, at one cadence point
// in optionsEvery (see cadence.go): it costs a step of play per option. At
// the other cadence points the options are checked for duplicates, and at
// one in refusalEvery the index past the last option for its refusal.
const (
	optionsEvery = 24
	refusalEvery = 8
	saltOptions  = 0x6f7074696f6e73
	saltRefusal  = 0x726566757365
)

// isRuleGap reports whether err is a rule gap, which an offered option
// may reach without breaking legality.
func isRuleGap(err error) bool {
	var gap *engine.RuleGap
	return errors.As(err, &gap)
}

// labelChooser is a game that also takes an answer by its label, as
// scenario files give it.
type labelChooser interface {
	ChooseLabel(label string) error
}

func checkLegality(s *Step, clause string) error {
	d := s.Decision
	if len(d.Options) == 0 || d.Player < 0 || d.Player >= s.Game.Players() {
		return s.Failf(clause, "a decision for seat %d with %d options", d.Player, len(d.Options))
	}
	for i := range d.Options {
		for j := i + 1; j < len(d.Options); j++ {
			if d.Options[i].Label == d.Options[j].Label {
				return s.Failf(clause, "option %q is offered twice (%s)", d.Options[i].Label, d.Prompt)
			}
		}
	}
	if s.Prior == nil {
		return nil
	}
	tryAll := s.Sampled(saltOptions, optionsEvery)
	if tryAll {
		for j := range d.Options {
			if j == s.Choice {
				continue
			}
			if err := s.Try().Choose(j); err != nil && !isRuleGap(err) {
				return s.Failf(clause, "offered option %q fails: %v", d.Options[j].Label, err)
			}
		}
	}
	if !tryAll && !s.Sampled(saltRefusal, refusalEvery) {
		return nil
	}
	// The refusals are tried on Prior itself, without a copy: a refused
	// option leaves the game as it was, which the check verifies, so Prior
	// changes only when legality fails, and no other property sees it.
	g := s.Prior
	h := g.Hash()
	for k := 0; k < 3; k++ {
		var err error
		switch k {
		case 0:
			lc, ok := g.(labelChooser)
			if !ok || !tryAll {
				continue
			}
			err = lc.ChooseLabel("not an option")
		case 1:
			err = g.Choose(len(d.Options))
		default:
			if !tryAll {
				continue
			}
			err = g.Choose(-1)
		}
		if !errors.Is(err, engine.ErrIllegal) {
			return s.Failf(clause, "an option that is not offered is not refused as illegal: %v", err)
		}
	}
	if g.Hash() != h || g.Decision() == nil || len(g.Decision().Options) != len(d.Options) {
		return s.Failf(clause, "a refused option changed the game")
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
