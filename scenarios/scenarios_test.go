package scenarios

import (
	"testing"

	"github.com/cockroachdb/datadriven"
)

// TestScenarios runs every scenario file under testdata/. Run with
// -rewrite to regenerate the expected outputs, then review the diff.
func TestScenarios(t *testing.T) {
	datadriven.Walk(t, "testdata", func(t *testing.T, path string) {
		RunFile(t, path)
	})
}
