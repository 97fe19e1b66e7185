package fuzz

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
	"github.com/dogma-engine/dogma/scenarios"
)

// TestCorpus replays every decision log of corpus/ as a regression test:
// every decision must still be offered, no property may break and no
// engine error may occur, and the game must end as it did.
func TestCorpus(t *testing.T) {
	logs, paths, err := LoadCorpus(filepath.Join("..", "corpus"))
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatal("the corpus is empty")
	}
	for _, p := range paths {
		l := logs[p]
		t.Run(filepath.Base(p), func(t *testing.T) {
			g, f, err := Replay(l, nil)
			if err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			if f != nil {
				t.Fatalf("%s: %v", p, f)
			}
			if !g.Over() {
				t.Fatalf("%s: the game is not over after its %d decisions", p, len(l.Moves))
			}
			idx, err := l.Indexes()
			if err != nil || len(idx) != len(l.Moves) {
				t.Fatalf("%s: indexes %v, %v", p, idx, err)
			}
		})
	}
}

// TestReplayRefusesChangedLog checks that a log whose decision is no
// longer offered fails the corpus replay.
func TestReplayRefusesChangedLog(t *testing.T) {
	_, paths, err := LoadCorpus(filepath.Join("..", "corpus"))
	if err != nil || len(paths) == 0 {
		t.Fatal("no corpus", err)
	}
	data, _ := os.ReadFile(paths[0])
	// A decision after the last one, at the end of the play command.
	changed := strings.Replace(string(data), "\n----\n\ncheck", "\nP1: dogma Nothing\n----\n\ncheck", 1)
	if changed == string(data) {
		t.Fatal("no play command in", paths[0])
	}
	l, err := scenarios.ParseRecord("x.log", []byte(changed))
	if err == nil {
		_, _, err = Replay(l, &props.Checker{Suite: innprops.Suite, Props: []*props.Property{}})
	}
	if err == nil || !strings.Contains(err.Error(), "game is over") {
		t.Fatalf("a decision after the end of the game was accepted: %v", err)
	}
}
