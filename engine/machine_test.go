package engine_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// counting is a game written for the machine's tests: each step the
// player on turn adds 1 or 2 to a total, then answers a forced question
// (a single option, "ok") and then says whether to add 10 as well; a
// step that leaves a total of 20 or more ends the game.
type counting struct {
	engine.Machine
	s, start countState
}

type countState struct {
	total, turn int
	over        bool
	renamed     bool // the first question's options are worded otherwise
}

type countRules counting

func (r *countRules) Over() bool { return r.s.over }
func (r *countRules) Commit()    { r.start = r.s }
func (r *countRules) Rewind()    { r.s = r.start }

func (r *countRules) Step() {
	g := (*counting)(r)
	p := g.s.turn
	g.NewDecision()
	if g.s.renamed {
		g.Option("add 2", 2)
		g.Option("add 1", 1)
	} else {
		g.Option("add 1", 1)
		g.Option("add 2", 2)
	}
	g.s.total += g.Ask(p, engine.KindAction, "add")
	g.Emit(engine.Event{Kind: "add", Player: p, Card: -1, Arg: g.s.total})
	g.NewDecision()
	g.Option("ok", 0)
	g.Ask(p, engine.KindYesNo, "forced")
	g.NewDecision()
	g.Option("yes", 10)
	g.Option("no", 0)
	g.s.total += g.Ask(p, engine.KindYesNo, "add 10")
	g.s.turn = 1 - p
	g.s.over = g.s.total >= 20
}

func newCounting(s engine.Settings) *counting {
	g := &counting{}
	g.Bind((*countRules)(g), 2, s)
	if err := g.Start(); err != nil {
		panic(err)
	}
	return g
}

func (g *counting) Result() engine.Result           { return engine.Result{} }
func (g *counting) Hash() uint64                    { return engine.StepHash(uint64(g.s.total), g.StepChoices()) }
func (g *counting) FormatEvent(engine.Event) string { return "" }
func (g *counting) Configuration() engine.Config    { return nil }
func (g *counting) Position() string                { return strconv.Itoa(g.s.total) }
func (g *counting) Clone() engine.Game              { return g.CopyTo(nil) }
func (g *counting) CopyTo(dst engine.Game) engine.Game {
	return engine.CopyGame(g, dst, func(c *counting) engine.Rules { return (*countRules)(c) })
}

// Every question is asked unless the game declares AnswerSingle; then a
// question of a step with a single option is taken by the machine and
// never pending, while a top-level action is always asked.
func TestSingleOptionRule(t *testing.T) {
	for _, single := range []bool{false, true} {
		g := newCounting(engine.Settings{AnswerSingle: single})
		var prompts []string
		for i := 0; i < 3; i++ {
			d := g.Decision()
			prompts = append(prompts, d.Prompt)
			if err := g.Choose(0); err != nil {
				t.Fatal(err)
			}
		}
		want := []string{"add", "forced", "add 10"}
		if single {
			want = []string{"add", "add 10", "add"}
		}
		for i := range want {
			if prompts[i] != want[i] {
				t.Fatalf("AnswerSingle=%v: asked %v, want %v", single, prompts, want)
			}
		}
	}
}

// Play (push mode) and Choose (pull mode, which replays the step) with the
// same answers reach the same state, events and decisions; a clone taken
// in the middle of a step goes on as the original does.
func TestPushAndPullAgree(t *testing.T) {
	pick := func(d *engine.Decision) int { return len(d.Options) - 1 }
	push := newCounting(engine.Settings{})
	n, err := push.Play(engine.ChooserFunc(pick), 0)
	if err != nil || !push.Over() {
		t.Fatalf("push: %d decisions, %v, over %v", n, err, push.Over())
	}
	pull := newCounting(engine.Settings{})
	var clone engine.Game
	for k := 0; !pull.Over(); k++ {
		if k == 4 {
			clone = pull.Clone()
		}
		if err := pull.Choose(pick(pull.Decision())); err != nil {
			t.Fatal(err)
		}
	}
	if pull.s != push.s || len(pull.EventsSince(0)) != len(push.EventsSince(0)) {
		t.Fatalf("pull %+v (%d events), push %+v (%d events)", pull.s, len(pull.EventsSince(0)), push.s, len(push.EventsSince(0)))
	}
	if _, err := clone.Play(engine.ChooserFunc(pick), 0); err != nil || clone.(*counting).s != push.s {
		t.Fatalf("clone: %v, %+v", err, clone.(*counting).s)
	}
	if err := pull.Choose(0); !errors.Is(err, engine.ErrOver) {
		t.Fatalf("a choice after the end: %v", err)
	}
}

