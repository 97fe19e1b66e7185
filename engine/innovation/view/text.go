package view

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// ANSI escape sequences used with color on.
const (
	ansiReset = "\x1b[0m"
	ansiBold  = "\x1b[1m"
	ansiDim   = "\x1b[2m"
)

// pileColor maps a card color to its ANSI foreground color.
var pileColor = map[string]string{
	"blue":   "\x1b[34m",
	"red":    "\x1b[31m",
	"green":  "\x1b[32m",
	"yellow": "\x1b[33m",
	"purple": "\x1b[35m",
}

// painter applies ANSI styles, or nothing when color is off.
type painter bool

func (p painter) paint(style, s string) string {
	if !p || style == "" {
		return s
	}
	return style + s + ansiReset
}

// pad pads s with spaces to width runes, then paints it, so that columns
// line up with or without color.
func (p painter) pad(style, s string, width int) string {
	if n := len([]rune(s)); n < width {
		s += strings.Repeat(" ", width-n)
	}
	return p.paint(style, s)
}

// Text writes v for people: a header line, each player's board, score,
// achievements and hand, then the supply, the available achievements and
// the pending decision. With color set it uses ANSI colors; piles are drawn
// in their own color.
func (v *View) Text(w io.Writer, color bool) error {
	p := painter(color)
	var b strings.Builder
	b.WriteString(p.paint(ansiBold, "game "+v.Profile))
	switch v.Phase {
	case "setup":
		b.WriteString(" · setup")
	case "play":
		fmt.Fprintf(&b, " · turn %d · %s to act, %d action%s left", v.Turn, v.Current, v.ActionsLeft, plural(v.ActionsLeft))
	default:
		fmt.Fprintf(&b, " · over: %s %s, won by %s", v.Result.Reason, v.Result.Clause, strings.Join(v.Result.Winners, ","))
	}
	fmt.Fprintf(&b, " · seen by %s\n", v.Viewer)
	for _, pl := range v.Players {
		b.WriteByte('\n')
		team := ""
		if pl.Partner != "" {
			team = " · team with " + pl.Partner
		}
		if pl.Out {
			team += " · out of the game"
		}
		fmt.Fprintf(&b, "%s%s  score %d", p.paint(ansiBold, pl.Seat), team, pl.Score)
		if pl.BonusPoints > 0 {
			fmt.Fprintf(&b, " (bonuses %d)", pl.BonusPoints)
		}
		fmt.Fprintf(&b, " · achievements %d", len(pl.Achievements))
		if len(pl.Achievements) > 0 {
			fmt.Fprintf(&b, " (%s)", strings.Join(pl.Achievements, ", "))
		}
		b.WriteString(" · icons")
		for _, i := range iconsIn(pl.Icons) {
			fmt.Fprintf(&b, " %s %d", i, pl.Icons[i.String()])
		}
		b.WriteByte('\n')
		for _, pile := range pl.Piles {
			style := pileColor[pile.Color]
			b.WriteString("  ")
			b.WriteString(p.pad(style, pile.Color, 7))
			if pile.Size == 0 {
				b.WriteString(p.paint(ansiDim, "-"))
				b.WriteByte('\n')
				continue
			}
			b.WriteString(p.pad("", pile.Splay, 6))
			b.WriteString(p.pad(style, cardText(*pile.Top), 24))
			size := strconv.Itoa(pile.Size) + " card" + plural(pile.Size)
			b.WriteString(p.pad("", size, 9))
			b.WriteString(iconText(pile.Icons))
			if len(pile.Bonuses) > 0 {
				b.WriteString("  bonus " + intList(pile.Bonuses))
			}
			if len(pile.Echoes) > 0 {
				b.WriteString("  echo " + strings.Join(pile.Echoes, ", "))
			}
			if len(pile.Covered) > 0 {
				b.WriteString(p.paint(ansiDim, "  under: "+cardList(pile.Covered)))
			}
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "  %s%s\n", p.pad("", "hand", 7), cardsText(pl.Hand))
		fmt.Fprintf(&b, "  %s%s\n", p.pad("", "score", 7), cardsText(pl.ScorePile))
		if len(pl.Forecast) > 0 {
			fmt.Fprintf(&b, "  %s%s\n", p.pad("", "forecast", 9), cardsText(pl.Forecast))
		}
	}
	b.WriteByte('\n')
	b.WriteString(p.pad(ansiBold, "supply", 11))
	for i, s := range v.Supply {
		if i > 0 {
			b.WriteString(" · ")
		}
		fmt.Fprintf(&b, "%d: %d card%s", s.Age, s.Size, plural(s.Size))
	}
	b.WriteByte('\n')
	for _, s := range v.Supply {
		if len(s.Cards) > 0 {
			fmt.Fprintf(&b, "%s%d top first: %s\n", strings.Repeat(" ", 11), s.Age, strings.Join(s.Cards, ", "))
		}
	}
	for _, x := range v.Expansions {
		b.WriteString(p.pad(ansiBold, x.Name, 11))
		for i, s := range x.Supply {
			if i > 0 {
				b.WriteString(" · ")
			}
			fmt.Fprintf(&b, "%d: %d card%s", s.Age, s.Size, plural(s.Size))
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "%s%s\n", p.pad(ansiBold, "available", 11), strings.Join(v.Available, " "))
	if j := v.Junk; j != nil {
		fmt.Fprintf(&b, "%s%d card%s", p.pad(ansiBold, "junk", 11), j.Size, plural(j.Size))
		if len(j.Cards) > 0 {
			fmt.Fprintf(&b, ": %s", strings.Join(j.Cards, ", "))
		}
		b.WriteByte('\n')
	}
	if d := v.Decision; d != nil {
		fmt.Fprintf(&b, "%s%s %s %q", p.pad(ansiBold, "next", 11), d.Player, d.Kind, d.Prompt)
		if len(d.Options) > 0 {
			fmt.Fprintf(&b, ": %s", strings.Join(d.Options, " | "))
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// cardText renders a card as "Archery (1)", or "(1)" if its name is hidden.
func cardText(c CardView) string {
	if c.Name == "" {
		return fmt.Sprintf("(%d)", c.Age)
	}
	return fmt.Sprintf("%s (%d)", c.Name, c.Age)
}

func cardList(cs []CardView) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = cardText(c)
	}
	return strings.Join(parts, ", ")
}

// cardsText renders a hand or score pile: its size, then its cards.
func cardsText(cs []CardView) string {
	if len(cs) == 0 {
		return "0 cards"
	}
	return fmt.Sprintf("%d card%s: %s", len(cs), plural(len(cs)), cardList(cs))
}

// iconText lists the icons a pile shows, skipping those it does not.
func iconText(counts map[string]int) string {
	var parts []string
	for _, i := range iconsIn(counts) {
		if n := counts[i.String()]; n > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", i, n))
		}
	}
	if len(parts) == 0 {
		return "no icons"
	}
	return strings.Join(parts, " ")
}

// intList joins numbers with commas.
func intList(ns []int) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return strings.Join(parts, ", ")
}
