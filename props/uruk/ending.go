package uruk

import (
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// Ending checks the end sequence (URUK-END-1 to URUK-END-3, URUK-COLONY-7).
var Ending = &props.Property{
	Name:    "ending",
	Clauses: []string{"URUK-END-1", "URUK-END-2", "URUK-END-3", "URUK-COLONY-7"},
	Doc:     "the end begins when the last epoch disc is taken and the common stock's discs then go on epoch IV; the round is finished, so that the last turns begin with the first player after a whole number of rounds; each player then has one last turn, with no god activated; the game ends after them, never before",
	Cost:    props.Cheap,
	Check:   checkEnding,
}

func checkEnding(s *props.Step) error {
	b := before(s)
	st := game(s).State()
	epochs, common := b.EpochDiscs(), int(b.Common)
	moving := false // the common stock is going to epoch IV
	final := b.Stage == uk.StageFinal
	for _, e := range s.Events {
		switch e.Kind {
		case uk.EvDisc:
			from, to := uk.Place(e.From), uk.Place(e.To)
			if from.Kind() == uk.PlaceEpoch {
				epochs--
			}
			if to.Kind() == uk.PlaceEpoch {
				epochs++
			}
			if from.Kind() == uk.PlaceCommon {
				common--
			}
			if to.Kind() == uk.PlaceCommon {
				common++
			}
			continue
		case uk.EvLastDisc:
			if epochs != 0 {
				return s.Failf("URUK-END-1", "the end begins with %d discs on the epoch cards", epochs)
			}
			moving = true
			continue
		case uk.EvFinal:
			final = true
			if e.Player != st.First {
				return s.Failf("URUK-END-2", "the last turns begin with %s, not the first player %s", uk.SeatName(e.Player), uk.SeatName(st.First))
			}
		case uk.EvActivate:
			if final {
				return s.Failf("URUK-END-2", "%s is activated during the last turns", uk.Card(e.Card))
			}
		}
		if moving && common != 0 {
			return s.Failf("URUK-END-3", "%d discs stay in the common stock when the end begins", common)
		}
		moving = false
	}
	if game(s).Err() != nil {
		return nil
	}
	if st.Stage == uk.StageNormal && st.EpochDiscs() == 0 {
		return s.Failf("URUK-END-1", "no epoch disc is left and the end has not begun")
	}
	if st.Stage == uk.StageFinal && st.Phase == uk.PhasePlay && st.Current != (st.First+st.N-1-st.FinalLeft)%st.N {
		return s.Failf("URUK-END-2", "%s plays a last turn with %d to come after it", uk.SeatName(st.Current), st.FinalLeft)
	}
	if st.Phase == uk.PhaseOver && (st.Stage != uk.StageFinal || st.Turn%st.N != 0 || st.Current != (st.First+st.N-1)%st.N) {
		return s.Failf("URUK-END-1", "the game ends after turn %d, %s's, not after a whole round of last turns", st.Turn, uk.SeatName(st.Current))
	}
	return nil
}
