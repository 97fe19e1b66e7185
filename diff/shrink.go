package diff

// Trial replays a script under both rule sets and reports the first
// divergence it reaches (see Runner.Replay).
type Trial func(Script) (Outcome, error)

// Shrunk is a divergence shrunk by Shrink.
type Shrunk struct {
	Outcome Outcome `json:"outcome"` // the replay of the shortest script found
	Before  int     `json:"before"`  // the decisions of the divergence before shrinking
	Trials  int     `json:"trials"`  // the replays made
}

// SameDivergence reports whether two divergences are the same difference
// of the rules: the same kind, clause and card. Shrink keeps to it by
// default, so that the short game shows what the long one did.
func SameDivergence(a, b Divergence) bool {
	return a.Kind == b.Kind && a.Clause == b.Clause && a.Card() == b.Card()
}

// shrinker holds one shrink in progress.
type shrinker struct {
	trial     Trial
	keep      func(Divergence) bool
	maxTrials int
	best      Shrunk
	err       error
}

// Shrink cuts down the decisions of a divergence, as the fuzz shrinker
// cuts down a failure, in two stages: first the decisions as option
// indexes (deleting runs of them, halving their length, then lowering
// each to the first option), which changes the game the way a byte-stream
// fuzzer does; then delta debugging by label, each label skipped where it
// is not offered, so that deleting a decision keeps the later ones
// meaningful. A shorter script is kept whenever both games still part at a
// decision it reaches in a way keep accepts (nil: SameDivergence with the
// original). Shrink stops after maxTrials replays (0: no limit). An error
// of a trial ends the shrinking with what was found so far.
func Shrink(o Outcome, trial Trial, keep func(Divergence) bool, maxTrials int) (Shrunk, error) {
	if keep == nil {
		want := o.Divergence
		keep = func(d Divergence) bool { return SameDivergence(want, d) }
	}
	s := &shrinker{trial: trial, keep: keep, maxTrials: maxTrials, best: Shrunk{Outcome: o, Before: len(o.Labels)}}
	s.byIndex()
	s.byLabel()
	return s.best, s.err
}

// done reports whether the shrink must stop.
func (s *shrinker) done() bool {
	return s.err != nil || s.maxTrials > 0 && s.best.Trials >= s.maxTrials
}

// try replays a script and keeps it if it shows the divergence in fewer
// decisions.
func (s *shrinker) try(sc Script) bool {
	if s.done() {
		return false
	}
	s.best.Trials++
	got, err := s.trial(sc)
	if err != nil {
		s.err = err
		return false
	}
	cur := &s.best.Outcome
	if !got.Diverged || !s.keep(got.Divergence) || len(got.Labels) > len(cur.Labels) {
		return false
	}
	if len(got.Labels) == len(cur.Labels) && !lowerChoices(got.Choices, cur.Choices) {
		return false
	}
	got.Index, got.Config = cur.Index, cur.Config
	*cur = got
	return true
}

// lowerChoices reports whether a is below b, option by option: a script
// of earlier options (such as "draw") is simpler.
func lowerChoices(a, b []int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

// byIndex deletes runs of decisions as option indexes, halving the run
// length down to one, then lowers each index to 0.
func (s *shrinker) byIndex() {
	var cand []int
	for chunk := len(s.best.Outcome.Choices) / 2; chunk >= 1 && !s.done(); chunk /= 2 {
		for at := len(s.best.Outcome.Choices) - chunk; at >= 0 && !s.done(); at -= chunk {
			idx := s.best.Outcome.Choices
			if at+chunk > len(idx) {
				continue
			}
			cand = append(append(cand[:0], idx[:at]...), idx[at+chunk:]...)
			s.try(Script{Indexes: cand})
		}
	}
	for i := 0; i < len(s.best.Outcome.Choices) && !s.done(); i++ {
		if idx := s.best.Outcome.Choices; idx[i] != 0 {
			cand = append(cand[:0], idx...)
			cand[i] = 0
			s.try(Script{Indexes: cand})
		}
	}
}

// byLabel is delta debugging over the labels: it deletes ever smaller
// runs of them while the divergence persists.
func (s *shrinker) byLabel() {
	var cand []string
	for n := 2; !s.done(); {
		labels := s.best.Outcome.Labels
		if len(labels) == 0 {
			return
		}
		n = min(n, len(labels))
		chunk := (len(labels) + n - 1) / n
		shrunk := false
		for start := 0; start < len(labels) && !shrunk && !s.done(); start += chunk {
			cand = append(append(cand[:0], labels[:start]...), labels[min(start+chunk, len(labels)):]...)
			shrunk = s.try(Script{Labels: cand})
		}
		switch {
		case shrunk:
			n = max(n-1, 2)
		case n >= len(labels):
			return
		default:
			n = min(2*n, len(labels))
		}
	}
}
