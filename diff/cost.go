package diff

import (
	"sort"
	"time"

	"github.com/dogma-engine/dogma/engine"
)

// Cost is what differential play costs against plain play: the
// nanoseconds per decision of a lockstep pair (a Runner of two games of
// one configuration, which never part) and of the same two games played
// one after the other, medians over runs.
type Cost struct {
	Pair   float64 `json:"pair_ns_per_decision"`  // a lockstep pair, per decision of one game
	Plain  float64 `json:"plain_ns_per_decision"` // two plain games, per decision of one game
	Ratio  float64 `json:"ratio"`                 // Pair over Plain: 1 is free
	Games  int     `json:"games"`                 // games per run
	Config string  `json:"config"`
}

// MeasureCost times games pairs of reg's configuration cfg, runs times,
// from seed on: each game i plays from seed+i with the chooser stream a
// Runner gives it.
func MeasureCost(reg *engine.Registration, cfg engine.Config, seed uint64, games, runs int) (*Cost, error) {
	m := MakerOf(reg, cfg)
	r := NewRunner(m, m)
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
				rng := engine.NewRand((seed + uint64(i)) ^ chooserSalt)
				n, err := g.Play(engine.ChooserFunc(func(d *engine.Decision) int { return rng.Intn(len(d.Options)) }), 0)
				if err != nil {
					return nil, err
				}
				decisions += n
			}
		}
		plain = append(plain, float64(time.Since(start).Nanoseconds())/float64(max(decisions/2, 1)))
	}
	c := &Cost{Pair: median(pair), Plain: median(plain), Games: games, Config: cfg.String()}
	if c.Plain > 0 {
		c.Ratio = c.Pair / c.Plain
	}
	return c, nil
}

// median returns the median of xs, or 0 for none.
func median(xs []float64) float64 {
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
