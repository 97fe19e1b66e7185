package revisions

import (
	"bytes"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/diff"
)

func TestWriteTextOfNoDivergence(t *testing.T) {
	rep := &Report{Game: "innovation", A: &Build{Name: "HEAD"}, B: &Build{Name: "the working tree"}, Seed: 1, Games: 20, Files: 7, Elapsed: 1.25}
	var b bytes.Buffer
	rep.WriteText(&b, 20, "scenarios/testdata")
	want := "dogma diff: HEAD against the working tree, 20 games of innovation from seed 1, in 1.2s\n" +
		"no game diverges\n" +
		"\nno scenario file would change under --rewrite (7 in scenarios/testdata)\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

func TestWriteTextOfACardAndAScenario(t *testing.T) {
	ex := diverged(3, 4, "Archery 1", "DOGMA-5", true)
	ex.Config = "players=2"
	ex.Divergence.EventA = "P2 draws Oars"
	shrunk := ex
	shrunk.Labels, shrunk.Seats = []string{"meld Archery", "dogma Archery"}, []int{0, 0}
	rep := &Report{
		Game: "innovation", A: &Build{Name: "a"}, B: &Build{Name: "bb"}, Seed: 1, Games: 10, Diverged: 1, Changed: 1,
		Cards: []*CardChange{{Card: "Archery", Clauses: []string{"DOGMA-5"}, Games: 1, Changed: 1, Example: ex,
			Shrunk: &diff.Shrunk{Outcome: shrunk, Before: 5}, Scenario: "found/archery.txt"}},
		Files:       4,
		Scenarios:   []ScenarioChange{{Path: "cards/age1/archery.txt", FailureB: "line 3: not offered\nmore", Diff: "--- a\n+++ b\n"}},
		Interrupted: true,
	}
	var b bytes.Buffer
	rep.WriteText(&b, 50, "scenarios/testdata")
	for _, want := range []string{
		"in 0.0s (interrupted: 10 of 50 games compared, divergences not shrunk)\n",
		"play diverges in 1 of 10 games (10.0%); the outcome changes in 1 (10.0%)\n",
		"  Archery: 1 games, the outcome changes in 1; clauses DOGMA-5\n",
		"    game 3 (players=2, seed 103), decision 5:\n",
		"      a:  P2 draws Oars\n",
		"      bb: (nothing)\n",
		"    shrunk from 5 to 2 decisions: P1: meld Archery, P1: dogma Archery\n",
		"    scenario: found/archery.txt\n",
		"scenario files that would change under --rewrite: 1 of 4\n  cards/age1/archery.txt\n    fails with bb: line 3: not offered\n",
		"\n--- a\n+++ b\n",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("no %q in\n%s", want, b.String())
		}
	}
}
