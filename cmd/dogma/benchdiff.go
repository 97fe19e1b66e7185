package main

import (
	"fmt"
	"io"
	"sort"
	"time"

	"github.com/dogma-engine/dogma/diff"
	"github.com/dogma-engine/dogma/engine"
)

// diffCost is what differential play costs against plain play: the
// nanoseconds per decision of a lockstep pair (diff.Runner, two games of
// one configuration, which never part) and of the same two games played
// one after the other, medians over runs.
type diffCost struct {
	Pair   float64 `json:"pair_ns_per_decision"`  // a lockstep pair, per decision of one game
	Plain  float64 `json:"plain_ns_per_decision"` // two plain games, per decision of one game
	Ratio  float64 `json:"ratio"`                 // Pair over Plain: 1 is free
	Games  int     `json:"games"`                 // games per run
	Config string  `json:"config"`
}

// measureDiff times games pairs of reg's configuration cfg, runs times,
// from seed on.
func measureDiff(reg *engine.Registration, cfg engine.Config, seed uint64, games, runs int) (*diffCost, error) {
	m := diff.MakerOf(reg, cfg)
	r := diff.NewRunner(m, m)
	var pair, plain []float64
	for run := 0; run < runs; run++ {
		decisions, start := 0, time.Now()
		for i := 0; i < games; i++ {
			o, err := r.Play(seed + uint64(i))
			if err != nil {
				return nil, err
			}
			decisions += o.A.Decisions
		}
		pair = append(pair, float64(time.Since(start).Nanoseconds())/float64(max(decisions, 1)))
		decisions, start = 0, time.Now()
		for i := 0; i < games; i++ {
			for range 2 {
				g, err := reg.New(cfg, seed+uint64(i))
				if err != nil {
					return nil, err
				}
				rng := engine.NewRand((seed + uint64(i)) ^ 0x5eed)
				n, err := g.Play(engine.ChooserFunc(func(d *engine.Decision) int { return rng.Intn(len(d.Options)) }), 0)
				if err != nil {
					return nil, err
				}
				decisions += n
			}
		}
		plain = append(plain, float64(time.Since(start).Nanoseconds())/float64(max(decisions/2, 1)))
	}
	c := &diffCost{Pair: medianOf(pair), Plain: medianOf(plain), Games: games, Config: cfg.String()}
	if c.Plain > 0 {
		c.Ratio = c.Pair / c.Plain
	}
	return c, nil
}

// write prints the cost for people.
func (c *diffCost) write(w io.Writer) {
	fmt.Fprintf(w, "\ndifferential play (%s, %d games): a lockstep pair %.0f ns/decision, two plain games %.0f: %.2f×\n",
		c.Config, c.Games, c.Pair, c.Plain, c.Ratio)
}

func medianOf(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
