package audit

import (
	"sort"
)

// Classes lists the classes of finding, in the order reports give them.
var Classes = []string{Different, Ambiguous, Missing, Addition, Term, Typo}

// Rank orders findings by consequence: first those a rule variant plays
// (the reading changes games), then by class in the order of Classes, then
// by file and line.
func Rank(fs []Finding) {
	order := map[string]int{}
	for i, c := range Classes {
		order[c] = i
	}
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if (a.Variant != "") != (b.Variant != "") {
			return a.Variant != ""
		}
		if order[a.Class] != order[b.Class] {
			return order[a.Class] < order[b.Class]
		}
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Line < b.Line
	})
}

// Count returns how many findings there are of each class.
func Count(fs []Finding) map[string]int {
	out := map[string]int{}
	for _, f := range fs {
		out[f.Class]++
	}
	return out
}
