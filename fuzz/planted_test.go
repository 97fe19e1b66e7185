package fuzz

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/props"
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
			undo := inn.Plant(bug)
			defer undo()
			v, games := findViolation(t, deck)
			if v == nil {
				t.Fatalf("planted bug %q (%s) survived %d random games", bug.Name, bug.Doc, plantedGames)
			}
			if v.Property != want {
				t.Fatalf("planted bug %q was reported by %q, want %q: %v", bug.Name, v.Property, want, v)
			}
			t.Logf("caught after %d game(s) by %s: %v", games, v.Property, v)
		})
	}
}

// TestNoBugIsPlanted guards the must-fail proof: without planted bugs the
// same games are clean.
func TestNoBugIsPlanted(t *testing.T) {
	if bugs := inn.Planted(); len(bugs) != 0 {
		t.Fatalf("bugs planted outside tests: %v", bugs)
	}
	if v, _ := findViolation(t, cards.Base()); v != nil {
		t.Fatalf("a clean engine fails: %v", v)
	}
}

func findViolation(t *testing.T, deck *inn.Deck) (*props.Violation, int) {
	t.Helper()
	ages := props.PlayAges(deck)
	configs := []inn.Config{{Players: 2, Ages: ages}, {Players: 3, Ages: ages}, {Players: 4, Ages: ages}, {Players: 4, Teams: true, Ages: ages, Edition: inn.Third}}
	for i := 0; i < plantedGames; i++ {
		seed := uint64(i + 1)
		c := &props.Checker{Deck: deck}
		res := c.Run(configs[i%len(configs)], seed, NewRandom(seed*31))
		if res.Failure != nil {
			t.Fatalf("game %d: %v\n%s", i, res.Failure, res.Failure.Stack)
		}
		if res.Violation != nil {
			return res.Violation, i + 1
		}
	}
	return nil, plantedGames
}
