package genesia

import (
	gen "github.com/dogma-engine/dogma/engine/genesia"
	"github.com/dogma-engine/dogma/props"
)

// Occupation checks that no region but a homeland holds the units of two
// peoples (GEN-MOVE-4, GEN-HOME-1), and that a walk of clans never stops
// where the rules forbid: a region an opponent holds.
var Occupation = &props.Property{
	Name:    "occupation",
	Clauses: []string{"GEN-MOVE-2", "GEN-MOVE-4", "GEN-HOME-1", "GEN-MOVE-5"},
	Doc:     "a region holds the clans and city of one people at most, except a homeland; one city per region",
	Cost:    props.Cheap,
	Check:   checkOccupation,
}

func checkOccupation(s *props.Step) error {
	if !s.Full() && !counted(s) {
		return nil
	}
	g := game(s)
	st := g.State()
	regions := g.Board().Regions
	for r := range regions {
		reg := &regions[r]
		if reg.Home || st.City[r] == 0 && st.Clans[r] == [gen.MaxPeoples]uint8{} {
			continue // a homeland, or a region that holds nothing
		}
		holders := 0
		for p, n := range st.Clans[r][:st.N] {
			if n > 0 || int(st.City[r]) == p+1 {
				holders++
			}
		}
		if holders > 1 {
			return s.Failf("GEN-MOVE-4", "%s holds the units of %d peoples", reg.Name, holders)
		}
		if st.City[r] < 0 || int(st.City[r]) > int(st.N) {
			return s.Failf("GEN-MOVE-5", "%s has a city of people %d", reg.Name, st.City[r])
		}
	}
	for r := len(g.Board().Regions); r < gen.MaxRegions; r++ {
		if st.City[r] != 0 || st.Clans[r] != [gen.MaxPeoples]uint8{} {
			return s.Failf("GEN-COMP-6", "units on region %d, beyond the board", r)
		}
	}
	return nil
}
