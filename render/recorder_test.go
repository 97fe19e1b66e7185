package render_test

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/render"
)

// playTally records a two-player game of Tally from seed, answering every
// decision with its first option, for at most n decisions.
func playTally(t *testing.T, seed uint64, viewer, n int) *render.Page {
	t.Helper()
	g, err := toygame.Registration.New(toygame.Config{Players: 2}, seed)
	if err != nil {
		t.Fatal(err)
	}
	rec := render.NewRecorder(toygame.Registration, g, viewer)
	for i := 0; i < n && g.Decision() != nil; i++ {
		if err := rec.Play(0); err != nil {
			t.Fatal(err)
		}
	}
	return rec.Page()
}

func TestRecorderFrames(t *testing.T) {
	p := playTally(t, 3, engine.Omniscient, 12)
	if len(p.Frames) != 13 {
		t.Fatalf("%d frames, want the start and 12 decisions", len(p.Frames))
	}
	if p.Viewer != "all" || !strings.HasPrefix(p.Title, "Tally · ") {
		t.Errorf("title %q, viewer %q", p.Title, p.Viewer)
	}
	start := p.Frames[0]
	if start.Step != 0 || start.Player != "" || start.Label != "" || len(start.Events) != 0 {
		t.Errorf("start frame %+v, want only a board", start)
	}
	last := 0
	for i, f := range p.Frames[1:] {
		if f.Player == "" || f.Label == "" || f.Kind == "" {
			t.Errorf("frame %d: %+v lacks its decision", i+1, f)
		}
		if f.Step < last || f.Step > last+1 {
			t.Errorf("frame %d: step %d after step %d", i+1, f.Step, last)
		}
		last = f.Step
		if !strings.HasPrefix(f.Board, `<pre class=text-view>`) {
			t.Errorf("frame %d: a game without an HTML view is drawn as %.40q, want its text", i+1, f.Board)
		}
		for _, e := range f.Events {
			if e.Text == "" || e.Clause == "" {
				t.Errorf("frame %d: event %+v lacks its text or clause", i+1, e)
			}
		}
	}
	if last == 0 {
		t.Error("no frame counts a step")
	}
}

func TestRecorderRedactsOtherSeats(t *testing.T) {
	all := playTally(t, 5, engine.Omniscient, 20)
	seat := playTally(t, 5, 0, 20)
	if len(all.Frames) != len(seat.Frames) {
		t.Fatalf("%d frames for all, %d for P1", len(all.Frames), len(seat.Frames))
	}
	if seat.Viewer != "P1" {
		t.Errorf("viewer %q, want P1", seat.Viewer)
	}
	differs := false
	for i := range all.Frames {
		a, s := all.Frames[i], seat.Frames[i]
		if a.Player == "P1" && a.Label != s.Label {
			t.Errorf("frame %d: P1's own answer %q shown to P1 as %q", i, a.Label, s.Label)
		}
		if a.Board != s.Board {
			differs = true
		}
	}
	if !differs {
		t.Error("P1 sees every position as the omniscient viewer does")
	}
}

func TestPlayWithoutDecision(t *testing.T) {
	g, err := toygame.Registration.New(toygame.Config{Players: 2}, 1)
	if err != nil {
		t.Fatal(err)
	}
	rec := render.NewRecorder(toygame.Registration, g, 0)
	for g.Decision() != nil {
		if err := rec.Play(0); err != nil {
			t.Fatal(err)
		}
	}
	if err := rec.Play(0); err == nil {
		t.Error("Play after the end of the game: no error")
	}
}

func TestPlayOutOfRangeIsAProblem(t *testing.T) {
	g, err := toygame.Registration.New(toygame.Config{Players: 2}, 1)
	if err != nil {
		t.Fatal(err)
	}
	rec := render.NewRecorder(toygame.Registration, g, engine.Omniscient)
	if err := rec.Play(99); err == nil {
		t.Fatal("option 99 accepted")
	}
	p := rec.Page()
	if got := p.Frames[len(p.Frames)-1].Problem; !strings.Contains(got, "error") {
		t.Errorf("problem %q, want the game's error", got)
	}
}
