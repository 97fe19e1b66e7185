package innovation_test

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// BenchmarkPositionFormat prints a mid-game position, as the determinism
// property does at its cadence.
func BenchmarkPositionFormat(b *testing.B) {
	g := parse(b, cards.Base(), midGame)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink += uint64(len(g.Position()))
	}
}

// BenchmarkPositionParse parses a mid-game position back.
func BenchmarkPositionParse(b *testing.B) {
	g := parse(b, cards.Base(), midGame)
	text := g.Position()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		h, _ := inn.ParsePosition(inn.Config{}, cards.Base(), text)
		sink += h.Hash()
	}
}
