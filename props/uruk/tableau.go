package uruk

import (
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// Tableau checks the tableau limits and the level rule (URUK-LAY-1,
// URUK-LAY-5, URUK-CARD-WASSERUHR).
var Tableau = &props.Property{
	Name:    "tableau",
	Clauses: []string{"URUK-LAY-1", "URUK-LAY-5", "URUK-CARD-WASSERUHR"},
	Doc:     "a tableau's discoveries are all of different types, at most 6; a discovery laid beside the others finds room under the limit (5, 6 with Wasseruhr); a discovery laid is at most one level above the highest laid before it",
	Cost:    props.Cheap,
	Check:   checkTableau,
}

func checkTableau(s *props.Step) error {
	// The whole tableaux are checked where a discovery was laid and where
	// the step checks the whole state.
	laid := s.Full()
	for _, e := range s.Events {
		laid = laid || e.Kind == uk.EvLay || e.Kind == uk.EvReplace
	}
	if laid {
		if err := checkTypes(s); err != nil {
			return err
		}
	}
	b := before(s)
	var n [uk.MaxPlayers]int
	for p := 0; p < b.N; p++ {
		n[p] = b.Players[p].N
	}
	replaced := uk.NoCard
	cfg := config(s)
	for _, e := range s.Events {
		to, from := uk.Place(e.To), uk.Place(e.From)
		switch {
		case e.Kind == uk.EvReplace:
			replaced = uk.Card(e.Card)
		case e.Kind == uk.EvDiscard && from.Kind() == uk.PlaceTableau:
			n[from.Player()]--
		case e.Kind == uk.EvLay:
			p, c := e.Player, uk.Card(e.Card)
			if to.Kind() == uk.PlaceTableau && to.Index() == n[p] {
				limit := 5
				if hasType(b, p, "Wasseruhr") || cfg.Has(uk.VarClockSelf) && c.Type().String() == "Wasseruhr" {
					limit = 6
				}
				if n[p] >= limit {
					return s.Failf("URUK-LAY-1", "%s lays %s beside %d discoveries (limit %d)", uk.SeatName(p), c, n[p], limit)
				}
				n[p]++
			}
			high := 0
			for _, sl := range b.Players[p].Slots() {
				if sl.Card == replaced && cfg.Has(uk.VarLevelAfterReplace) {
					continue
				}
				high = max(high, sl.Card.Level())
			}
			if c.Level() > high+1 {
				return s.Failf("URUK-LAY-5", "%s lays %s, level %d, with %d his highest", uk.SeatName(p), c, c.Level(), high)
			}
			replaced = uk.NoCard
		}
	}
	return nil
}

// checkTypes checks that no tableau holds more than the limit or two
// discoveries of a type (URUK-LAY-1).
func checkTypes(s *props.Step) error {
	st := game(s).State()
	for p := 0; p < st.N; p++ {
		pl := &st.Players[p]
		if pl.N > uk.MaxTableau {
			return s.Failf("URUK-LAY-1", "%s has %d discoveries", uk.SeatName(p), pl.N)
		}
		var seen [uk.NumTypes + 1]bool
		for _, sl := range pl.Slots() {
			t := sl.Card.Type()
			if int(t) < len(seen) && seen[t] {
				return s.Failf("URUK-LAY-1", "%s has two %s", uk.SeatName(p), t)
			}
			if int(t) < len(seen) {
				seen[t] = true
			}
		}
	}
	return nil
}

// hasType reports whether player p's tableau in st holds the type named.
func hasType(st *uk.State, p int, name string) bool {
	for _, sl := range st.Players[p].Slots() {
		if sl.Card.Type().String() == name {
			return true
		}
	}
	return false
}

// LayCost checks what a laying costs (URUK-LAY-3, URUK-LAY-4,
// URUK-CARD-REDUCE, URUK-GOD-ENLIL).
var LayCost = &props.Property{
	Name:    "lay-cost",
	Clauses: []string{"URUK-LAY-3", "URUK-LAY-4", "URUK-CARD-REDUCE", "URUK-GOD-ENLIL"},
	Doc:     "a laying discards, beside the card laid, cards of its type and same-colour pairs for exactly its level less one less each unused reduction of its colour (at least the card laid), and with Enlil nothing",
	Cost:    props.Cheap,
	Check:   checkLayCost,
}

func checkLayCost(s *props.Step) error {
	if !s.StepDone {
		return nil
	}
	evs := s.StepEvents
	for i, e := range evs {
		if e.Kind != uk.EvLay {
			continue
		}
		p, c := e.Player, uk.Card(e.Card)
		to := uk.Place(e.To)
		// The replaced card, if any, is the event before.
		at := -1
		if i > 0 && evs[i-1].Kind == uk.EvReplace {
			at = uk.Place(evs[i-1].From).Index()
		}
		var missing, copies int
		var pair []uk.Card
		for _, d := range evs[i+1:] {
			if d.Kind != uk.EvDiscard || d.Player != p {
				break
			}
			switch d.Clause {
			case "URUK-LAY-3":
				if uk.Card(d.Card).Type() != c.Type() {
					return s.Failf("URUK-LAY-3", "laying %s discards %s as a card of it", c, uk.Card(d.Card))
				}
				copies++
				missing++
			case "URUK-LAY-4":
				pair = append(pair, uk.Card(d.Card))
				if len(pair) == 2 {
					if pair[0].Color() != pair[1].Color() {
						return s.Failf("URUK-LAY-4", "laying %s discards %s and %s, two colours, for one card", c, pair[0], pair[1])
					}
					pair = pair[:0]
					missing++
				}
			}
		}
		if len(pair) != 0 {
			return s.Failf("URUK-LAY-4", "laying %s discards an odd card of a pair", c)
		}
		var want int
		st := start(s)
		switch {
		case e.Effect == "Enlil":
			want = 0
		default:
			red := 0
			for j, sl := range st.Players[p].Slots() {
				r := sl.Card.Type()
				if j == at || !isReducer(r) || r.Color() != c.Color() {
					continue
				}
				if to.Kind() == uk.PlaceLyre || config(s).Has(uk.VarPassiveEveryTime) || st.Used&(1<<r) == 0 {
					red++
				}
			}
			want = max(1, c.Level()-red) - 1
		}
		if missing != want {
			return s.Failf("URUK-LAY-3", "%s lays %s paying %d missing card(s), not %d", uk.SeatName(p), c, missing, want)
		}
	}
	return nil
}

// isReducer reports whether a type lowers the cost of same-colour
// discoveries (URUK-CARD-REDUCE), from the names of the seed (l.68).
func isReducer(t uk.Type) bool {
	switch t.String() {
	case "Axt", "Segelschiff", "Stadtmauer", "Statuette":
		return true
	}
	return false
}
