package genesia_test

import (
	"testing"

	gen "github.com/dogma-engine/dogma/engine/genesia"
	"github.com/dogma-engine/dogma/props"
	genprops "github.com/dogma-engine/dogma/props/genesia"
)

// benchPlay plays random 5-player games with every fill variant under c.
func benchPlay(b *testing.B, c *props.Checker) {
	cfg := gen.Config{Players: 5, Variants: gen.FillAll()}
	decisions := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		res := c.Run(cfg, uint64(i), randomChooser(uint64(i)))
		if res.Violation != nil {
			b.Fatal(res.Violation)
		}
		decisions += res.Log.Len()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(decisions), "ns/decision")
}

// BenchmarkCheckedPlay measures random play under every property at the
// default cadence.
func BenchmarkCheckedPlay(b *testing.B) { benchPlay(b, &props.Checker{Suite: genprops.Suite}) }

// BenchmarkPlay is the same play with no property checked.
func BenchmarkPlay(b *testing.B) {
	benchPlay(b, &props.Checker{Suite: genprops.Suite, Props: []*props.Property{}})
}
