package mutationsuite_test

import (
	"testing"

	"github.com/dogma-engine/dogma/internal/mutationsuite"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// TestRunInnovation runs the suite mutation testing runs against the
// Innovation engine, on the unchanged engine: it must pass, or every
// mutant would count as killed. The scenario files of other games beside
// Innovation's are left out.
func TestRunInnovation(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every scenario file and a campaign")
	}
	mutationsuite.Run(t, innprops.Suite, "../../scenarios/testdata")
}
