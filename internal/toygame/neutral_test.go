package toygame_test

import (
	"testing"

	"github.com/dogma-engine/dogma/engine/enginetest"
	"github.com/dogma-engine/dogma/internal/toygame"
)

// Tally set up from the decks of a seed is the game of the seed, and its
// neutral state names every card once.
func TestNeutralHooks(t *testing.T) {
	enginetest.Neutral(t, toygame.Registration, enginetest.NeutralOptions{Seeds: []uint64{1, 2, 3, 4}})
}
