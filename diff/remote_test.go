package diff

import (
	"io"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// serve starts a script server of reg on pipes and returns its Remote.
func serve(t *testing.T, name string, reg *engine.Registration) *Remote {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go func() {
		err := ServeScripts(inR, outW, reg)
		outW.CloseWithError(err)
	}()
	t.Cleanup(func() { inW.Close() })
	m, err := NewRemote(name, inW, outR)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestRemoteReplaysAsTheRunner(t *testing.T) {
	for _, v := range []raceConfig{{rocket: true}, {bonus: true}, {gap: true}} {
		a, b := serve(t, "a", raceRegistration), serve(t, "b", raceWith(v))
		withV := raceConfig{rocket: v.rocket, bonus: v.bonus, gap: v.gap}
		r := NewRunner(raceMaker(raceConfig{}), raceMaker(withV))
		for seed := uint64(0); seed < 30; seed++ {
			o, err := r.Play(seed)
			if err != nil {
				t.Fatal(err)
			}
			if !o.Diverged {
				continue
			}
			o.Config = raceConfig{}.String()
			trial := RemoteTrial(a, b, o)
			for _, sc := range []Script{{Labels: o.Labels}, {Indexes: o.Choices}, {Labels: o.Labels[:len(o.Labels)/2]}, {Labels: append([]string{"9"}, o.Labels...)}} {
				got, err := trial(sc)
				if err != nil {
					t.Fatal(err)
				}
				want, err := r.Replay(seed, sc)
				if err != nil {
					t.Fatal(err)
				}
				if got.Diverged != want.Diverged || got.Divergence != want.Divergence || len(got.Labels) != len(want.Labels) {
					t.Fatalf("%v seed %d script %v: remote %+v, runner %+v", v, seed, sc, got.Divergence, want.Divergence)
				}
			}
			local, err := Shrink(o, func(sc Script) (Outcome, error) { return r.Replay(seed, sc) }, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			remote, err := Shrink(o, trial, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			if len(remote.Outcome.Labels) != len(local.Outcome.Labels) || remote.Outcome.Divergence != local.Outcome.Divergence {
				t.Fatalf("%v seed %d: shrunk remotely to %v, locally to %v", v, seed, remote.Outcome.Labels, local.Outcome.Labels)
			}
		}
	}
}
