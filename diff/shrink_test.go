package diff

import (
	"testing"
)

func TestShrinkToOneDecision(t *testing.T) {
	for _, cfg := range []raceConfig{{rocket: true, goal: 40}, {bonus: true, goal: 40}} {
		r := NewRunner(raceMaker(raceConfig{goal: 40}), raceMaker(cfg))
		shrunk := 0
		for seed := uint64(0); seed < 20; seed++ {
			o, err := r.Play(seed)
			if err != nil {
				t.Fatal(err)
			}
			if !o.Diverged {
				continue
			}
			s, err := Shrink(o, func(s Script) (Outcome, error) { return r.Replay(seed, s) }, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			got := s.Outcome
			if !got.Diverged || !SameDivergence(got.Divergence, o.Divergence) {
				t.Fatalf("%v seed %d: shrunk to %+v from %+v", cfg, seed, got.Divergence, o.Divergence)
			}
			if len(got.Labels) != 1 || s.Before != len(o.Labels) {
				t.Errorf("%v seed %d: shrunk from %d to %v, want one decision", cfg, seed, s.Before, got.Labels)
			}
			if s.Shrink.Tried != s.Trials {
				t.Errorf("%v seed %d: %d trials, but the shrinking core counts %d candidates replayed", cfg, seed, s.Trials, s.Shrink.Tried)
			}
			if s.Before > 1 {
				shrunk++
			}
		}
		if shrunk == 0 {
			t.Errorf("%v: no divergence to shrink", cfg)
		}
	}
}

func TestShrinkStopsAtTrialBudget(t *testing.T) {
	r := NewRunner(raceMaker(raceConfig{goal: 60}), raceMaker(raceConfig{goal: 60, rocket: true}))
	for seed := uint64(0); ; seed++ {
		o, err := r.Play(seed)
		if err != nil {
			t.Fatal(err)
		}
		if !o.Diverged || len(o.Labels) < 8 {
			continue
		}
		s, err := Shrink(o, func(s Script) (Outcome, error) { return r.Replay(seed, s) }, nil, 3)
		if err != nil {
			t.Fatal(err)
		}
		if s.Trials != 3 {
			t.Fatalf("%d trials, want 3", s.Trials)
		}
		return
	}
}
