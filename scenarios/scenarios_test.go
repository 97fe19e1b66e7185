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

// TestOtherGameScenarios runs the scenario files of Tally, the test game,
// which live beside it: the runner replays any registered game a file
// names. They are kept out of testdata/, which dogma replays with the
// games cmd/dogma lists.
func TestOtherGameScenarios(t *testing.T) {
	files, err := Files([]string{filepath.Join("..", "internal", "toygame", "testdata", "scenarios")})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no scenario file of Tally")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) { RunFile(t, path) })
	}
}
