package fuzz

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// asInn returns g as an Innovation game, or nil.
func asInn(g engine.Game) *inn.Game {
	ig, _ := g.(*inn.Game)
	return ig
}

// asInnConfig returns cfg as an Innovation configuration, or the zero one.
func asInnConfig(cfg engine.Config) inn.Config {
	c, _ := cfg.(inn.Config)
	return c
}
