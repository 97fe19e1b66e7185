package scenarios

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// sameGame reports whether two records hold the same game: the fields a
// file gives, without where it was read from (Path, Move.Line).
func sameGame(a, b *Record) bool {
	strip := func(r *Record) Record {
		c := *r
		c.Path = ""
		c.Moves = append([]Move(nil), r.Moves...)
		for i := range c.Moves {
			c.Moves[i].Line = 0
		}
		return c
	}
	return reflect.DeepEqual(strip(a), strip(b))
}

// TestRecordRoundTrip writes a record and reads it back: the text starts
// with the game's header and the notes, reads back as the same game, and
// is written again byte for byte.
func TestRecordRoundTrip(t *testing.T) {
	cfg, err := inn.Config{Players: 4, Teams: true, Edition: inn.Third, Ages: 3, Variants: inn.VariantSet(0).With(inn.VarIfAffected)}.Normalize()
	if err != nil {
		t.Fatal(err)
	}
	r := &Record{Suite: innprops.Suite, Config: cfg, Seed: 99, Notes: []string{"a note"}, Props: []string{"conservation", "splay"}, Strict: true}
	// The first two decisions of the game, each its first option.
	g, err := r.NewGame()
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		d := g.Decision()
		r.Moves = append(r.Moves, Move{Player: d.Player, Label: d.Options[0].Label})
		if err := g.Choose(0); err != nil {
			t.Fatal(err)
		}
	}
	text := r.Format()
	if !bytes.HasPrefix(text, []byte("# game: innovation\n# a note\n")) {
		t.Fatalf("the record does not start with its game's header, then its notes:\n%s", text)
	}
	back, err := ParseRecord("x.log", text)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back.Format(), text) {
		t.Fatalf("round trip:\n%s\nbecame\n%s", text, back.Format())
	}
	if !sameGame(back, r) {
		t.Fatalf("round trip: %+v became %+v", r, back)
	}
	if back.Path != "x.log" || back.Moves[1].Line == 0 {
		t.Errorf("the record read does not say where it was read: %q, %+v", back.Path, back.Moves)
	}
	for _, bad := range []struct{ text, want string }{
		{"", "x.log:1: not a scenario file"},
		{"game seed=1\n----\n\nplay\nP1: meld Nothing\n----\n", `x.log:5: "meld Nothing" is not offered`},
		{"config: players=2 ages=3\nseed: 1\nP3: draw\n", "x.log:3: P3 does not play"},
		{"P1: draw\n", "x.log:1: a decision before"},
		{"config: players=9\n", "x.log:1: config players: 9 is out of range: allowed 2..4"},
		{"config: players=2\nseed: x\n", "x.log:2: bad seed"},
		{"# game: chess\ngame seed=1\n----\n", `x.log:1: unknown game "chess"`},
		{"# game: chess\nconfig: players=2\nseed: 1\n", `x.log:1: unknown game "chess"`},
	} {
		_, err := ParseRecord("x.log", []byte(bad.text))
		if err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("ParseRecord(%q) = %v, want %q", bad.text, err, bad.want)
		}
	}
}

// TestFilesOnDiskRoundTrip reads every game file on disk, the decision
// logs of the corpus (some in the older header form) and the scenario
// files, writes each record and reads it back: the same game, and a
// second writing equal to the first. A decision log written in today's
// form (Format's hint among its comments) is written back byte for byte,
// but for the game header that the logs written before games were named
// lack.
func TestFilesOnDiskRoundTrip(t *testing.T) {
	files, err := Files([]string{"testdata"})
	if err != nil {
		t.Fatal(err)
	}
	logs, err := filepath.Glob(filepath.Join("..", "corpus", "*.log"))
	if err != nil {
		t.Fatal(err)
	}
	found, _ := filepath.Glob(filepath.Join("testdata", "found", "*.log"))
	files = append(append(files, logs...), found...)
	if len(logs) == 0 {
		t.Fatal("no decision log in the corpus")
	}
	same := 0
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		r, err := ParseRecord(path, data)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		text := r.Format()
		back, err := ParseRecord(path, text)
		if err != nil {
			t.Errorf("%s: the record written does not read back: %v\n%s", path, err, text)
			continue
		}
		if !sameGame(back, r) {
			t.Errorf("%s: read %+v, written and read back %+v", path, r, back)
		}
		if again := back.Format(); !bytes.Equal(again, text) {
			t.Errorf("%s: written twice differently:\n%s\n%s", path, text, again)
		}
		if bytes.Contains(data, []byte(recordHint[0])) {
			same++
			want := data
			if !bytes.HasPrefix(data, []byte(GameHeader)) {
				want = append([]byte(GameHeader+r.Suite.Name+"\n"), data...)
			}
			if !bytes.Equal(text, want) {
				t.Errorf("%s: a decision log is not written back as it is on disk:\n%s", path, text)
			}
		}
	}
	t.Logf("%d files read back, %d decision logs byte for byte", len(files), same)
}
