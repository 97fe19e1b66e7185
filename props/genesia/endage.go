package genesia

import (
	"slices"

	gen "github.com/dogma-engine/dogma/engine/genesia"
	"github.com/dogma-engine/dogma/props"
)

// Cities checks the cities of the end of an Age (GEN-ENDAGE-1): a city
// rises in every region without one that a people holds with 2 clans or
// more, while it has cities left, and nowhere else. It checks the Ages
// that end on a choice that moves nothing (the last Peace, the last pass
// of Expansion in the solo game).
var Cities = &props.Property{
	Name:    "end-cities",
	Clauses: []string{"GEN-ENDAGE-1"},
	Doc:     "at the end of an Age a city rises in every region without one held with at least 2 clans, and only there",
	Cost:    props.Cheap,
	Check:   checkCities,
}

func checkCities(s *props.Step) error {
	b := before(s)
	if b == nil || b.Phase != gen.PhaseWar && b.Phase != gen.PhaseExpansion {
		return nil
	}
	ended := false
	built := map[int]int{}
	for _, e := range s.Events {
		switch {
		case e.Kind == gen.EvEndAge:
			ended = true
		case e.Kind == gen.EvCity && e.Clause == "GEN-ENDAGE-1":
			built[e.To] = e.Player
		}
	}
	if !ended {
		return nil
	}
	g := game(s)
	left := b.CitySupply
	for r, reg := range g.Board().Regions {
		want := -1
		if b.City[r] == 0 {
			for p := 0; p < int(b.N); p++ {
				if b.Clans[r][p] >= 2 && left[p] > 0 {
					want = p
					left[p]--
					break
				}
			}
		}
		got, ok := built[r]
		switch {
		case want >= 0 && (!ok || got != want):
			return s.Failf("GEN-ENDAGE-1", "no city of %s rises in %s, held with %d clans", gen.SeatName(want), reg.Name, b.Clans[r][want])
		case want < 0 && ok:
			return s.Failf("GEN-ENDAGE-1", "a city of %s rises in %s", gen.SeatName(got), reg.Name)
		}
	}
	return nil
}

// Progress checks each people's progress points of an Age against a
// recount made here (GEN-ENDAGE-3, GEN-CARD-8): its inventions and those
// it marked, and its end-of-Age cards of the Age.
var Progress = &props.Property{
	Name:    "progress",
	Clauses: []string{"GEN-ENDAGE-3", "GEN-CARD-8", "GEN-EFFECT-ENDPP"},
	Doc:     "the progress points of an Age are the inventions played or marked so far plus the end-of-Age cards of the Age",
	Cost:    props.Cheap,
	Check:   checkProgress,
}

func checkProgress(s *props.Step) error {
	b := before(s)
	if b == nil {
		return nil
	}
	g := game(s)
	st := g.State()
	age := int(b.Age)
	for _, e := range s.Events {
		if e.Kind != gen.EvProgress {
			continue
		}
		p := e.Player
		want := recountProgress(g, st, p, age)
		if e.Arg != want || int(st.PP[age-1][p]) != want {
			return s.Failf("GEN-ENDAGE-3", "%s counts %d progress points in Age %d (recorded %d), the recount %d", gen.SeatName(p), e.Arg, age, st.PP[age-1][p], want)
		}
	}
	return nil
}

// recountProgress counts people p's progress points of Age age in st.
func recountProgress(g *gen.Game, st *gen.State, p, age int) int {
	pp := 0
	for c, w := range st.Where {
		ci := g.Card(c)
		if ci.Age > age {
			continue
		}
		if w == gen.LocInvention.At(p) {
			pp += ci.PP
		}
		if st.Marker[c]&(1<<p) != 0 {
			pp += ci.PP
		}
		if ci.Age != age || w != gen.LocPlayed.At(p) && w != gen.LocInvention.At(p) {
			continue
		}
		e := ci.Effect
		if st.CopyOf[c] > 0 {
			e = g.Card(int(st.CopyOf[c]) - 1).Effect
		}
		if e.Kind != gen.EffEndPP {
			continue
		}
		n := 0
		switch e.Basis {
		case gen.BasisFlat:
			n = 1
		case gen.BasisCities:
			n = gen.CitiesPerPeople - int(st.CitySupply[p])
		default:
			for r, reg := range g.Board().Regions {
				if occupies(st, p, r) && (e.Basis == gen.BasisRegions || reg.Continent == gen.Genesia) {
					n++
				}
			}
		}
		pp += e.N * n
	}
	return pp
}

// Reseat checks the order of the choices of places (GEN-ORDER-1): the
// fewest progress points of the Age first, ties in the current turn
// order.
var Reseat = &props.Property{
	Name:    "reseat",
	Clauses: []string{"GEN-ORDER-1"},
	Doc:     "places in the next turn order are chosen from the fewest progress points of the Age to the most, ties in the current order",
	Cost:    props.Cheap,
	Check:   checkReseat,
}

func checkReseat(s *props.Step) error {
	b := before(s)
	if b == nil || b.Phase != gen.PhaseReseat || game(s).Config().Has(gen.VarReseatNewOnly) {
		return nil
	}
	n := int(b.N)
	want := slices.Clone(b.Order[:n])
	slices.SortStableFunc(want, func(x, y int8) int { return int(b.PP[b.Age-1][x]) - int(b.PP[b.Age-1][y]) })
	if !slices.Equal(want, b.Reseat[:n]) {
		return s.Failf("GEN-ORDER-1", "places are chosen by %v, the progress points give %v", b.Reseat[:n], want)
	}
	for _, e := range s.Events {
		if e.Kind == gen.EvPlace && e.Player != int(want[b.Turn]) {
			return s.Failf("GEN-ORDER-1", "%s chooses a place before %s", gen.SeatName(e.Player), gen.SeatName(int(want[b.Turn])))
		}
	}
	return nil
}
