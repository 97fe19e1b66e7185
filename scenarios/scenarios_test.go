package scenarios

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestScenarios runs every scenario file under testdata/. Run with
// -rewrite to regenerate the expected outputs, then review the diff.
// Decision logs (*.log) are scenario files too.
func TestScenarios(t *testing.T) {
	files, err := Files([]string{"testdata"})
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range files {
		name := strings.TrimSuffix(filepath.ToSlash(strings.TrimPrefix(path, "testdata"+string(filepath.Separator))), filepath.Ext(path))
		t.Run(name, func(t *testing.T) { RunFile(t, path) })
	}
}
