// Package shrink is the one shrinking core of dogma: campaigns (package
// fuzz) and differential play (package diff) both reduce the decisions of
// a failing game with it.
//
// A game's decisions are written as one or more Lists (option indexes,
// labels), each with its current, shortest known failing list and a Try
// that replays a candidate and keeps it when it still fails the same way
// and is simpler. Run applies the reduction passes of every list, round
// after round, until a whole round keeps nothing (a fixed point), and
// remembers every candidate it has tried, by a hash of its decisions, so
// that no candidate is replayed twice.
package shrink

import (
	"hash/maphash"
	"slices"
)

// A Pass is one way of making candidates from a list of decisions.
type Pass int

const (
	// Chunks deletes runs of decisions, the run length halving from half
	// the list down to one, from the end backwards: the first run of each
	// length is the tail of the list.
	Chunks Pass = iota
	// DeltaDebug is delta debugging: it deletes each of n parts of the
	// list, n starting at 2 and doubling while no part can go, one fewer
	// after each deletion kept.
	DeltaDebug
	// Singles deletes one decision at a time, from the last.
	Singles
	// Lower replaces each decision by a lower one (List.Lower), from the
	// first: the first option, such as "draw", is simpler.
	Lower
)

// A List is the decisions of a failing game written one way, which Run
// shrinks. Current and Try share the caller's state: a candidate Try
// keeps becomes the list Current returns (as the replay used it: a replay
// may stop at the failure, or skip a decision that is not offered).
type List[T comparable] struct {
	// Name tells the list apart from the others of the same Shrinker in
	// its cache: the way of writing, and the start the decisions are
	// played from when it changes between runs.
	Name string
	// Current returns the decisions of the simplest failing candidate so
	// far.
	Current func() []T
	// Try replays a candidate and reports whether it kept it: whether it
	// fails the same way and is simpler than the current list.
	Try func(cand []T) bool
	// Passes are the passes of a round, in order.
	Passes []Pass
	// Lower returns the decision that replaces d in the Lower pass, and
	// whether there is one (for option indexes: 0 for any other).
	Lower func(d T) (T, bool)
}

// Stats count the work of a Shrinker.
type Stats struct {
	Tried     int `json:"tried"`      // candidates replayed (Try called)
	CacheHits int `json:"cache_hits"` // candidates made again and not replayed
	Rounds    int `json:"rounds"`     // rounds of the passes, the last of each Run keeping nothing
}

// A Shrinker runs the passes over lists and keeps the cache of the
// candidates tried. One Shrinker serves a whole shrink, so that a list
// shrunk again (after the start changed) skips what it tried before.
type Shrinker struct {
	// Done reports whether to stop (a deadline, a budget of replays):
	// it is asked before every replay. nil: never.
	Done func() bool

	Stats Stats

	seed maphash.Seed
	seen map[uint64]struct{}
}

// New returns a Shrinker that stops when done reports true (nil: never).
func New(done func() bool) *Shrinker {
	return &Shrinker{Done: done}
}

func (s *Shrinker) done() bool { return s.Done != nil && s.Done() }

// A Stage is a List of any decision type, as Run takes it.
type Stage interface {
	round(s *Shrinker) bool
}

// Run applies the passes of every list in turn, round after round, until
// a round keeps no candidate or Done. It reports whether it kept any.
func (s *Shrinker) Run(lists ...Stage) bool {
	kept := false
	for !s.done() {
		s.Stats.Rounds++
		progress := false
		for _, l := range lists {
			if l.round(s) {
				progress = true
			}
		}
		if !progress {
			break
		}
		kept = true
	}
	return kept
}

// Seen reports whether the candidate cand of the list named name was seen
// before, and records it as seen. A hit counts in Stats.CacheHits.
// Candidates are told apart by a 64-bit hash of their decisions. A caller
// that shrinks something else than a list of decisions with the same
// Shrinker (a starting position) asks Seen before each replay.
func Seen[T comparable](s *Shrinker, name string, cand []T) bool {
	if s.record(key(s.keySeed(), name, cand)) {
		s.Stats.CacheHits++
		return true
	}
	return false
}

// keySeed returns the seed of the cache's hashes, made on first use.
func (s *Shrinker) keySeed() maphash.Seed {
	if s.seen == nil {
		s.seed, s.seen = maphash.MakeSeed(), map[uint64]struct{}{}
	}
	return s.seed
}

