//go:build !oracle

package uruk_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/engine/enginetest"
	"github.com/dogma-engine/dogma/engine/uruk"
)

// Uruk set up from the decks of a seed is the game of the seed, in every
// setup a campaign mixes, and its neutral state names every card of the
// decks once.
func TestNeutralHooks(t *testing.T) {
	enginetest.Neutral(t, uruk.Registration, enginetest.NeutralOptions{
		Seeds:    []uint64{1, 2, 3},
		NotCards: []string{uruk.DeckReshuffleSeed},
	})
}

// The neutral state Uruk's tracker keeps up to date, zone by zone and
// field by field, is the state built whole after every decision of random
// games of every setup a campaign mixes.
func TestNeutralFollow(t *testing.T) {
	g, err := uruk.Registration.New(uruk.Registration.Setups()[0], 1)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := g.(engine.NeutralTracking); !ok {
		t.Fatalf("an Uruk game (%T) has no tracker of its neutral state", g)
	}
	enginetest.NeutralFollow(t, uruk.Registration, enginetest.NeutralOptions{
		Seeds: []uint64{1, 2, 3, 4, 5, 6, 7, 8},
	})
}
