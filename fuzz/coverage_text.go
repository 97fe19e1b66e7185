package fuzz

import (
	"fmt"
	"io"
)

// WriteText writes the report for people: the clauses no event cited,
// each with how it is accounted for, the effects and branches never
// reached, then every count.
func (r *CoverageReport) WriteText(w io.Writer) {
	fmt.Fprintf(w, "%d games\n", r.Games)
	tables := []struct {
		title string
		rows  []CoverageRow
	}{{"clauses", r.Clauses}, {"effects", r.Effects}, {"branches", r.Branches}}
	unexplained := 0
	fmt.Fprintf(w, "\nclauses not cited by any event: %d of %d\n", len(Unreached(r.Clauses)), len(r.Clauses))
	for _, row := range r.Clauses {
		if row.Hits > 0 {
			continue
		}
		if row.Status == StatusUnexplained {
			unexplained++
		}
		fmt.Fprintf(w, "  %-22s %s", row.Name, row.Status)
		if row.Why != "" {
			fmt.Fprintf(w, ": %s", row.Why)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "clauses unexplained: %d\n", unexplained)
	for _, t := range tables[1:] {
		never := Unreached(t.rows)
		fmt.Fprintf(w, "\n%s never reached: %d of %d\n", t.title, len(never), len(t.rows))
		for _, n := range never {
			fmt.Fprintf(w, "  %s\n", n)
		}
	}
	for _, t := range tables {
		fmt.Fprintf(w, "\n%s reached:\n", t.title)
		for _, row := range t.rows {
			if row.Hits > 0 {
				fmt.Fprintf(w, "  %-40s %d\n", row.Name, row.Hits)
			}
		}
	}
}
