package diff

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// Cut is a divergence replayed from a later start: the position both games
// reach after the first At decisions of a seeded divergence, from which the
// rest of its decisions show the same divergence. A divergence that needs
// a long game to build up (six cards tucked and scored in one turn) is
// then shown in the few decisions of the turn where it happens.
type Cut struct {
	At int `json:"at"` // the decisions of the seeded game before the cut
	// PositionA and PositionB are the two games' positions at the cut
	// (Game.Position), each in its own configuration.
	PositionA string `json:"position_a"`
	PositionB string `json:"position_b"`
	// Outcome is the replay from the cut: its labels are the decisions
	// after it.
	Outcome Outcome `json:"outcome"`
}

// CutAt returns the latest cut of the seeded divergence o, played under
// cfgA and cfgB, from which the rest of its decisions show the same
// divergence (SameDivergence), or nil when none does: a game whose
// positions have no text, or whose divergence needs the game's history.
func CutAt(reg *engine.Registration, cfgA, cfgB engine.Config, o Outcome) (*Cut, error) {
	if reg.ParsePosition == nil {
		return nil, nil
	}
	for at := len(o.Labels); at > 0; at-- {
		posA, err := positionAfter(reg, cfgA, o.Seed, o.Labels[:at])
		if err != nil {
			return nil, fmt.Errorf("side A: %w", err)
		}
		posB, err := positionAfter(reg, cfgB, o.Seed, o.Labels[:at])
		if err != nil {
			return nil, fmt.Errorf("side B: %w", err)
		}
		if posA == "" || posB == "" {
			continue
		}
		r := &Runner{A: positionMaker(reg, cfgA, posA), B: positionMaker(reg, cfgB, posB)}
		got, err := r.Replay(o.Seed, Script{Labels: o.Labels[at:]})
		if err != nil {
			continue // a position the game cannot read back: try earlier
		}
		if got.Diverged && SameDivergence(got.Divergence, o.Divergence) && len(got.Labels) == len(o.Labels)-at {
			got.Index, got.Config = o.Index, o.Config
			return &Cut{At: at, PositionA: posA, PositionB: posB, Outcome: got}, nil
		}
	}
	return nil, nil
}

// positionAfter plays labels in the game of cfg and seed and returns its
// position then.
func positionAfter(reg *engine.Registration, cfg engine.Config, seed uint64, labels []string) (string, error) {
	g, err := reg.New(cfg, seed)
	if err != nil {
		return "", err
	}
	for n, l := range labels {
		d := g.Decision()
		if d == nil {
			return "", fmt.Errorf("decision %d (%s): the game asks nothing", n+1, l)
		}
		if err := g.Choose(d.Index(l)); err != nil {
			return "", fmt.Errorf("decision %d (%s): %w", n+1, l, err)
		}
	}
	return g.Position(), nil
}

// positionMaker makes the game of a position, whatever the seed.
func positionMaker(reg *engine.Registration, cfg engine.Config, pos string) Maker {
	return func(uint64) (engine.Game, error) { return reg.ParsePosition(cfg, pos, 1) }
}
