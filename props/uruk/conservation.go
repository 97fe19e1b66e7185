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
	if !s.Full() {
		return checkTouched(s)
	}
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
	m := moves{before: before(s)}
	allPlaces(m.before, func(c uk.Card, pl uk.Place) { m.loc[c] = pl })
	return m.check(s, &where)
}

// checkTouched is conservation where Step.Full is not set: the cards, cubes
// and discs the decision's events move, from the state before to the
// state after. What no event announces is left to the whole-state check.
func checkTouched(s *props.Step) error {
	m := moves{before: before(s), lazy: true}
	if err := m.check(s, nil); err != nil {
		return err
	}
	st := game(s).State()
	for _, c := range m.touched {
		if pl := st.Where(c); !fits(c, pl) {
			return s.Failf("URUK-COMP-5", "%s lies in %s, where it cannot", c, pl)
		}
	}
	return nil
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

// moves replays the card, cube and disc events of a decision on the state
// before it, to compare the result with the state after.
type moves struct {
	before  *uk.State
	loc     [uk.NumCards]uk.Place // where each card is, as the events leave it
	lazy    bool                  // loc holds only the cards the events touch
	known   [uk.NumCards]bool     // with lazy, the cards loc holds
	touched []uk.Card             // with lazy, those cards in order
}

// at returns where card c lies, as the events so far leave it.
func (m *moves) at(c uk.Card) *uk.Place {
	if m.lazy && !m.known[c] {
		m.known[c], m.loc[c] = true, m.before.Where(c)
		m.touched = append(m.touched, c)
	}
	return &m.loc[c]
}

// check replays the decision's events and compares where they leave each
// card with where it lies after the decision: every card, whose places
// after are where, or with lazy (where is nil) the cards the events touch.
// Cubes and discs are counted where an event moves one, and when the
// step checks the whole state.
func (m *moves) check(s *props.Step, where *[uk.NumCards]uk.Place) error {
	objects := false
	for _, e := range s.Events {
		objects = objects || e.Kind == uk.EvCube || e.Kind == uk.EvDisc
	}
	var c counts
	if s.Full() || objects {
		countsOf(m.before, &c)
	}
	for _, e := range s.Events {
		switch e.Kind {
		case uk.EvTake, uk.EvRefill, uk.EvGod, uk.EvLay, uk.EvReplace, uk.EvDiscard, uk.EvBox, uk.EvShuffle, uk.EvKeep:
			if e.Card < 0 || e.Card >= uk.NumCards {
				return s.Failf("URUK-COMP-5", "a %s event moves no card", e.Kind)
			}
			c := uk.Card(e.Card)
			at := m.at(c)
			if *at != uk.Place(e.From) {
				return s.Failf("URUK-COMP-5", "%q takes %s from %s, but it was in %s", game(s).FormatEvent(e), c, uk.Place(e.From), *at)
			}
			if e.From == e.To {
				return s.Failf("URUK-COMP-5", "%q moves %s where it is", game(s).FormatEvent(e), c)
			}
			*at = uk.Place(e.To)
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
	st := game(s).State()
	n := len(m.touched)
	if !m.lazy {
		n = int(uk.NumCards)
	}
	for i := 0; i < n; i++ {
		var card uk.Card
		var after uk.Place
		if m.lazy {
			card = m.touched[i]
			after = st.Where(card)
		} else {
			card = uk.Card(i)
			after = where[card]
		}
		moved := m.loc[card]
		if moved == after {
			continue
		}
		if shifted && moved.Kind() == uk.PlaceTableau && after.Kind() == uk.PlaceTableau && moved.Player() == after.Player() {
			continue
		}
		return s.Failf("URUK-COMP-5", "%s lies in %s, but the events of the decision leave it in %s", card, after, moved)
	}
	if !shifted && (s.Full() || objects) {
		var got counts
		countsOf(st, &got)
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

// countsOf sets c to the counts of st.
func countsOf(st *uk.State, c *counts) {
	*c = counts{}
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
}
