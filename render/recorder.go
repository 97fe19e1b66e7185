package render

import (
	"errors"
	"html"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Recorder plays a game and records a Page of it as one seat sees it.
type Recorder struct {
	reg    *engine.Registration
	g      engine.Game
	viewer int
	step   int
	page   Page
}

// NewRecorder returns a Recorder of g, a game of reg, as seat viewer
// (from 0) sees it, or with everything shown when viewer is
// engine.Omniscient. Its page starts with the position of g.
func NewRecorder(reg *engine.Registration, g engine.Game, viewer int) *Recorder {
	r := &Recorder{reg: reg, g: g, viewer: viewer}
	r.page.Title = reg.Title + " · " + g.Configuration().String()
	r.page.Viewer = "all"
	if viewer != engine.Omniscient {
		r.page.Viewer = engine.SeatName(viewer)
	}
	r.page.Frames = append(r.page.Frames, Frame{Board: r.board()})
	return r
}

// Play answers the pending decision of the game with option i and records
// the position after it. An error of the game is recorded as the frame's
// problem and returned.
func (r *Recorder) Play(i int) error {
	d := r.g.Decision()
	if d == nil {
		return errNoDecision
	}
	if d.Kind == engine.KindSetup || d.Kind == engine.KindAction {
		r.step++
	}
	// The game may reuse d for its next decision: keep what is needed.
	player := d.Player
	f := Frame{Step: r.step, Player: engine.SeatName(player), Kind: string(d.Kind)}
	if i >= 0 && i < len(d.Options) {
		f.Label = d.Options[i].Label
	}
	var red engine.Redactor
	if r.viewer != engine.Omniscient && r.reg.Redactor != nil {
		red = r.reg.Redactor(r.g, r.viewer)
	}
	mark := r.g.Mark()
	err := r.g.Choose(i)
	events := r.g.EventsSince(mark)
	text := r.g.FormatEvent
	if red != nil {
		red.Observe(r.g)
		if player != r.viewer {
			f.Label = red.Label(f.Label)
		}
		text = red.Event
	}
	for _, e := range events {
		f.Events = append(f.Events, Event{Text: text(e), Clause: e.Clause, Effect: e.Effect})
	}
	if err != nil {
		f.Problem = "the game stopped with an error: " + err.Error()
	}
	f.Board = r.board()
	r.page.Frames = append(r.page.Frames, f)
	return err
}

// Page returns the page recorded so far. Its frames are the Recorder's:
// a caller may set their problems.
func (r *Recorder) Page() *Page { return &r.page }

// board draws the position as the viewer sees it.
func (r *Recorder) board() string {
	if r.reg.Render == nil {
		return ""
	}
	v := r.reg.Render(r.g, r.viewer)
	var b strings.Builder
	if hv, ok := v.(engine.HTMLView); ok {
		if err := hv.HTML(&b); err == nil {
			return b.String()
		}
		b.Reset()
	}
	if err := v.Text(&b, false); err != nil {
		return ""
	}
	return "<pre class=text-view>" + html.EscapeString(b.String()) + "</pre>"
}

var errNoDecision = errors.New("render: the game asks no decision")
