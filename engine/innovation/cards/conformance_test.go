package cards_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine/enginetest"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// Innovation passes the kernel's conformance suite, in every setup a
// campaign mixes (2, 3 and 4 players and teams, both editions, ages 1–10),
// and reproduces its golden perft counts (testdata/conformance.golden).
func TestConformance(t *testing.T) {
	enginetest.Run(t, cards.Registration, enginetest.Options{Golden: "testdata/conformance.golden"})
}
