package fuzz

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Swarm testing. Uniform random play is one policy among many: a game
// played by a policy that never draws, or that always claims, or that
// declines every "may", reaches states uniform play almost never does.
// A swarm campaign draws a policy per game from the game's seed: a random
// subset of the action verbs with random weights, and random leanings for
// "may" questions and optional choices.

// minDraw is the least weight of the draw verb in a swarm policy: with the
// other verbs at most 8, at least one action in seven is a Draw.
const minDraw = 4

// maxVerbs is the number of action verbs a policy weighs.
const maxVerbs = 8

// Policy weighs the answers random play gives.
type Policy struct {
	// Verbs names action verbs (the first word of an action option's
	// label, such as "draw" or "achieve") and Weights their weights; a
	// verb not named weighs 1, a verb of weight 0 is never chosen while
	// any other verb is offered.
	Verbs   []string
	Weights []uint8
	Yes     uint8 // the chance, out of 256, of answering yes to a yes/no question
	Pass    uint8 // the chance, out of 256, of passing when pass is offered
}

// String describes the policy on one line.
func (p Policy) String() string {
	if len(p.Verbs) == 0 && p.Yes == 128 && p.Pass == 0 {
		return "uniform"
	}
	var b strings.Builder
	for i, v := range p.Verbs {
		fmt.Fprintf(&b, "%s=%d ", v, p.Weights[i])
	}
	fmt.Fprintf(&b, "yes=%d/256 pass=%d/256", p.Yes, p.Pass)
	return b.String()
}

// swarmVerbs are the action verbs a swarm policy weighs, the first words
// of action labels: those of Innovation's four actions, the first game the
// policies were tuned on. A verb a game does not have is never offered, so
// weighing it costs nothing, and an action whose verb is not listed weighs
// 1. The list is fixed, not learnt from the game, so that a seed draws the
// same policy in every campaign.
var swarmVerbs = []string{"draw", "meld", "dogma", "achieve"}

// SwarmPolicy returns the policy of a swarm game, drawn from seed: each
// verb but the first (draw) is left out with probability 1/4 and otherwise
// weighs 1 to 8; yes/no and pass leanings are drawn from a few typical
// values. Draw is never left out and weighs at least minDraw: a player who
// rarely draws can stall a game for thousands of decisions (Dogma on cards
// that change little), and every draw brings the end of the game nearer.
func SwarmPolicy(seed uint64) Policy {
	r := engine.NewRand(seed ^ 0x5a4d)
	var p Policy
	for i, v := range swarmVerbs {
		w := uint8(0)
		switch {
		case i == 0:
			w = uint8(minDraw + r.Intn(9-minDraw))
		case r.Intn(4) != 0:
			w = uint8(1 + r.Intn(8))
		}
		p.Verbs = append(p.Verbs, v)
		p.Weights = append(p.Weights, w)
	}
	leanings := []uint8{0, 32, 128, 224, 255}
	p.Yes = leanings[r.Intn(len(leanings))]
	p.Pass = leanings[r.Intn(len(leanings))]
	return p
}

// Swarm answers decisions by a policy, from its own seeded generator.
type Swarm struct {
	Policy Policy
	r      *engine.Rand
	w      [64]int
}

// NewSwarm returns a chooser that follows p, seeded with seed.
func NewSwarm(p Policy, seed uint64) *Swarm { return &Swarm{Policy: p, r: engine.NewRand(seed)} }

// Choose picks an option as the policy leans.
func (c *Swarm) Choose(d *engine.Decision) int {
	n := len(d.Options)
	switch {
	case n == 1:
		return 0
	case d.Kind == engine.KindYesNo && n == 2:
		// "yes" and "no" by label where a game uses them (Innovation),
		// else the first option is the one that accepts.
		yes, no := d.Index("yes"), d.Index("no")
		if yes < 0 || no < 0 {
			yes, no = 0, 1
		}
		if c.r.Intn(256) < int(c.Policy.Yes) {
			return yes
		}
		return no
	case d.Kind == engine.KindAction && len(c.Policy.Verbs) > 0 && n <= len(c.w):
		return c.weighed(d)
	}
	if last := n - 1; d.Options[last].Label == "pass" {
		if c.r.Intn(256) < int(c.Policy.Pass) {
			return last
		}
		return c.r.Intn(last)
	}
	return c.r.Intn(n)
}

// weighed picks an action option with probability proportional to its
// verb's weight, the options of a verb sharing it equally; when every
// offered verb weighs 0, it picks uniformly.
func (c *Swarm) weighed(d *engine.Decision) int {
	// Each option weighs its verb's weight divided among the options of
	// that verb: weights are scaled by the number of options of the verb
	// so that they stay integers.
	var count [maxVerbs + 1]int
	verbOf := func(label string) int {
		v, _, _ := strings.Cut(label, " ")
		for i, name := range c.Policy.Verbs {
			if name == v {
				return i
			}
		}
		return len(c.Policy.Verbs)
	}
	for i, o := range d.Options {
		k := min(verbOf(o.Label), maxVerbs)
		c.w[i] = k
		count[k]++
	}
	lcm := 840 // divisible by every count up to 8; larger counts round down
	total := 0
	for i := range d.Options {
		k := c.w[i]
		weight := 1
		if k < len(c.Policy.Weights) {
			weight = int(c.Policy.Weights[k])
		}
		c.w[i] = weight * lcm / count[k]
		total += c.w[i]
	}
	if total == 0 {
		return c.r.Intn(len(d.Options))
	}
	x := c.r.Intn(total)
	for i := range d.Options {
		if x < c.w[i] {
			return i
		}
		x -= c.w[i]
	}
	return len(d.Options) - 1
}
