package engine

import "strings"

// Event is one primitive operation of a game: a draw, a meld, a transfer, a
// splay, a claim, the end of the game. Every event names the rule clause that
// caused it and, when a card effect is running, that effect.
//
// The meaning of Card, From, To and Arg belongs to the game; a Game renders
// its own events with FormatEvent.
type Event struct {
	Kind   string // what happened: "draw", "meld", "splay", "end", ...
	Player int    // the player who performed it, or -1
	Card   int    // the card moved, or -1
	From   int    // game-specific encoding of the source place
	To     int    // game-specific encoding of the destination place
	Arg    int    // a kind-specific detail (a splay direction, an age, a bitmask)
	Clause string // the rule clause, such as "DOGMA-6"
	Effect string // the card effect that caused it ("Archery 1"), or ""
}

// WriteCitation ends the text of e as FormatEvent writes it: the clause in
// brackets, then, when effect is set and e has one, the card effect that
// caused it in parentheses.
func WriteCitation(b *strings.Builder, e *Event, effect bool) {
	b.WriteString(" [")
	b.WriteString(e.Clause)
	b.WriteByte(']')
	if effect && e.Effect != "" {
		b.WriteString(" (")
		b.WriteString(e.Effect)
		b.WriteByte(')')
	}
}
