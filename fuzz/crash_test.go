package fuzz

import (
	"fmt"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// TestFuzzInputToLog turns a FuzzGame input, raw and as a Go corpus file,
// into the decision log of its failing game, with a planted bug.
func TestFuzzInputToLog(t *testing.T) {
	planted, err := innprops.Suite.Planting([]string{inn.BugConservation.Name})
	if err != nil {
		t.Fatal(err)
	}
	suite := *innprops.Suite
	suite.Registration = planted
	// Setup 0 of Innovation: two players, 1st edition, ten ages.
	raw := EncodeGame(GameInput{Setup: 0, Seed: 3, Rest: []byte{1, 2, 3, 4, 5, 6, 7, 8}})
	corpus := fmt.Sprintf("%s\n[]byte(%q)\n", corpusHeader, raw)
	for _, text := range []string{"", "# a note\n", "position\nP1 red: Archery\n----\n", "config: players=2\nseed: 1\n"} {
		if IsFuzzInput("game.txt", []byte(text)) {
			t.Errorf("the text %q is taken for a fuzz input", text)
		}
	}
	for name, data := range map[string][]byte{"crash-1": raw, "corpus-1": []byte(corpus)} {
		if !IsFuzzInput(name, data) {
			t.Fatalf("%s: not recognised as a fuzz input", name)
		}
		in, err := FuzzBytes(name, data)
		if err != nil {
			t.Fatal(err)
		}
		l, err := LogOfFuzzInput(name, in, &props.Checker{Suite: &suite})
		if err != nil {
			t.Fatal(err)
		}
		if l.Seed != 3 || len(l.Moves) == 0 {
			t.Fatalf("%s: log %+v", name, l)
		}
		_, f, err := Replay(l, &props.Checker{Suite: &suite})
		if err != nil || f == nil || f.Property != "conservation" {
			t.Fatalf("%s: the log replays to %v, %v; want the conservation violation", name, f, err)
		}
	}
	if _, err := FuzzBytes("bad", []byte(corpusHeader+"\nint(3)\n")); err == nil || !strings.HasPrefix(err.Error(), "bad:2:") {
		t.Fatalf("a corpus file with a non-[]byte value: got %v, want a bad:2: error", err)
	}
}
