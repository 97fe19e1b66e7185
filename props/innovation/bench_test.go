package innovation_test

import (
	"fmt"
	"testing"

	"github.com/dogma-engine/dogma/bench"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// BenchmarkWatchedGames plays the random games of
// bench.BenchmarkRandomGames (push mode, default ages) with every property
// watching at the default cadence. Compare with that benchmark for the cost
// of the properties. One op is one game.
func BenchmarkWatchedGames(b *testing.B) {
	for _, n := range []int{2, 3, 4} {
		b.Run(fmt.Sprintf("ages=%d/players=%d", inn.MaxAge, n), func(b *testing.B) {
			p := bench.NewPlayer(cards.Registration, inn.Config{Players: n, Ages: inn.MaxAge}, &props.Watcher{Suite: innprops.Suite})
			if _, err := p.Play(1 << 40); err != nil {
				b.Fatal(err)
			}
			m := bench.StartMeter(b)
			for i := 0; i < b.N; i++ {
				k, err := p.Play(uint64(i))
				if err != nil {
					b.Fatal(err)
				}
				m.Game(k)
			}
			m.Stop()
		})
	}
}
