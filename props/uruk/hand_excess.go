package uruk

import (
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// HandExcess checks that the hand limit of a resolution makes each
// player discard exactly the cards he holds beyond 8, no more and no
// fewer, and keeps the rest (URUK-GOD-5).
var HandExcess = &props.Property{
	Name:    "hand-excess",
	Clauses: []string{"URUK-GOD-5"},
	Doc:     "in each resolution every player discards exactly the cards he holds beyond 8 (none with 8 or fewer) and keeps the others",
	Cost:    props.Cheap,
	Check:   checkHandExcess,
}

func checkHandExcess(s *props.Step) error {
	g := game(s)
	if g.Err() != nil {
		return nil
	}
	st := g.State()
	for i, e := range s.Events {
		if e.Kind != uk.EvHandLimit {
			continue
		}
		p := e.Player
		// His hand when he kept: the hand now, less the cards that came
		// and went in this decision after that.
		kept := st.Players[p].Hand.Len()
		for _, f := range s.Events[i+1:] {
			if f.Card < 0 || f.Kind == uk.EvCube || f.Kind == uk.EvDisc {
				continue
			}
			if uk.Place(f.From) == uk.HandPlace(p) {
				kept++
			}
			if uk.Place(f.To) == uk.HandPlace(p) {
				kept--
			}
		}
		// The cards he discarded to the limit since the activation.
		log := history(s)
		discarded := 0
		for j := len(log) - (len(s.Events) - i) - 1; j >= 0 && log[j].Kind != uk.EvActivate; j-- {
			if f := log[j]; f.Clause == "URUK-GOD-5" && f.Card >= 0 && uk.Place(f.From) == uk.HandPlace(p) {
				discarded++
			}
		}
		held := kept + discarded
		want := max(held-handLimitText, 0)
		if discarded != want || e.Arg != kept {
			return s.Failf("URUK-GOD-5", "%s holds %d cards, discards %d and keeps %d (logged %d): the excess over %d is %d", uk.SeatName(p), held, discarded, kept, e.Arg, handLimitText, want)
		}
	}
	return nil
}
