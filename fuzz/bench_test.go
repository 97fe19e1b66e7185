package fuzz

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

func benchPlay(b *testing.B, c *props.Checker) {
	cfg := inn.Config{Players: 2, Ages: inn.MaxAge}
	decisions := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		res := c.Run(cfg, uint64(i), NewRandom(uint64(i)))
		if err := res.Err(); err != nil {
			b.Fatal(err)
		}
		decisions += res.Log.Len()
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(b.N)/sec, "games/s")
	b.ReportMetric(float64(decisions)/sec, "decisions/s")
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
}

// BenchmarkCheckedPlay measures random play under every property at the
// default cadence.
func BenchmarkCheckedPlay(b *testing.B) { benchPlay(b, &props.Checker{Suite: innprops.Suite}) }

// BenchmarkCheckedPlayStrict runs every property after every decision.
func BenchmarkCheckedPlayStrict(b *testing.B) {
	benchPlay(b, &props.Checker{Suite: innprops.Suite, Strict: true})
}

// BenchmarkCheckedPlayCheap runs the cheap properties only.
func BenchmarkCheckedPlayCheap(b *testing.B) {
	var cheap []*props.Property
	for _, p := range innprops.All() {
		if p.Cost == props.Cheap {
			cheap = append(cheap, p)
		}
	}
	benchPlay(b, &props.Checker{Suite: innprops.Suite, Props: cheap})
}

// BenchmarkPlay is the same play with no property checked.
func BenchmarkPlay(b *testing.B) {
	benchPlay(b, &props.Checker{Suite: innprops.Suite, Props: []*props.Property{}})
}
