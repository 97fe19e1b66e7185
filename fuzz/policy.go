package fuzz

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/dogma-engine/dogma/engine"
)

// The policies a campaign plays its games with (Options.Policy).
const (
	// PolicyUniform answers every decision uniformly at random.
	PolicyUniform = "uniform"
	// PolicySwarm gives each game a swarm policy drawn from its seed.
	PolicySwarm = "swarm"
	// PolicyDirected spends games on the policies that reach new rule
	// clauses and branches of the rules: the campaign's default.
	PolicyDirected = "directed"
)

// Policies lists the campaign policies, the default first.
var Policies = []string{PolicyDirected, PolicySwarm, PolicyUniform}

// epochGames is the number of games between two updates of a directed
// campaign's pool of policies. The games of one epoch all use the pool as
// it stood when the epoch began, so game i is the same game whatever the
// number of workers.
const epochGames = 256

// poolSize is the most policies a directed campaign keeps.
const poolSize = 64

// director chooses the policy of each game of a campaign and, for a
// directed campaign, learns from the games which policies reach rule
// clauses and branches no earlier game reached (branchNames.keys).
type director struct {
	mode string
	seed uint64

	mu      sync.Mutex
	pools   [][]Policy       // pools[k]: the pool the games of epoch k draw from
	pool    []Policy         // the pool being built
	seen    map[string]bool  // every clause and branch reached so far, in closed epochs
	pending map[int]gameNews // finished games of open epochs, by index
	limit   func() int64     // games from this index on are never played
	wake    chan struct{}    // closed and replaced when an epoch closes
	games   int              // the game budget (0: none)
	names   *branchNames     // names what a game reached
}

// gameNews is what a directed campaign keeps of a finished game until its
// epoch closes: its policy and the clauses and branches it reached.
type gameNews struct {
	policy Policy
	uses   bool // the game played a policy (not uniform)
	keys   []string
}

func newDirector(mode string, seed uint64, games int, limit func() int64, names *branchNames) *director {
	return &director{mode: mode, seed: seed, pools: [][]Policy{nil}, seen: map[string]bool{},
		pending: map[int]gameNews{}, limit: limit, wake: make(chan struct{}), games: games, names: names}
}

// chooser returns the chooser of game i and a note naming its policy, or
// "" for uniform play. In a directed campaign it waits until the epoch
// before the game's has closed; it returns nil if ctx ends first or the
// game will never be played.
func (d *director) chooser(ctx context.Context, i int, seed uint64) (engine.Chooser, string) {
	r := engine.NewRand(seed ^ 0xd1ec7ed)
	switch d.mode {
	case PolicyUniform:
		return NewRandom(seed ^ 0xc4a5e5), ""
	case PolicySwarm:
		p := SwarmPolicy(seed)
		return NewSwarm(p, seed^0xc4a5e5), p.String()
	}
	pool, ok := d.poolFor(ctx, i)
	if !ok {
		return nil, ""
	}
	var p Policy
	switch k := r.Intn(4); {
	case i/epochGames == 0 && i%2 == 0, k == 0:
		return NewRandom(seed ^ 0xc4a5e5), ""
	case k == 1 || len(pool) == 0 || i/epochGames == 0:
		p = SwarmPolicy(seed)
	default:
		p = mutate(pool[r.Intn(len(pool))], r)
	}
	return NewSwarm(p, seed^0xc4a5e5), p.String()
}

// poolFor returns the pool of game i's epoch, waiting for it to close.
func (d *director) poolFor(ctx context.Context, i int) ([]Policy, bool) {
	k := i / epochGames
	for {
		d.mu.Lock()
		if k < len(d.pools) {
			pool := d.pools[k]
			d.mu.Unlock()
			return pool, true
		}
		wake := d.wake
		d.mu.Unlock()
		if int64(i) >= d.limit() {
			return nil, false
		}
		select {
		case <-ctx.Done():
			return nil, false
		case <-wake:
		case <-time.After(20 * time.Millisecond):
			// The limit may have dropped below the open epoch's end:
			// closeReady closes an epoch whose remaining games will
			// never be played.
			d.mu.Lock()
			d.closeReady()
			d.mu.Unlock()
		}
	}
}

// finished records game i of a directed campaign: its policy and the
// clauses and branches its events reached (branchNames.keys). When every
// game of the oldest open epoch has finished, the epoch closes and the
// next one's pool is made from the games, in index order, that reached
// something new.
func (d *director) finished(i int, g engine.Game, policy Policy, uses bool) {
	if d.mode != PolicyDirected {
		return
	}
	n := gameNews{policy: policy, uses: uses}
	if g != nil {
		n.keys = d.names.keys(g)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	d.pending[i] = n
	d.closeReady()
}

// closeReady closes every epoch whose games have all finished or will
// never be played. It is called with d.mu held.
func (d *director) closeReady() {
	for {
		k := len(d.pools) - 1 // the oldest open epoch
		start, end := k*epochGames, (k+1)*epochGames
		if d.games > 0 && end > d.games {
			end = d.games
		}
		end = int(min(d.limit(), int64(end)))
		if end <= start {
			return
		}
		for i := start; i < end; i++ {
			if _, ok := d.pending[i]; !ok {
				return
			}
		}
		for i := start; i < (k+1)*epochGames; i++ {
			n, ok := d.pending[i]
			delete(d.pending, i)
			if !ok || i >= end {
				continue // a game past the limit, abandoned: it teaches nothing
			}
			fresh := false
			for _, key := range n.keys {
				if !d.seen[key] {
					d.seen[key] = true
					fresh = true
				}
			}
			if fresh && n.uses {
				d.pool = append(d.pool, n.policy)
				if len(d.pool) > poolSize {
					d.pool = d.pool[len(d.pool)-poolSize:]
				}
			}
		}
		d.pools = append(d.pools, append([]Policy(nil), d.pool...))
		close(d.wake)
		d.wake = make(chan struct{})
	}
}

// mutate returns a copy of p with about a quarter of its weights and
// leanings drawn again (draw keeps a weight of at least minDraw).
func mutate(p Policy, r *engine.Rand) Policy {
	q := Policy{Verbs: append([]string(nil), p.Verbs...), Weights: append([]uint8(nil), p.Weights...), Yes: p.Yes, Pass: p.Pass}
	for i := range q.Weights {
		if r.Intn(4) == 0 {
			q.Weights[i] = uint8(r.Intn(9))
			if i == 0 {
				q.Weights[i] = uint8(minDraw + r.Intn(9-minDraw))
			}
		}
	}
	leanings := []uint8{0, 32, 128, 224, 255}
	if r.Intn(4) == 0 {
		q.Yes = leanings[r.Intn(len(leanings))]
	}
	if r.Intn(4) == 0 {
		q.Pass = leanings[r.Intn(len(leanings))]
	}
	return q
}

// ParsePolicy checks a campaign policy name.
func ParsePolicy(s string) (string, error) {
	for _, p := range Policies {
		if s == p {
			return s, nil
		}
	}
	return "", fmt.Errorf("unknown policy %q (want directed, swarm or uniform)", s)
}