// record records the key k as seen and reports whether it was already.
func (s *Shrinker) record(k uint64) bool {
	s.keySeed()
	if _, ok := s.seen[k]; ok {
		return true
	}
	s.seen[k] = struct{}{}
	return false
}

// mark records the current list of l as seen: it fails as it is, and is
// never worth replaying.
func (l *List[T]) mark(s *Shrinker) {
	s.record(key(s.keySeed(), l.Name, l.Current()))
}

// key hashes a candidate with the name of its list.
func key[T comparable](seed maphash.Seed, name string, cand []T) uint64 {
	var h maphash.Hash
	h.SetSeed(seed)
	h.WriteString(name)
	h.WriteByte(0)
	for _, d := range cand {
		maphash.WriteComparable(&h, d)
	}
	return h.Sum64()
}

// try replays cand unless it was tried before or the shrink is done, and
// reports whether l kept it.
func (l *List[T]) try(s *Shrinker, cand []T) bool {
	if s.done() || Seen(s, l.Name, cand) {
		return false
	}
	s.Stats.Tried++
	if !l.Try(cand) {
		return false
	}
	l.mark(s)
	return true
}

// round runs every pass of l once and reports whether one kept a
// candidate.
func (l *List[T]) round(s *Shrinker) bool {
	l.mark(s)
	kept := false
	for _, p := range l.Passes {
		var k bool
		switch p {
		case Chunks:
			k = l.chunks(s)
		case DeltaDebug:
			k = l.deltaDebug(s)
		case Singles:
			k = l.singles(s)
		case Lower:
			k = l.lower(s)
		}
		kept = kept || k
	}
	return kept
}

// Simpler reports whether the option indexes a make a simpler game than
// b: fewer decisions, or as many and lower option by option (a game of
// earlier options, such as "draw", is simpler). It is the order both
// callers keep candidates by; every pass makes candidates that can be
// simpler by it, so that a run ends.
func Simpler(a, b []int) bool {
	if len(a) != len(b) {
		return len(a) < len(b)
	}
	return slices.Compare(a, b) < 0
}

// without returns a copy of list without list[from:to].
func without[T any](list []T, from, to int) []T {
	return append(append(make([]T, 0, len(list)-(to-from)), list[:from]...), list[to:]...)
}

func (l *List[T]) chunks(s *Shrinker) bool {
	kept := false
	for chunk := len(l.Current()) / 2; chunk >= 1 && !s.done(); chunk /= 2 {
		for at := len(l.Current()) - chunk; at >= 0 && !s.done(); at -= chunk {
			cur := l.Current()
			if at+chunk > len(cur) {
				continue
			}
			if l.try(s, without(cur, at, at+chunk)) {
				kept = true
			}
		}
	}
	return kept
}

func (l *List[T]) deltaDebug(s *Shrinker) bool {
	kept := false
	n := 2
	for len(l.Current()) >= 1 && !s.done() {
		cur := l.Current()
		n = min(n, len(cur))
		chunk := (len(cur) + n - 1) / n
		reduced := false
		for start := 0; start < len(cur) && !s.done(); start += chunk {
			if l.try(s, without(cur, start, min(start+chunk, len(cur)))) {
				reduced = true
				break
			}
		}
		switch {
		case reduced:
			kept = true
			n = max(n-1, 2)
		case n >= len(cur):
			return kept
		default:
			n = min(2*n, len(cur))
		}
	}
	return kept
}

func (l *List[T]) singles(s *Shrinker) bool {
	kept := false
	for i := len(l.Current()) - 1; i >= 0 && !s.done(); i-- {
		cur := l.Current()
		if i >= len(cur) {
			continue
		}
		if l.try(s, without(cur, i, i+1)) {
			kept = true
		}
	}
	return kept
}

func (l *List[T]) lower(s *Shrinker) bool {
	if l.Lower == nil {
		return false
	}
	kept := false
	for i := 0; i < len(l.Current()) && !s.done(); i++ {
		cur := l.Current()
		d, ok := l.Lower(cur[i])
		if !ok {
			continue
		}
		cand := append([]T(nil), cur...)
		cand[i] = d
		if l.try(s, cand) {
			kept = true
		}
	}
	return kept
}
