package scenarios

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEveryFileIsAGame checks that every scenario file reads as a game
// file whose steps replay from its start.
func TestEveryFileIsAGame(t *testing.T) {
	files, err := Files([]string{"testdata"})
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range files {
		gf, err := ReadRecord(path)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		g, err := gf.NewGame()
		if err != nil {
			t.Errorf("%s: the start does not parse again: %v", path, err)
			continue
		}
		for _, m := range gf.Moves {
			d := g.Decision()
			if d == nil {
				t.Errorf("%s:%d: the game is over", path, m.Line)
				break
			}
			if i := d.Index(m.Label); i < 0 || g.Choose(i) != nil {
				break
			}
		}
	}
}

// TestParseRecordErrors checks the errors of malformed game files, at the
// file's own lines.
func TestParseRecordErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"", "f.txt:1: not a scenario file"},
		{"# only a comment\n", "f.txt:1: not a scenario file"},
		{"hello world\n", "f.txt:1: not a scenario file"},
		{"position\nP1 red: Archery\n", `f.txt:1: command "position" has no "----" separator`},
		{"position\nP1 red: Archery\n----\n\nfrobnicate\n----\n", `f.txt:5: unknown command "frobnicate"`},
		{"position\nP1 red: Archery\nP2 red: Archery\n----\n", "f.txt:3: "},
		{"play\nP1: draw\n----\n", "f.txt:1: play before any game"},
		{"game seed=1\n----\n\nplay\nP1: meld Nothing\n----\n", `f.txt:5: "meld Nothing" is not offered`},
		{"game seed=x\n----\n", "f.txt:1: seed"},
		{"game seed=1 colour=red\n----\n", `f.txt:1: game: config colour: unknown setting`},
	} {
		_, err := ParseRecord("f.txt", []byte(tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %q", tc.text, err, tc.want)
		}
	}
	if _, err := ParseRecord("f.txt", []byte("hello\n")); !errors.Is(err, ErrNotScenario) {
		t.Errorf("a text file is not ErrNotScenario: %v", err)
	}
}

// TestRefusedAnswersAreNotMoves checks that an answer a "play error"
// command expects to be refused is not a step of the game.
func TestRefusedAnswersAreNotMoves(t *testing.T) {
	gf, err := ParseRecord("f.txt", []byte(`position
P1 red: Archery
P1 hand: Oars
----

play error
P1: meld Oars
P2: draw
----
error: whatever

play
P1: draw
----
`))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range gf.Moves {
		got = append(got, m.Label)
	}
	if strings.Join(got, ",") != "meld Oars,draw" {
		t.Errorf("steps %v, want meld Oars, draw", got)
	}
}

// TestReplayRewrite checks that a rewrite replaces the expected outputs
// and leaves no temporary file beside the scenario.
func TestReplayRewrite(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f.txt")
	text := "position\nP1 hand: Writing\n----\n\nplay\nP1: meld Writing\n----\nwrong\n"
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := Replay(path, false); r.Passed {
		t.Fatal("a wrong expected output passes")
	}
	if r := Replay(path, true); !r.Passed || !r.Rewrote {
		t.Fatalf("rewrite: %+v", r)
	}
	if r := Replay(path, false); !r.Passed {
		t.Fatalf("after the rewrite: %s", r.Failure)
	}
	// A file whose outputs are already right is not rewritten, nor said
	// to be.
	before, _ := os.Stat(path)
	if r := Replay(path, true); !r.Passed || r.Rewrote {
		t.Fatalf("rewrite of an unchanged file: %+v", r)
	}
	if after, _ := os.Stat(path); !os.SameFile(before, after) || !after.ModTime().Equal(before.ModTime()) {
		t.Error("an unchanged file was written again")
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("files left beside the scenario: %v", entries)
	}
}

// TestEmptyScenarioFails checks that an empty scenario file, or one that
// is only comments, fails to replay instead of passing.
func TestEmptyScenarioFails(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{"empty.txt": "", "comments.txt": "# nothing to run\n"} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if r := Replay(path, false); r.Passed || !strings.Contains(r.Failure, name+":1: ") {
			t.Errorf("%s: %+v", name, r)
		}
		if err := Check(name, []byte(text)); err == nil {
			t.Errorf("Check(%s) passes", name)
		}
	}
}
