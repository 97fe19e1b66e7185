package innovation

import (
	"math/bits"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// Conservation checks card conservation (COMP-5).
var Conservation = &props.Property{
	Name:     "conservation",
	Clauses:  []string{"COMP-5", "COMP-1", "KEY-REVEAL", "ULT-COMP-5", "ULT-COMP-1", "ULT-SETUP-8"},
	Doc:      "every card is in exactly one place, the place the engine records (the junk among them, empty while the game is set up); every move starts where the card was and ends elsewhere, and every reveal shows a card where it lies",
	Cost:     props.Cheap,
	Windowed: true,
	Check:    checkConservation,
}

// checkConservation checks, at the end of each window of event checks,
// the cards the window's events moved and the places they touched, and
// every card at a full step. When the quick check finds a fault, the full
// one names it.
func checkConservation(s *props.Step) error {
	if st := game(s).State(); st.Phase == inn.PhaseSetup && !st.Junk.Empty() {
		// rule ULT-SETUP-8: the junk is empty when the game begins.
		return s.Failf("ULT-SETUP-8", "the junk holds %d card(s) while the game is set up", st.Junk.Len())
	}
	if !s.WindowEnd() {
		return nil
	}
	b, evs := window(s)
	if s.Full() || len(evs) > maxQuickEvents {
		return checkAllCards(s, b, evs)
	}
	if !digestOf(s).has(moveKinds | 1<<evReveal) {
		return nil // nothing moved or shown
	}
	err := checkMovedCards(s, b, evs)
	if err == nil {
		return nil
	}
	if full := checkAllCards(s, b, evs); full != nil {
		return full
	}
	return err
}

// maxQuickEvents is the most events checkMovedCards takes: its counts of
// the cards each place gains or loses are 16-bit.
const maxQuickEvents = 1<<15 - 1

// moved holds the places a window's events moved cards to, replayed on
// the state when the events began.
type moved struct {
	cards inn.Set
	loc   [inn.MaxCards]uint16 // valid for the cards in cards
}

// where returns the place of card c after the events replayed so far, in a
// game whose state when the events began was b.
func (m *moved) where(b *inn.State, c inn.Card) inn.Place {
	if m.cards.Has(c) {
		return inn.Place(m.loc[c])
	}
	return b.Where(c)
}

// ownPileTuck reports whether event e tucks a card into the pile it lies
// on, from its top to its bottom (KEY-TUCK: the 4th edition's Socialism),
// or melds one from its bottom to its top (KEY-MELD: Thermometer's echo
// effect): the moves that end where they began.
func ownPileTuck(e *engine.Event) bool {
	return (e.Kind == inn.EvTuck || e.Kind == inn.EvMeld) && e.From == e.To && inn.Place(e.From).Kind() == inn.PlaceBoard
}

// move notes that card c went to place to.
func (m *moved) move(c inn.Card, to inn.Place) {
	m.cards.Add(c)
	m.loc[c] = uint16(to)
}

// checkMovedCards replays the moves of events evs from state b, where
// they began: every move starts where its card was and ends elsewhere,
// every reveal shows a card where it lies, every card moved lies, once, in
// the place the engine records and the events left it in, and every place
// the events touched holds as many cards as they say.
func checkMovedCards(s *props.Step, b *inn.State, evs []engine.Event) error {
	d, st := deck(s), game(s).State()
	var m moved
	var delta [numZones]int16
	var touched uint64 // the zones in delta, by bit
	ks := kinds(s)
	for i := range evs {
		e, kind := &evs[i], ks[i]
		isMove := kind.moves()
		if !isMove && kind != evReveal {
			continue
		}
		if e.Card < 0 || e.Card >= inn.MaxCards {
			return s.Failf("COMP-5", "event %q names no card", describe(d, *e))
		}
		c := inn.Card(e.Card)
		if at := m.where(b, c); at != inn.Place(e.From) {
			return s.Failf("COMP-5", "event %q takes %s from %s, but it was in %s", describe(d, *e), d.Name(c), inn.Place(e.From), at)
		}
		if !isMove {
			continue
		}
		from, to := zoneOf(inn.Place(e.From)), zoneOf(inn.Place(e.To))
		if (e.From == e.To && !ownPileTuck(e)) || from < 0 || to < 0 {
			return s.Failf("COMP-5", "event %q moves %s from %s to %s", describe(d, *e), d.Name(c), inn.Place(e.From), inn.Place(e.To))
		}
		m.move(c, inn.Place(e.To))
		delta[from]--
		delta[to]++
		touched |= 1<<from | 1<<to
	}
	for w := range m.cards {
		for bs := m.cards[w]; bs != 0; bs &= bs - 1 {
			c := inn.Card(w*64 + bits.TrailingZeros64(bs))
			if at := inn.Place(m.loc[c]); st.Where(c) != at || !liesIn(st, c, at) {
				return s.Failf("COMP-5", "%s is recorded in %s, and the events leave it in %s", d.Name(c), st.Where(c), at)
			}
		}
	}
	for ; touched != 0; touched &= touched - 1 {
		z := bits.TrailingZeros64(touched)
		if got, want := zoneLen(st, z), zoneLen(b, z)+int(delta[z]); got != want {
			return s.Failf("COMP-5", "%s holds %d card(s), but the events leave it %d", zonePlace(z), got, want)
		}
	}
	return nil
}

// checkAllCards checks every card: the moves of events evs replayed from
// state b, where they began, then every card counted where it lies.
func checkAllCards(s *props.Step, b *inn.State, evs []engine.Event) error {
	d := deck(s)
	var m moved
	ks := kinds(s)
	for i := range evs {
		e, kind := &evs[i], ks[i]
		if kind == evReveal {
			// rule KEY-REVEAL: a revealed card is shown where it lies.
			if e.Card < 0 || e.Card >= inn.MaxCards || m.where(b, inn.Card(e.Card)) != inn.Place(e.From) {
				was := inn.Place(inn.PlaceNone)
				if e.Card >= 0 && e.Card < inn.MaxCards {
					was = m.where(b, inn.Card(e.Card))
				}
				return s.Failf("KEY-REVEAL", "event %q shows %s in %s, but it was in %s", describe(d, *e), name(d, e.Card), inn.Place(e.From), was)
			}
			continue
		}
		if !kind.moves() {
			continue
		}
		if e.Card < 0 || e.Card >= inn.MaxCards {
			return s.Failf("COMP-5", "event %q moves no card", describe(d, *e))
		}
		c := inn.Card(e.Card)
		if at := m.where(b, c); at != inn.Place(e.From) {
			return s.Failf("COMP-5", "event %q takes %s from %s, but it was in %s", describe(d, *e), name(d, e.Card), inn.Place(e.From), at)
		}
		if e.From == e.To && !ownPileTuck(e) {
			return s.Failf("COMP-5", "event %q moves %s onto the place where it already is", describe(d, *e), name(d, e.Card))
		}
		m.move(c, inn.Place(e.To))
	}
	// The state after: count every card where it lies.
	st := game(s).State()
	t := tally{bad: inn.NoCard}
	t.state(st)
	for c := inn.Card(0); c < d.Size(); c++ {
		if t.count[c] != 1 {
			return s.Failf("COMP-5", "%s is in %d places (recorded in %s)", d.Name(c), t.count[c], st.Where(c))
		}
		if at := m.where(b, c); at != st.Where(c) {
			return s.Failf("COMP-5", "%s is in %s, but the events leave it in %s", d.Name(c), st.Where(c), at)
		}
	}
	if t.bad != inn.NoCard {
		return s.Failf("COMP-5", "%s lies in %s but is recorded in %s", d.Name(t.bad), t.badAt, st.Where(t.bad))
	}
	return nil
}

// tally counts the cards of a state where they lie, and notes the first
// that lies elsewhere than the state records.
type tally struct {
	count [inn.MaxCards]uint8
	bad   inn.Card // the first card that lies elsewhere, or NoCard
	badAt inn.Place
}

// at counts card c, lying in place pl.
func (t *tally) at(st *inn.State, c inn.Card, pl inn.Place) {
	t.count[c]++
	if st.Where(c) != pl && t.bad == inn.NoCard {
		t.bad, t.badAt = c, pl
	}
}

// set counts the cards of set, lying in place pl.
func (t *tally) set(st *inn.State, set inn.Set, pl inn.Place) {
	for w := range set {
		for b := set[w]; b != 0; b &= b - 1 {
			t.at(st, inn.Card(w*64+bits.TrailingZeros64(b)), pl)
		}
	}
}

// kind counts the cards of set, lying in a place of the given kind.
func (t *tally) kind(st *inn.State, set inn.Set, kind int) {
	for w := range set {
		for b := set[w]; b != 0; b &= b - 1 {
			c := inn.Card(w*64 + bits.TrailingZeros64(b))
			t.count[c]++
			if st.Where(c).Kind() != kind && t.bad == inn.NoCard {
				t.bad, t.badAt = c, st.Where(c)
			}
		}
	}
}

// state counts every card of st where it lies.
func (t *tally) state(st *inn.State) {
	for p := 0; p < st.N; p++ {
		pl := &st.Players[p]
		t.set(st, pl.Hand, inn.HandPlace(p))
		t.set(st, pl.ScorePile, inn.ScorePlace(p))
		t.set(st, pl.Achievements, inn.AchievementsPlace(p))
		t.set(st, pl.Forecast, inn.ForecastPlace(p)) // rule ECHO-FORECAST: a place of its own
		for col := inn.Color(0); col < inn.NumColors; col++ {
			pile := &pl.Piles[col]
			for i := 0; i < pile.Len(); i++ {
				t.at(st, pile.At(i), inn.BoardPlace(p, col))
			}
		}
	}
	for age := 1; age <= inn.AgeCap; age++ {
		for i := 0; i < st.SupplyLen(age); i++ {
			t.at(st, st.SupplyCard(age, i), inn.SupplyPlace(age))
		}
		for _, c := range st.ExpansionSupply(inn.Echoes, age) {
			t.at(st, c, inn.ExpansionSupplyPlace(inn.Echoes, age))
		}
		st.AgeAchievements(age).Each(func(c inn.Card) {
			t.count[c]++
			if w := st.Where(c); (w.Kind() != inn.PlaceAgeAchievements || w.Index() != age) && t.bad == inn.NoCard {
				t.bad, t.badAt = c, w
			}
		})
	}
	t.kind(st, st.Specials, inn.PlaceSpecials)
	t.kind(st, st.Removed, inn.PlaceRemoved)
	t.kind(st, st.Junk, inn.PlaceJunk) // rule ULT-COMP-5: the junk is a place
}
