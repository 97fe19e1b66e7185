package bench

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Player plays random complete games with one configuration, reusing its
// game and chooser from one game to the next.
type Player struct {
	cfg    inn.Config
	deck   *inn.Deck
	obs    Observer
	random *Random
	game   *inn.Game
	wrap   observed
}

// NewPlayer returns a player of random games with configuration cfg and
// deck d. With obs not nil, every decision is shown to obs.
func NewPlayer(cfg inn.Config, d *inn.Deck, obs Observer) *Player {
	return &Player{
		cfg:    cfg,
		deck:   d,
		obs:    obs,
		random: NewRandom(0),
	}
}

// Game returns the game played last, or nil.
func (p *Player) Game() *inn.Game { return p.game }

// Play plays one complete game from seed, choices drawn from the same
// seed, and returns the number of decisions made.
func (p *Player) Play(seed uint64) (int, error) {
	var err error
	if p.game == nil {
		p.game, err = inn.New(p.cfg, p.deck, seed)
	} else {
		err = p.game.Reset(seed)
	}
	if err != nil {
		return 0, err
	}
	g := p.game
	p.random.Seed(seed ^ 0x5bd1e995)
	var c engine.Chooser = p.random
	if p.obs != nil {
		if err := p.obs.Begin(g, seed); err != nil {
			return 0, err
		}
		p.wrap = observed{g: g, obs: p.obs, c: p.random}
		c = &p.wrap
	}
	n, err := g.Play(c, 0)
	if p.obs != nil && p.wrap.err != nil {
		return n, p.wrap.err
	}
	if err != nil {
		return n, fmt.Errorf("seed %d: %w", seed, err)
	}
	if !g.Over() {
		return n, fmt.Errorf("seed %d: the game stopped before its end", seed)
	}
	if p.obs != nil {
		if err := p.obs.End(g); err != nil {
			return n, err
		}
	}
	return n, nil
}
