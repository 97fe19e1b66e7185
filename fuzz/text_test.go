package fuzz

import (
	"strings"
	"testing"
)

func TestPerftResultText(t *testing.T) {
	res := &PerftResult{Depth: 2, PerftCount: PerftCount{Leaves: 5, Ends: 1, Errors: 2, Nodes: 9}, Branches: []PerftBranch{
		{Label: "draw", PerftCount: PerftCount{Leaves: 3}},
		{Label: "play 3 red", PerftCount: PerftCount{Leaves: 2, Errors: 2}},
	}}
	var b strings.Builder
	res.WriteText(&b)
	want := "draw                     3\n" +
		"play 3 red               2 (2 errors)\n" +
		"depth 2: 5 leaves, 1 ends, 2 errors, 9 decisions\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

func TestCoverageReportText(t *testing.T) {
	r := &CoverageReport{
		Games: 12,
		Clauses: []CoverageRow{
			{Name: "T-1", Hits: 4, Status: StatusReached},
			{Name: "T-2", Status: StatusGuarded, Why: "conservation"},
			{Name: "T-3", Status: StatusUnexplained},
		},
		Effects:  []CoverageRow{{Name: "Oars 1", Hits: 2}, {Name: "Oars 2"}},
		Branches: []CoverageRow{{Name: "Oars 1 draws", Hits: 1}},
	}
	var b strings.Builder
	r.WriteText(&b)
	for _, want := range []string{
		"12 games\n",
		"\nclauses not cited by any event: 2 of 3\n  T-2                    guarded: conservation\n  T-3                    unexplained\nclauses unexplained: 1\n",
		"\neffects never reached: 1 of 2\n  Oars 2\n",
		"\nbranches never reached: 0 of 1\n",
		"\nclauses reached:\n  T-1                                      4\n",
		"\neffects reached:\n  Oars 1                                   2\n",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("no %q in\n%s", want, b.String())
		}
	}
}
