package props

import (
	"errors"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// This file is the one place that copes with cards whose effects are not
// written yet. Once every card of the ages in play is written, Unwritten
// never matches, PlayAges returns ImplementedAges and avoidUnwritten passes
// every decision through unchanged.

// PlayAges returns the number of ages random play uses with deck d: the
// ages whose cards are all written, or 3 (the milestone's ages) while
// fewer than one full age is written.
func PlayAges(d *inn.Deck) int {
	if n := d.ImplementedAges(); n > 0 {
		return n
	}
	return 3
}

// Unwritten reports whether err only says that a card's effects are not
// written yet: such a game stops without failing.
func Unwritten(err error) bool {
	var ni *engine.NotImplemented
	return errors.As(err, &ni)
}

// avoidUnwritten wraps ch so that it is never offered a Dogma action on a
// card whose effects are not written: the chooser sees the decision
// without those options and its answer is mapped back.
func avoidUnwritten(d *inn.Deck, ed inn.Edition, ch engine.Chooser) engine.Chooser {
	for c := inn.Card(0); c < inn.NumAgeCards; c++ {
		if d.Effects(c, ed) == nil {
			return &unwrittenFilter{deck: d, ed: ed, inner: ch}
		}
	}
	return ch
}

type unwrittenFilter struct {
	deck  *inn.Deck
	ed    inn.Edition
	inner engine.Chooser
	d     engine.Decision
	index []int
}

func (f *unwrittenFilter) Choose(d *engine.Decision) int {
	if d.Kind != engine.KindAction {
		return f.inner.Choose(d)
	}
	f.d.Player, f.d.Kind, f.d.Prompt = d.Player, d.Kind, d.Prompt
	f.d.Options, f.index = f.d.Options[:0], f.index[:0]
	for i, o := range d.Options {
		if c, ok := indexOf(f.deck).labelCard(o.Label, "dogma "); ok && f.deck.Effects(c, f.ed) == nil {
			continue
		}
		f.d.Options = append(f.d.Options, o)
		f.index = append(f.index, i)
	}
	i := f.inner.Choose(&f.d)
	if i == Stop {
		return Stop
	}
	if i < 0 || i >= len(f.index) {
		return -1
	}
	return f.index[i]
}
