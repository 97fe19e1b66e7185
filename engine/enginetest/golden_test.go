package enginetest_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine/enginetest"
)

func writeGolden(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "conformance.golden")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReadGolden(t *testing.T) {
	path := writeGolden(t, `# a comment
perft seed=7 players=3 teams
----
3 9

perft players=2
P1 hand: 1 red
----
1

malformed players=2
P1 hand: 3 red

P2 row: 3 red
----
3: already placed at line 1
`)
	perfts, bad, err := enginetest.ReadGolden(path)
	if err != nil {
		t.Fatal(err)
	}
	wantPerfts := []enginetest.Perft{
		{Name: "seed=7 players=3 teams", Setup: "players=3 teams", Seed: 7, Leaves: []int64{3, 9}},
		{Name: "players=2", Setup: "players=2", Position: "P1 hand: 1 red", Leaves: []int64{1}},
	}
	if !reflect.DeepEqual(perfts, wantPerfts) {
		t.Errorf("perft cases:\n got %+v\nwant %+v", perfts, wantPerfts)
	}
	wantBad := []enginetest.Malformed{{Setup: "players=2", Text: "P1 hand: 3 red\n\nP2 row: 3 red", Line: 3, Want: "already placed at line 1"}}
	if !reflect.DeepEqual(bad, wantBad) {
		t.Errorf("malformed cases:\n got %+v\nwant %+v", bad, wantBad)
	}
}

func TestReadGoldenRefusesAMalformedCase(t *testing.T) {
	for text, want := range map[string]string{
		"perft seed=1\n":                      "no line ----",
		"perft seed=x\n----\n1\n":             "not a number",
		"perft seed=1\n----\n\n":              "one line of counts",
		"malformed\nP1 hand: x\n----\n2: x\n": "a line of its input",
		"malformed\nP1 hand: x\n----\nx\n":    "LINE: TEXT",
		"replay\n----\n":                      "unknown command",
	} {
		_, _, err := enginetest.ReadGolden(writeGolden(t, text))
		if err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), ":1:") {
			t.Errorf("%q: error %v, want one at line 1 with %q", text, err, want)
		}
	}
}
