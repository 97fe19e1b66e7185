package fuzz

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// PerftCount counts the lines of play below a game.
type PerftCount struct {
	Leaves int64 `json:"leaves"` // lines of Depth decisions, and shorter lines that end the game
	Ends   int64 `json:"ends"`   // lines that end the game within Depth decisions
	Errors int64 `json:"errors"` // lines stopped by an engine error (a rule gap, a loop)
	Nodes  int64 `json:"nodes"`  // decisions answered along all lines
}

func (c *PerftCount) add(d PerftCount) {
	c.Leaves += d.Leaves
	c.Ends += d.Ends
	c.Errors += d.Errors
	c.Nodes += d.Nodes
}

// PerftBranch is the count below one answer to the first decision.
type PerftBranch struct {
	Label string `json:"label"`
	PerftCount
}

// PerftResult is a perft count with its breakdown by first decision.
type PerftResult struct {
	Depth int `json:"depth"`
	PerftCount
	Branches []PerftBranch `json:"branches"`
}

// Perft counts the decision tree of g to depth decisions, the way chess
// engines pin their move generators: every option of every decision is
// tried on a clone (pull mode). A line that ends the game early counts as
// a leaf, and as an end; a line stopped by an engine error counts only as
// an error. g is not changed. An engine panic is returned as an error.
func Perft(g engine.Game, depth int) (res *PerftResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("perft: engine panic: %v", r)
		}
	}()
	res = &PerftResult{Depth: depth}
	d := g.Decision()
	if depth <= 0 || d == nil {
		res.PerftCount = perft(g, 0)
		return res, nil
	}
	labels := d.Labels()
	for i, label := range labels {
		h := g.Clone()
		_ = h.Choose(i) // an error is counted below, through h.Err
		c := perft(h, depth-1)
		c.Nodes++
		res.Branches = append(res.Branches, PerftBranch{Label: label, PerftCount: c})
		res.add(c)
	}
	return res, nil
}

func perft(g engine.Game, depth int) PerftCount {
	if g.Err() != nil {
		return PerftCount{Errors: 1}
	}
	d := g.Decision()
	if d == nil {
		return PerftCount{Leaves: 1, Ends: 1}
	}
	if depth == 0 {
		return PerftCount{Leaves: 1}
	}
	var c PerftCount
	n := len(d.Options)
	for i := 0; i < n; i++ {
		h := g.Clone()
		_ = h.Choose(i)
		c.add(perft(h, depth-1))
		c.Nodes++
	}
	return c
}
