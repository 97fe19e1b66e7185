package scenarios

import (
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// noOars is a property planted for the test: nobody holds Oars.
func noOars(g *inn.Game) []Violation {
	oars, _ := cards.Base().Lookup("Oars")
	for p := 0; p < g.Players(); p++ {
		if g.State().Players[p].Hand.Has(oars) {
			return []Violation{{Property: "no-oars", Clause: "TEST-1", Message: inn.SeatName(p) + " holds Oars"}}
		}
	}
	return nil
}

func TestCheckPrintsViolations(t *testing.T) {
	prev := SetChecker(noOars)
	defer func() { SetChecker(prev) }()
	const script = `
position
P1 red: Archery
P2 hand: Writing
supply 1: Oars
----

check
----
ok

play
P1: dogma Archery
P2: Writing
----
P1 dogma Archery (sharing: none; demanded: P2) [DOGMA-1]
P2 performs Archery 1 [DOGMA-5]
P2 draws Oars (asked 1) [DRAW-2] (Archery 1)
P2 transfers Writing: P2 hand -> P1 hand [KEY-TRANSFER] (Archery 1)
next: P1 action

check
----
violation: no-oars [TEST-1]: P2 holds Oars
`
	if err := Check("planted.txt", []byte(script)); err != nil {
		t.Fatal(err)
	}
	// With no planted property, the same file fails at the check.
	SetChecker(NoProperties)
	err := Check("planted.txt", []byte(script))
	if err == nil || !strings.Contains(err.Error(), "planted.txt:") {
		t.Fatalf("want a failure at planted.txt, got %v", err)
	}
}
