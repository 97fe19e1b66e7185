package uruk

import (
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// Conservation checks that every card, cube and disc is in one place
// (URUK-COMP-5) and that the events of a decision account for every move.
var Conservation = &props.Property{
	Name:    "conservation",
	Clauses: []string{"URUK-COMP-5", "URUK-COMP-2", "URUK-COMP-3", "URUK-COMP-4"},
	Doc:     "the 110 cards each lie in exactly one place that may hold them, the 48 cubes are 12 of each colour, the 24 discs are all somewhere; every card, cube and disc event starts where the thing was, and the events of a decision lead from the state before to the state after",
	Cost:    props.Cheap,
	Check:   checkConservation,
}

func checkConservation(s *props.Step) error {
	st := game(s).State()
	var where [uk.NumCards]uk.Place
	var count [uk.NumCards]int
	at := func(c uk.Card, pl uk.Place) {
		if c >= uk.NumCards {
			return
		}
		count[c]++
		where[c] = pl
	}
	allPlaces(st, at)
	for c := uk.Card(0); c < uk.NumCards; c++ {
		if count[c] != 1 {
			return s.Failf("URUK-COMP-5", "%s lies in %d places", c, count[c])
		}
		if !fits(c, where[c]) {
			return s.Failf("URUK-COMP-5", "%s lies in %s, where it cannot", c, where[c])
		}
	}
	var cubes [uk.NumColors]int
	for col := range cubes {
		cubes[col] += int(st.Reserve[col])
	}
	discs := int(st.Common) + int(st.BoxDiscs) + st.EpochDiscs()
	for p := 0; p < st.N; p++ {
		pl := &st.Players[p]
		for col := range cubes {
			cubes[col] += int(pl.Stock[col])
		}
		for _, sl := range pl.Slots() {
			for col := range cubes {
				cubes[col] += int(sl.Cubes[col])
			}
			discs += int(sl.Discs)
		}
	}
	for col, n := range cubes {
		if n != uk.CubesPerColor {
			return s.Failf("URUK-COMP-3", "%d %s cubes, not %d", n, uk.Color(col), uk.CubesPerColor)
		}
	}
	if discs != uk.NumDiscs {
		return s.Failf("URUK-COMP-4", "%d discs, not %d", discs, uk.NumDiscs)
	}
	return checkMoves(s, &where)
}

// allPlaces calls at for every card of st with its place.
func allPlaces(st *uk.State, at func(uk.Card, uk.Place)) {
	for i := 0; i < st.PileLen(); i++ {
		at(st.PileCard(i), uk.PilePlace)
	}
	for i := 0; i < st.DiscardLen(); i++ {
		at(st.DiscardCard(i), uk.DiscardPlace)
	}
	for i, c := range st.Display {
		if c != uk.NoCard {
			at(c, uk.DisplayPlace(i))
		}
	}
	if st.GodSlot != uk.NoCard {
		at(st.GodSlot, uk.GodSlotPlace)
	}
	for _, c := range st.Box.Cards() {
		at(c, uk.BoxPlace)
	}
	for _, c := range st.Table.Cards() {
		at(c, uk.TablePlace)
	}
	for p := 0; p < st.N; p++ {
		pl := &st.Players[p]
		for _, c := range pl.Hand.Cards() {
			at(c, uk.HandPlace(p))
		}
		for _, c := range pl.Kept.Cards() {
			at(c, uk.KeptPlace(p))
		}
		for i, sl := range pl.Slots() {
			at(sl.Card, uk.TableauPlace(p, i))
		}
		for _, c := range [...]uk.Card{pl.FaceDown, pl.Summary, pl.Lyre} {
			if c != uk.NoCard {
				at(c, st.Where(c))
			}
		}
	}
}

// fits reports whether card c may lie at place pl.
func fits(c uk.Card, pl uk.Place) bool {
	switch pl.Kind() {
	case uk.PlaceHand, uk.PlaceTableau, uk.PlaceDisplay, uk.PlaceLyre:
		return c.IsDiscovery()
	case uk.PlaceGodSlot, uk.PlaceFaceDown:
		return c.IsGod()
	case uk.PlaceKept:
		return c == uk.Ninurta || c == uk.Marduk || c == uk.Nannar
	case uk.PlacePile, uk.PlaceDiscard:
		return c.IsDiscovery() || c.IsGod()
	case uk.PlaceTable:
		return c >= uk.FirstEpoch && c < uk.FirstSummary
	case uk.PlaceSummary:
		return c >= uk.FirstSummary && c < uk.NumCards
	case uk.PlaceBox:
		return true
	}
	return false
}

// checkMoves replays the card, cube and disc events of the decision on the
// state before and compares the result with the state after.
func checkMoves(s *props.Step, after *[uk.NumCards]uk.Place) error {
	b := before(s)
	var loc [uk.NumCards]uk.Place
	allPlaces(b, func(c uk.Card, pl uk.Place) { loc[c] = pl })
	c := countsOf(b)
	for _, e := range s.Events {
		switch e.Kind {
		case uk.EvTake, uk.EvRefill, uk.EvGod, uk.EvLay, uk.EvReplace, uk.EvDiscard, uk.EvBox, uk.EvShuffle, uk.EvKeep:
			if e.Card < 0 || e.Card >= uk.NumCards {
				return s.Failf("URUK-COMP-5", "a %s event moves no card", e.Kind)
			}
			c := uk.Card(e.Card)
			if loc[c] != uk.Place(e.From) {
				return s.Failf("URUK-COMP-5", "%q takes %s from %s, but it was in %s", game(s).FormatEvent(e), c, uk.Place(e.From), loc[c])
			}
			if e.From == e.To {
				return s.Failf("URUK-COMP-5", "%q moves %s where it is", game(s).FormatEvent(e), c)
			}
			loc[c] = uk.Place(e.To)
		case uk.EvCube:
			from, to := index(uk.Place(e.From)), index(uk.Place(e.To))
			if c.cubes[from][e.Arg] == 0 {
				return s.Failf("URUK-COMP-3", "%q takes a cube from where there is none", game(s).FormatEvent(e))
			}
			c.cubes[from][e.Arg]--
			c.cubes[to][e.Arg]++
		case uk.EvDisc:
			from, to := index(uk.Place(e.From)), index(uk.Place(e.To))
			if c.discs[from] == 0 {
				return s.Failf("URUK-COMP-4", "%q takes a disc from where there is none", game(s).FormatEvent(e))
			}
			c.discs[from]--
			c.discs[to]++
		}
	}
	// A tableau slot moves when Erdbeben takes a discovery out: compare
	// tableaux by card, not by slot, after such a decision.
	shifted := false
	for _, e := range s.Events {
		if e.Kind == uk.EvDiscard && uk.Place(e.From).Kind() == uk.PlaceTableau {
			shifted = true
		}
	}
	for c := uk.Card(0); c < uk.NumCards; c++ {
		if loc[c] == after[c] {
			continue
		}
		if shifted && loc[c].Kind() == uk.PlaceTableau && after[c].Kind() == uk.PlaceTableau && loc[c].Player() == after[c].Player() {
			continue
		}
		return s.Failf("URUK-COMP-5", "%s lies in %s, but the events of the decision leave it in %s", c, after[c], loc[c])
	}
	if !shifted {
		got := countsOf(game(s).State())
		if got.cubes != c.cubes {
			return s.Failf("URUK-COMP-3", "the cubes are not where the events of the decision leave them")
		}
		if got.discs != c.discs {
			return s.Failf("URUK-COMP-4", "the discs are not where the events of the decision leave them")
		}
	}
	return nil
}

// counts are the cubes of each colour and the discs at each place that
// holds them: the reserve or the common stock (0), a stock (1+p), a
// tableau slot (5+6p+i), an epoch card (29+e), the box (33).
type counts struct {
	cubes [34][uk.NumColors]int
	discs [34]int
}

// index returns the counts' index of a place.
func index(pl uk.Place) int {
	switch pl.Kind() {
	case uk.PlaceStock:
		return 1 + pl.Player()
	case uk.PlaceTableau:
		return 5 + uk.MaxTableau*pl.Player() + pl.Index()
	case uk.PlaceEpoch:
		return 29 + pl.Index()
	case uk.PlaceBox:
		return 33
	}
	return 0
}

func countsOf(st *uk.State) *counts {
	var c counts
	c.cubes[0] = [uk.NumColors]int{int(st.Reserve[0]), int(st.Reserve[1]), int(st.Reserve[2]), int(st.Reserve[3])}
	c.discs[0] = int(st.Common)
	c.discs[33] = int(st.BoxDiscs)
	for e := 0; e < uk.NumEpochs; e++ {
		c.discs[29+e] = int(st.Epochs[e])
	}
	for p := 0; p < st.N; p++ {
		pl := &st.Players[p]
		for col := range pl.Stock {
			c.cubes[1+p][col] = int(pl.Stock[col])
		}
		for i, sl := range pl.Slots() {
			k := index(uk.TableauPlace(p, i))
			c.discs[k] = int(sl.Discs)
			for col := range sl.Cubes {
				c.cubes[k][col] = int(sl.Cubes[col])
			}
		}
	}
	return &c
}
