//go:build !oracle

package uruk_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine/enginetest"
	"github.com/dogma-engine/dogma/engine/uruk"
)

// Uruk passes the kernel's conformance suite, in every setup a campaign
// mixes: 2, 3 and 4 players, without and with the fill variants (games
// without them stop at the first rule gap they reach).
func TestConformance(t *testing.T) {
	enginetest.Run(t, uruk.Registration, enginetest.Options{
		Perft: []enginetest.Perft{{
			// The lines of play of a 2-player game of seed 1, counted by
			// `dogma perft --game uruk --seed 1 --players 2 --depth N`: the
			// first player's three actions and what they ask. Lines
			// stopped by a rule gap (4 at depth 2, 36 at depth 3, 240 at
			// depth 4) are not leaves.
			Name:   "seed 1, 2 players",
			Setup:  "players=2",
			Seed:   1,
			Leaves: []int64{10, 64, 377, 2057},
		}},
	})
}
