package uruk

import (
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// Colony checks the colony rules (URUK-COLONY-1 to URUK-COLONY-3,
// URUK-COLONY-5, URUK-COLONY-6 and the cards that change a cost).
var Colony = &props.Property{
	Name:    "colony",
	Clauses: []string{"URUK-COLONY-1", "URUK-COLONY-2", "URUK-COLONY-3", "URUK-COLONY-5", "URUK-COLONY-6", "URUK-CARD-GEWOELBE", "URUK-CARD-MUENZWESEN", "URUK-GOD-MARDUK"},
	Doc:     "a discovery holds at most 2 discs; a disc is taken from the lowest epoch card that has one, an epoch I disc founds only a village, and it costs the level in the discovery's colour (epoch I) or the epoch card's cubes (II-IV), less Gewölbe's 1 or Münzwesen's 2 when unused this turn, or half rounded up with Marduk or Nannar",
	Cost:    props.Cheap,
	Check:   checkColony,
}

func checkColony(s *props.Step) error {
	st := game(s).State()
	for p := 0; p < st.N; p++ {
		for _, sl := range st.Players[p].Slots() {
			if sl.Discs > 2 {
				return s.Failf("URUK-COLONY-3", "%s's %s holds %d discs", uk.SeatName(p), sl.Card, sl.Discs)
			}
		}
	}
	b := before(s)
	epochs := b.Epochs
	var slotDiscs [uk.MaxPlayers][uk.MaxTableau]uint8
	for p := 0; p < b.N; p++ {
		for i, sl := range b.Players[p].Slots() {
			slotDiscs[p][i] = sl.Discs
		}
	}
	for _, e := range s.Events {
		if e.Kind != uk.EvDisc {
			continue
		}
		from, to := uk.Place(e.From), uk.Place(e.To)
		if from.Kind() == uk.PlaceEpoch && to.Kind() == uk.PlaceTableau {
			ep := from.Index()
			for lower := 0; lower < ep; lower++ {
				if epochs[lower] > 0 {
					return s.Failf("URUK-COLONY-1", "a disc comes from epoch %s while epoch %s has %d", uk.EpochName(ep), uk.EpochName(lower), epochs[lower])
				}
			}
			if ep == 0 && slotDiscs[to.Player()][to.Index()] > 0 {
				return s.Failf("URUK-COLONY-2", "an epoch I disc makes a city of %s's %s", uk.SeatName(to.Player()), uk.Card(e.Card))
			}
		}
		if from.Kind() == uk.PlaceEpoch {
			epochs[from.Index()]--
		}
		if to.Kind() == uk.PlaceEpoch {
			epochs[to.Index()]++
		}
		if from.Kind() == uk.PlaceTableau {
			slotDiscs[from.Player()][from.Index()]--
		}
		if to.Kind() == uk.PlaceTableau {
			slotDiscs[to.Player()][to.Index()]++
		}
	}
	if s.StepDone {
		return checkColonyCost(s)
	}
	return nil
}

// checkColonyCost checks, once a step that placed a disc by the colony
// action is over, what the disc cost.
func checkColonyCost(s *props.Step) error {
	evs := s.StepEvents
	st := start(s)
	for i, e := range evs {
		if e.Kind != uk.EvAction || e.Arg != uk.ActColony {
			continue
		}
		p := e.Player
		paid, cards := 0, 0
		var colors [uk.NumColors]int
		half := false
		var disc *int
		for j := i + 1; j < len(evs); j++ {
			d := evs[j]
			switch {
			case d.Kind == uk.EvHalf:
				half = true
			case d.Kind == uk.EvCube && (d.Clause == "URUK-COLONY-5" || d.Clause == "URUK-COLONY-6"):
				paid++
				colors[d.Arg]++
			case d.Kind == uk.EvDiscard && d.Clause == "URUK-CARD-SCHOEPFBAUM":
				cards++
				colors[uk.Card(d.Card).Color()]++
			case d.Kind == uk.EvDisc && uk.Place(d.From).Kind() == uk.PlaceEpoch:
				k := j
				disc = &k
			}
			if disc != nil {
				break
			}
		}
		if disc == nil {
			return s.Failf("URUK-COLONY-1", "%s's colony action places no disc", uk.SeatName(p))
		}
		d := evs[*disc]
		ep := uk.Place(d.From).Index()
		target := uk.Card(d.Card)
		slot := uk.Place(d.To).Index()
		var need [uk.NumColors]int
		total := 0
		if ep == 0 {
			need[target.Color()] = target.Level()
			total = target.Level()
		} else {
			c := uk.Tables().EpochCosts[ep]
			need = c.Need
			total = c.Total()
		}
		pl := &st.Players[p]
		waive := 0
		switch {
		case pl.Kept.Has(uk.Marduk) || pl.Kept.Has(uk.Nannar):
			if !half {
				return s.Failf("URUK-GOD-MARDUK", "%s holds Marduk or Nannar and pays his colony in full", uk.SeatName(p))
			}
			waive = total / 2
		default:
			free := config(s).Has(uk.VarPassiveEveryTime)
			for _, sl := range pl.Slots() {
				t := sl.Card.Type()
				if t.String() == "Gewölbe" && (free || st.Used&(1<<t) == 0) {
					waive = max(waive, 1)
				}
			}
			if t := pl.Tableau[slot].Card.Type(); t.String() == "Münzwesen" && (free || st.Used&(1<<t) == 0) {
				waive = 2
			}
		}
		if got, want := paid+cards, max(0, total-waive); got != want {
			return s.Failf("URUK-COLONY-1", "%s pays %d for a disc of epoch %s on %s, not %d", uk.SeatName(p), got, uk.EpochName(ep), target, want)
		}
		for col, k := range need {
			if colors[col] < k-waive {
				return s.Failf("URUK-COLONY-5", "%s pays %d %s for a disc that asks %d", uk.SeatName(p), colors[col], uk.Color(col), k)
			}
		}
	}
	return nil
}
