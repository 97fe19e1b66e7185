package toygame_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine/enginetest"
	"github.com/dogma-engine/dogma/internal/toygame"
)

// Tally passes the kernel's conformance suite.
func TestConformance(t *testing.T) {
	enginetest.Run(t, toygame.Registration, enginetest.Options{
		Seeds: []uint64{1, 2, 3},
		Perft: []enginetest.Perft{{
			// Lines of play of a 2-player game of seed 1, worked out by
			// hand in TestPerft (perft_test.go): P1 draws or plays one of
			// its three cards, then P2 the same, and so on.
			Name:   "players=2 seed=1",
			Setup:  "players=2",
			Seed:   1,
			Leaves: []int64{4, 16, 56, 184},
		}},
	})
}
