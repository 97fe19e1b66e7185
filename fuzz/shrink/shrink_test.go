package shrink

import (
	"fmt"
	"slices"
	"testing"
)

// ints is a list of option indexes shrunk against a predicate, the way
// the fuzz and diff shrinkers keep a candidate: when it still fails and
// is shorter, or as long and lower option by option.
type ints struct {
	cur   []int
	fails func([]int) bool
	tried [][]int // every candidate Try was called with
}

func (x *ints) list(passes ...Pass) *List[int] {
	return &List[int]{
		Name:    "indexes",
		Current: func() []int { return x.cur },
		Try: func(cand []int) bool {
			x.tried = append(x.tried, cand)
			if !x.fails(cand) || !Simpler(cand, x.cur) {
				return false
			}
			x.cur = cand
			return true
		},
		Passes: passes,
		Lower: func(d int) (int, bool) {
			return 0, d != 0
		},
	}
}

// TestFixedPoint shrinks a list whose minimum needs two rounds: the first
// round's Chunks deletes nothing (a shorter list fails only once it starts
// with the first option), its Lower makes the list start with it, and
// only the second round's Chunks can then delete.
func TestFixedPoint(t *testing.T) {
	x := &ints{cur: []int{5, 5, 5}, fails: func(l []int) bool {
		return len(l) >= 3 || len(l) >= 1 && l[0] == 0
	}}
	s := New(nil)
	if !s.Run(x.list(Chunks, Lower)) {
		t.Fatal("nothing kept")
	}
	if !slices.Equal(x.cur, []int{0}) {
		t.Errorf("shrunk to %v, want [0]", x.cur)
	}
	if s.Stats.Rounds != 3 {
		t.Errorf("%d rounds, want 3: two that keep a candidate, the last that keeps none", s.Stats.Rounds)
	}
}

// TestCacheTriesEachCandidateOnce counts the predicate's calls: with every
// pass, round after round, no candidate is replayed twice, and the cache
// says how many it saved.
func TestCacheTriesEachCandidateOnce(t *testing.T) {
	x := &ints{cur: []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, fails: func(l []int) bool {
		return slices.Contains(l, 3) && slices.Contains(l, 7)
	}}
	s := New(nil)
	s.Run(x.list(Chunks, DeltaDebug, Singles, Lower))
	if !slices.Equal(x.cur, []int{3, 7}) {
		t.Errorf("shrunk to %v, want [3 7]", x.cur)
	}
	seen := map[string]bool{}
	for _, c := range x.tried {
		k := fmt.Sprint(c)
		if seen[k] {
			t.Errorf("candidate %v tried twice", c)
		}
		seen[k] = true
	}
	if s.Stats.Tried != len(x.tried) || s.Stats.CacheHits == 0 {
		t.Errorf("stats %+v for %d calls, want every call counted and some saved", s.Stats, len(x.tried))
	}
	t.Logf("%d candidates replayed, %d made again and not replayed", s.Stats.Tried, s.Stats.CacheHits)
}

// TestDoneStopsBeforeAReplay checks that Done is asked before every
// replay: a budget of three replays makes three.
func TestDoneStopsBeforeAReplay(t *testing.T) {
	x := &ints{cur: []int{4, 4, 4, 4, 4, 4, 4, 4}, fails: func(l []int) bool { return len(l) > 0 }}
	s := New(nil)
	s.Done = func() bool { return s.Stats.Tried >= 3 }
	s.Run(x.list(Chunks, DeltaDebug, Singles, Lower))
	if len(x.tried) != 3 {
		t.Errorf("%d replays, want 3", len(x.tried))
	}
}

// TestListsShareTheShrink shrinks two ways of writing one game in turn:
// what one keeps, the other starts from.
func TestListsShareTheShrink(t *testing.T) {
	cur := []int{9, 1, 9, 2, 9}
	fails := func(l []int) bool { return slices.Contains(l, 1) && slices.Contains(l, 2) }
	labels := &List[string]{
		Name: "labels",
		Current: func() []string {
			out := make([]string, len(cur))
			for i, d := range cur {
				out[i] = fmt.Sprint(d)
			}
			return out
		},
		Try: func(cand []string) bool {
			l := make([]int, len(cand))
			for i, c := range cand {
				fmt.Sscan(c, &l[i])
			}
			if !fails(l) || len(l) >= len(cur) {
				return false
			}
			cur = l
			return true
		},
		Passes: []Pass{DeltaDebug},
	}
	indexes := &List[int]{
		Name:    "indexes",
		Current: func() []int { return cur },
		Try: func(cand []int) bool {
			if !fails(cand) || !Simpler(cand, cur) {
				return false
			}
			cur = cand
			return true
		},
		Passes: []Pass{Lower},
		Lower:  func(d int) (int, bool) { return 0, d != 0 },
	}
	s := New(nil)
	s.Run(indexes, labels)
	if !slices.Equal(cur, []int{1, 2}) {
		t.Errorf("shrunk to %v, want [1 2]", cur)
	}
}
