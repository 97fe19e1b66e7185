package fuzz

import (
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/engine/genesia"
	genprops "github.com/dogma-engine/dogma/props/genesia"
)

// genesiaSetups are the Genesia games the fuzz target plays: 1 to 5
// players and teams of 4, with every fill-... variant, the games that
// play past the holes of the text to their end.
func genesiaSetups() []engine.Config {
	var out []engine.Config
	for p := 1; p <= genesia.MaxPlayers; p++ {
		out = append(out, genesia.Config{Players: p, Variants: genesia.FillAll()})
	}
	return append(out, genesia.Config{Players: 4, Teams: true, Variants: genesia.FillAll()})
}

// FuzzGenesiaGame plays a game of Genesia (on its placeholder map and
// cards) whose seed, setup (one of genesiaSetups) and choices come from
// the fuzz input (see DecodeGame) under every property of Genesia.
func FuzzGenesiaGame(f *testing.F) {
	fuzzCheckedGame(f, genprops.Suite, genesiaSetups())
}
