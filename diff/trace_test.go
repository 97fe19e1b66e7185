package diff

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// raceWith returns race's registration with the variants of v switched on
// in every game: another build of the game.
func raceWith(v raceConfig) *engine.Registration {
	reg := *raceRegistration
	reg.New = func(cfg engine.Config, seed uint64) (engine.Game, error) {
		c := cfg.(raceConfig)
		c.rocket, c.bonus, c.gap = v.rocket, v.bonus, v.gap
		return newRace(c, seed), nil
	}
	return &reg
}

// traceOf writes the trace of reg's games.
func traceOf(t *testing.T, reg *engine.Registration, opts TraceOptions) *bytes.Buffer {
	t.Helper()
	var b bytes.Buffer
	if err := WriteTrace(context.Background(), &b, reg, opts); err != nil {
		t.Fatal(err)
	}
	return &b
}

func TestTracesDivergeAsTheRunnerDoes(t *testing.T) {
	opts := TraceOptions{Games: 60, Seed: 5}
	for _, v := range []raceConfig{{rocket: true}, {bonus: true}, {rocket: true, bonus: true}, {gap: true}} {
		ta, tb := traceOf(t, raceRegistration, opts), traceOf(t, raceWith(v), opts)
		setups := raceRegistration.Setups()
		diverged := 0
		n, err := CompareTraces("a", ta, "b", tb, func(got Outcome) {
			cfg := setups[got.Index%len(setups)].(raceConfig)
			withV := cfg
			withV.rocket, withV.bonus, withV.gap = v.rocket, v.bonus, v.gap
			want, err := NewRunner(raceMaker(cfg), raceMaker(withV)).Play(got.Seed)
			if err != nil {
				t.Fatal(err)
			}
			if got.Diverged != want.Diverged || got.Divergence != want.Divergence {
				t.Errorf("%v game %d: traces %+v, lockstep %+v", v, got.Index, got.Divergence, want.Divergence)
			}
			if strings.Join(got.Labels, ",") != strings.Join(want.Labels, ",") || !got.A.SameOutcome(want.A) || got.A.Decisions != want.A.Decisions {
				t.Errorf("%v game %d: traces %v %v, lockstep %v %v", v, got.Index, got.Labels, got.A, want.Labels, want.A)
			}
			if got.Diverged {
				diverged++
			}
		})
		if err != nil || n != opts.Games {
			t.Fatalf("%v: compared %d games: %v", v, n, err)
		}
		if diverged == 0 {
			t.Errorf("%v: no game diverged", v)
		}
	}
}

func TestSameBuildSameTrace(t *testing.T) {
	opts := TraceOptions{Games: 20, Seed: 1}
	ta, tb := traceOf(t, raceRegistration, opts), traceOf(t, raceRegistration, opts)
	if !bytes.Equal(ta.Bytes(), tb.Bytes()) {
		t.Fatal("two traces of the same games differ")
	}
	if !strings.HasPrefix(ta.String(), "dogma-trace 1\ngame\t0\t1\tgoal=12 variants=\ne\tP2 start 0 [RACE-1]\tRACE-1\t\nd\t1\taction\tadd\t1\t2\t3\nc\t") {
		t.Errorf("trace starts:\n%s", ta.String()[:200])
	}
	n, err := CompareTraces("a", ta, "b", tb, func(o Outcome) {
		if o.Diverged || o.OutcomeChanged() {
			t.Errorf("game %d diverges: %+v", o.Index, o)
		}
	})
	if n != 20 || err != nil {
		t.Fatalf("compared %d: %v", n, err)
	}
}

func TestBadTraces(t *testing.T) {
	good := traceOf(t, raceRegistration, TraceOptions{Games: 2, Seed: 1}).String()
	short := traceOf(t, raceRegistration, TraceOptions{Games: 1, Seed: 1}).String()
	other := traceOf(t, raceRegistration, TraceOptions{Games: 2, Seed: 9}).String()
	for _, tc := range []struct{ a, b, want string }{
		{"", good, "a: an empty trace"},
		{"hello\n", good, `a:1: not a trace of this version`},
		{good, short, "the traces hold different numbers of games: b stops after 1"},
		{good, other, "the traces hold different games: game 0 seed 1 in a, game 0 seed 9 in b"},
		{good, good[:len(good)-30], "b:"},
		{good, strings.Replace(good, "\nc\t", "\nc\tx", 1), "b:5: a bad answer line"},
		{good, strings.Replace(good, "\ne\t", "\nq\t", 1), `b:3: unknown line "q\t`},
	} {
		_, err := CompareTraces("a", strings.NewReader(tc.a), "b", strings.NewReader(tc.b), func(Outcome) {})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("got %v, want %q", err, tc.want)
		}
	}
}
