package innovation

import "strconv"

// Position returns the text of the game's current state, naming every card.
// ParsePosition of it gives the same state, asking the same decision.
// During setup choices, and while an action is in progress (after its
// first choice, until it has asked all it asks), it is "": a position has
// no setup phase and starts between actions, so it cannot hold the
// question of an effect half done.
func (g *Game) Position() string {
	if g.s.Phase == PhaseSetup || len(g.StepChoices()) > 0 {
		return ""
	}
	return FormatPosition(g.cfg, g.deck, &g.s, true)
}

// FormatPosition renders a state as position text. With all unset, supply
// piles show only their sizes and age achievements only their ages, as a
// player sees them.
func FormatPosition(cfg Config, d *Deck, s *State, all bool) string {
	w := positionWriter{d: d, all: all}
	w.b = make([]byte, 0, 2048)
	w.str("game: ").str(cfg.String()).nl()
	if s.Phase == PhaseSetup {
		w.str("setup").nl()
	} else {
		w.str("turn: ").str(SeatName(s.Current)).str(" actions=").num(s.ActionsLeft).
			str(" number=").num(s.Turn).str(" first=").str(SeatName(s.FirstPlayer)).nl()
	}
	for p := 0; p < s.N; p++ {
		pl := &s.Players[p]
		who := SeatName(p)
		for col := Color(0); col < NumColors; col++ {
			pile := &pl.Piles[col]
			if pile.n == 0 {
				continue
			}
			w.str(who).str(" ").str(col.String())
			if pile.splay != Unsplayed {
				w.str(" ").str(pile.splay.String())
			}
			w.str(": ")
			cs := pile.Cards()
			for i := len(cs) - 1; i >= 0; i-- { // top first
				w.item(i < len(cs)-1).str(d.Name(cs[i]))
			}
			w.nl()
		}
		if !pl.Hand.Empty() {
			w.str(who).str(" hand: ").names(pl.Hand.Cards()).nl()
		}
		if !pl.ScorePile.Empty() {
			w.str(who).str(" score: ").names(pl.ScorePile.Cards()).nl()
		}
		if !pl.Forecast.Empty() {
			w.str(who).str(" forecast: ").names(pl.Forecast.Cards()).nl()
		}
		if !pl.Achievements.Empty() {
			w.str(who).str(" achievements: ")
			first := true
			pl.Achievements.Each(func(c Card) {
				w.item(!first).achievement(c)
				first = false
			})
			w.nl()
		}
		if pl.tucked != 0 || pl.scored != 0 {
			w.str(who).str(" counts: tucked=").num(int(pl.tucked)).str(" scored=").num(int(pl.scored)).nl()
		}
	}
	w.str("available: ")
	first := true
	for age := 1; age <= AgeCap; age++ {
		if c := s.ageAchievements[age]; c != NoCard {
			w.item(!first).achievement(c)
			first = false
		}
		s.moreAchievements.Each(func(c Card) {
			if d.Facts[c].Age == age {
				w.item(!first).achievement(c)
			}
		})
	}
	s.Specials.Each(func(c Card) {
		w.item(!first).str(d.Name(c))
		first = false
	})
	w.nl()
	for age := 1; age <= cfg.Ages; age++ {
		if all {
			cs := s.Supply(age)
			if cfg.Bugs.Has(BugDeterminism) {
				for i, j := 0, len(cs)-1; i < j; i, j = i+1, j-1 {
					cs[i], cs[j] = cs[j], cs[i] // planted bug
				}
			}
			w.str("supply ").num(age).str(" exact: ").names(cs).nl()
		} else {
			w.str("supply ").num(age).str(": ").num(s.SupplyLen(age)).str(" cards").nl()
		}
	}
	w.expansionSupply(cfg, s, all)
	if !all {
		// Removed cards are seen by nobody, but how many there are is no
		// secret: the plain state gives their number, as for the supply.
		n := 0
		s.Removed.Each(func(c Card) {
			if d.Facts[c].Age <= cfg.Ages {
				n++
			}
		})
		if n > 0 {
			w.str("removed: ").num(n).str(" cards").nl()
		}
	}
	if !s.Junk.Empty() {
		// rule ULT-JUNK-1: everybody may count the junked cards; nobody
		// sees their fronts.
		if all {
			w.str("junk: ")
			first := true
			s.Junk.Each(func(c Card) {
				w.item(!first).str(d.Name(c))
				first = false
			})
			w.nl()
		} else {
			w.str("junk: ").num(s.Junk.Len()).str(" cards").nl()
		}
	}
	if s.Out != 0 {
		// rule ULT-KEY-LOSE: the players who lost are out.
		w.str("out: ")
		first := true
		for p := 0; p < s.N; p++ {
			if !s.In(p) {
				w.item(!first).str(SeatName(p))
				first = false
			}
		}
		w.nl()
	}
	if all && !s.Removed.Empty() {
		first := true
		s.Removed.Each(func(c Card) {
			if d.Facts[c].Age <= cfg.Ages {
				if first {
					w.str("removed: ")
				}
				w.item(!first).str(d.Name(c))
				first = false
			}
		})
		if !first {
			w.nl()
		}
	}
	if s.Phase == PhaseOver {
		w.str("over: ").str(string(s.result.reason)).str(" ").str(s.result.clause).str(" ")
		first := true
		for p := 0; p < s.N; p++ {
			if s.result.winners&(1<<p) != 0 {
				if !first {
					w.str(",")
				}
				w.str(SeatName(p))
				first = false
			}
		}
		w.nl()
	}
	return string(w.b)
}

// positionWriter appends the parts of a position text to a buffer.
type positionWriter struct {
	b   []byte
	d   *Deck
	all bool // see FormatPosition
}

func (w *positionWriter) str(s string) *positionWriter { w.b = append(w.b, s...); return w }
func (w *positionWriter) num(n int) *positionWriter {
	w.b = strconv.AppendInt(w.b, int64(n), 10)
	return w
}
func (w *positionWriter) nl() { w.b = append(w.b, '\n') }

// item writes the separator before an item of a list that is not its
// first.
func (w *positionWriter) item(sep bool) *positionWriter {
	if sep {
		w.b = append(w.b, ", "...)
	}
	return w
}

// names writes the names of cs as a list.
func (w *positionWriter) names(cs []Card) *positionWriter {
	for i, c := range cs {
		w.item(i > 0).str(w.d.Name(c))
	}
	return w
}

// achievement writes an achievement: a special one by name, an age
// achievement by its age, with its card's name when all is set.
func (w *positionWriter) achievement(c Card) {
	switch {
	case c.IsSpecial():
		w.str(w.d.Name(c))
	case w.all:
		w.num(w.d.Facts[c].Age).str(":").str(w.d.Name(c))
	default:
		w.num(w.d.Facts[c].Age)
	}
}
