package bench

import (
	"math/bits"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Random answers every decision uniformly at random from a seeded
// generator. It makes no allocation.
//
// While some cards have no effects written yet, Random can be told to stay
// away from them with SkipUnwrittenDogma.
type Random struct {
	rng  engine.Rand
	skip *UnwrittenDogma
}

// NewRandom returns a random chooser seeded with seed. With skip not nil,
// it never picks an option that skip refuses.
func NewRandom(seed uint64, skip *UnwrittenDogma) *Random {
	return &Random{rng: *engine.NewRand(seed), skip: skip}
}

// Seed restarts the generator from seed.
func (r *Random) Seed(seed uint64) { r.rng = *engine.NewRand(seed) }

// Choose picks one of the options of d.
func (r *Random) Choose(d *engine.Decision) int {
	if r.skip == nil || !r.skip.Active() || d.Kind != engine.KindAction || len(d.Options) > 64 {
		return r.rng.Intn(len(d.Options))
	}
	var allowed uint64 // bit i: option i may be chosen
	n := 0
	for i := range d.Options {
		if r.skip.Allowed(d.Options[i].Label) {
			allowed |= 1 << i
			n++
		}
	}
	if n == 0 {
		return r.rng.Intn(len(d.Options))
	}
	for k := r.rng.Intn(n); k > 0; k-- {
		allowed &= allowed - 1 // drop the lowest allowed option
	}
	return bits.TrailingZeros64(allowed)
}

// UnwrittenDogma knows the "dogma X" labels of the cards of a deck whose
// effects are not written yet in the edition played, and, while any card is
// unwritten, of the cards that execute another card's effects
// (Deck.Playable). Random play uses it to avoid those options until every card of the ages in play is written: a
// Dogma action on such a card stops the game with engine.NotImplemented.
//
// It is the one place where random play leaves part of the legal options
// aside; once the ages in play are complete it refuses nothing.
type UnwrittenDogma struct {
	labels map[string]bool
}

// SkipUnwrittenDogma returns the filter for deck d, edition ed and a game
// whose last age is ages.
func SkipUnwrittenDogma(d *inn.Deck, ed inn.Edition, ages int) *UnwrittenDogma {
	u := &UnwrittenDogma{labels: make(map[string]bool)}
	for c := inn.Card(0); c < inn.NumAgeCards; c++ {
		if !d.Playable(c, ed, ages) {
			u.labels["dogma "+d.Name(c)] = true
		}
	}
	return u
}

// Active reports whether the filter refuses anything at all.
func (u *UnwrittenDogma) Active() bool { return len(u.labels) > 0 }

// Allowed reports whether an option label may be chosen: anything but a
// Dogma action on a card without effects.
func (u *UnwrittenDogma) Allowed(label string) bool {
	if !strings.HasPrefix(label, "dogma ") {
		return true
	}
	return !u.labels[label]
}
