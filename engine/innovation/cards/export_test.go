package cards

import inn "github.com/dogma-engine/dogma/engine/innovation"

// NewEchoesDeck returns a new 4th-edition deck with Echoes, apart from the
// decks games use, for tests that give its cards effects of their own.
func NewEchoesDeck() *inn.Deck { return buildEchoes(buildUltimate(Base())) }
