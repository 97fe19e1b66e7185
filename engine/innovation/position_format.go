package innovation

import (
	"fmt"
	"strconv"
	"strings"
)

// Position returns the text of the game's current state, naming every card.
// ParsePosition of it gives the same state. During setup choices it is ""
// (a position has no setup phase).
func (g *Game) Position() string {
	if g.s.Phase == PhaseSetup {
		return ""
	}
	return FormatPosition(g.cfg, g.deck, &g.s, true)
}

// FormatPosition renders a state as position text. With all unset, supply
// piles show only their sizes and age achievements only their ages, as a
// player sees them.
func FormatPosition(cfg Config, d *Deck, s *State, all bool) string {
	var b strings.Builder
	names := func(cs []Card) string {
		parts := make([]string, len(cs))
		for i, c := range cs {
			parts[i] = d.Name(c)
		}
		return strings.Join(parts, ", ")
	}
	achievement := func(c Card) string {
		if c.IsSpecial() {
			return d.Name(c)
		}
		if all {
			return fmt.Sprintf("%d:%s", d.Facts[c].Age, d.Name(c))
		}
		return strconv.Itoa(d.Facts[c].Age)
	}
	fmt.Fprintf(&b, "game: %s\n", cfg)
	if s.Phase == PhaseSetup {
		b.WriteString("setup\n")
	} else {
		fmt.Fprintf(&b, "turn: %s actions=%d number=%d first=%s\n", SeatName(s.Current), s.ActionsLeft, s.Turn, SeatName(s.FirstPlayer))
	}
	for p := 0; p < s.N; p++ {
		pl := &s.Players[p]
		who := SeatName(p)
		for col := Color(0); col < NumColors; col++ {
			pile := &pl.Piles[col]
			if pile.n == 0 {
				continue
			}
			fmt.Fprintf(&b, "%s %s", who, col)
			if pile.splay != Unsplayed {
				fmt.Fprintf(&b, " %s", pile.splay)
			}
			cs := pile.Cards()
			for i, j := 0, len(cs)-1; i < j; i, j = i+1, j-1 {
				cs[i], cs[j] = cs[j], cs[i]
			}
			fmt.Fprintf(&b, ": %s\n", names(cs))
		}
		if !pl.Hand.Empty() {
			fmt.Fprintf(&b, "%s hand: %s\n", who, names(pl.Hand.Cards()))
		}
		if !pl.ScorePile.Empty() {
			fmt.Fprintf(&b, "%s score: %s\n", who, names(pl.ScorePile.Cards()))
		}
		if !pl.Achievements.Empty() {
			var parts []string
			pl.Achievements.Each(func(c Card) { parts = append(parts, achievement(c)) })
			fmt.Fprintf(&b, "%s achievements: %s\n", who, strings.Join(parts, ", "))
		}
		if pl.tucked != 0 || pl.scored != 0 {
			fmt.Fprintf(&b, "%s counts: tucked=%d scored=%d\n", who, pl.tucked, pl.scored)
		}
	}
	var avail []string
	for age := 1; age <= MaxAge; age++ {
		if c := s.ageAchievements[age]; c != NoCard {
			avail = append(avail, achievement(c))
		}
	}
	s.Specials.Each(func(c Card) { avail = append(avail, d.Name(c)) })
	fmt.Fprintf(&b, "available: %s\n", strings.Join(avail, ", "))
	for age := 1; age <= cfg.Ages; age++ {
		if all {
			cs := s.Supply(age)
			if bugOn(BugDeterminism) {
				for i, j := 0, len(cs)-1; i < j; i, j = i+1, j-1 {
					cs[i], cs[j] = cs[j], cs[i] // planted bug
				}
			}
			fmt.Fprintf(&b, "supply %d exact: %s\n", age, names(cs))
		} else {
			fmt.Fprintf(&b, "supply %d: %d cards\n", age, s.SupplyLen(age))
		}
	}
	if all && !s.Removed.Empty() {
		var in []Card
		s.Removed.Each(func(c Card) {
			if d.Facts[c].Age <= cfg.Ages {
				in = append(in, c)
			}
		})
		if len(in) > 0 {
			fmt.Fprintf(&b, "removed: %s\n", names(in))
		}
	}
	if s.Phase == PhaseOver {
		var w []string
		for p := 0; p < s.N; p++ {
			if s.result.winners&(1<<p) != 0 {
				w = append(w, SeatName(p))
			}
		}
		fmt.Fprintf(&b, "over: %s %s %s\n", s.result.reason, s.result.clause, strings.Join(w, ","))
	}
	return b.String()
}
