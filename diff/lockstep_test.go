package diff

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// plainGame plays the game of seed alone with the chooser stream of a
// Runner's side A, and returns it with the labels it chose.
func plainGame(t *testing.T, cfg raceConfig, seed uint64) (*race, []string) {
	t.Helper()
	g := newRace(cfg, seed)
	rng := engine.NewRand(seed ^ chooserSalt)
	var labels []string
	if _, err := g.Play(engine.ChooserFunc(func(d *engine.Decision) int {
		i := rng.Intn(len(d.Options))
		labels = append(labels, d.Options[i].Label)
		return i
	}), 0); err != nil {
		t.Fatal(err)
	}
	return g, labels
}

func TestSameRulesNeverDiverge(t *testing.T) {
	r := NewRunner(raceMaker(raceConfig{}), raceMaker(raceConfig{}))
	for seed := uint64(0); seed < 200; seed++ {
		o, err := r.Play(seed)
		if err != nil {
			t.Fatal(err)
		}
		if o.Diverged || o.OutcomeChanged() {
			t.Fatalf("seed %d: identical rules diverge: %+v", seed, o)
		}
		plain, labels := plainGame(t, raceConfig{}, seed)
		if o.A.Decisions != len(labels) || o.B.Decisions != len(labels) || !o.A.Over || o.A.Winners[0] != plain.winner {
			t.Fatalf("seed %d: lockstep game %+v, plain game %d decisions won by %d", seed, o.A, len(labels), plain.winner)
		}
	}
}

func TestEventsDivergence(t *testing.T) {
	r := NewRunner(raceMaker(raceConfig{}), raceMaker(raceConfig{rocket: true}))
	seen := 0
	for seed := uint64(0); seed < 100; seed++ {
		o, err := r.Play(seed)
		if err != nil {
			t.Fatal(err)
		}
		_, labels := plainGame(t, raceConfig{}, seed)
		first := -1
		for i, l := range labels {
			if l == "3" {
				first = i
				break
			}
		}
		if first < 0 {
			if o.Diverged {
				t.Fatalf("seed %d: no 3 added, yet diverged: %+v", seed, o.Divergence)
			}
			continue
		}
		seen++
		d := o.Divergence
		if !o.Diverged || d.Kind != KindEvents || d.Decision != first || d.Label != "3" {
			t.Fatalf("seed %d: first 3 at decision %d, divergence %+v", seed, first, d)
		}
		if d.Clause != "VAR-ROCKET" || d.Effect != "Rocket 1" || d.Card() != "Rocket" {
			t.Errorf("seed %d: cited %s %s, want VAR-ROCKET (Rocket 1)", seed, d.Clause, d.Effect)
		}
		if !strings.Contains(d.EventA, "add 3 [RACE-2]") || !strings.Contains(d.EventB, "add 6 [VAR-ROCKET]") {
			t.Errorf("seed %d: events %q / %q", seed, d.EventA, d.EventB)
		}
		if len(o.Labels) != first+1 || len(o.Seats) != first+1 || o.Labels[first] != "3" {
			t.Errorf("seed %d: labels %v", seed, o.Labels)
		}
		if !o.A.Over || !o.B.Over {
			t.Errorf("seed %d: games not played out: %v / %v", seed, o.A, o.B)
		}
	}
	if seen == 0 {
		t.Fatal("no game added a 3")
	}
}

func TestDecisionDivergence(t *testing.T) {
	r := NewRunner(raceMaker(raceConfig{}), raceMaker(raceConfig{bonus: true}))
	seen := 0
	for seed := uint64(0); seed < 50; seed++ {
		o, err := r.Play(seed)
		if err != nil {
			t.Fatal(err)
		}
		g, labels := plainGame(t, raceConfig{}, seed)
		first := -1
		for i, l := range labels {
			if l == "2" {
				first = i
				break
			}
		}
		if first < 0 || first == len(labels)-1 && g.over {
			continue // no 2, or a winning 2: no question follows
		}
		seen++
		d := o.Divergence
		if !o.Diverged || d.Kind != KindDecision || d.Decision != first+1 || d.Reach() != first+1 {
			t.Fatalf("seed %d: first 2 at decision %d, divergence %+v", seed, first, d)
		}
		if !strings.Contains(d.DecisionB, `"bonus": yes | no`) || !strings.Contains(d.DecisionA, `"add": 1 | 2 | 3`) {
			t.Errorf("seed %d: decisions %q / %q", seed, d.DecisionA, d.DecisionB)
		}
	}
	if seen == 0 {
		t.Fatal("no game added a 2")
	}
}

