package fuzz

import (
	"fmt"
	"io"
)

// WriteText writes the counts for people: the leaves below each option of
// the first decision, with its errors, then the totals.
func (res *PerftResult) WriteText(w io.Writer) {
	for _, b := range res.Branches {
		fmt.Fprintf(w, "%-24s %d", b.Label, b.Leaves)
		if b.Errors > 0 {
			fmt.Fprintf(w, " (%d errors)", b.Errors)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "depth %d: %d leaves, %d ends, %d errors, %d decisions\n", res.Depth, res.Leaves, res.Ends, res.Errors, res.Nodes)
}
