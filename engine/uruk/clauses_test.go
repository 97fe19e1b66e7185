//go:build !oracle

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
	all := scenarioText(t)
	for _, id := range Clauses {
		if !strings.Contains(all, id) {
			t.Errorf("no scenario names %s", id)
		}
	}
}

// TestEveryCardHasAScenario checks that every discovery, god and disaster
// acts in a scenario: an event names it as the card whose function runs
// ("(Brennofen)", "P1's Axt makes ...", "scores 2 for Waage"), or
// activates it.
func TestEveryCardHasAScenario(t *testing.T) {
	all := scenarioText(t)
	for _, f := range Tables().Types {
		if !strings.Contains(all, "("+f.Name+")") && !strings.Contains(all, "'s "+f.Name+" ") && !strings.Contains(all, "for "+f.Name+" [") {
			t.Errorf("no scenario plays %s", f.Name)
		}
	}
	for c := Enlil; c <= Vulkan; c++ {
		if !strings.Contains(all, c.String()+" is activated") {
			t.Errorf("no scenario activates %s", c)
		}
	}
}

// scenarioText returns the text of every scenario file of Uruk.
func scenarioText(t *testing.T) string {
	t.Helper()
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
	return text.String()
}
