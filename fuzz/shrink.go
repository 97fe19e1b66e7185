package fuzz

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/fuzz/shrink"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/scenarios"
)

// ShrinkOptions configure the shrinker. The properties and their cadence
// must be those the failure was found with.
type ShrinkOptions struct {
	Props  []*props.Property // the properties checked (nil: every property of the log's game)
	Strict bool              // every property after every decision
}

// Shrunk is a shrunk failure: a start (a seed or an explicit position) and
// a few decisions that lead to the same failure.
type Shrunk struct {
	Failure  *Failure         `json:"failure"` // the failure as the shrunk game shows it
	Suite    *props.Suite     `json:"-"`       // the game
	Config   engine.Config    `json:"-"`
	Seed     Seed             `json:"seed"`               // the start when Position is empty
	Position string           `json:"position,omitempty"` // the starting position text
	Moves    []scenarios.Move `json:"-"`
	Before   ShrinkSize       `json:"before"`
	After    ShrinkSize       `json:"after"`
	Elapsed  time.Duration    `json:"elapsed_ns"`
	Runs     int              `json:"runs"` // the checked replays made
	// Shrink counts the candidates the shrinking core replayed and those
	// it made again and did not replay (its cache), over the rounds of
	// its passes.
	Shrink shrink.Stats `json:"shrink"`
	// Interrupted is set when a stop signal ended the shrink before its
	// time: the result is the best reached until then.
	Interrupted bool `json:"interrupted,omitempty"`

	// The properties and cadence the failure was checked with, which the
	// scenario's check command repeats.
	Props  []string `json:"props,omitempty"`
	Strict bool     `json:"strict,omitempty"`
	// StepWindows says that the failure shows from a position only when
	// the properties check one window per engine step
	// (props.Checker.StepWindows), as the scenario's check command does.
	StepWindows bool `json:"step_windows,omitempty"`
}

// ShrinkSize measures a failing game: its decisions, and the cards its
// starting position places (Registration.PositionSize; 0 for a seeded
// start).
type ShrinkSize struct {
	Decisions int `json:"decisions"`
	Cards     int `json:"cards"`
}

// origin is where a replay starts: a seeded setup or a position text.
type origin struct {
	cfg      engine.Config
	seed     uint64
	position string
}

// originOf returns where the game of r starts.
func originOf(r *scenarios.Record) origin {
	return origin{cfg: r.Config, seed: r.Seed, position: r.Position}
}

// game sets up the game of s at o.
func (o origin) game(s *props.Suite) (engine.Game, error) {
	if o.position != "" {
		return s.ParsePosition(o.cfg, o.position, 1)
	}
	return s.New(o.cfg, o.seed)
}

// shrinker holds what every replay of one shrink needs.
type shrinker struct {
	ctx  context.Context
	chk  *props.Checker
	key  string
	runs int
	core *shrink.Shrinker // the passes and the cache of candidates tried
}

// run replays sc from o through the checker, as a campaign checks a game
// (the scenario check command does the same), and returns the failure.
func (s *shrinker) run(o origin, sc *script) *Failure {
	s.runs++
	if o.position == "" {
		return failureOf(s.chk.Run(o.cfg, o.seed, sc))
	}
	g, err := o.game(s.chk.Suite)
	if err != nil {
		return nil // a candidate position the parser refuses fails nothing
	}
	return failureOf(s.chk.RunFrom(g, sc))
}

// size measures the start position text of a shrink.
func (s *shrinker) size(position string) int {
	if position == "" || s.chk.Suite.PositionSize == nil {
		return 0
	}
	return s.chk.Suite.PositionSize(position)
}

// byLabel replays steps by label from o, skipping each label the pending
// decision does not offer. It returns the steps applied up to the first
// failure, and that failure.
func (s *shrinker) byLabel(o origin, steps []scenarios.Move) ([]scenarios.Move, *Failure) {
	applied, _, f := s.byLabelIndexes(o, steps)
	return applied, f
}

// byLabelIndexes is byLabel that also returns the option index of each
// step applied.
func (s *shrinker) byLabelIndexes(o origin, steps []scenarios.Move) ([]scenarios.Move, []int, *Failure) {
	sc := &script{mode: byLabels, steps: steps}
	f := s.run(o, sc)
	return sc.applied, sc.used, f
}

// byIndex replays option indexes from o, each taken modulo the number of
// options, as a byte-stream driver does.
func (s *shrinker) byIndex(o origin, idx []int) ([]scenarios.Move, []int, *Failure) {
	sc := &script{mode: byIndexes, idx: idx}
	f := s.run(o, sc)
	return sc.applied, sc.used, f
}

func (s *shrinker) same(f *Failure) bool { return f != nil && f.Key() == s.key }

func (s *shrinker) expired() bool { return s.ctx.Err() != nil }

