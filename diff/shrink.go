package diff

import "github.com/dogma-engine/dogma/fuzz/shrink"

// Trial replays a script under both rule sets and reports the first
// divergence it reaches (see Runner.Replay).
type Trial func(Script) (Outcome, error)

// Shrunk is a divergence shrunk by Shrink.
type Shrunk struct {
	Outcome Outcome `json:"outcome"` // the replay of the shortest script found
	Before  int     `json:"before"`  // the decisions of the divergence before shrinking
	Trials  int     `json:"trials"`  // the replays made
	// Shrink counts the candidates the shrinking core replayed, those it
	// made again and did not replay (its cache), and its rounds.
	Shrink shrink.Stats `json:"shrink"`
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

// Shrink cuts down the decisions of a divergence with the shrinking core
// that campaigns use (package fuzz/shrink), written two ways in turn
// until neither shortens it: as option indexes (deleting runs of them,
// halving their length, then lowering each to the first option), which
// changes the game the way a byte-stream fuzzer does; then by label
// (delta debugging, then one decision at a time), each label skipped
// where it is not offered, so that deleting a decision keeps the later
// ones meaningful. No script is replayed twice. A shorter script, or one
// as long with lower options, is kept whenever both games still part at a
// decision it reaches in a way keep accepts (nil: SameDivergence with the
// original). Shrink stops after maxTrials replays (0: no limit). An error
// of a trial ends the shrinking with what was found so far.
func Shrink(o Outcome, trial Trial, keep func(Divergence) bool, maxTrials int) (Shrunk, error) {
	if keep == nil {
		want := o.Divergence
		keep = func(d Divergence) bool { return SameDivergence(want, d) }
	}
	s := &shrinker{trial: trial, keep: keep, maxTrials: maxTrials, best: Shrunk{Outcome: o, Before: len(o.Labels)}}
	core := shrink.New(s.done)
	indexes := &shrink.List[int]{
		Name:    "indexes",
		Current: func() []int { return s.best.Outcome.Choices },
		Try:     func(cand []int) bool { return s.try(Script{Indexes: cand}) },
		Passes:  []shrink.Pass{shrink.Chunks, shrink.Lower},
		Lower:   func(i int) (int, bool) { return 0, i != 0 },
	}
	labels := &shrink.List[string]{
		Name:    "labels",
		Current: func() []string { return s.best.Outcome.Labels },
		Try:     func(cand []string) bool { return s.try(Script{Labels: cand}) },
		Passes:  []shrink.Pass{shrink.DeltaDebug, shrink.Singles},
	}
	core.Run(indexes, labels)
	s.best.Shrink = core.Stats
	return s.best, s.err
}

// done reports whether the shrink must stop.
func (s *shrinker) done() bool {
	return s.err != nil || s.maxTrials > 0 && s.best.Trials >= s.maxTrials
}

// try replays a script and keeps it if it shows the divergence in fewer
// decisions, or in as many with lower options.
func (s *shrinker) try(sc Script) bool {
	s.best.Trials++
	got, err := s.trial(sc)
	if err != nil {
		s.err = err
		return false
	}
	cur := &s.best.Outcome
	if !got.Diverged || !s.keep(got.Divergence) || !shrink.Simpler(got.Choices, cur.Choices) {
		return false
	}
	got.Index, got.Config = cur.Index, cur.Config
	*cur = got
	return true
}
