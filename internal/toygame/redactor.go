package toygame

import (
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Redactor is Tally's engine.Redactor: it writes events and labels as one
// seat saw them, calling "a card" a card the seat has not seen
// (TALLY-INFO-1). A seat sees its own hand, the rows and the discard pile;
// a played or discarded card is seen by all from then on.
type Redactor struct {
	viewer int
	seen   [NumCards]bool
}

// NewRedactor returns the Redactor of seat viewer (0 for P1) that has
// observed g.
func NewRedactor(g *Game, viewer int) *Redactor {
	r := &Redactor{viewer: viewer}
	r.observe(g)
	return r
}

// Observe adds the cards the seat sees in g, a *Game, to those it has
// seen.
func (r *Redactor) Observe(g engine.Game) {
	if g, ok := g.(*Game); ok {
		r.observe(g)
	}
}

func (r *Redactor) observe(g *Game) {
	s := &g.s
	zones := []*zone{&s.discard}
	for p := 0; p < s.players; p++ {
		zones = append(zones, &s.rows[p])
	}
	if r.viewer >= 0 && r.viewer < s.players {
		zones = append(zones, &s.hands[r.viewer])
	}
	for _, z := range zones {
		for _, c := range z.list() {
			r.seen[c] = true
		}
	}
}

// Event returns the text of e as the seat saw it.
func (r *Redactor) Event(e engine.Event) string {
	if e.Card >= 0 && e.Card < NumCards && (e.Player == r.viewer || e.Kind == EvPlay || e.Kind == EvDiscard) {
		r.seen[e.Card] = true
	}
	return formatEvent(e, r.name)
}

// Label returns the label of an option offered to another seat: "play a
// card" or "a card" for a card the seat has not seen.
func (r *Redactor) Label(label string) string {
	verb, rest, found := strings.Cut(label, " ")
	if verb == "play" && found {
		if c, err := ParseCard(rest); err == nil {
			return "play " + r.name(c)
		}
	}
	if c, err := ParseCard(label); err == nil {
		return r.name(c)
	}
	return label
}

func (r *Redactor) name(c Card) string {
	if r.seen[c] || r.viewer == engine.Omniscient {
		return c.String()
	}
	return "a card"
}
