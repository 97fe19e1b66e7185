package cards

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// neutral returns g's state in the referee protocol's neutral form.
func neutral(g engine.Game) engine.NeutralState { return g.(*inn.Game).Neutral() }

// decks returns the supply piles the shuffle of seed gives a game of cfg,
// or nil for a configuration that is not Innovation's.
func decks(cfg engine.Config, seed uint64) map[string][]string {
	c, err := Config(cfg)
	if err != nil {
		return nil
	}
	out, err := inn.Decks(c, Base(), seed)
	if err != nil {
		return nil
	}
	return out
}

// newFromDecks sets up a game of cfg from its supply piles, top first.
func newFromDecks(cfg engine.Config, decks map[string][]string) (engine.Game, error) {
	c, err := Config(cfg)
	if err != nil {
		return nil, err
	}
	return engine.AsGame(inn.NewFromDecks(c, Base(), decks))
}
