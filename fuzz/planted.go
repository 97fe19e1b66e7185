package fuzz

import (
	"context"
	"sync"
	"time"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/scenarios"
)

// PlantedFind is how a default campaign fares against one planted bug:
// whether and how fast it found the bug, what reported it, and how small
// the shrunk scenario is.
type PlantedFind struct {
	Bug      string        `json:"bug"`
	Found    bool          `json:"found"`
	Reported string        `json:"reported,omitempty"` // the property, or the kind of failure
	FindTime time.Duration `json:"find_ns"`            // from the start to the end of the failing game
	Games    int64         `json:"games"`              // games played in all
	Shrunk   *Shrunk       `json:"shrunk,omitempty"`
}

// FindPlanted runs a default campaign of s and seed (every core, the
// game's setups, the default policy) with bug, one of the game's
// (Registration.Bugs), planted in every setup, for at most limit,
// shrinking what it finds. Only the campaign's games carry the bug: other
// games may run meanwhile.
func FindPlanted(ctx context.Context, s *props.Suite, bug engine.Bug, seed uint64, limit time.Duration) (*PlantedFind, error) {
	var setups []engine.Config
	for _, cfg := range s.Setups() {
		c, err := bug.Plant(cfg)
		if err != nil {
			return nil, err
		}
		setups = append(setups, c)
	}
	start := time.Now()
	var once sync.Once
	var found time.Duration
	res, err := Run(ctx, Options{Suite: s, Setups: setups, Seed: seed, Time: limit, Shrink: true, ShrinkTime: limit,
		OnGame: func(_ engine.Game, _ *scenarios.Record, f *Failure) {
			if f != nil {
				once.Do(func() { found = time.Since(start) })
			}
		}})
	if err != nil {
		return nil, err
	}
	pf := &PlantedFind{Bug: bug.Name, Games: res.Stats.Games}
	if len(res.Found) > 0 {
		fd := res.Found[0]
		pf.Found, pf.FindTime, pf.Shrunk = true, found, fd.Shrunk
		pf.Reported = string(fd.Failure.Kind)
		if fd.Failure.Property != "" {
			pf.Reported = fd.Failure.Property
		}
	}
	return pf, nil
}

// PlantedSetups returns setups, configurations of the game of r, with the
// planted bugs named added to each.
func PlantedSetups(r *engine.Registration, setups []engine.Config, names ...string) ([]engine.Config, error) {
	out := make([]engine.Config, len(setups))
	for i, cfg := range setups {
		c, err := r.WithBugs(cfg, names)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}
