package fuzz

import (
	"github.com/dogma-engine/dogma/engine"
	"pgregory.net/rapid"
)

// Rapid answers each decision with one rapid draw, so that rapid shrinks a
// failing game by shrinking its stream of decisions.
type Rapid struct {
	t *rapid.T
}

// NewRapid returns a chooser drawing from t.
func NewRapid(t *rapid.T) *Rapid { return &Rapid{t: t} }

// Choose draws an option index; shrinking moves it towards the first
// option.
func (c *Rapid) Choose(d *engine.Decision) int {
	return rapid.IntRange(0, len(d.Options)-1).Draw(c.t, "option")
}
