//go:build mutation && !oracle

package cards_test

import (
	"testing"

	"github.com/dogma-engine/dogma/internal/mutationsuite"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// TestMutationSuite is what mutation testing runs against each mutant of
// this package (go test -tags mutation): every scenario and a short
// checked campaign.
func TestMutationSuite(t *testing.T) {
	mutationsuite.Run(t, innprops.Suite, "../../../scenarios/testdata")
}
