package view_test

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/engine/innovation/view"
)

// Every card name shows whole in a seat's view when the seat sees the
// card, even when a word of it is the name of a card the seat does not see
// ("Machine Tools" and "Tools"): in labels and in event texts.
func TestSeenNamesStayWhole(t *testing.T) {
	d := cards.Base()
	for c := inn.Card(0); c < inn.NumCards; c++ {
		name := d.Name(c)
		var seen inn.Set
		seen.Add(c) // this card only: every other card is unseen
		for _, label := range []string{name, "meld " + name, "dogma " + name} {
			if got := view.LabelText(d, label, seen); got != label {
				t.Errorf("label %q seen: %q", label, got)
			}
		}
		// An event of another card, unseen, in a text naming this one.
		for o := inn.Card(0); o < inn.NumCards; o++ {
			if o == c || o.IsSpecial() || !strings.Contains(name, d.Name(o)) {
				continue
			}
			var only inn.Set
			only.Add(c)
			// The effect of the seen card draws the unseen one.
			e := engine.Event{Kind: inn.EvDraw, Player: 0, Card: int(o), Arg: d.Facts[o].Age, Clause: "DRAW-1", Effect: name + " 1"}
			text := view.EventText(d, e, only)
			if !strings.Contains(text, "("+name+" 1)") {
				t.Errorf("%s seen is not named whole: %q", name, text)
			}
			if strings.Count(text, d.Name(o)) > strings.Count(name, d.Name(o)) {
				t.Errorf("%s unseen is named: %q", d.Name(o), text)
			}
			if got := view.LabelText(d, "meld "+d.Name(o), only); got == "meld "+d.Name(o) {
				t.Errorf("label of unseen %s: %q", d.Name(o), got)
			}
		}
	}
}
