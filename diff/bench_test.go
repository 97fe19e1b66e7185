package diff

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// The cost of a differential game against two plain games of the same
// seeds: the lockstep adds a coroutine switch and the comparisons per
// decision, and no allocation. cmd/dogma measures the same on Innovation.

func BenchmarkLockstep(b *testing.B) {
	cfg := raceConfig{goal: 200}
	r := NewRunner(raceMaker(cfg), raceMaker(cfg))
	decisions := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		o, err := r.Play(uint64(i))
		if err != nil || o.Diverged {
			b.Fatal(err, o.Divergence)
		}
		decisions += o.A.Decisions
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(decisions), "ns/decision")
}

func BenchmarkTwoPlainGames(b *testing.B) {
	cfg := raceConfig{goal: 200}
	decisions := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		for range 2 {
			g := newRace(cfg, uint64(i))
			rng := engine.NewRand(uint64(i) ^ chooserSalt)
			n, err := g.Play(engine.ChooserFunc(func(d *engine.Decision) int { return rng.Intn(len(d.Options)) }), 0)
			if err != nil {
				b.Fatal(err)
			}
			decisions += n
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(decisions/2), "ns/decision")
}
