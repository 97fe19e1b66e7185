package fuzz

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/dogma-engine/dogma/engine"
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
	Runs     int              `json:"runs"` // the checked replays tried
	// Interrupted is set when a stop signal ended the shrink before its
	// time: the result is the best reached until then.
	Interrupted bool `json:"interrupted,omitempty"`

	// The properties and cadence the failure was checked with, which the
	// scenario's check command repeats.
	Props  []string `json:"props,omitempty"`
	Strict bool     `json:"strict,omitempty"`
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
	sc := &script{mode: byLabels, steps: steps}
	f := s.run(o, sc)
	return sc.applied, f
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
// start moved to the failing action (for a game with positions), the
// decision stream by index, then the decision log by label (delta
// debugging), then the starting position (the game's Simplify: for
// Innovation cards removed, players dropped), each step keeping the same
// failure: the same property at the same clause, or the same engine
// error. It returns the best result reached when ctx ends.
func Shrink(ctx context.Context, l *scenarios.Record, target *Failure, opts ShrinkOptions) (*Shrunk, error) {
	begin := time.Now()
	s := &shrinker{ctx: ctx, key: target.Key(),
		chk: &props.Checker{Suite: l.Suite, Props: opts.Props, Strict: opts.Strict}}
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
	if located {
		o, steps, f = po, rest, g
		out.Before.Cards = s.size(o.position)
	}
	// Stage 1: the decision stream, as option indexes.
	steps, f = s.shrinkIndexes(o, steps, f)
	// Stage 2: delta debugging by label.
	steps, f = s.ddmin(o, steps, f)
	// Stage 3: the starting position.
	o, steps, f = s.shrinkPosition(o, steps, f, &out.Before, located)
	if o.position != "" {
		steps, f = s.ddmin(o, steps, f)
	}

	out.Failure, out.Position, out.Moves = f, o.position, steps
	out.Config = o.cfg
	out.After = ShrinkSize{Decisions: len(steps), Cards: s.size(o.position)}
	out.Elapsed, out.Runs = time.Since(begin), s.runs
	return out, nil
}

// shrinkIndexes shrinks the decision stream as indexes: it deletes chunks
// of decisions, halving the chunk size, then lowers each index to 0 (the
// first option, such as "draw"). Deleting an index shifts the meaning of
// the ones after it, as in a byte-stream fuzzer.
func (s *shrinker) shrinkIndexes(o origin, steps []scenarios.Move, f *Failure) ([]scenarios.Move, *Failure) {
	idx := s.indexes(o, steps)
	if idx == nil {
		return steps, f
	}
	try := func(cand []int) bool {
		st, used, g := s.byIndex(o, cand)
		if !s.same(g) {
			return false
		}
		idx, steps, f = used, st, g
		return true
	}
	for chunk := len(idx) / 2; chunk >= 1 && !s.expired(); chunk /= 2 {
		for at := len(idx) - chunk; at >= 0 && !s.expired(); at -= chunk {
			if at+chunk > len(idx) {
				continue
			}
			cand := append(append([]int(nil), idx[:at]...), idx[at+chunk:]...)
			try(cand)
		}
	}
	for i := 0; i < len(idx) && !s.expired(); i++ {
		if idx[i] != 0 {
			cand := append([]int(nil), idx...)
			cand[i] = 0
			try(cand)
		}
	}
	return steps, f
}

// indexes converts steps to option indexes by replaying them (among the
// options the checker offers its chooser).
func (s *shrinker) indexes(o origin, steps []scenarios.Move) []int {
	sc := &script{mode: byLabels, steps: steps}
	s.run(o, sc)
	if len(sc.used) != len(steps) {
		return nil
	}
	return sc.used
}

// ddmin is delta debugging over the decision log by label: it removes
// ever smaller chunks of decisions while the same failure persists. Labels
// that are no longer offered are skipped, and every success keeps only the
// decisions actually applied, up to the failure.
func (s *shrinker) ddmin(o origin, steps []scenarios.Move, f *Failure) ([]scenarios.Move, *Failure) {
	n := 2
	for len(steps) >= 2 && !s.expired() {
		chunk := (len(steps) + n - 1) / n
		reduced := false
		for start := 0; start < len(steps) && !s.expired(); start += chunk {
			end := min(start+chunk, len(steps))
			cand := append(append([]scenarios.Move(nil), steps[:start]...), steps[end:]...)
			st, g := s.byLabel(o, cand)
			if s.same(g) && len(st) < len(steps) {
				steps, f = st, g
				n = max(n-1, 2)
				reduced = true
				break
			}
		}
		if !reduced {
			if n >= len(steps) {
				break
			}
			n = min(2*n, len(steps))
		}
	}
	// A last pass: one decision at a time.
	for i := len(steps) - 1; i >= 0 && !s.expired(); i-- {
		if i >= len(steps) {
			continue
		}
		cand := append(append([]scenarios.Move(nil), steps[:i]...), steps[i+1:]...)
		if st, g := s.byLabel(o, cand); s.same(g) && len(st) < len(steps) {
			steps, f = st, g
		}
	}
	return steps, f
}
