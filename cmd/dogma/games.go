package main

import (
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
	urukprops "github.com/dogma-engine/dogma/props/uruk"
)

// games lists the games dogma plays. It is the one place that names them:
// every other package reaches a game through its props.Suite.
var games = []*props.Suite{
	innprops.Suite,
	urukprops.Suite,
}

func init() {
	for _, g := range games {
		props.Register(g)
	}
}
