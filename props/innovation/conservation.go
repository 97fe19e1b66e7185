package innovation

import (
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// Conservation checks card conservation (COMP-5).
var Conservation = &props.Property{
	Name:    "conservation",
	Clauses: []string{"COMP-5", "COMP-1", "KEY-REVEAL"},
	Doc:     "every card is in exactly one place, the place the engine records; every move starts where the card was and ends elsewhere, and every reveal shows a card where it lies",
	Cost:    props.Cheap,
	Check:   checkConservation,
}

func checkConservation(s *props.Step) error {
	d := deck(s)
	// Event by event: replay the moves on a table of places.
	var loc [inn.NumCards]inn.Place
	for c := range loc {
		loc[c] = before(s).Where(inn.Card(c))
	}
	for _, e := range s.Events {
		if e.Kind == inn.EvReveal {
			// rule KEY-REVEAL: a revealed card is shown where it lies.
			if e.Card < 0 || e.Card >= inn.NumCards || loc[e.Card] != inn.Place(e.From) {
				return s.Failf("KEY-REVEAL", "event %q shows %s in %s, but it was in %s", describe(d, e), name(d, e.Card), inn.Place(e.From), loc[max(e.Card, 0)])
			}
			continue
		}
		if !moves(e.Kind) {
			continue
		}
		if e.Card < 0 || e.Card >= inn.NumCards {
			return s.Failf("COMP-5", "event %q moves no card", describe(d, e))
		}
		if loc[e.Card] != inn.Place(e.From) {
			return s.Failf("COMP-5", "event %q takes %s from %s, but it was in %s", describe(d, e), name(d, e.Card), inn.Place(e.From), loc[e.Card])
		}
		if e.From == e.To {
			return s.Failf("COMP-5", "event %q moves %s onto the place where it already is", describe(d, e), name(d, e.Card))
		}
		loc[e.Card] = inn.Place(e.To)
	}
	// The state after: count every card where it lies.
	st := game(s).State()
	var count [inn.NumCards]uint8
	var bad inn.Card = inn.NoCard
	var badAt inn.Place
	at := func(c inn.Card, pl inn.Place) {
		count[c]++
		if st.Where(c) != pl && bad == inn.NoCard {
			bad, badAt = c, pl
		}
	}
	for p := 0; p < st.N; p++ {
		pl := &st.Players[p]
		each(pl.Hand, func(c inn.Card) { at(c, inn.HandPlace(p)) })
		each(pl.ScorePile, func(c inn.Card) { at(c, inn.ScorePlace(p)) })
		each(pl.Achievements, func(c inn.Card) { at(c, inn.AchievementsPlace(p)) })
		for col := inn.Color(0); col < inn.NumColors; col++ {
			pile := &pl.Piles[col]
			for i := 0; i < pile.Len(); i++ {
				at(pile.At(i), inn.BoardPlace(p, col))
			}
		}
	}
	for age := 1; age <= inn.MaxAge; age++ {
		for i := 0; i < st.SupplyLen(age); i++ {
			at(st.SupplyCard(age, i), inn.SupplyPlace(age))
		}
		if c := st.AgeAchievement(age); c != inn.NoCard {
			count[c]++
			if w := st.Where(c); (w.Kind() != inn.PlaceAgeAchievements || w.Sub() != age) && bad == inn.NoCard {
				bad, badAt = c, w
			}
		}
	}
	each(st.Specials, func(c inn.Card) {
		count[c]++
		if st.Where(c).Kind() != inn.PlaceSpecials && bad == inn.NoCard {
			bad, badAt = c, st.Where(c)
		}
	})
	each(st.Removed, func(c inn.Card) {
		count[c]++
		if st.Where(c).Kind() != inn.PlaceRemoved && bad == inn.NoCard {
			bad, badAt = c, st.Where(c)
		}
	})
	for c := inn.Card(0); c < inn.NumCards; c++ {
		if count[c] != 1 {
			return s.Failf("COMP-5", "%s is in %d places (recorded in %s)", d.Name(c), count[c], st.Where(c))
		}
		if loc[c] != st.Where(c) {
			return s.Failf("COMP-5", "%s is in %s, but the events of the decision leave it in %s", d.Name(c), st.Where(c), loc[c])
		}
	}
	if bad != inn.NoCard {
		return s.Failf("COMP-5", "%s lies in %s but is recorded in %s", d.Name(bad), badAt, st.Where(bad))
	}
	return nil
}
