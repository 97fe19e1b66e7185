package scenarios

import (
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// meldScript melds Sailing beside Writing (MELD-1), then checks. The
// planted conservation bug leaves the melded card in the hand as well,
// which breaks COMP-5.
const meldScript = `
position
P1 blue: Writing
P1 hand: Sailing
----

play
P1: meld Sailing
----
P1 melds Sailing from P1 hand [MELD-1]
next: P1 action

check%s
----
%s
`

func meldCase(args, want string) []byte {
	return []byte(strings.Replace(strings.Replace(meldScript, "%s", args, 1), "%s", want, 1))
}

// plantedMeldCase is meldCase in a configuration that plants the
// conservation bug.
func plantedMeldCase(args, want string) []byte {
	return []byte(strings.Replace(string(meldCase(args, want)), "\nposition\n", "\nposition bugs="+inn.BugConservation.Name+"\n", 1))
}

// TestCheckReportsPlantedBug checks that the check command replays the
// scenario's history through the properties: with the planted bug it
// prints the violation with its property and clause; without it, "ok".
func TestCheckReportsPlantedBug(t *testing.T) {
	const violation = "violation: conservation [COMP-5]: Sailing is in 2 places (recorded in P1 green)"
	if err := Check("clean.txt", meldCase("", "ok")); err != nil {
		t.Fatalf("a sound game: %v", err)
	}
	if err := Check("planted.txt", plantedMeldCase("", violation)); err != nil {
		t.Fatalf("with the planted bug: %v", err)
	}
	if err := Check("strict.txt", plantedMeldCase(" strict", violation)); err != nil {
		t.Fatalf("strict, with the planted bug: %v", err)
	}
	// A regression test expects "ok": it fails at the check while the bug
	// is there, naming the file, the line and the violation.
	err := Check("found.txt", plantedMeldCase("", "ok"))
	if err == nil || !strings.Contains(err.Error(), "found.txt:13") || !strings.Contains(err.Error(), violation) {
		t.Fatalf("want a failure at found.txt:13 showing the violation, got %v", err)
	}
	// Only the properties named are checked.
	if err := Check("subset.txt", plantedMeldCase(" props=splay,icons", "ok")); err != nil {
		t.Fatalf("props=splay,icons: %v", err)
	}
	err = Check("bad.txt", plantedMeldCase(" props=nothing", "ok"))
	if err == nil || !strings.Contains(err.Error(), `unknown property "nothing"`) {
		t.Fatalf("an unknown property is not refused: %v", err)
	}
}

// TestCheckReplaysFromTheStart checks that check sees the whole history:
// a position command starts a new history, and a failing engine step is
// reported as "failed:".
func TestCheckReplaysFromTheStart(t *testing.T) {
	// The bug struck in the first game; the second position starts a new
	// history in which nothing was melded.
	text := string(plantedMeldCase("", "violation: conservation [COMP-5]: Sailing is in 2 places (recorded in P1 green)")) + `
position
P1 blue: Writing
----

check
----
ok
`
	if err := Check("two.txt", []byte(text)); err != nil {
		t.Fatal(err)
	}
}

// TestCheckUnderRewrite checks that Check still compares outputs when go
// test runs with -rewrite (there is no file to rewrite), so that
// "go test ./scenarios/ -rewrite" passes on an unchanged tree.
func TestCheckUnderRewrite(t *testing.T) {
	old := setRewrite("true")
	defer setRewrite(old)
	if err := Check("wrong.txt", meldCase("", "not ok")); err == nil {
		t.Fatal("a wrong expected output passes under -rewrite")
	}
	if got := setRewrite("true"); got != "true" {
		t.Fatalf("Check left the -rewrite flag at %s", got)
	}
}
