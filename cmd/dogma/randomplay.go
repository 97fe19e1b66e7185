package main

import (
	"strings"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
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
	Seed  uint64
	Game  *inn.Game
	Moves []move // every decision answered so far, in order
	rand  *engine.Rand
}

// newRandomGame sets up the game of seed s.
func newRandomGame(cfg inn.Config, s uint64) (*randomGame, error) {
	g, err := cards.NewGame(cfg, s)
	if err != nil {
		return nil, err
	}
	return &randomGame{Seed: s, Game: g, rand: engine.NewRand(s ^ 0x5eed)}, nil
}

// Choose picks uniformly among the options writtenOptions keeps, and
// records the answer.
func (r *randomGame) Choose(d *engine.Decision) int {
	ok := writtenOptions(r.Game.Deck(), r.Game.Config(), d)
	i := ok[r.rand.Intn(len(ok))]
	r.Moves = append(r.Moves, move{Player: d.Player, Label: d.Options[i].Label})
	return i
}

// Play plays until the game ends, fails, or limit more decisions have been
// made (no limit if limit <= 0). It returns the decisions made.
func (r *randomGame) Play(limit int) (int, error) {
	return r.Game.Play(r, limit)
}

// writtenOptions returns the indexes of the options of d that random play
// may choose: every option except the Dogma actions of cards whose effects
// are not written yet for the edition, or that execute another card's
// effects while a card of the ages in play is not written (Deck.Playable),
// which would stop the game with engine.NotImplemented. Once every card in play is written it keeps every
// option. It never returns an empty list: an action decision always offers
// Draw.
func writtenOptions(deck *inn.Deck, cfg inn.Config, d *engine.Decision) []int {
	out := make([]int, 0, len(d.Options))
	for i, o := range d.Options {
		if d.Kind == engine.KindAction {
			if name, ok := strings.CutPrefix(o.Label, "dogma "); ok {
				if c, found := deck.Lookup(name); found && !deck.Playable(c, cfg.Edition, cfg.Ages) {
					continue
				}
			}
		}
		out = append(out, i)
	}
	if len(out) == 0 {
		for i := range d.Options {
			out = append(out, i)
		}
	}
	return out
}
