package uruk

import (
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// Capacities checks the most that a discovery holds, as printed or
// stated: cubes on Tonrohr (URUK-CARD-TONROHR-1), discs above a
// discovery (URUK-COLONY-3); a cube is put on Tonrohr only while it holds
// fewer than its capacity (URUK-CARD-TONROHR-2).
var Capacities = &props.Property{
	Name:    "capacities",
	Clauses: []string{"URUK-CARD-TONROHR-1", "URUK-CARD-TONROHR-2", "URUK-COLONY-3"},
	Doc:     "Tonrohr holds at most 2 cubes and receives one only while it holds fewer; a discovery has at most 2 discs above it",
	Cost:    props.Cheap,
	Check:   checkCapacities,
}

func checkCapacities(s *props.Step) error {
	// Only cubes and discs fill a discovery: a decision that moves none is
	// checked where the step checks the whole state.
	moved := s.Full()
	for _, e := range s.Events {
		moved = moved || e.Kind == uk.EvCube || e.Kind == uk.EvDisc
	}
	if !moved {
		return nil
	}
	b, st := before(s), game(s).State()
	var onCard [uk.MaxPlayers][uk.MaxTableau]int
	for p := 0; p < b.N; p++ {
		for i, sl := range b.Players[p].Slots() {
			for _, k := range sl.Cubes {
				onCard[p][i] += int(k)
			}
		}
	}
	for _, e := range s.Events {
		if e.Kind != uk.EvCube {
			continue
		}
		from, to := uk.Place(e.From), uk.Place(e.To)
		if from.Kind() == uk.PlaceTableau {
			onCard[from.Player()][from.Index()]--
		}
		if to.Kind() != uk.PlaceTableau {
			continue
		}
		p, i := to.Player(), to.Index()
		if e.Clause == "URUK-CARD-TONROHR-2" && onCard[p][i] >= cardCapacity["Tonrohr"] {
			return s.Failf("URUK-CARD-TONROHR-2", "%s's Tonrohr receives a cube holding %d already (at most %d)", uk.SeatName(p), onCard[p][i], cardCapacity["Tonrohr"])
		}
		onCard[p][i]++
	}
	for p := 0; p < st.N; p++ {
		for _, sl := range st.Players[p].Slots() {
			n := 0
			for _, k := range sl.Cubes {
				n += int(k)
			}
			if most, ok := cardCapacity[sl.Card.String()]; ok && n > most {
				return s.Failf("URUK-CARD-TONROHR-1", "%s's %s holds %d cubes, at most %d", uk.SeatName(p), sl.Card, n, most)
			}
			if int(sl.Discs) > discsPerCard {
				return s.Failf("URUK-COLONY-3", "%s's %s has %d discs, at most %d", uk.SeatName(p), sl.Card, sl.Discs, discsPerCard)
			}
		}
	}
	return nil
}
