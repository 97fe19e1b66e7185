package fuzz

import (
	"context"
	"errors"
	"fmt"
	"time"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// ShrinkOptions configure the shrinker.
type ShrinkOptions struct {
	Probe Probe     // the properties, as the campaign checked them
	Deck  *inn.Deck // nil: the base deck
}

// Shrunk is a shrunk failure: a start (a seed or an explicit position) and
// a few decisions that lead to the same failure.
type Shrunk struct {
	Failure  *Failure      `json:"failure"` // the failure as the shrunk game shows it
	Config   inn.Config    `json:"-"`
	Seed     uint64        `json:"seed"`               // the start when Position is empty
	Position string        `json:"position,omitempty"` // the starting position text
	Steps    []Step        `json:"-"`
	Before   ShrinkSize    `json:"before"`
	After    ShrinkSize    `json:"after"`
	Elapsed  time.Duration `json:"elapsed_ns"`
}

// ShrinkSize measures a failing game: its decisions, and the cards its
// starting position names (0 for a seeded start).
type ShrinkSize struct {
	Decisions int `json:"decisions"`
	Cards     int `json:"cards"`
}

// origin is where a replay starts: a seeded setup or a position text.
type origin struct {
	cfg      inn.Config
	seed     uint64
	position string
}

func (o origin) game(deck *inn.Deck) (*inn.Game, error) {
	if o.position != "" {
		return inn.ParsePosition(o.cfg, deck, o.position)
	}
	return inn.New(o.cfg, deck, o.seed)
}

// shrinker holds what every replay of one shrink needs.
type shrinker struct {
	ctx  context.Context
	deck *inn.Deck
	pr   *Probe
	key  string
	runs int
}

// byLabel replays labels from o, skipping each label the pending decision
// does not offer, and checks the properties after every decision. It
// returns the steps applied up to the first failure, and that failure.
func (s *shrinker) byLabel(o origin, labels []string) ([]Step, *Failure) {
	s.runs++
	g, err := o.game(s.deck)
	if err != nil {
		if g == nil {
			return nil, nil
		}
		return nil, errorFailure(err, 0)
	}
	if f := s.pr.Inspect(g, 0); f != nil {
		return nil, f
	}
	var steps []Step
	for _, label := range labels {
		d := g.Decision()
		if d == nil {
			break
		}
		i := d.Index(label)
		if i < 0 {
			continue
		}
		steps = append(steps, Step{Player: d.Player, Label: label})
		if f := choose(g, i, len(steps)); f != nil {
			return steps, f
		}
		if f := s.pr.Inspect(g, len(steps)); f != nil {
			return steps, f
		}
	}
	return steps, nil
}

// byIndex replays option indexes from o, each taken modulo the number of
// options, as a byte-stream driver does.
func (s *shrinker) byIndex(o origin, idx []int) ([]Step, []int, *Failure) {
	s.runs++
	g, err := o.game(s.deck)
	if err != nil {
		return nil, nil, errorFailure(err, 0)
	}
	if f := s.pr.Inspect(g, 0); f != nil {
		return nil, nil, f
	}
	var steps []Step
	var used []int
	for _, x := range idx {
		d := g.Decision()
		if d == nil {
			break
		}
		i := x % len(d.Options)
		steps = append(steps, Step{Player: d.Player, Label: d.Options[i].Label})
		used = append(used, i)
		if f := choose(g, i, len(steps)); f != nil {
			return steps, used, f
		}
		if f := s.pr.Inspect(g, len(steps)); f != nil {
			return steps, used, f
		}
	}
	return steps, used, nil
}

func (s *shrinker) same(f *Failure) bool { return f != nil && f.Key() == s.key }

func (s *shrinker) expired() bool { return s.ctx.Err() != nil }

// Shrink reduces a failing game to a short scenario: the decision stream
// by index, then the decision log by label (delta debugging), then the
// starting position (cards removed, players dropped), each step keeping
// the same failure: the same property at the same clause, or the same
// engine error. It returns the best result reached when ctx ends.
func Shrink(ctx context.Context, l *Log, target *Failure, opts ShrinkOptions) (*Shrunk, error) {
	begin := time.Now()
	deck := opts.Deck
	if deck == nil {
		deck = cards.Base()
	}
	s := &shrinker{ctx: ctx, deck: deck, pr: &opts.Probe, key: target.Key()}
	o := origin{cfg: l.Config, seed: l.Seed}

	steps, f := s.byLabel(o, Labels(l.Steps))
	if !s.same(f) {
		if f == nil {
			return nil, errors.New("shrink: the log does not fail")
		}
		return nil, fmt.Errorf("shrink: the log fails differently: %v", f)
	}
	out := &Shrunk{Config: l.Config, Seed: l.Seed, Before: ShrinkSize{Decisions: len(steps)}}

	// Stage 1: the decision stream, as option indexes.
	steps, f = s.shrinkIndexes(o, steps, f)
	// Stage 2: delta debugging by label.
	steps, f = s.ddmin(o, steps, f)
	// Stage 3: the starting position.
	o, steps, f = s.shrinkPosition(o, steps, f, &out.Before)
	if o.position != "" {
		steps, f = s.ddmin(o, steps, f)
	}

	out.Failure, out.Position, out.Steps = f, o.position, steps
	out.Config = o.cfg
	out.After = ShrinkSize{Decisions: len(steps), Cards: countCards(o.position)}
	out.Elapsed = time.Since(begin)
	return out, nil
}

// shrinkIndexes shrinks the decision stream as indexes: it deletes chunks
// of decisions, halving the chunk size, then lowers each index to 0 (the
// first option, such as "draw"). Deleting an index shifts the meaning of
// the ones after it, as in a byte-stream fuzzer.
func (s *shrinker) shrinkIndexes(o origin, steps []Step, f *Failure) ([]Step, *Failure) {
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

// indexes converts steps to option indexes by replaying them.
func (s *shrinker) indexes(o origin, steps []Step) []int {
	g, err := o.game(s.deck)
	if err != nil {
		return nil
	}
	idx := make([]int, 0, len(steps))
	for _, st := range steps {
		d := g.Decision()
		if d == nil {
			return nil
		}
		i := d.Index(st.Label)
		if i < 0 {
			return nil
		}
		idx = append(idx, i)
		if choose(g, i, len(idx)) != nil {
			break
		}
	}
	return idx
}

// ddmin is delta debugging over the decision log by label: it removes
// ever smaller chunks of decisions while the same failure persists. Labels
// that are no longer offered are skipped, and every success keeps only the
// decisions actually applied, up to the failure.
func (s *shrinker) ddmin(o origin, steps []Step, f *Failure) ([]Step, *Failure) {
	n := 2
	for len(steps) >= 2 && !s.expired() {
		chunk := (len(steps) + n - 1) / n
		reduced := false
		for start := 0; start < len(steps) && !s.expired(); start += chunk {
			end := min(start+chunk, len(steps))
			cand := append(Labels(steps[:start]), Labels(steps[end:])...)
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
		cand := append(Labels(steps[:i]), Labels(steps[i+1:])...)
		if st, g := s.byLabel(o, cand); s.same(g) && len(st) < len(steps) {
			steps, f = st, g
		}
	}
	return steps, f
}
