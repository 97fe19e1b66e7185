package fuzz

import "github.com/dogma-engine/dogma/engine"

// Random answers every decision with a uniformly random option, from its
// own seeded generator: the same seed gives the same answers.
type Random struct {
	r *engine.Rand
}

// NewRandom returns a random chooser seeded with seed.
func NewRandom(seed uint64) *Random { return &Random{r: engine.NewRand(seed)} }

// Choose picks one option uniformly.
func (c *Random) Choose(d *engine.Decision) int { return c.r.Intn(len(d.Options)) }
