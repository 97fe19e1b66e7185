package referee

import (
	"context"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/fuzz/shrink"
	"github.com/dogma-engine/dogma/scenarios"
)

// Shrink cuts down the decisions of a match that found something with the
// kernel's one shrinker (package fuzz/shrink), as differential play does:
// written as option indexes (runs deleted, options lowered), then by label
// (delta debugging, then one decision at a time, a label skipped where
// dogma does not offer it). Each candidate is a new game on both sides
// (the engine restarted first when its conversation broke), kept when the
// engine parts from dogma the same way (Finding.Key) in a simpler game. It
// returns the simplest match found, m itself when nothing shrinks, and
// stops when ctx ends.
func Shrink(ctx context.Context, ref *Referee, cfg engine.Config, seed uint64, m *Match) (*Match, error) {
	if m.Finding == nil || len(m.Choices) == 0 {
		return m, nil
	}
	key := m.Finding.Key()
	best := m
	var err error
	try := func(choose Chooser) bool {
		if err = ref.Ext.Restart(); err != nil {
			return false
		}
		got := ref.Play(cfg, seed, choose)
		if got.Finding == nil || got.Finding.Key() != key || !shrink.Simpler(got.Choices, best.Choices) {
			return false
		}
		best = got
		return true
	}
	core := shrink.New(func() bool { return ctx.Err() != nil || err != nil })
	indexes := &shrink.List[int]{
		Name:    "indexes",
		Current: func() []int { return best.Choices },
		Try:     func(cand []int) bool { return try(indexScript(cand)) },
		Passes:  []shrink.Pass{shrink.Chunks, shrink.Lower},
		Lower:   func(i int) (int, bool) { return 0, i != 0 },
	}
	labels := &shrink.List[string]{
		Name:    "labels",
		Current: func() []string { return scenarios.Labels(best.Moves) },
		Try:     func(cand []string) bool { return try(labelScript(cand)) },
		Passes:  []shrink.Pass{shrink.DeltaDebug, shrink.Singles},
	}
	core.Run(indexes, labels)
	return best, err
}

// indexScript answers each decision with the next index of the script
// that dogma's decision offers, skipping those it does not, and ends the
// game when the script is spent.
func indexScript(script []int) Chooser {
	return func(d *engine.Decision) (int, bool) {
		for len(script) > 0 {
			i := script[0]
			script = script[1:]
			if i >= 0 && i < len(d.Options) {
				return i, true
			}
		}
		return 0, false
	}
}

// labelScript answers each decision with the next label of the script
// that dogma's decision offers, skipping those it does not, and ends the
// game when the script is spent.
func labelScript(script []string) Chooser {
	return func(d *engine.Decision) (int, bool) {
		for len(script) > 0 {
			l := script[0]
			script = script[1:]
			for i, o := range d.Options {
				if o.Label == l {
					return i, true
				}
			}
		}
		return 0, false
	}
}
