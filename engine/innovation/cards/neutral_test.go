//go:build !oracle

package cards_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/engine/enginetest"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// Innovation set up from the supply piles of a seed is the game of the
// seed, in every edition with 2, 3 and 4 players and teams, and in the 4th
// with Echoes of the Past, and its neutral state names every card once.
func TestNeutralHooks(t *testing.T) {
	enginetest.Neutral(t, cards.Registration, enginetest.NeutralOptions{
		Setups: []string{
			"players=2 edition=1st", "players=3 edition=3rd", "players=4 edition=1st", "players=4 teams edition=3rd",
			"players=2 edition=4th", "players=3 edition=4th", "players=4 teams edition=4th",
			"players=2 edition=3rd ages=3",
			"players=2 edition=4th expansions=echoes", "players=3 edition=4th expansions=echoes",
			"players=4 edition=4th expansions=echoes", "players=4 teams edition=4th expansions=echoes",
			"players=2 edition=4th expansions=echoes ages=3",
		},
		Seeds: []uint64{1, 2},
	})
}

// The neutral state Innovation's tracker keeps up to date, zone by zone,
// is the state built whole after every decision of random games of every
// edition, with 2 to 4 players and teams, and of the 4th with Echoes of
// the Past.
func TestNeutralFollow(t *testing.T) {
	cfg, err := cards.Registration.ParseConfig("players=2")
	if err != nil {
		t.Fatal(err)
	}
	g, err := cards.Registration.New(cfg, 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := g.(engine.NeutralTracking); !ok {
		t.Fatalf("an Innovation game (%T) has no tracker of its neutral state", g)
	}
	enginetest.NeutralFollow(t, cards.Registration, enginetest.NeutralOptions{
		Setups: []string{
			"players=2 edition=1st", "players=3 edition=3rd", "players=4 edition=1st", "players=4 teams edition=3rd",
			"players=2 edition=4th", "players=3 edition=4th", "players=4 teams edition=4th",
			"players=2 edition=3rd ages=3",
			"players=2 edition=4th expansions=echoes", "players=3 edition=4th expansions=echoes",
			"players=4 edition=4th expansions=echoes", "players=4 teams edition=4th expansions=echoes",
			"players=2 edition=4th expansions=echoes ages=3",
		},
		Seeds: []uint64{1, 2, 3, 4, 5, 6, 7, 8},
	})
}