func TestOneGameEnds(t *testing.T) {
	// Rocket wins sooner: at some point game B is over while A asks.
	r := NewRunner(raceMaker(raceConfig{goal: 6}), raceMaker(raceConfig{goal: 6, rocket: true}))
	for seed := uint64(0); seed < 50; seed++ {
		o, err := r.Play(seed)
		if err != nil {
			t.Fatal(err)
		}
		if o.Diverged && o.Divergence.Kind == KindEvents && o.Divergence.EventB == "" {
			t.Fatalf("seed %d: no event of B cited: %+v", seed, o.Divergence)
		}
		if o.Diverged && !o.B.Over {
			t.Fatalf("seed %d: B not played out: %+v", seed, o.B)
		}
	}
}

func TestReplayFindsTheSameDivergence(t *testing.T) {
	r := NewRunner(raceMaker(raceConfig{}), raceMaker(raceConfig{bonus: true, rocket: true}))
	for seed := uint64(0); seed < 50; seed++ {
		o, err := r.Play(seed)
		if err != nil {
			t.Fatal(err)
		}
		if !o.Diverged {
			continue
		}
		got, err := r.Replay(seed, Script{Labels: o.Labels})
		if err != nil {
			t.Fatal(err)
		}
		if !got.Diverged || got.Divergence != o.Divergence || strings.Join(got.Labels, " ") != strings.Join(o.Labels, " ") {
			t.Fatalf("seed %d: replay %+v, played %+v", seed, got, o)
		}
		if len(o.Labels) > 0 {
			short, err := r.Replay(seed, Script{Labels: o.Labels[:len(o.Labels)-1]})
			if err != nil {
				t.Fatal(err)
			}
			if short.Diverged && short.Divergence.Reach() >= len(o.Labels) {
				t.Fatalf("seed %d: a shorter script reaches %+v", seed, short.Divergence)
			}
		}
		// A label never offered is skipped.
		skip, err := r.Replay(seed, Script{Labels: append([]string{"7"}, o.Labels...)})
		if err != nil {
			t.Fatal(err)
		}
		if !skip.Diverged || skip.Divergence != o.Divergence {
			t.Fatalf("seed %d: a script with a label never offered: %+v", seed, skip.Divergence)
		}
		byIndex, err := r.Replay(seed, Script{Indexes: o.Choices})
		if err != nil {
			t.Fatal(err)
		}
		if !byIndex.Diverged || byIndex.Divergence != o.Divergence {
			t.Fatalf("seed %d: replayed by index: %+v", seed, byIndex.Divergence)
		}
	}
}

func TestMakerError(t *testing.T) {
	fail := func(uint64) (engine.Game, error) { return nil, errRace }
	if _, err := NewRunner(raceMaker(raceConfig{}), fail).Play(1); err == nil || !strings.Contains(err.Error(), "side B") {
		t.Fatalf("got %v, want an error of side B", err)
	}
}

func TestCardOf(t *testing.T) {
	for effect, want := range map[string]string{"Archery 1": "Archery", "The Wheel 2": "The Wheel", "Monument": "Monument", "": "", "A.I. 10": "A.I."} {
		if got := CardOf(effect); got != want {
			t.Errorf("CardOf(%q) = %q, want %q", effect, got, want)
		}
	}
}

func TestRuleGapDivergence(t *testing.T) {
	r := NewRunner(raceMaker(raceConfig{}), raceMaker(raceConfig{gap: true}))
	seen := 0
	for seed := uint64(0); seed < 20; seed++ {
		o, err := r.Play(seed)
		if err != nil {
			t.Fatal(err)
		}
		if !o.Diverged {
			continue // no 1 added
		}
		seen++
		d := o.Divergence
		if d.Kind != KindEvents || d.Label != "1" || d.Clause != "RACE-GAP" || d.Effect != "Gap 1" {
			t.Fatalf("seed %d: %+v", seed, d)
		}
		if d.ErrA != "" || d.ErrB != "rule gap at RACE-GAP: adding 1" || d.EventB != "P1 perform 0 [RACE-2] (Gap 1)" && d.EventB != "P2 perform 0 [RACE-2] (Gap 1)" {
			t.Fatalf("seed %d: %+v", seed, d)
		}
		if o.B.Gap != "RACE-GAP" || !o.A.Over || !o.OutcomeChanged() {
			t.Fatalf("seed %d: %v / %v", seed, o.A, o.B)
		}
	}
	if seen == 0 {
		t.Fatal("no game added a 1")
	}
}
