package main

import (
	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
)

// decisionLimit caps the decisions of one random game; a game that reaches
// it is reported as unfinished (the termination property).
const decisionLimit = 100000

// move is one answered decision of a game's decision log.
type move struct {
	Player int    `json:"player"`
	Label  string `json:"label"`
}

// randomGame is a game played by the seeded random chooser, so that a seed
// names one whole game: "dogma play --seed 7" plays it and "dogma show
// --seed 7" shows it.
type randomGame struct {
	Suite *props.Suite
	Seed  uint64
	Game  engine.Game
	Moves []move // every decision answered so far, in order
	rand  *engine.Rand
}

// newRandomGame sets up the game of seed s of game suite.
func newRandomGame(suite *props.Suite, cfg engine.Config, s uint64) (*randomGame, error) {
	g, err := suite.New(cfg, s)
	if err != nil {
		return nil, err
	}
	return &randomGame{Suite: suite, Seed: s, Game: g, rand: engine.NewRand(s ^ 0x5eed)}, nil
}

// Choose picks one option uniformly, and records the answer.
func (r *randomGame) Choose(d *engine.Decision) int {
	i := r.rand.Intn(len(d.Options))
	r.Moves = append(r.Moves, move{Player: d.Player, Label: d.Options[i].Label})
	return i
}

// Play plays until the game ends, fails, or limit more decisions have been
// made (no limit if limit <= 0). It returns the decisions made.
func (r *randomGame) Play(limit int) (int, error) {
	return r.Game.Play(r, limit)
}
