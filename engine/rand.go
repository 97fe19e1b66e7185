package engine

// Rand is a small seeded generator (SplitMix64). Its output depends only on
// the seed, on every platform and Go version, so a seed always gives the same
// setup. Games use it only for setup shuffles.
type Rand struct {
	state uint64
}

// NewRand returns a generator seeded with seed.
func NewRand(seed uint64) *Rand { return &Rand{state: seed} }

// Uint64 returns the next 64 random bits.
func (r *Rand) Uint64() uint64 {
	r.state += 0x9e3779b97f4a7c15
	return Mix64(r.state)
}

// Intn returns a uniform integer in [0, n). It panics if n <= 0.
func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("engine: Intn of a non-positive bound")
	}
	bound := uint64(n)
	// Rejection sampling keeps the result unbiased.
	limit := -bound % bound
	for {
		v := r.Uint64()
		if v >= limit {
			return int(v % bound)
		}
	}
}

// Shuffle permutes n elements with the Fisher–Yates algorithm, calling swap
// to exchange two of them.
func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.Intn(i+1))
	}
}
