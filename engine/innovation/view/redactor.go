package view

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Redactor is Innovation's engine.Redactor: it writes events and labels as
// one seat saw them, naming by its age only a card the seat has not seen
// (see Seen, EventText and LabelText).
type Redactor struct {
	deck   *inn.Deck
	viewer int
	seen   inn.Set
}

// NewRedactor returns the Redactor of seat viewer (0 for P1) that has
// observed g.
func NewRedactor(g *inn.Game, viewer int) *Redactor {
	r := &Redactor{deck: g.Deck(), viewer: viewer}
	r.observe(g)
	return r
}

// Observe adds the cards the seat sees in g, an *innovation.Game, to the
// cards it has seen.
func (r *Redactor) Observe(g engine.Game) { r.observe(g.(*inn.Game)) }

func (r *Redactor) observe(g *inn.Game) { r.seen = r.seen.Union(Seen(g.State(), r.viewer)) }

// Event returns the text of e as the seat saw it. A revealed card is seen
// by all from then on.
func (r *Redactor) Event(e engine.Event) string {
	if e.Kind == inn.EvReveal && e.Card >= 0 {
		r.seen.Add(inn.Card(e.Card))
	}
	return EventText(r.deck, e, r.seen)
}

// Label returns the label of an option as the seat saw it.
func (r *Redactor) Label(label string) string { return LabelText(r.deck, label, r.seen) }
