package innovation

import (
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// Ending checks draws and the end of the game (DRAW-2, DRAW-3, END-2, END-4).
var Ending = &props.Property{
	Name:     "ending",
	Clauses:  []string{"DRAW-2", "DRAW-3", "END-2", "END-4", "TEAM-2", "ULT-DRAW-3", "ULT-JUNK-1"},
	Doc:      "a draw takes the top card of the lowest non-empty supply pile it may, never a card of the junk; a draw above the last age ends the game at once with the right winners, and nothing follows an end",
	Cost:     props.Cheap,
	Windowed: true,
	Check:    checkEnding,
}

// checkEnding replays, at the end of each window of event checks, the
// window's draws and returns on the supply piles as they were when the
// window began, and checks every draw and end on the way.
func checkEnding(s *props.Step) error {
	if !s.WindowEnd() {
		return nil
	}
	if dg := digestOf(s); !dg.supply && !dg.has(endKinds) && !s.Game.Over() {
		return nil // no draw, no return, no end
	}
	b, evs := window(s)
	d, ages := deck(s), config(s).Ages
	var supply, drawn [inn.AgeCap + 2]int
	var untracked [inn.AgeCap + 2]bool
	for age := 1; age <= inn.AgeCap; age++ {
		supply[age] = b.SupplyLen(age)
	}
	lowest := func(asked int) int { return lowestAge(&supply, asked, ages) }
	ks := kinds(s)
	for k := range evs {
		e, kind := &evs[k], ks[k]
		if k > 0 && ks[k-1] == evEnd {
			return s.Failf("END-4", "event %q follows the end of the game", describe(d, *e))
		}
		if kind == evDraw && inn.Place(e.From).Kind() == inn.PlaceExpSupply {
			// rule EXP-DRAW-EMPTY-AGE: the base piles say which age a
			// draw takes, whatever pile the draw rules then choose.
			if want, got := lowest(e.Arg), d.Facts[e.Card].Age; want != got {
				return s.Failf("DRAW-2", "%q: a draw of %d should take a card of age %d (supply sizes %v)", describe(d, *e), e.Arg, want, append([]int(nil), supply[1:ages+1]...))
			}
			continue
		}
		if kind == evDraw && inn.Place(e.From).Kind() != inn.PlaceSupply {
			// rule ULT-JUNK-1: the junk is never a supply, nor is any
			// other zone.
			return s.Failf("ULT-JUNK-1", "%q takes a card from %s, not from a supply pile", describe(d, *e), inn.Place(e.From))
		}
		if kind.moves() {
			if pl := inn.Place(e.From); pl.Kind() == inn.PlaceSupply {
				if kind == evDraw {
					want := lowest(e.Arg)
					got := d.Facts[e.Card].Age
					if want != got {
						return s.Failf("DRAW-2", "%q: a draw of %d should take a card of age %d (supply sizes %v)", describe(d, *e), e.Arg, want, append([]int(nil), supply[1:ages+1]...))
					}
					// Returns go to the bottom, so the cards of the pile
					// when the window began come off the top in order.
					if !untracked[got] && drawn[got] < b.SupplyLen(got) {
						if want := b.SupplyCard(got, drawn[got]); want != inn.Card(e.Card) {
							return s.Failf("DRAW-2", "%q does not take the top card of supply %d, %s", describe(d, *e), got, d.Name(want))
						}
						drawn[got]++
					}
				} else {
					untracked[pl.Index()] = true
				}
				supply[pl.Index()]--
			}
			if pl := inn.Place(e.To); pl.Kind() == inn.PlaceSupply {
				supply[pl.Index()]++
				// A card put on top of its pile (Telescope: a return of
				// Arg 1) comes off it first.
				untracked[pl.Index()] = untracked[pl.Index()] || (kind == evReturn && e.Arg == 1)
			}
		}
		switch kind {
		case evOverflow:
			// rule ULT-DRAW-3: in the 4th edition the draw above 11 ends
			// the game; the clause names the edition's.
			if want := overflowClause(config(s)); e.Clause != want {
				return s.Failf(want, "%q cites %s, not %s", describe(d, *e), e.Clause, want)
			}
			if w := lowest(e.Arg); w != 0 {
				return s.Failf("DRAW-3", "%q, but supply %d still has %d card(s)", describe(d, *e), w, supply[w])
			}
			if k+1 >= len(evs) || evs[k+1].Kind != inn.EvEnd || evs[k+1].Clause != "END-2" {
				return s.Failf("DRAW-3", "%q does not end the game at once", describe(d, *e))
			}
		case evEnd:
			if e.Clause == "END-2" && (k == 0 || evs[k-1].Kind != inn.EvOverflow) {
				return s.Failf("END-2", "a score victory without a draw above the last age")
			}
			if k != len(evs)-1 {
				return s.Failf("END-4", "event %q follows the end of the game", describe(d, evs[k+1]))
			}
			if !s.Game.Over() {
				return s.Failf("END-4", "the game logged its end but goes on")
			}
			if e.Clause == "END-2" {
				if want := scoreWinners(s); e.Arg != want {
					return s.Failf("END-2", "score victory won by %s, but the rules give it to %s", seatList(e.Arg), seatList(want))
				}
			}
			r := s.Game.Result()
			mask := 0
			for _, w := range r.Winners {
				mask |= 1 << w
			}
			if mask != e.Arg || r.Clause != e.Clause {
				return s.Failf("END-4", "the result (%s, %s) differs from the end event (%s, %s)", seatList(mask), r.Clause, seatList(e.Arg), e.Clause)
			}
		}
	}
	if s.Game.Over() {
		if len(evs) == 0 || evs[len(evs)-1].Kind != inn.EvEnd {
			return s.Failf("END-4", "the game is over without an end event in its last decision")
		}
		if s.Game.Decision() != nil {
			return s.Failf("END-4", "the game is over but offers a decision")
		}
	}
	return nil
}

// overflowClause is the clause of a draw above the last age.
func overflowClause(cfg inn.Config) string {
	if cfg.Expansions != 0 {
		return "EXP-DRAW-PAST-11"
	}
	if cfg.Edition == inn.Fourth {
		return "ULT-DRAW-3"
	}
	return "DRAW-3"
}

// lowestAge returns the age a draw of age asked takes from supply piles of
// the given sizes, the last age being ages, or 0 above the last age.
func lowestAge(supply *[inn.AgeCap + 2]int, asked, ages int) int {
	for age := max(asked, 1); age <= ages; age++ {
		if supply[age] > 0 {
			return age
		}
	}
	return 0
}

// scoreWinners works out the winners of a score victory now (END-2,
// TEAM-2): the highest side score, then the most side achievements; the
// rest share the win.
func scoreWinners(s *props.Step) int {
	st := game(s).State()
	var sc, ach [inn.MaxPlayers]int
	for p := 0; p < st.N; p++ {
		for q := 0; q < st.N; q++ {
			if side(config(s), p)&(1<<q) != 0 {
				sc[p] += score(deck(s), st, q)
				ach[p] += st.Players[q].Achievements.Len()
			}
		}
	}
	// ULT-KEY-LOSE: a player out of the game wins nothing.
	best := -1
	for p := 0; p < st.N; p++ {
		if st.In(p) && (best < 0 || sc[p] > sc[best] || (sc[p] == sc[best] && ach[p] > ach[best])) {
			best = p
		}
	}
	mask := 0
	for p := 0; p < st.N; p++ {
		if st.In(p) && sc[p] == sc[best] && ach[p] == ach[best] {
			mask |= 1 << p
		}
	}
	return mask
}

func seatList(mask int) string {
	out := ""
	for p := 0; p < inn.MaxPlayers; p++ {
		if mask&(1<<p) != 0 {
			if out != "" {
				out += ","
			}
			out += inn.SeatName(p)
		}
	}
	if out == "" {
		return "nobody"
	}
	return out
}
