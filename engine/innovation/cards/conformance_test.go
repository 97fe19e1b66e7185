package cards_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine/enginetest"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// Innovation passes the kernel's conformance suite, in every setup a
// campaign mixes (2, 3 and 4 players and teams, both editions, ages 1–10).
func TestConformance(t *testing.T) {
	enginetest.Run(t, cards.Registration, enginetest.Options{
		Perft: []enginetest.Perft{{
			// The lines of play of a 2-player game of seed 1 in the first
			// edition, counted by `dogma perft --seed 1 --players 2
			// --depth N`: the two setup melds (SETUP-4), then P1's single
			// first action (SETUP-6) and the turns after it. No line ends
			// the game or meets an error.
			Name:   "seed 1, 2 players",
			Setup:  "players=2 edition=1st ages=10",
			Seed:   1,
			Leaves: []int64{2, 4, 12, 33, 118, 413},
		}},
	})
}
