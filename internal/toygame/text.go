package toygame

import (
	"fmt"
	"io"
	"strings"
)

// ANSI colors of the card colors, and the code that ends one.
var ansiColors = map[string]string{"red": "\x1b[31m", "green": "\x1b[32m", "blue": "\x1b[34m"}

const ansiReset = "\x1b[0m"

// Text writes the view: a line for the turn, two per player, then the
// deck and the discard pile; with color, cards in their colors.
func (v *View) Text(w io.Writer, color bool) error {
	var b strings.Builder
	line := func(subject string, cards []string) {
		b.WriteString(subject)
		b.WriteByte(':')
		for i, c := range cards {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteByte(' ')
			if _, name, _ := strings.Cut(c, " "); color {
				c = ansiColors[name] + c + ansiReset
			}
			b.WriteString(c)
		}
		b.WriteByte('\n')
	}
	b.WriteString(v.Heading("game") + "\n")
	switch {
	case v.Over != nil:
		fmt.Fprintf(&b, "over: %s %s, won by %s\n", v.Over.Reason, v.Over.Clause, strings.Join(v.Over.Winners, ","))
	case v.Decision != nil:
		fmt.Fprintf(&b, "%s turn: %s to %s\n", v.Turn, v.Decision.Player, v.Decision.Prompt)
	}
	for _, p := range v.Players {
		if p.Hand != nil {
			line(p.Seat+" hand", p.Hand)
		} else {
			fmt.Fprintf(&b, "%s hand: %s\n", p.Seat, cardCount(p.HandSize))
		}
		line(fmt.Sprintf("%s row (%d)", p.Seat, p.Total), p.Row)
	}
	if v.DeckTop != nil {
		line("deck", v.DeckTop)
	} else {
		fmt.Fprintf(&b, "deck: %s\n", cardCount(v.Deck))
	}
	line("discard", v.Discard)
	_, err := io.WriteString(w, b.String())
	return err
}

// cardCount says how many cards: "1 card", "3 cards".
func cardCount(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}