// Shrink reduces a failing game of l's suite to a short scenario: the
// start moved to the failing action (for a game with positions), then the
// decisions (as option indexes and by label, see decisions), then the
// starting position (the game's Simplify: for Innovation cards removed,
// players dropped) and the decisions again from it while that changes
// the position, each step keeping the same failure: the same property at
// the same clause, or the same engine error. It returns the best result
// reached when ctx ends.
func Shrink(ctx context.Context, l *scenarios.Record, target *Failure, opts ShrinkOptions) (*Shrunk, error) {
	begin := time.Now()
	s := &shrinker{ctx: ctx, key: target.Key(),
		chk: &props.Checker{Suite: l.Suite, Props: opts.Props, Strict: opts.Strict}}
	s.core = shrink.New(s.expired)
	o := originOf(l)

	steps, f := s.byLabel(o, l.Moves)
	if !s.same(f) {
		if f == nil {
			return nil, errors.New("shrink: the log does not fail")
		}
		return nil, fmt.Errorf("shrink: the log fails differently: %v", f)
	}
	out := &Shrunk{Suite: l.Suite, Config: l.Config, Seed: Seed(l.Seed), Before: ShrinkSize{Decisions: len(steps), Cards: s.size(l.Position)}, Strict: opts.Strict}
	for _, p := range opts.Props {
		out.Props = append(out.Props, p.Name)
	}

	// Stage 0: where the game has positions, start at the failing action,
	// so that the later stages replay a few decisions and not the whole
	// game: a failure at the end of a long game then shrinks within any
	// time budget.
	po, rest, g, located := s.startPosition(o, steps)
	if !located && s.chk.Suite.Simplify != nil {
		// A failure that only a window of several decisions shows (a
		// property's own model going wrong within an action) shows from
		// no position checked one decision at a time: try one window per
		// engine step, as a campaign's sampled windows span several.
		s.chk.StepWindows = true
		if po, rest, g, located = s.startPosition(o, steps); located {
			out.StepWindows = true
		} else {
			s.chk.StepWindows = false
		}
	}
	if located {
		o, steps, f = po, rest, g
		out.Before.Cards = s.size(o.position)
	}
	// Stage 1: the decisions, to a fixed point.
	steps, f = s.decisions(o, steps, f)
	// Stage 2: the starting position, and the decisions from each new
	// one, until the position no longer changes.
	for !s.expired() {
		po, rest, g := s.shrinkPosition(o, steps, f, &out.Before, located)
		located = true
		if po.position == o.position {
			break
		}
		o, steps, f = po, rest, g
		steps, f = s.decisions(o, steps, f)
	}

	out.Failure, out.Position, out.Moves = f, o.position, steps
	out.Config = o.cfg
	out.After = ShrinkSize{Decisions: len(steps), Cards: s.size(o.position)}
	out.Elapsed, out.Runs, out.Shrink = time.Since(begin), s.runs, s.core.Stats
	return out, nil
}

// decisions shrinks the decisions played from o with the shrinking core,
// written two ways in turn until neither keeps a candidate: as option
// indexes (runs of them deleted, then each lowered to 0, the first option
// such as "draw"; deleting an index shifts the meaning of the ones after
// it, as in a byte-stream fuzzer), then by label (delta debugging, then one
// decision at a time; a label no longer offered is skipped, so deleting a
// decision keeps the later ones meaningful). A candidate is kept when it
// fails the same way and is simpler: fewer decisions, or as many with
// lower option indexes. Every candidate kept becomes the decisions the
// replay applied, up to the failure.
func (s *shrinker) decisions(o origin, steps []scenarios.Move, f *Failure) ([]scenarios.Move, *Failure) {
	applied, idx, g := s.byLabelIndexes(o, steps)
	if !s.same(g) {
		return steps, f
	}
	steps, f = applied, g
	start := fmt.Sprintf("%d %s\n%s", o.seed, o.cfg, o.position)
	keep := func(st []scenarios.Move, used []int, g *Failure) bool {
		if !s.same(g) || !shrink.Simpler(used, idx) {
			return false
		}
		steps, idx, f = st, used, g
		return true
	}
	indexes := &shrink.List[int]{
		Name:    "indexes from " + start,
		Current: func() []int { return idx },
		Try: func(cand []int) bool {
			return keep(s.byIndex(o, cand))
		},
		Passes: []shrink.Pass{shrink.Chunks, shrink.Lower},
		Lower:  func(i int) (int, bool) { return 0, i != 0 },
	}
	labels := &shrink.List[scenarios.Move]{
		Name:    "labels from " + start,
		Current: func() []scenarios.Move { return steps },
		Try: func(cand []scenarios.Move) bool {
			st, used, g := s.byLabelIndexes(o, cand)
			return len(st) < len(steps) && keep(st, used, g)
		},
		Passes: []shrink.Pass{shrink.DeltaDebug, shrink.Singles},
	}
	s.core.Run(indexes, labels)
	return steps, f
}
