package toygame_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine/enginetest"
	"github.com/dogma-engine/dogma/internal/toygame"
)

// Tally passes the kernel's conformance suite, from three seeds of each
// setup; its golden perft counts and the positions its reader refuses are
// in testdata/conformance.golden.
func TestConformance(t *testing.T) {
	enginetest.Run(t, toygame.Registration, enginetest.Options{
		Seeds:  []uint64{1, 2, 3},
		Golden: "testdata/conformance.golden",
	})
}
