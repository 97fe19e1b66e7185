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
	for c := inn.Card(0); c < inn.MaxCards; c++ {
		if viewer != All && s.Where(c).Kind() == inn.PlaceNone {
			continue // no such card in the deck played
		}
		if viewer == All || c.IsSpecial() || seenAt(s, viewer, c) {
			out.Add(c)
		}
	}
	return out
}

func seenAt(s *inn.State, viewer int, c inn.Card) bool {
	w := s.Where(c)
	switch w.Kind() {
	case inn.PlaceHand, inn.PlaceScore, inn.PlaceForecast:
		return w.Player() == viewer
	case inn.PlaceBoard:
		return w.Player() == viewer || s.Players[w.Player()].Piles[w.Index()].Top() == c
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
	return replaceName(d, text, c, hidden(d, c))
}

// replaceName replaces the first mention of card c in text by repl: the
// name as a whole word, and not as a part of the name of another card
// that the text names there ("Tools" in "Machine Tools").
func replaceName(d *inn.Deck, text string, c inn.Card, repl string) string {
	name := d.Name(c)
	for from := 0; ; {
		i := strings.Index(text[from:], name)
		if i < 0 {
			return text
		}
		i += from
		if wordAt(text, i, len(name)) && !inLongerName(d, text, c, i) {
			return text[:i] + repl + text[i+len(name):]
		}
		from = i + 1
	}
}

// wordAt reports whether text[i:i+n] stands alone: neither a letter nor a
// digit just before or just after it.
func wordAt(text string, i, n int) bool {
	alnum := func(b byte) bool {
		return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || b >= 0x80
	}
	return (i == 0 || !alnum(text[i-1])) && (i+n == len(text) || !alnum(text[i+n]))
}

// inLongerName reports whether the name of card c at text[i:] is part of
// the name of another card written around it.
func inLongerName(d *inn.Deck, text string, c inn.Card, i int) bool {
	name := d.Name(c)
	for o := inn.Card(0); o < d.Size(); o++ {
		long := d.Name(o)
		if o == c || len(long) <= len(name) {
			continue
		}
		for k := strings.Index(long, name); k >= 0; {
			if start := i - k; start >= 0 && strings.HasPrefix(text[start:], long) {
				return true
			}
			next := strings.Index(long[k+1:], name)
			if next < 0 {
				break
			}
			k += 1 + next
		}
	}
	return false
}

// LabelText renders the label of an option as a seat sees it: a label that
// names a card the seat may not see ("Oars", "return Oars") names it by
// its age only.
func LabelText(d *inn.Deck, label string, seen inn.Set) string {
	if c, ok := d.Lookup(label); ok {
		// The whole label is one card's name ("Machine Tools"): it is
		// never a verb and another card ("Tools").
		if !seen.Has(c) {
			return hidden(d, c)
		}
		return label
	}
	if verb, rest, ok := strings.Cut(label, " "); ok {
		if c, ok := d.Lookup(rest); ok && !seen.Has(c) {
			return verb + " " + hidden(d, c)
		}
	}
	return label
}
