package main

import (
	"testing"

	"github.com/dogma-engine/dogma/diff"
	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// The cost of differential play on Innovation: a pair of games in lockstep
// against two plain games of the same seeds and chooser stream (2 players,
// 1st edition, ten ages). The ratio of the two is what "dogma audit
// variants" and "dogma diff" pay over plain play.

func BenchmarkDiffLockstep(b *testing.B) {
	cfg, err := cards.Registration.ParseConfig("")
	if err != nil {
		b.Fatal(err)
	}
	m := diff.MakerOf(cards.Registration, cfg)
	r := diff.NewRunner(m, m)
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

func BenchmarkDiffTwoPlainGames(b *testing.B) {
	cfg, err := cards.Registration.ParseConfig("")
	if err != nil {
		b.Fatal(err)
	}
	decisions := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		for range 2 {
			g, err := cards.Registration.New(cfg, uint64(i))
			if err != nil {
				b.Fatal(err)
			}
			rng := engine.NewRand(uint64(i) ^ 0x5eed)
			n, err := g.Play(engine.ChooserFunc(func(d *engine.Decision) int { return rng.Intn(len(d.Options)) }), 0)
			if err != nil {
				b.Fatal(err)
			}
			decisions += n
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(decisions/2), "ns/decision")
}
