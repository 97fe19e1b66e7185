package innovation_test

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// The final replay of the determinism property compares every recorded
// state hash: a log whose hash after one decision is wrong fails at that
// decision, and a log whose choices no longer fit fails too.
func TestDeterminismReplaysTheLog(t *testing.T) {
	first := engine.ChooserFunc(func(d *engine.Decision) int { return len(d.Options) - 1 })
	res := (&props.Checker{Suite: innprops.Suite, Props: []*props.Property{innprops.Determinism}}).Run(inn.Config{Players: 2, Ages: 3}, 5, first)
	if err := res.Err(); err != nil {
		t.Fatal(err)
	}
	l := res.Log
	if l.Len() < 20 {
		t.Fatalf("a game of %d decisions", l.Len())
	}
	step := func(l *props.Log) *props.Step {
		return &props.Step{Suite: innprops.Suite, Game: res.Game, Config: l.Config, Log: l, Final: true, Decision: &engine.Decision{}}
	}
	if err := innprops.Determinism.Check(step(&l)); err != nil {
		t.Fatalf("the game's own log fails: %v", err)
	}
	bad := l
	bad.Hashes = append([]uint64(nil), l.Hashes...)
	bad.Hashes[10]++
	if err := innprops.Determinism.Check(step(&bad)); err == nil || !strings.Contains(err.Error(), "after decision 10 ") {
		t.Fatalf("a wrong hash after decision 10 gives %v", err)
	}
	short := l
	short.Choices = append([]int(nil), l.Choices...)
	short.Choices[3] = 99
	if err := innprops.Determinism.Check(step(&short)); err == nil || !strings.Contains(err.Error(), "replaying decision 3") {
		t.Fatalf("a choice out of range at decision 3 gives %v", err)
	}
}
