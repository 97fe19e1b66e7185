package engine

// Mix64 is the finalizer of SplitMix64: a bijection of 64-bit words in
// which every bit of x moves every bit of the result. Games key the parts
// of their state hashes with it; the harness draws its fixed samples with
// it.
func Mix64(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// Hasher folds 64-bit words, in order, into a hash of a game's state (a
// multiply-xorshift in the style of SplitMix64). A game starts it from a
// constant of its own.
type Hasher uint64

// Add folds v into the hash.
func (h *Hasher) Add(v uint64) {
	x := uint64(*h) ^ v
	x *= 0x9e3779b97f4a7c15
	x ^= x >> 29
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 32
	*h = Hasher(x)
}

// StepHash folds the choices of the step in progress into h, the hash of a
// game's state, so that a game's hash tells apart the decisions of one
// step even where they have not changed the state yet (a top-level action
// chosen, a bid made in secret). Between steps, with no choice, it is h.
func StepHash(h uint64, choices []int) uint64 {
	if len(choices) == 0 {
		return h
	}
	x := Hasher(h)
	for _, c := range choices {
		x.Add(uint64(c) + 1)
	}
	x.Add(uint64(len(choices)))
	return uint64(x)
}
