package genesia

import (
	gen "github.com/dogma-engine/dogma/engine/genesia"
	"github.com/dogma-engine/dogma/props"
)

// Conservation checks the components: 30 clans and 20 cities a people,
// each on the board, in its supply, walking, or (a clan) marking an
// invention; the 30 Age cards of each Age each in one place, the cards of
// the lots in play never in the box (but the solo mode's); 100 coins,
// none negative.
var Conservation = &props.Property{
	Name:    "conservation",
	Clauses: []string{"GEN-COMP-2", "GEN-COMP-3", "GEN-COMP-5", "GEN-COMP-6", "GEN-CARD-5"},
	Doc:     "each people has 30 clans (board, supply, walking, markers) and 20 cities (board, supply); the coins of the reserve and the players are 100, none negative; a hand holds cards of the current Age only",
	Cost:    props.Cheap,
	Check:   checkConservation,
}

func checkConservation(s *props.Step) error {
	if !s.Full() && !counted(s) {
		return nil
	}
	g := game(s)
	st := g.State()
	n := int(st.N)
	coins := int(st.Reserve)
	if st.Reserve < 0 {
		return s.Failf("GEN-COMP-5", "the reserve holds %d coins", st.Reserve)
	}
	// One pass over the regions and the markers counts every people's
	// clans and cities.
	var cities, marks [gen.MaxPeoples]int
	// Regions beyond the board hold nothing (occupation checks it). Every
	// people's column is summed, those beyond n too (they hold none:
	// occupation), each in a variable of its own.
	var c0, c1, c2, c3, c4 int
	for r := range min(len(g.Board().Regions), len(st.Clans)) {
		row := &st.Clans[r]
		c0, c1, c2, c3, c4 = c0+int(row[0]), c1+int(row[1]), c2+int(row[2]), c3+int(row[3]), c4+int(row[4])
		if c := int(st.City[r]); c > 0 && c <= n {
			cities[c-1]++
		}
	}
	clans := [gen.MaxPeoples]int{c0, c1, c2, c3, c4}
	for _, m := range st.Marker {
		for p := 0; m != 0 && p < n; p, m = p+1, m>>1 {
			marks[p] += int(m & 1)
		}
	}
	for p := 0; p < n; p++ {
		if st.Coins[p] < 0 {
			return s.Failf("GEN-CARD-5", "%s has %d coins", gen.SeatName(p), st.Coins[p])
		}
		coins += int(st.Coins[p])
		all := clans[p] + int(st.Supply[p]) + int(st.Transit[p]) + marks[p]
		if all != gen.ClansPerPeople || st.Supply[p] < 0 {
			return s.Failf("GEN-COMP-2", "%s has %d clans (supply %d, markers %d), not %d", gen.SeatName(p), all, st.Supply[p], marks[p], gen.ClansPerPeople)
		}
		if cities[p]+int(st.CitySupply[p]) != gen.CitiesPerPeople || st.CitySupply[p] < 0 {
			return s.Failf("GEN-COMP-2", "%s has %d cities, not %d", gen.SeatName(p), cities[p]+int(st.CitySupply[p]), gen.CitiesPerPeople)
		}
	}
	if coins != gen.CoinsTotal {
		return s.Failf("GEN-COMP-5", "the coins add up to %d, not %d", coins, gen.CoinsTotal)
	}
	for c, w := range st.Where {
		if w.Kind() == gen.LocHand {
			if ci := g.Card(c); ci.Age != int(st.Age) {
				return s.Failf("GEN-CARD-1", "%s holds %s of Age %d in Age %d", gen.SeatName(w.Owner()), ci.Name, ci.Age, st.Age)
			}
		}
		if o := w.Owner(); o >= n {
			return s.Failf("GEN-COMP-3", "%s lies with people %d of %d", g.Card(c).Name, o+1, n)
		}
	}
	return nil
}

// still reports whether events of kind k move no clan, city, coin or
// card: a decision whose events are all of them changes no count
// conservation reads, and what changes without an event is caught where
// the step checks the whole state (Step.Full).
func still(k string) bool {
	switch k {
	case gen.EvObjective, gen.EvChoose, gen.EvWar, gen.EvPeace,
		gen.EvPass, gen.EvNoAssault, gen.EvProgress, gen.EvPlace, gen.EvScore,
		gen.EvFreeMoves, gen.EvAssault, gen.EvFill:
		return true
	}
	return false
}

// counted reports whether the step's decision logged an event that moves
// a clan, a city, a coin or a card.
func counted(s *props.Step) bool {
	for _, e := range s.Events {
		if !still(e.Kind) {
			return true
		}
	}
	return false
}
