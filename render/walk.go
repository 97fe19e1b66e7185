package render

import (
	"fmt"
	"io"

	"github.com/dogma-engine/dogma/engine"
)

// Source answers the decisions of a game walked step by step: a seeded
// random chooser, the decisions of a game file.
type Source interface {
	// Next returns the option to take, or -1 when the source has no more
	// answers; an error names the file and line at fault.
	Next(d *engine.Decision) (int, error)
}

// NextViewer is the viewer of a walk seen by the player who decides
// next (dogma show without --seat).
const NextViewer = -2

// Walk plays a game with the answers of its source up to a step and
// records every decision answered, so that it can be shown as any seat
// saw it (dogma show, show --step and show --json). A step is one setup
// choice or one top-level action with every decision it asks.
type Walk struct {
	Reg  *engine.Registration
	Game engine.Game
	Src  Source
	// At is the number of steps played (negative: to the end).
	At int
	// Viewer is the seat the walk is seen by, engine.Omniscient, or
	// NextViewer.
	Viewer int
	// BeforeStep, if set, is called before every step but the first;
	// false ends the walk there (Quit).
	BeforeStep func() bool
	// OnAnswer, if set, is called with each decision once answered.
	OnAnswer func(*Answered)

	Answers []*Answered // every decision answered, in order
	Quit    bool        // BeforeStep ended the walk
}

// Answered is one decision of a walk: who answered what, the events it
// caused and the error the game stopped with, if any. It keeps what each
// seat had seen before and after it, to show it as each seat saw it.
type Answered struct {
	Step   int  // the step it belongs to, from 1
	Top    bool // the decision that begins its step
	Player int
	Kind   string
	Label  string
	Events []engine.Event
	Err    error

	redactors []engine.Redactor // one per seat; nil for a game that hides nothing
}

// StepView is an answered decision and the events it caused as one seat
// saw them; it is the JSON of a step of dogma show --json.
type StepView struct {
	Step   int      `json:"step"`
	Player string   `json:"player"`
	Kind   string   `json:"kind"`
	Label  string   `json:"label"`
	Events []string `json:"events"`
}

// ViewerNow resolves NextViewer: the player who decides next, or the
// current player once the game is over. Another viewer is itself.
func (w *Walk) ViewerNow() int {
	if w.Viewer != NextViewer {
		return w.Viewer
	}
	if d := w.Game.Decision(); d != nil {
		return d.Player
	}
	if c, ok := w.Game.(interface{ Current() int }); ok {
		return c.Current()
	}
	return 0
}

// Run plays the game until it ends, stops with an error, reaches step
// At, or its source has no more answers. Only an error of the source is
// returned: the game's own error is that of its last answer.
func (w *Walk) Run() error {
	n := 0
	for {
		d := w.Game.Decision()
		if d == nil {
			return nil
		}
		top := d.Kind == engine.KindSetup || d.Kind == engine.KindAction
		if top && w.At >= 0 && n == w.At {
			return nil
		}
		if top && n > 0 && w.BeforeStep != nil && !w.BeforeStep() {
			w.Quit = true
			return nil
		}
		i, err := w.Src.Next(d)
		if err != nil {
			return err
		}
		if i < 0 {
			return nil
		}
		if top {
			n++
		}
		a := &Answered{Step: n, Top: top, Player: d.Player, Kind: string(d.Kind), Label: d.Options[i].Label}
		if w.Reg.Redactor != nil {
			for p := 0; p < w.Game.Players(); p++ {
				a.redactors = append(a.redactors, w.Reg.Redactor(w.Game, p))
			}
		}
		mark := w.Game.Mark()
		a.Err = w.Game.Choose(i)
		a.Events = append(a.Events, w.Game.EventsSince(mark)...)
		for _, red := range a.redactors {
			red.Observe(w.Game)
		}
		w.Answers = append(w.Answers, a)
		if w.OnAnswer != nil {
			w.OnAnswer(a)
		}
		if a.Err != nil {
			return nil
		}
	}
}

// View returns the decision as seat viewer saw it (INFO-1, INFO-2): what
// it could not see is hidden, a card named by its age only. It writes the
// events through the seat's redactor, so it is called once per decision.
func (a *Answered) View(g engine.Game, viewer int) StepView {
	label, text := a.Label, g.FormatEvent
	if viewer >= 0 && viewer < len(a.redactors) {
		red := a.redactors[viewer]
		if viewer != a.Player {
			label = red.Label(label)
		}
		text = red.Event
	}
	out := StepView{Step: a.Step, Player: engine.SeatName(a.Player), Kind: a.Kind, Label: label, Events: []string{}}
	for _, e := range a.Events {
		out.Events = append(out.Events, text(e))
	}
	return out
}

// Print writes the decision as seat viewer saw it, as show --step does:
// the step's number before its first decision, the answer, its events
// indented, and the game's error.
func (a *Answered) Print(w io.Writer, g engine.Game, viewer int) {
	v := a.View(g, viewer)
	if a.Top {
		fmt.Fprintf(w, "step %d\n", a.Step)
	}
	fmt.Fprintf(w, "  %s %s: %s\n", v.Player, v.Kind, v.Label)
	for _, e := range v.Events {
		fmt.Fprintf(w, "      %s\n", e)
	}
	if a.Err != nil {
		fmt.Fprintf(w, "  error: %v\n", a.Err)
	}
}
