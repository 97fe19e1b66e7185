//go:build !oracle

package uruk_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine/enginetest"
	"github.com/dogma-engine/dogma/engine/uruk"
)

// Uruk passes the kernel's conformance suite, in every setup a campaign
// mixes: 2, 3 and 4 players, without and with the fill variants (games
// without them stop at the first rule gap they reach). Its golden perft
// counts and the positions its reader refuses are in
// testdata/conformance.golden.
func TestConformance(t *testing.T) {
	enginetest.Run(t, uruk.Registration, enginetest.Options{Golden: "testdata/conformance.golden"})
}
