package main

import (
	"fmt"
	"io"

	"github.com/dogma-engine/dogma/diff"
	"github.com/dogma-engine/dogma/engine"
)

// diffCost is the cost of differential play that dogma bench
// reports (diff.Cost, the same JSON).
type diffCost struct{ diff.Cost }

// measureDiff times games pairs of reg's configuration cfg, runs times,
// from seed on (diff.MeasureCost).
func measureDiff(reg *engine.Registration, cfg engine.Config, seed uint64, games, runs int) (*diffCost, error) {
	c, err := diff.MeasureCost(reg, cfg, seed, games, runs)
	if err != nil {
		return nil, err
	}
	return &diffCost{*c}, nil
}

// write prints the cost for people.
func (c *diffCost) write(w io.Writer) {
	fmt.Fprintf(w, "\ndifferential play (%s, %d games): a lockstep pair %.0f ns/decision, two plain games %.0f: %.2f×\n",
		c.Config, c.Games, c.Pair, c.Plain, c.Ratio)
}
