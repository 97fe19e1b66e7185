package fuzz

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// shrinkPosition is stage 3: it starts the game at the beginning of the
// failing action, as an explicit position, then removes cards and drops
// players while the same failure persists. before.Cards is set to the size
// of the first position found.
func (s *shrinker) shrinkPosition(o origin, steps []Step, f *Failure, before *ShrinkSize) (origin, []Step, *Failure) {
	starts := s.actionStarts(o, steps)
	// The latest start first: it leaves the fewest decisions.
	var (
		po   origin
		rest []Step
		ok   bool
	)
	for i := len(starts) - 1; i >= 0 && i >= len(starts)-8 && !s.expired(); i-- {
		cand := origin{cfg: o.cfg, position: starts[i].text}
		st, g := s.byLabel(cand, steps[starts[i].at:])
		if s.same(g) {
			po, rest, f, ok = cand, st, g, true
			break
		}
	}
	if !ok {
		return o, steps, f
	}
	before.Cards = countCards(po.position)
	lines := parsePosLines(po.position)
	try := func(cand []posLine) bool {
		if s.expired() {
			return false
		}
		c := origin{cfg: po.cfg, position: renderPosLines(cand)}
		st, g := s.byLabel(c, rest)
		if !s.same(g) {
			return false
		}
		lines, rest, f = cand, st, g
		return true
	}
	for progress := true; progress && !s.expired(); {
		progress = false
		// Drop players, the last seat first.
		for p := playersOf(lines) - 1; p >= 0 && playersOf(lines) > 2; p-- {
			if cand, ok := dropPlayer(lines, p); ok && try(cand) {
				progress = true
			}
		}
		// Drop whole zones, then single cards.
		for i := len(lines) - 1; i >= 0; i-- {
			if i < len(lines) && lines[i].list && len(lines[i].items) > 0 {
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
			for j := len(lines[i].items) - 1; i < len(lines) && j >= 0 && j < len(lines[i].items); j-- {
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
	po.position = renderPosLines(lines)
	if cfg, err := ParseConfig(gameLine(lines)); err == nil {
		po.cfg = cfg
	}
	return po, rest, f
}

// actionStart is a point where a top-level action is about to be chosen:
// the index of the step that chooses it, and the exact position there.
type actionStart struct {
	at   int
	text string
}

func (s *shrinker) actionStarts(o origin, steps []Step) []actionStart {
	g, err := o.game(s.deck)
	if err != nil {
		return nil
	}
	var out []actionStart
	for i, st := range steps {
		d := g.Decision()
		if d == nil {
			break
		}
		if d.Kind == engine.KindAction && g.State().Phase == inn.PhasePlay {
			out = append(out, actionStart{at: i, text: g.Position()})
		}
		j := d.Index(st.Label)
		if j < 0 || choose(g, j, i+1) != nil {
			break
		}
	}
	return out
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
	if _, ok := inn.ParseSeat(w[0]); ok && len(w) >= 2 {
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

// countCards counts the cards a position text names in its zones.
func countCards(text string) int {
	n := 0
	for _, l := range parsePosLines(text) {
		if l.list && l.subject != "available" && l.subject != "removed" {
			n += len(l.items)
		}
	}
	return n
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
				q, ok := inn.ParseSeat(seat)
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
					f[i] = k + "=" + inn.SeatName(q)
				} else {
					f[i] = inn.SeatName(q)
				}
			}
			l.rest = strings.Join(f, " ")
		case len(w) > 0:
			if q, ok := inn.ParseSeat(w[0]); ok {
				if q == p {
					continue
				}
				if q > p {
					w[0] = inn.SeatName(q - 1)
					l.subject = strings.Join(w, " ")
				}
			}
		}
		out = append(out, l)
	}
	return out, true
}

// describe renders a size for people.
func (z ShrinkSize) String() string {
	return fmt.Sprintf("%d decisions, %d cards placed", z.Decisions, z.Cards)
}
