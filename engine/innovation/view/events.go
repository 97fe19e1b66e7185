package view

import (
	"strings"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Seen returns the cards seat viewer may see in s (RULES.md INFO-1,
// INFO-2), as NewView shows them: every top card and special achievement,
// the viewer's own hand, score pile and covered cards. Supply piles, age
// achievements and removed cards are seen by nobody. The All viewer sees
// every card.
func Seen(s *inn.State, viewer int) inn.Set {
	var out inn.Set
	for c := inn.Card(0); c < inn.NumCards; c++ {
		if viewer == All || c.IsSpecial() || seenAt(s, viewer, c) {
			out.Add(c)
		}
	}
	return out
}

func seenAt(s *inn.State, viewer int, c inn.Card) bool {
	w := s.Where(c)
	switch w.Kind() {
	case inn.PlaceHand, inn.PlaceScore:
		return w.Player() == viewer
	case inn.PlaceBoard:
		return w.Player() == viewer || s.Players[w.Player()].Piles[w.Sub()].Top() == c
	case inn.PlaceRevealed:
		return true
	}
	return false
}

// hidden names a card by its age only: "a 3", "an 8".
func hidden(d *inn.Deck, c inn.Card) string { return inn.AnAge(d.Facts[c].Age) }

// EventText renders event e of a game played with deck d as a seat sees
// it: a card that is not in seen is named by its age only. The caller
// passes the cards the seat saw before or after the step (see Seen); a
// revealed card is seen by all.
func EventText(d *inn.Deck, e engine.Event, seen inn.Set) string {
	text := inn.FormatEvent(d, e)
	if e.Card < 0 || e.Kind == inn.EvReveal {
		return text
	}
	c := inn.Card(e.Card)
	if seen.Has(c) {
		return text
	}
	name := d.Name(c)
	return strings.Replace(text, " "+name, " "+hidden(d, c), 1)
}

// LabelText renders the label of an option as a seat sees it: a label that
// names a card the seat may not see ("Oars", "return Oars") names it by
// its age only.
func LabelText(d *inn.Deck, label string, seen inn.Set) string {
	if c, ok := d.Lookup(label); ok && !seen.Has(c) {
		return hidden(d, c)
	}
	if verb, rest, ok := strings.Cut(label, " "); ok {
		if c, ok := d.Lookup(rest); ok && !seen.Has(c) {
			return verb + " " + hidden(d, c)
		}
	}
	return label
}
