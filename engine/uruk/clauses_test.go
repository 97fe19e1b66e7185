package uruk

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEveryClauseHasAScenario checks that each clause of RULES.md is
// named by a scenario file under scenarios/testdata/uruk, in a comment
// that states it or in an event that cites it.
func TestEveryClauseHasAScenario(t *testing.T) {
	var text strings.Builder
	err := filepath.WalkDir(filepath.Join("..", "..", "scenarios", "testdata", "uruk"), func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		text.Write(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	all := text.String()
	for _, id := range Clauses {
		if !strings.Contains(all, id) {
			t.Errorf("no scenario names %s", id)
		}
	}
}
