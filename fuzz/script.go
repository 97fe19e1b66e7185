package fuzz

import (
	"context"
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/scenarios"
)

// The choosers here drive a props.Checker for campaigns, the shrinker and
// corpus replays. Each records the decisions it answers as Moves, the
// failing one included: a checker's own log stops before a decision the
// engine refused.

// recording answers decisions with an inner chooser and records them. It
// stops the game when ctx ends or abandon, if set, returns true (looked at
// every 256 decisions).
type recording struct {
	ctx     context.Context
	inner   engine.Chooser
	steps   []scenarios.Move
	abandon func() bool
}

func (r *recording) Choose(d *engine.Decision) int {
	if len(r.steps)&255 == 255 && (r.ctx.Err() != nil || r.abandon != nil && r.abandon()) {
		return props.Stop
	}
	i := r.inner.Choose(d)
	if i >= 0 && i < len(d.Options) {
		r.steps = append(r.steps, scenarios.Move{Player: d.Player, Label: d.Options[i].Label})
	}
	return i
}

// scriptMode says how a script reads its answers.
type scriptMode uint8

const (
	// byLabels skips each label the decision does not offer and answers
	// with the next one that it does (the shrinker's delta debugging).
	byLabels scriptMode = iota
	// byIndexes answers each decision with the next index, modulo the
	// number of options, as a byte-stream driver does.
	byIndexes
	// exactly answers with the next label, which the decision must offer
	// to the player the step names; otherwise the script stops and says
	// why in err (corpus replays).
	exactly
)

// script answers decisions from a list of steps or indexes and stops when
// it runs out.
type script struct {
	mode  scriptMode
	steps []scenarios.Move
	idx   []int
	next  int
	err   error

	applied []scenarios.Move // the decisions answered
	used    []int            // the option index of each, among the options offered
}

func (s *script) Choose(d *engine.Decision) int {
	for {
		var i int
		switch s.mode {
		case byIndexes:
			if s.next >= len(s.idx) {
				return props.Stop
			}
			i = s.idx[s.next] % len(d.Options)
		default:
			if s.next >= len(s.steps) {
				return props.Stop
			}
			st := s.steps[s.next]
			i = d.Index(st.Label)
			if s.mode == exactly && (i < 0 || d.Player != st.Player) {
				s.err = fmt.Errorf("decision %d: %s is not offered; %s decides among %s", s.next+1, st, engine.SeatName(d.Player), strings.Join(d.Labels(), " | "))
				return props.Stop
			}
		}
		s.next++
		if i < 0 {
			continue
		}
		s.applied = append(s.applied, scenarios.Move{Player: d.Player, Label: d.Options[i].Label})
		s.used = append(s.used, i)
		return i
	}
}
