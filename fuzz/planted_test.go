package fuzz

import (
	"errors"
	"slices"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// caughtBy names the property that must catch each planted bug.
var caughtBy = map[string]string{
	"conservation": "conservation",
	"splay":        "splay",
	"icons":        "icons",
	"ending":       "ending",
	"achievement":  "achievements",
	"dogma-sets":   "dogma-sets",
	"share-bonus":  "share-bonus",
	"turn":         "turn",
	"hidden-info":  "hidden-info",
	"termination":  "termination",
	"legality":     "legality",
	"determinism":  "determinism",
	// A stale pick or a stale repeated demand is caught by whichever
	// comes first: the decision contract (a card offered from the wrong
	// zone) or the strict move (a card moved from where it is not).
	"may-no-decline": "decisions",
	"stale-option":   "decisions|move",
	"stale-demand":   "decisions|move",
	// A loop past what the rules allow is caught by the event budget of
	// a step.
	"runaway": "termination",
}

// plantedGames is the most random games a planted bug may survive.
const plantedGames = 200

// TestPlantedBugsAreCaught is the must-fail proof: with each planted bug
// switched on, seeded random games under every property find it, and the
// property that reports it is the one guarding its rule.
func TestPlantedBugsAreCaught(t *testing.T) {
	deck := cards.Base()
	if len(caughtBy) != len(inn.Bugs) {
		t.Fatalf("%d planted bugs but %d expectations", len(inn.Bugs), len(caughtBy))
	}
	for _, bug := range inn.Bugs {
		want, ok := caughtBy[bug.Name]
		if !ok {
			t.Fatalf("no expectation for planted bug %q", bug.Name)
		}
		t.Run(bug.Name, func(t *testing.T) {
			by, games, err := findViolation(t, deck, inn.BugSet(0).With(bug))
			if err == nil {
				t.Fatalf("planted bug %q (%s) survived %d random games", bug.Name, bug.Doc, plantedGames)
			}
			if !slices.Contains(strings.Split(want, "|"), by) {
				t.Fatalf("planted bug %q was reported by %q, want %q: %v", bug.Name, by, want, err)
			}
			t.Logf("caught after %d game(s) by %s: %v", games, by, err)
		})
	}
}

// TestNoBugIsPlanted guards the must-fail proof: without planted bugs the
// same games are clean, and no default setup plants one.
func TestNoBugIsPlanted(t *testing.T) {
	for _, cfg := range innprops.Suite.Setups() {
		if c := cfg.(inn.Config); c.Bugs != 0 {
			t.Fatalf("setup %s plants bugs", c)
		}
	}
	if _, _, err := findViolation(t, cards.Base(), 0); err != nil {
		t.Fatalf("a clean engine fails: %v", err)
	}
}

// findViolation plays the planted-bug games, planting bugs, until one
// fails. It returns
// what caught the failure (a property's name, or "move" for an engine
// MoveError), the number of games played, and the failure.
func findViolation(t *testing.T, deck *inn.Deck, bugs inn.BugSet) (by string, games int, err error) {
	t.Helper()
	ages := inn.MaxAge
	configs := []inn.Config{{Players: 2, Ages: ages, Bugs: bugs}, {Players: 3, Ages: ages, Bugs: bugs}, {Players: 4, Ages: ages, Bugs: bugs}, {Players: 4, Teams: true, Ages: ages, Edition: inn.Third, Bugs: bugs}}
	for i := 0; i < plantedGames; i++ {
		seed := uint64(i + 1)
		c := &props.Checker{Suite: innprops.Suite}
		res := c.Run(configs[i%len(configs)], seed, NewRandom(seed*31))
		var me *inn.MoveError
		if res.Failure != nil && errors.As(res.Failure.Err, &me) {
			return "move", i + 1, res.Failure
		}
		if res.Failure != nil {
			t.Fatalf("game %d: %v\n%s", i, res.Failure, res.Failure.Stack)
		}
		if res.Violation != nil {
			return res.Violation.Property, i + 1, res.Violation
		}
	}
	return "", plantedGames, nil
}
