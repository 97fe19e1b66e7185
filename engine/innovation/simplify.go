package innovation

import "strings"

// SimplifyPosition minimises a position text for the shrinker: it drops
// players, the last seat first, then whole zones, then splays and single
// cards, offering each simpler text to keep, and sweeps again while a
// sweep took something away. Each sweep goes on from where a text was
// accepted rather than starting over, so that a large position shrinks
// in few tries. A dropped player's cards and an emptied zone's cards leave
// the game: every supply pile of a position is exact, so the game needs
// no card to stand in for them. It returns the last text accepted or,
// when keep accepts none, position as the sweep writes its lines (blank
// lines, comments and trailing spaces dropped).
func SimplifyPosition(position string, keep func(simpler string) bool) string {
	lines := parsePosLines(position)
	try := func(cand []posLine) bool {
		if !keep(renderPosLines(cand)) {
			return false
		}
		lines = cand
		return true
	}
	for progress := true; progress; {
		progress = false
		// Drop players, the last seat first.
		for p := playersOf(lines) - 1; p >= 0 && playersOf(lines) > 2; p-- {
			if cand, ok := dropPlayer(lines, p); ok && try(cand) {
				progress = true
			}
		}
		// Drop whole zones, then single cards.
		for i := len(lines) - 1; i >= 0; i-- {
			// Each try removes at most line i, so line i-1 is still there.
			if lines[i].list && len(lines[i].items) > 0 {
				cand := cloneLines(lines)
				if strings.HasPrefix(cand[i].subject, "supply") {
					// An exact pile emptied: its cards leave the game.
					cand[i].items = nil
				} else {
					cand = append(cand[:i], cand[i+1:]...)
				}
				if try(cand) {
					progress = true
				}
			}
		}
		for i := 0; i < len(lines); i++ {
			if strings.HasSuffix(lines[i].subject, " left") || strings.HasSuffix(lines[i].subject, " right") || strings.HasSuffix(lines[i].subject, " up") {
				cand := cloneLines(lines)
				cand[i].subject = cand[i].subject[:strings.LastIndexByte(cand[i].subject, ' ')]
				if try(cand) {
					progress = true
				}
			}
			// Each try removes at most item j, so item j-1 is still there.
			for j := len(lines[i].items) - 1; j >= 0; j-- {
				if !lines[i].list {
					break
				}
				cand := cloneLines(lines)
				cand[i].items = append(cand[i].items[:j], cand[i].items[j+1:]...)
				if try(cand) {
					progress = true
				}
			}
		}
	}
	return renderPosLines(lines)
}

// PositionSize counts the cards a position text places in its zones: the
// players' boards, hands and score piles, the supply piles and the claimed
// achievements; the available and removed cards do not count.
func PositionSize(position string) int {
	n := 0
	for _, l := range parsePosLines(position) {
		if l.list && l.subject != "available" && l.subject != "removed" {
			n += len(l.items)
		}
	}
	return n
}

// posLine is one line of a position text: a subject and, for zones, the
// cards in it.
type posLine struct {
	subject string
	rest    string   // the text after the colon, for lines that are not lists
	items   []string // the cards, for zone lines
	list    bool
}

func parsePosLines(text string) []posLine {
	var out []posLine
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		subject, rest, _ := strings.Cut(line, ":")
		subject, rest = strings.TrimSpace(subject), strings.TrimSpace(rest)
		pl := posLine{subject: subject, rest: rest, list: isZone(subject)}
		if pl.list {
			for _, it := range strings.Split(rest, ",") {
				if it = strings.TrimSpace(it); it != "" {
					pl.items = append(pl.items, it)
				}
			}
		}
		out = append(out, pl)
	}
	return out
}

// isZone reports whether a subject names a zone holding a list of cards.
func isZone(subject string) bool {
	w := strings.Fields(subject)
	switch {
	case len(w) == 0:
		return false
	case w[0] == "supply", w[0] == "removed", w[0] == "available":
		return true
	}
	if _, ok := ParseSeat(w[0]); ok && len(w) >= 2 {
		return w[1] != "counts"
	}
	return false
}

func renderPosLines(lines []posLine) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l.subject)
		b.WriteString(":")
		text := l.rest
		if l.list {
			text = strings.Join(l.items, ", ")
		}
		if text != "" {
			b.WriteString(" " + text)
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func cloneLines(lines []posLine) []posLine {
	out := make([]posLine, len(lines))
	for i, l := range lines {
		out[i] = l
		out[i].items = append([]string(nil), l.items...)
	}
	return out
}

func gameLine(lines []posLine) string {
	for _, l := range lines {
		if l.subject == "game" {
			return l.rest
		}
	}
	return ""
}

func playersOf(lines []posLine) int {
	cfg, err := ParseConfig(gameLine(lines))
	if err != nil {
		return 0
	}
	return cfg.Players
}

// dropPlayer removes seat p: its zones go (their cards leave the game, as
// every supply pile is exact), later seats move down one, and the game
// line loses a player (and teams). The player whose turn it is stays.
func dropPlayer(lines []posLine, p int) ([]posLine, bool) {
	var out []posLine
	for _, l := range cloneLines(lines) {
		w := strings.Fields(l.subject)
		switch {
		case l.subject == "game":
			cfg, err := ParseConfig(l.rest)
			if err != nil {
				return nil, false
			}
			cfg.Players--
			cfg.Teams = false
			l.rest = cfg.String()
		case l.subject == "turn":
			f := strings.Fields(l.rest)
			for i, x := range f {
				k, v, isKV := strings.Cut(x, "=")
				seat := x
				if isKV {
					seat = v
				}
				q, ok := ParseSeat(seat)
				if !ok {
					continue
				}
				if q == p {
					if i == 0 {
						return nil, false
					}
					q = 0
				} else if q > p {
					q--
				}
				if isKV {
					f[i] = k + "=" + SeatName(q)
				} else {
					f[i] = SeatName(q)
				}
			}
			l.rest = strings.Join(f, " ")
		case len(w) > 0:
			if q, ok := ParseSeat(w[0]); ok {
				if q == p {
					continue
				}
				if q > p {
					w[0] = SeatName(q - 1)
					l.subject = strings.Join(w, " ")
				}
			}
		}
		out = append(out, l)
	}
	return out, true
}
