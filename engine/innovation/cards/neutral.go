package cards

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// neutralHooks put Innovation behind the referee protocol: its neutral
// state, the supply piles the shuffle of a seed gives, and a game set up
// from them, all with the cards of Base.
var neutralHooks = engine.NeutralHooksOf(Config, (*inn.Game).Neutral,
	func(c inn.Config, seed uint64) (map[string][]string, error) { return inn.Decks(c, Base(), seed) },
	func(c inn.Config, decks map[string][]string) (*inn.Game, error) {
		return inn.NewFromDecks(c, Base(), decks)
	})
