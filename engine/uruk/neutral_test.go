//go:build !oracle

package uruk_test

import (
	"testing"

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
