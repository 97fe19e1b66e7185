package uruk

import (
	"fmt"

	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// Score checks the final score against a recount made here from the
// final state, never by the engine's scoring (URUK-SCORE-1 to
// URUK-SCORE-3, URUK-CARD-LEIER, URUK-CARD-WAAGE, URUK-GOD-NINURTA).
var Score = &props.Property{
	Name:    "score",
	Clauses: []string{"URUK-SCORE-1", "URUK-SCORE-2", "URUK-SCORE-3", "URUK-CARD-LEIER", "URUK-CARD-WAAGE", "URUK-GOD-NINURTA"},
	Doc:     "at the end each player has 1 point per discovery without a disc, its level with a village, twice it with a city, 1 per 4 cubes, the level of his Leier discovery, Waage's and Ninurta's points; the winners have the most points, then the most cities",
	Cost:    props.Cheap,
	Check:   checkScore,
}

func checkScore(s *props.Step) error {
	st := game(s).State()
	if st.Phase != uk.PhaseOver {
		return nil
	}
	cfg := config(s)
	best, cities := -1, -1
	var winners uint8
	for p := 0; p < st.N; p++ {
		pts := recount(cfg, st, p)
		if st.Scores[p] != pts {
			return s.Failf("URUK-SCORE-1", "%s has %d points, the recount %d", uk.SeatName(p), st.Scores[p], pts)
		}
		c := 0
		for _, sl := range st.Players[p].Slots() {
			if sl.Discs == 2 {
				c++
			}
		}
		switch {
		case pts > best || pts == best && c > cities:
			best, cities, winners = pts, c, 1<<p
		case pts == best && c == cities:
			winners |= 1 << p
		}
	}
	if winners != st.Winners {
		return s.Failf("URUK-SCORE-3", "the winners are %s, the recount gives %s", mask(st.Winners), mask(winners))
	}
	return nil
}

// recount counts player p's points in the final state st.
func recount(cfg uk.Config, st *uk.State, p int) int {
	pl := &st.Players[p]
	pts := 0
	cubes := 0
	var laid [uk.NumColors]bool
	scale, cities := false, 0
	for _, sl := range pl.Slots() {
		n := sl.Card.Level()
		switch sl.Discs {
		case 0:
			pts++
		case 1:
			pts += n
		case 2:
			pts += 2 * n
			cities++
		}
		if cfg.Has(uk.VarCardCubesScore) {
			for _, k := range sl.Cubes {
				cubes += int(k)
			}
		}
		if sl.Card.Type().String() == "Waage" {
			scale = true
			if !cfg.Has(uk.VarWaageCountsItself) {
				continue
			}
		}
		laid[sl.Card.Color()] = true
	}
	for _, k := range pl.Stock {
		cubes += int(k)
	}
	pts += cubes / 4
	if pl.Lyre != uk.NoCard {
		pts += pl.Lyre.Level()
		laid[pl.Lyre.Color()] = true
	}
	if scale && laid == [uk.NumColors]bool{true, true, true, true} {
		var inHand [uk.NumColors]int
		for _, c := range pl.Hand.Cards() {
			inHand[c.Color()]++
		}
		best := 0
		for _, k := range inHand {
			if cfg.Has(uk.VarWaageOneColor) {
				best = max(best, min(k, 4))
			} else if k > 0 {
				best++
			}
		}
		pts += best
	}
	if pl.Kept.Has(uk.Ninurta) {
		pts += cities
	}
	return pts
}

func mask(m uint8) string {
	out := ""
	for p := 0; p < uk.MaxPlayers; p++ {
		if m&(1<<p) != 0 {
			out += fmt.Sprintf("%s ", uk.SeatName(p))
		}
	}
	return out
}
