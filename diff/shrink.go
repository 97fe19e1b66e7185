package diff

// Trial replays a script of labels under both rule sets and reports the
// first divergence the labels reach (see Runner.Replay).
type Trial func(labels []string) (Outcome, error)

// Shrunk is a divergence shrunk by Shrink.
type Shrunk struct {
	Outcome Outcome // the replay of the shortest script found
	Before  int     // the decisions of the divergence before shrinking
	Trials  int     // the replays made
}

// SameDivergence reports whether two divergences are the same difference
// of the rules: the same kind, clause and card. Shrink keeps to it by
// default, so that the short game shows what the long one did.
func SameDivergence(a, b Divergence) bool {
	return a.Kind == b.Kind && a.Clause == b.Clause && a.Card() == b.Card()
}

// Shrink cuts down the decisions of a divergence with a delta-debugging
// pass over its labels: it deletes runs of labels, halving their length
// down to single labels, and keeps a shorter script whenever both games
// still part at a decision the script reaches in a way keep accepts
// (nil: SameDivergence with the original). Deleting by label keeps the
// later decisions meaningful where the same option is still offered. It
// stops after maxTrials replays (0: no limit). An error of a trial ends
// the shrinking with what was found so far.
func Shrink(o Outcome, trial Trial, keep func(Divergence) bool, maxTrials int) (Shrunk, error) {
	if keep == nil {
		want := o.Divergence
		keep = func(d Divergence) bool { return SameDivergence(want, d) }
	}
	s := Shrunk{Outcome: o, Before: len(o.Labels)}
	var cand []string
	try := func(labels []string) (bool, error) {
		s.Trials++
		got, err := trial(labels)
		if err != nil {
			return false, err
		}
		if !got.Diverged || !keep(got.Divergence) || len(got.Labels) >= len(s.Outcome.Labels) {
			return false, nil
		}
		got.Index, got.Config = o.Index, o.Config
		s.Outcome = got
		return true, nil
	}
	for n := 2; ; {
		labels := s.Outcome.Labels
		if len(labels) == 0 || maxTrials > 0 && s.Trials >= maxTrials {
			return s, nil
		}
		n = min(n, len(labels))
		chunk := (len(labels) + n - 1) / n
		shrunk := false
		for start := 0; start < len(labels) && !shrunk; start += chunk {
			if maxTrials > 0 && s.Trials >= maxTrials {
				return s, nil
			}
			cand = append(append(cand[:0], labels[:start]...), labels[min(start+chunk, len(labels)):]...)
			ok, err := try(cand)
			if err != nil {
				return s, err
			}
			shrunk = ok
		}
		switch {
		case shrunk:
			n = max(n-1, 2)
		case n >= len(labels):
			return s, nil
		default:
			n = min(2*n, len(labels))
		}
	}
}
