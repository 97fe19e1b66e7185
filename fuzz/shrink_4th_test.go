package fuzz

import (
	"context"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// A failure late in a 4th-edition game (the planted ending bug: a tie on
// score is won by the first tied player alone) shrinks as the earlier
// editions' do: the start moves to a position at the failing action,
// whose junk, age 11 and chain achievements read back, and the decisions
// fall to a few.
func TestShrinkLateFailureFourthEdition(t *testing.T) {
	c := &campaign{opts: Options{Suite: innprops.Suite}}
	chk := c.checker()
	cfg := inn.Config{Players: 2, Edition: inn.Fourth, Bugs: inn.BugSet(0).With(inn.BugEnding)}
	for i := 0; i < 2000; i++ {
		_, l, f := c.play(context.Background(), chk, cfg, GameSeed(11, i), NewRandom(GameSeed(11, i)^0xc4a5e5), nil)
		if f == nil || f.Decision <= 100 {
			continue
		}
		sh, err := Shrink(context.Background(), l, f, ShrinkOptions{})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("failure at decision %d: shrunk %s -> %s in %v (%d replays, step windows %t)", f.Decision, sh.Before, sh.After, sh.Elapsed, sh.Runs, sh.StepWindows)
		if sh.Position == "" || sh.After.Decisions > 15 {
			t.Errorf("shrunk %s -> %s (position %t), want a position and at most 15 decisions", sh.Before, sh.After, sh.Position != "")
		}
		if g := ReplayFailure(sh); g == nil || g.Key() != f.Key() {
			t.Errorf("the shrunk game fails with %v, want %v", g, f)
		}
		return
	}
	t.Fatal("no 4th-edition game broke a property late")
}

// wideWindow is a property that goes wrong only over a window of several
// decisions, as a property's own model of the board may: it fails at the
// end of any window of two decisions or more in which a Dogma action
// begins.
// Checked one decision at a time, as a game from a position is by
// default, it never fails.
var wideWindow = &props.Property{
	Name: "wide-window", Clauses: []string{"DOGMA-1"}, Cost: props.Cheap, Windowed: true,
	Doc: "fails over a window of two decisions or more with a Dogma action",
	Check: func(s *props.Step) error {
		if !s.WindowEnd() || s.Since == nil || s.Index-s.SinceIndex < 1 {
			return nil
		}
		for _, e := range s.SinceEvents {
			if e.Kind == inn.EvDogma {
				return s.Failf("DOGMA-1", "a Dogma action in a window of %d decisions", s.Index-s.SinceIndex+1)
			}
		}
		return nil
	},
}

// A failure that only a window of several decisions shows, such as the
// 4th-edition Socialism finding's (socialism_own_pile_tuck_keeps_splay_4th),
// shows from no position checked one decision at a time: the shrinker
// then checks one window per engine step (props.Checker.StepWindows),
// starts at the failing action and shrinks it to a few decisions, and the
// scenario's check command says so.
func TestShrinkWindowedFailure(t *testing.T) {
	c := &campaign{opts: Options{Suite: innprops.Suite, Props: []*props.Property{wideWindow}}}
	chk := c.checker()
	cfg := inn.Config{Players: 2, Edition: inn.Fourth}
	for i := 0; i < 200; i++ {
		_, l, f := c.play(context.Background(), chk, cfg, GameSeed(5, i), NewRandom(GameSeed(5, i)), nil)
		if f == nil || f.Decision < 8 {
			continue
		}
		sh, err := Shrink(context.Background(), l, f, ShrinkOptions{Props: []*props.Property{wideWindow}})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("failure at decision %d: shrunk %s -> %s (step windows %t)", f.Decision, sh.Before, sh.After, sh.StepWindows)
		if !sh.StepWindows || sh.Position == "" || sh.After.Decisions > 15 {
			t.Errorf("shrunk %s -> %s (position %t, step windows %t), want a position checked by steps and at most 15 decisions", sh.Before, sh.After, sh.Position != "", sh.StepWindows)
		}
		// ReplayFailure looks the properties up in the suite, which does
		// not hold this one: the same replay, by hand.
		rs := &shrinker{chk: &props.Checker{Suite: innprops.Suite, Props: []*props.Property{wideWindow}, StepWindows: sh.StepWindows}}
		if _, g := rs.byLabel(origin{cfg: sh.Config, seed: uint64(sh.Seed), position: sh.Position}, sh.Moves); g == nil || g.Key() != f.Key() {
			t.Errorf("the shrunk game fails with %v, want %v", g, f)
		}
		var b strings.Builder
		sh.Record().WriteCheck(&b)
		if !strings.HasPrefix(b.String(), "check step-windows") {
			t.Errorf("the scenario's check command does not check by steps: %q", b.String())
		}
		return
	}
	t.Fatal("no game broke the wide-window property late")
}
