package scenarios

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// Every one of the 105 cards has its own scenario file,
// testdata/cards/ageN/NAME.txt, that activates it, and its EFFECTS.md
// entry in the card table.
func TestEveryCardHasItsScenarioFile(t *testing.T) {
	d := cards.Base()
	for c := inn.Card(0); c < inn.NumAgeCards; c++ {
		f := &d.Facts[c]
		name := CardFileName(f.Name)
		path := filepath.Join("testdata", "cards", fmt.Sprintf("age%d", f.Age), name+".txt")
		data, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: no scenario file: %v", f.Name, err)
			continue
		}
		if !strings.Contains(string(data), "dogma "+f.Name+"\n") {
			t.Errorf("%s: %s never activates it", f.Name, path)
		}
		if text := cards.EffectsText(c); !strings.HasPrefix(text, "- ") {
			t.Errorf("%s: no EFFECTS.md entry in the card table", f.Name)
		}
	}
}
