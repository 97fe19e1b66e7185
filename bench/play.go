package bench

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// Resetter is a game that can start over in place: Reset(seed) makes it
// the game Registration.New would set up from seed with the same
// configuration, reusing what it allocated before. A Player reuses such
// a game from one game to the next, so that it allocates nothing per game
// once its buffers have grown.
type Resetter interface {
	Reset(seed uint64) error
}

// Player plays random complete games with one configuration, reusing its
// game (when the game is a Resetter) and its chooser from one game to the
// next.
type Player struct {
	reg    *engine.Registration
	cfg    engine.Config
	obs    Observer
	random *Random
	game   engine.Game
	wrap   observed
}

// NewPlayer returns a player of random games of reg with configuration
// cfg. With obs not nil, every decision is shown to obs.
func NewPlayer(reg *engine.Registration, cfg engine.Config, obs Observer) *Player {
	return &Player{
		reg:    reg,
		cfg:    cfg,
		obs:    obs,
		random: NewRandom(0),
	}
}

// Game returns the game played last, or nil.
func (p *Player) Game() engine.Game { return p.game }

// Play plays one complete game from seed, choices drawn from the same
// seed, and returns the number of decisions made.
func (p *Player) Play(seed uint64) (int, error) {
	if err := p.setUp(seed); err != nil {
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

// setUp makes p.game the game of seed: the last game reset, or a new one.
func (p *Player) setUp(seed uint64) error {
	if r, ok := p.game.(Resetter); ok {
		return r.Reset(seed)
	}
	g, err := p.reg.New(p.cfg, seed)
	if err != nil {
		return err
	}
	p.game = g
	return nil
}
