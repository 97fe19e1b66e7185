package bench

import "github.com/dogma-engine/dogma/engine"

// Random answers every decision uniformly at random from a seeded
// generator. It makes no allocation.
type Random struct {
	rng engine.Rand
}

// NewRandom returns a random chooser seeded with seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: *engine.NewRand(seed)}
}

// Seed restarts the generator from seed.
func (r *Random) Seed(seed uint64) { r.rng = *engine.NewRand(seed) }

// Choose picks one of the options of d.
func (r *Random) Choose(d *engine.Decision) int {
	return r.rng.Intn(len(d.Options))
}

var _ engine.Chooser = (*Random)(nil)
