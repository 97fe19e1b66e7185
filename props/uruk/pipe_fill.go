package uruk

import (
	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// PipeFill checks Tonrohr's filling at the end of each turn against its
// text (URUK-CARD-TONROHR-2, seed l.97-99): when the player whose turn
// ends received resources in it and is the player with the most discs
// other than the owner, one cube like one he received goes from the
// reserve onto the owner's Tonrohr, while it holds fewer than 2; nothing
// else ever goes there. The disc counts, the cubes on Tonrohr and the
// reserve are those of the end of the turn, worked back from the state
// through the events.
var PipeFill = &props.Property{
	Name:    "pipe-fill",
	Clauses: []string{"URUK-CARD-TONROHR-2"},
	Doc:     "at the end of a turn in which its player received resources, each other player's Tonrohr that holds fewer than 2 cubes receives exactly one cube of a colour he received when he is the player with the most discs other than the owner (each of them when tied, with fill-pipe-ties; the most of all, with pipe-most-overall), and none otherwise; with fill-pipe-short a colour the reserve lacks gives none",
	Cost:    props.Cheap,
	Check:   checkPipeFill,
}

func checkPipeFill(s *props.Step) error {
	if game(s).Err() != nil {
		return nil
	}
	return atTurnEnds(s, checkTurnFill)
}

// checkTurnFill checks the filling at the end of the turn that the event
// lying back events from the end of the game's log closes.
func checkTurnFill(s *props.Step, back int) error {
	log := history(s)
	end := len(log) - back
	begin := end
	for begin > 0 && log[begin-1].Kind != uk.EvTurn {
		begin--
	}
	if begin == 0 || end <= begin {
		return nil // the log does not reach the turn's start (a game from a position)
	}
	cur := log[begin-1].Player
	st := game(s).State()
	if cur < 0 || cur >= st.N {
		return nil
	}
	// The turn's end: the god or disaster resolved between two turns
	// begins after the filling.
	r := end
	for k := begin; k < end; k++ {
		if log[k].Kind == uk.EvActivate {
			r = k
			break
		}
	}
	var received uint8
	fills := map[int][]engine.Event{} // by owner
	for k := begin; k < r; k++ {
		e := log[k]
		if e.Kind != uk.EvCube || e.Arg < 0 || e.Arg >= numColors {
			continue
		}
		to := uk.Place(e.To)
		if e.Clause == "URUK-CARD-TONROHR-2" {
			fills[to.Player()] = append(fills[to.Player()], e)
			continue
		}
		if to == uk.StockPlace(cur) {
			received |= 1 << e.Arg
		}
	}
	cfg := config(s)
	discs := discsAt(st, log, r)
	for o := 0; o < st.N; o++ {
		slot := -1
		for i := 0; i < st.Players[o].N; i++ {
			if st.Players[o].Tableau[i].Card.String() == "Tonrohr" {
				slot = i
			}
		}
		got := fills[o]
		for _, e := range got {
			if to := uk.Place(e.To); to.Kind() != uk.PlaceTableau || uk.Place(e.From).Kind() != uk.PlaceReserve {
				return s.Failf("URUK-CARD-TONROHR-2", "a cube for %s's Tonrohr goes %s -> %s, not from the reserve onto it", uk.SeatName(o), uk.Place(e.From), to)
			} else {
				slot = to.Index()
			}
		}
		if slot < 0 || reshaped(log, r, o) {
			// No Tonrohr at the turn's end, or the tableau changed since
			// (Enlil's laying, Erdbeben's discard): its slots no longer
			// say what lay where at the turn's end.
			continue
		}
		first := r
		if len(got) > 0 {
			first = indexOf(log, begin, r, got[0])
		}
		at := cubesAt(st, log, first, o)
		held := sum(at.on[slot])
		due := o != cur && received != 0 && held < 2 && filler(cfg, discs, st.N, o, cur)
		short := false
		for col := range numColors {
			short = short || received&(1<<col) != 0 && at.reserve[col] == 0
		}
		switch {
		case len(got) > 1:
			return s.Failf("URUK-CARD-TONROHR-2", "%s's Tonrohr receives %d cubes at the end of %s's turn, at most 1", uk.SeatName(o), len(got), uk.SeatName(cur))
		case len(got) == 1 && !due:
			return s.Failf("URUK-CARD-TONROHR-2", "%s's Tonrohr receives a cube at the end of %s's turn, which its text does not give (%d cube(s) on it, received %s)", uk.SeatName(o), uk.SeatName(cur), held, colours(received))
		case len(got) == 1 && received&(1<<got[0].Arg) == 0:
			return s.Failf("URUK-CARD-TONROHR-2", "%s's Tonrohr receives a %s cube; %s received only %s", uk.SeatName(o), uk.Color(got[0].Arg), uk.SeatName(cur), colours(received))
		case len(got) == 0 && due && !(short && cfg.Has(uk.VarFillPipeShort)):
			return s.Failf("URUK-CARD-TONROHR-2", "%s received %s and has the most discs but %s's, and %s's Tonrohr (%d cube(s)) receives nothing", uk.SeatName(cur), colours(received), uk.SeatName(o), uk.SeatName(o), held)
		}
	}
	return nil
}

// filler reports whether player q fills owner's Tonrohr: he is the
// player with the most discs other than the owner (the most of all with
// pipe-most-overall, and nobody when that is the owner alone); among
// several with the most, each fills with fill-pipe-ties.
func filler(cfg uk.Config, discs [uk.MaxPlayers]int, n, owner, q int) bool {
	overall := cfg.Has(uk.VarPipeMostOverall)
	most, count := -1, 0
	for p := 0; p < n; p++ {
		if p == owner && !overall {
			continue
		}
		switch {
		case discs[p] > most:
			most, count = discs[p], 1
		case discs[p] == most:
			count++
		}
	}
	switch {
	case discs[q] != most:
		return false
	case overall && discs[owner] == most && count == 1:
		return false
	}
	return count == 1 || cfg.Has(uk.VarFillPipeTies)
}

// discsAt works each player's discs back from the state now to where
// they stood before event k of the log.
func discsAt(st *uk.State, log []engine.Event, k int) [uk.MaxPlayers]int {
	var d [uk.MaxPlayers]int
	for p := 0; p < st.N; p++ {
		d[p] = st.Players[p].Discs()
	}
	for j := len(log) - 1; j >= k; j-- {
		e := &log[j]
		if e.Kind != uk.EvDisc {
			continue
		}
		if to := uk.Place(e.To); to.Kind() == uk.PlaceTableau && to.Player() < uk.MaxPlayers {
			d[to.Player()]--
		}
		if from := uk.Place(e.From); from.Kind() == uk.PlaceTableau && from.Player() < uk.MaxPlayers {
			d[from.Player()]++
		}
	}
	return d
}

// reshaped reports whether a discovery was laid in, or left, player o's
// tableau at or after event k of the log.
func reshaped(log []engine.Event, k, o int) bool {
	for _, e := range log[k:] {
		switch e.Kind {
		case uk.EvLay, uk.EvReplace, uk.EvDiscard:
			from, to := uk.Place(e.From), uk.Place(e.To)
			if from.Kind() == uk.PlaceTableau && from.Player() == o || to.Kind() == uk.PlaceTableau && to.Player() == o {
				return true
			}
		}
	}
	return false
}

// indexOf returns the index in log[lo:hi] of event e, or hi.
func indexOf(log []engine.Event, lo, hi int, e engine.Event) int {
	for k := lo; k < hi; k++ {
		if log[k] == e {
			return k
		}
	}
	return hi
}

// sum adds up the cubes of each colour.
func sum(a [uk.NumColors]int) int {
	n := 0
	for _, k := range a {
		n += k
	}
	return n
}

// colours names the colours of a set, for messages.
func colours(set uint8) string {
	out := ""
	for col := range numColors {
		if set&(1<<col) != 0 {
			if out != "" {
				out += ","
			}
			out += uk.Color(col).String()
		}
	}
	if out == "" {
		return "nothing"
	}
	return out
}