// A chooser that answers Suspend in the middle of a step leaves the game
// waiting at that decision, as pull mode would: the decision is pending
// with nothing recorded for it, a clone taken then answers it, and the
// game played on (pushed again, or pulled) ends as an uninterrupted one.
func TestSuspendLeavesTheDecisionPending(t *testing.T) {
	pick := func(d *engine.Decision) int { return len(d.Options) - 1 }
	whole := newCounting(engine.Settings{})
	if _, err := whole.Play(engine.ChooserFunc(pick), 0); err != nil {
		t.Fatal(err)
	}
	for stop := 0; stop < 9; stop++ {
		g := newCounting(engine.Settings{})
		k := 0
		n, err := g.Play(engine.ChooserFunc(func(d *engine.Decision) int {
			if k == stop {
				return engine.Suspend
			}
			k++
			return pick(d)
		}), 0)
		if err != nil || n != stop || g.Over() {
			t.Fatalf("stop at %d: %d decisions, %v, over %v", stop, n, err, g.Over())
		}
		d := g.Decision()
		if d == nil || len(g.StepChoices()) != stop%3 {
			t.Fatalf("stop at %d: decision %v, step choices %v", stop, d, g.StepChoices())
		}
		if want := []string{"add", "forced", "add 10"}[stop%3]; d.Prompt != want {
			t.Fatalf("stop at %d: pending %q, want %q", stop, d.Prompt, want)
		}
		clone := g.Clone()
		if err := clone.Choose(pick(clone.Decision())); err != nil {
			t.Fatal(err)
		}
		if _, err := clone.Play(engine.ChooserFunc(pick), 0); err != nil || clone.(*counting).s != whole.s {
			t.Fatalf("stop at %d: clone ends %+v, %v; want %+v", stop, clone.(*counting).s, err, whole.s)
		}
		if _, err := g.Play(engine.ChooserFunc(pick), 0); err != nil || g.s != whole.s || len(g.EventsSince(0)) != len(whole.EventsSince(0)) {
			t.Fatalf("stop at %d: ends %+v, %v; want %+v", stop, g.s, err, whole.s)
		}
	}
}

// Options not offered are refused and the game goes on; a chooser that
// answers one stops the game.
func TestIllegalChoices(t *testing.T) {
	g := newCounting(engine.Settings{})
	if err := g.Choose(5); !errors.Is(err, engine.ErrIllegal) || g.Err() != nil {
		t.Fatalf("Choose(5): %v, game error %v", err, g.Err())
	}
	if err := g.ChooseLabel("add 3"); !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("ChooseLabel: %v", err)
	}
	if _, err := g.Play(engine.ChooserFunc(func(*engine.Decision) int { return 7 }), 0); !errors.Is(err, engine.ErrIllegal) || g.Decision() != nil {
		t.Fatalf("a chooser out of range: %v", err)
	}
}

// ReplayStep answers the step's questions again up to the next one; a
// choice no longer offered, or a step that ends, stops the game with
// ErrReplay.
func TestReplayStep(t *testing.T) {
	g := newCounting(engine.Settings{})
	for _, i := range []int{1, 0} {
		if err := g.Choose(i); err != nil {
			t.Fatal(err)
		}
	}
	c := g.Clone().(*counting)
	if mark, err := c.ReplayStep(g.StepChoices()); err != nil || mark != g.StepMark() || c.Decision().Prompt != "add 10" || c.s != g.s {
		t.Fatalf("replay: mark %d, %v, %+v", mark, err, c.s)
	}
	for _, choices := range [][]int{{1, 3}, {1, 0, 0}} {
		c := g.Clone().(*counting)
		if _, err := c.ReplayStep(choices); !errors.Is(err, engine.ErrReplay) || !errors.Is(c.Err(), engine.ErrReplay) {
			t.Fatalf("replay of %v: %v", choices, err)
		}
	}
	// The step's start changed so that the same index now stands for
	// another option: the choice made was "add 2", not "add 1".
	c = g.Clone().(*counting)
	c.start.renamed = true
	if _, err := c.ReplayStep(c.StepChoices()); !errors.Is(err, engine.ErrReplay) || !strings.Contains(err.Error(), `made as "add 2"`) {
		t.Fatalf("replay with the options reordered: %v", err)
	}
	// Other choices than those made carry no label to compare.
	c = g.Clone().(*counting)
	c.start.renamed = true
	if _, err := c.ReplayStep([]int{0, 0}); err != nil || c.s.total != 2 {
		t.Fatalf("replay of other choices: %v, %+v", err, c.s)
	}
}
