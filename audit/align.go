package audit

import "math"

// Bead is one step of an alignment of two sequences: the items
// [SrcFrom, SrcTo) of the first matched with the items [TgtFrom, TgtTo)
// of the second. A bead with no source item is a target item left over
// (an addition), one with no target item a source item left out.
type Bead struct {
	SrcFrom, SrcTo int
	TgtFrom, TgtTo int
	// Score is what the bead adds to the alignment; for a match, the
	// similarity of its two sides less the threshold.
	Score float64
}

// Matched reports whether the bead pairs items of both sequences.
func (b Bead) Matched() bool { return b.SrcTo > b.SrcFrom && b.TgtTo > b.TgtFrom }

// moves are the bead shapes the aligner tries, as (source, target)
// counts: 1-1, 1-0, 0-1, 1-2, 2-1 as Gale and Church's aligner, and 1-3,
// 1-4 for a clause a rulebook spreads over several paragraphs.
var moves = [][2]int{{1, 1}, {1, 0}, {0, 1}, {1, 2}, {2, 1}, {1, 3}, {1, 4}}

// alignSequences aligns a source sequence of n items with a target
// sequence of m items in order, by dynamic programming over both: the
// alignment with the highest total score, where score(i0, i1, j0, j1)
// scores matching sources [i0, i1) with targets [j0, j1) and skip(i, j)
// scores leaving source i (j = -1) or target j (i = -1) unmatched. limit
// restricts the moves to the first limit of moves (0: all).
func alignSequences(n, m int, score func(i0, i1, j0, j1 int) float64, skip func(i, j int) float64, limit int) []Bead {
	ms := moves
	if limit > 0 && limit < len(ms) {
		ms = ms[:limit]
	}
	best := make([][]float64, n+1)
	from := make([][]int, n+1)
	for i := range best {
		best[i] = make([]float64, m+1)
		from[i] = make([]int, m+1)
		for j := range best[i] {
			best[i][j] = math.Inf(-1)
			from[i][j] = -1
		}
	}
	best[0][0] = 0
	for i := 0; i <= n; i++ {
		for j := 0; j <= m; j++ {
			if best[i][j] == math.Inf(-1) {
				continue
			}
			for k, mv := range ms {
				i1, j1 := i+mv[0], j+mv[1]
				if i1 > n || j1 > m {
					continue
				}
				var s float64
				switch {
				case mv[1] == 0:
					s = skip(i, -1)
				case mv[0] == 0:
					s = skip(-1, j)
				default:
					s = score(i, i1, j, j1)
				}
				if v := best[i][j] + s; v > best[i1][j1] {
					best[i1][j1], from[i1][j1] = v, k
				}
			}
		}
	}
	var out []Bead
	for i, j := n, m; i > 0 || j > 0; {
		mv := ms[from[i][j]]
		i0, j0 := i-mv[0], j-mv[1]
		out = append(out, Bead{SrcFrom: i0, SrcTo: i, TgtFrom: j0, TgtTo: j, Score: best[i][j] - best[i0][j0]})
		i, j = i0, j0
	}
	for l, r := 0, len(out)-1; l < r; l, r = l+1, r-1 {
		out[l], out[r] = out[r], out[l]
	}
	return out
}
