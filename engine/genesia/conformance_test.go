package genesia_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine/enginetest"
	"github.com/dogma-engine/dogma/engine/genesia"
)

// Genesia passes the kernel's conformance suite, in every setup a
// campaign mixes. Its golden perft counts and the positions its reader
// refuses are in testdata/conformance.golden.
func TestConformance(t *testing.T) {
	enginetest.Run(t, genesia.Registration, enginetest.Options{Golden: "testdata/conformance.golden"})
}
