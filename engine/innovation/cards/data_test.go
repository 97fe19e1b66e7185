package cards_test

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
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

// sharedFile reads name from the shared specification beside the
// repository, and skips the test when it is absent.
func sharedFile(t *testing.T, name string) []byte {
	t.Helper()
	ref, err := os.ReadFile(filepath.Join(sharedDir, name))
	if errors.Is(err, fs.ErrNotExist) {
		t.Skipf("the shared specification is not beside the repository (%s/%s absent); data/ is checked only against the engine", sharedDir, name)
	}
	if err != nil {
		t.Fatal(err)
	}
	return ref
}

// The card table in data/ holds the same facts as the shared
// specification's: facts are facts, so the files are equal byte for byte.
// The test needs ../shared beside the repository and is skipped without it.
func TestCardTableMatchesShared(t *testing.T) {
	ref := sharedFile(t, "cards.tsv")
	got, err := os.ReadFile("data/cards.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, ref) {
		t.Errorf("data/cards.tsv differs from %s/cards.tsv", sharedDir)
	}
}

// entryShape is what must agree between two texts of a card's entry,
// whatever their words: the card's heading and, for each effect bullet in
// order, whether it is a demand and how each edition prints it.
type entryShape struct {
	heading string
	effects []string // per bullet: "Demand" or "Effect", then "+3rd", "+1st", "+1st absent"
}

// cardHeading is the heading of a card's entry: "## 7. Combustion (".
var cardHeading = regexp.MustCompile(`^## (\d+)\. (.+?) \(`)

// entryShapes reads the shapes of the card entries of an EFFECTS.md, in
// order.
func entryShapes(text string) []entryShape {
	var out []entryShape
	in := false
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "## ") || strings.HasPrefix(line, "### ") {
			in = false
			if m := cardHeading.FindStringSubmatch(line); m != nil {
				out = append(out, entryShape{heading: m[1] + ". " + m[2]})
				in = true
			}
			continue
		}
		if !in {
			continue
		}
		e := &out[len(out)-1]
		trimmed := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "- Demand:"):
			e.effects = append(e.effects, "Demand")
		case strings.HasPrefix(line, "- Effect:"):
			e.effects = append(e.effects, "Effect")
		case strings.HasPrefix(line, "- "):
		case len(e.effects) > 0 && strings.HasPrefix(line, "  - 3rd:"):
			e.effects[len(e.effects)-1] += " +3rd"
		case len(e.effects) > 0 && strings.HasPrefix(line, "  - 1st:"):
			mark := " +1st"
			if strings.Contains(trimmed, "does not exist") {
				mark += " absent"
			}
			e.effects[len(e.effects)-1] += mark
		}
	}
	return out
}

// The effect texts in data/EFFECTS.md restate, in the project's words, the
// shared specification's EFFECTS.md: the same cards in the same order,
// and for each card the same demands and effects, with the same edition
// differences (an effect one edition does not print says "does not
// exist"). The test needs ../shared beside the repository and is skipped
// without it.
func TestEffectsMatchSharedShape(t *testing.T) {
	ref := entryShapes(string(sharedFile(t, "EFFECTS.md")))
	data, err := os.ReadFile("data/EFFECTS.md")
	if err != nil {
		t.Fatal(err)
	}
	got := entryShapes(string(data))
	if len(got) != inn.NumAgeCards || len(ref) != inn.NumAgeCards {
		t.Fatalf("data/EFFECTS.md has %d card entries, the shared one %d, want %d", len(got), len(ref), inn.NumAgeCards)
	}
	for i := range ref {
		if got[i].heading != ref[i].heading {
			t.Errorf("entry %d is %q, the shared EFFECTS.md has %q", i+1, got[i].heading, ref[i].heading)
			continue
		}
		if !slices.Equal(got[i].effects, ref[i].effects) {
			t.Errorf("%s: effects %q, the shared EFFECTS.md has %q", got[i].heading, got[i].effects, ref[i].effects)
		}
	}
}

// effects_text.go, effects_text_4th.go and effects_text_echoes.go are what
// go generate makes of data/EFFECTS.md, data/EFFECTS-4th.md and
// data/EFFECTS-echoes.md: the generator, run in a scratch folder, writes
// the same files.
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
	src4th, err := filepath.Abs("data/EFFECTS-4th.md")
	if err != nil {
		t.Fatal(err)
	}
	srcEchoes, err := filepath.Abs("data/EFFECTS-echoes.md")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cmd := exec.Command(goBin, "run", gen, src, src4th, srcEchoes)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run gen_effects.go: %v\n%s", err, out)
	}
	for _, name := range []string{"effects_text.go", "effects_text_4th.go", "effects_text_echoes.go"} {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is not what gen_effects.go makes of its effects file: run go generate ./engine/innovation/cards", name)
		}
	}
}
