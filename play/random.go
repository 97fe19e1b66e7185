package play

import (
	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
)

// DecisionLimit caps the decisions of one random game; a game that
// reaches it is reported as unfinished (the termination property).
const DecisionLimit = 100000

// Move is one answered decision of a game: who answered what.
type Move struct {
	Player int    `json:"player"`
	Label  string `json:"label"`
}

// Random is a game played by the seeded random chooser.
type Random struct {
	Suite *props.Suite
	Seed  uint64
	Game  engine.Game
	Moves []Move // every decision answered so far, in order
	rand  *engine.Rand
}

// NewRandom sets up the game of seed s of game suite in configuration cfg.
func NewRandom(suite *props.Suite, cfg engine.Config, s uint64) (*Random, error) {
	g, err := suite.New(cfg, s)
	if err != nil {
		return nil, err
	}
	return &Random{Suite: suite, Seed: s, Game: g, rand: engine.NewRand(s ^ 0x5eed)}, nil
}

// Choose picks one option uniformly, and records the answer.
func (r *Random) Choose(d *engine.Decision) int {
	i := r.rand.Intn(len(d.Options))
	r.Moves = append(r.Moves, Move{Player: d.Player, Label: d.Options[i].Label})
	return i
}

// Play plays until the game ends, fails, or limit more decisions have been
// made (no limit if limit <= 0). It returns the decisions made.
func (r *Random) Play(limit int) (int, error) {
	return r.Game.Play(r, limit)
}

// PlayChecked plays the game to its end or DecisionLimit, through chk when
// it is set so that every property is checked on its cadence; a broken
// property is then the error the game stops with. It returns the
// decisions made.
func (r *Random) PlayChecked(chk *props.Checker) (int, error) {
	if chk == nil {
		return r.Play(DecisionLimit)
	}
	res := chk.RunFrom(r.Game, r)
	r.Game = res.Game
	if err := res.Err(); err != nil {
		return res.Log.Len(), err
	}
	return res.Log.Len(), nil
}
