package render_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/render"
)

// lastOption answers every decision with its last option (its first
// with first set), for n decisions at most, then has no more answers.
type lastOption struct {
	n     int
	first bool
}

func (s *lastOption) Next(d *engine.Decision) (int, error) {
	if s.n == 0 {
		return -1, nil
	}
	s.n--
	if s.first {
		return 0, nil
	}
	return len(d.Options) - 1, nil
}

func tallyWalk(t *testing.T, src render.Source, at, viewer int) *render.Walk {
	t.Helper()
	g, err := toygame.Registration.New(toygame.Config{Players: 2}, 3)
	if err != nil {
		t.Fatal(err)
	}
	return &render.Walk{Reg: toygame.Registration, Game: g, Src: src, At: at, Viewer: viewer}
}

func TestWalkStopsAtItsStep(t *testing.T) {
	w := tallyWalk(t, &lastOption{n: 1000}, 3, engine.Omniscient)
	if err := w.Run(); err != nil {
		t.Fatal(err)
	}
	tops := 0
	for i, a := range w.Answers {
		if a.Top {
			tops++
		}
		if a.Step != tops || a.Label == "" || i == 0 && !a.Top {
			t.Errorf("decision %d: %+v", i, a)
		}
	}
	if tops != 3 || w.Quit {
		t.Errorf("%d steps walked (quit %v), want 3", tops, w.Quit)
	}
	if d := w.Game.Decision(); d == nil || (d.Kind != engine.KindAction && d.Kind != engine.KindSetup) {
		t.Errorf("the walk stopped before %v, not before a step", d)
	}
}

func TestWalkEndsWithItsSource(t *testing.T) {
	w := tallyWalk(t, &lastOption{n: 2}, -1, 0)
	var seen []string
	w.OnAnswer = func(a *render.Answered) { seen = append(seen, a.Label) }
	if err := w.Run(); err != nil {
		t.Fatal(err)
	}
	if len(w.Answers) != 2 || len(seen) != 2 || seen[1] != w.Answers[1].Label {
		t.Errorf("answers %d, seen %q", len(w.Answers), seen)
	}

	bad := errors.New("line 7: not offered")
	w = tallyWalk(t, sourceFunc(func(*engine.Decision) (int, error) { return 0, bad }), -1, 0)
	if err := w.Run(); err != bad {
		t.Errorf("the source's error: %v", err)
	}
}

type sourceFunc func(*engine.Decision) (int, error)

func (f sourceFunc) Next(d *engine.Decision) (int, error) { return f(d) }

func TestWalkQuitsBeforeAStep(t *testing.T) {
	w := tallyWalk(t, &lastOption{n: 1000}, -1, render.NextViewer)
	asked := 0
	w.BeforeStep = func() bool { asked++; return asked < 2 }
	if err := w.Run(); err != nil {
		t.Fatal(err)
	}
	if !w.Quit || asked != 2 || w.Answers[len(w.Answers)-1].Step != 2 {
		t.Errorf("quit %v after %d questions, last step %d", w.Quit, asked, w.Answers[len(w.Answers)-1].Step)
	}
	if d := w.Game.Decision(); w.ViewerNow() != d.Player {
		t.Errorf("the next viewer is %d, and %d decides", w.ViewerNow(), d.Player)
	}
}

// Each seat sees a decision through its own redactor: another seat's
// hidden card is "a card", and every card is named to the all-seeing.
func TestAnsweredAsEachSeatSawIt(t *testing.T) {
	w := tallyWalk(t, &lastOption{n: 1000, first: true}, -1, engine.Omniscient)
	if err := w.Run(); err != nil {
		t.Fatal(err)
	}
	hidden := false
	for _, a := range w.Answers {
		all := a.View(w.Game, engine.Omniscient)
		for i, e := range a.Events {
			if all.Events[i] != w.Game.FormatEvent(e) {
				t.Fatalf("the all-seeing view of %q is %q", w.Game.FormatEvent(e), all.Events[i])
			}
		}
		for seat := 0; seat < 2; seat++ {
			v := a.View(w.Game, seat)
			if len(v.Events) != len(a.Events) || v.Player != engine.SeatName(a.Player) || v.Step != a.Step {
				t.Fatalf("seat %d sees %+v of %+v", seat, v, a)
			}
			for _, e := range v.Events {
				hidden = hidden || strings.Contains(e, "a card")
			}
		}
	}
	if !hidden {
		t.Error("no seat ever saw a hidden card in a whole game")
	}
	var b strings.Builder
	w.Answers[0].Print(&b, w.Game, engine.Omniscient)
	if !strings.HasPrefix(b.String(), "step 1\n  P1 ") {
		t.Errorf("printed:\n%s", b.String())
	}
}
