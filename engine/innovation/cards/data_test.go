package cards_test

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// sharedDir is the shared specification beside the repository, which holds
// the reference card table and effect texts data/ was taken from.
const sharedDir = "../../../../shared/innovation"

// readTSV reads a card table: a header line, then one row per card.
func readTSV(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.Comma = '\t'
	r.LazyQuotes = true
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if len(rows) == 0 {
		t.Fatalf("%s: empty", path)
	}
	return rows[1:]
}

// The facts the engine plays with (facts_table.go) are those of the card
// table in data/cards.tsv: names, age, colour, the four icon slots, the
// featured icon, the demand flag and the number of effects.
func TestFactsMatchDataTable(t *testing.T) {
	rows := readTSV(t, "data/cards.tsv")
	if len(rows) != inn.NumCards {
		t.Fatalf("data/cards.tsv has %d rows, want %d", len(rows), inn.NumCards)
	}
	facts := cards.Base().Facts
	for _, row := range rows {
		if len(row) != 12 {
			t.Fatalf("row %q: %d fields, want 12", row, len(row))
		}
		id, err := strconv.Atoi(row[0])
		if err != nil || id < 0 || id >= inn.NumCards {
			t.Fatalf("row %q: bad id", row)
		}
		var want inn.Facts
		want.Name, want.NameFR = row[1], row[2]
		if want.Age, err = strconv.Atoi(row[3]); err != nil {
			t.Fatalf("row %q: bad age", row)
		}
		if row[4] != "-" {
			c, ok := inn.ParseColor(row[4])
			if !ok {
				t.Fatalf("row %q: bad colour", row)
			}
			want.Color = c
		}
		for i, s := range row[5:10] {
			if s == "-" {
				continue
			}
			ic, ok := inn.ParseIcon(s)
			if !ok {
				t.Fatalf("row %q: bad icon %q", row, s)
			}
			if i < 4 {
				want.Icons[i] = ic
			} else {
				want.Featured = ic
			}
		}
		want.Demand = row[10] == "yes"
		if want.Effects, err = strconv.Atoi(row[11]); err != nil {
			t.Fatalf("row %q: bad effect count", row)
		}
		got := facts[id]
		if got.Name != want.Name || got.NameFR != want.NameFR || got.Age != want.Age ||
			got.Color != want.Color || got.Icons != want.Icons || got.Featured != want.Featured ||
			got.Demand != want.Demand || got.Effects != want.Effects {
			t.Errorf("card %d: facts_table.go has %+v, data/cards.tsv says %+v", id, got, want)
		}
	}
}

// The card table and the effect texts in data/ are those of the shared
// specification they were taken from. The test needs ../shared beside the
// repository and is skipped without it.
func TestDataMatchesShared(t *testing.T) {
	for _, name := range []string{"cards.tsv", "EFFECTS.md"} {
		t.Run(name, func(t *testing.T) {
			ref, err := os.ReadFile(filepath.Join(sharedDir, name))
			if errors.Is(err, fs.ErrNotExist) {
				t.Skipf("the shared specification is not beside the repository (%s/%s absent); data/%s is checked only against the engine", sharedDir, name, name)
			}
			if err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(filepath.Join("data", name))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, ref) {
				t.Errorf("data/%s differs from %s/%s: copy the reference again and rerun go generate", name, sharedDir, name)
			}
		})
	}
}

// effects_text.go is what go generate makes of data/EFFECTS.md: the
// generator, run in a scratch folder, writes the same file.
func TestEffectsTextIsGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the generator")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not on PATH")
	}
	gen, err := filepath.Abs("gen_effects.go")
	if err != nil {
		t.Fatal(err)
	}
	src, err := filepath.Abs("data/EFFECTS.md")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cmd := exec.Command(goBin, "run", gen, src)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run gen_effects.go: %v\n%s", err, out)
	}
	got, err := os.ReadFile(filepath.Join(dir, "effects_text.go"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("effects_text.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("effects_text.go is not what gen_effects.go makes of data/EFFECTS.md: run go generate ./engine/innovation/cards")
	}
}
