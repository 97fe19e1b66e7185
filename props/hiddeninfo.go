package props

import "github.com/dogma-engine/dogma/engine"

// NewHiddenInfo returns the property that no decision depends on cards its
// player may not see, guarding clauses (Innovation: INFO-1, INFO-2 and
// SETUP-2); a violation cites the clause cite (INFO-2: a decision never
// depends on what its player may not see). It checks games that are
// engine.StepReplayers and passes others.
func NewHiddenInfo(cite string, clauses ...string) *Property {
	return &Property{
		Name:    "hidden-info",
		Clauses: clauses,
		Doc:     "a decision comes out the same when the cards its player may not see are shuffled among themselves",
		Cost:    Expensive,
		Check:   func(s *Step) error { return checkHiddenInfo(s, cite) },
	}
}

// shuffles is the number of random exchanges of hidden cards tried.
const shuffles = 40

// The hidden cards are shuffled and the step replayed, which costs a few
// steps of play, at one cadence point in hiddenEvery (see cadence.go).
const (
	hiddenEvery = 8
	saltHidden  = 0x68696464656e
)

func checkHiddenInfo(s *Step, clause string) error {
	if !s.Sampled(saltHidden, hiddenEvery) {
		return nil
	}
	g, ok := s.Try().(engine.StepReplayer)
	if !ok || g == nil {
		return nil
	}
	p := s.Decision.Player
	// Cards the step has already touched stay where they are: they moved
	// or were shown. So do cards the player could see just before the
	// decision, such as a covered card the step uncovered (the game checks
	// that).
	prefix := s.StepEvents[:len(s.StepEvents)-len(s.Events)]
	keep := keepFunc(s, prefix)
	// The step is replayed from its start with the hidden cards moved and
	// the same choices: an earlier choice asked another way fails the
	// replay, and the comparison says nothing.
	swapped, mark, err := g.ReplayStepHidden(p, uint64(len(s.StepChoices)+1), shuffles, keep)
	if swapped == 0 || err != nil {
		return nil
	}
	// Other players know their own cards: when the shuffle changed what
	// they did (so what happened in public), the comparison says nothing.
	got := g.EventsSince(mark)
	if len(got) != len(prefix) || len(g.StepChoices()) != len(s.StepChoices) {
		return nil
	}
	for i := range got {
		if got[i] != prefix[i] {
			return nil
		}
	}
	if got := g.Decision(); !sameDecision(got, s.Decision) {
		want := s.Decision.String()
		other := "no decision"
		if got != nil {
			other = got.String()
		}
		return s.Failf(clause, "%s is asked %q, but with hidden cards shuffled %q", engine.SeatName(p), want, other)
	}
	return nil
}

// keepFunc returns the test of the cards the shuffle keeps in place: the
// cards named by the events of prefix. It is made once per checker, so
// that passing it allocates nothing.
func keepFunc(s *Step, prefix []engine.Event) func(card int) bool {
	w := s.work
	if w == nil {
		w = new(workArea)
	}
	w.prefix = prefix
	if w.keep == nil {
		w.keep = func(card int) bool {
			for i := range w.prefix {
				if w.prefix[i].Card == card {
					return true
				}
			}
			return false
		}
	}
	return w.keep
}
