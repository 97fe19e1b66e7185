package props

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// HiddenInfo checks that no decision depends on cards its player may not
// see (INFO-1, INFO-2).
var HiddenInfo = &Property{
	Name:    "hidden-info",
	Clauses: []string{"INFO-1", "INFO-2", "SETUP-2"},
	Doc:     "a decision comes out the same when the cards its player may not see are shuffled among themselves (same age, same pile color)",
	Cost:    Expensive,
	Check:   checkHiddenInfo,
}

// shuffles is the number of random exchanges of hidden cards tried.
const shuffles = 40

func checkHiddenInfo(s *Step) error {
	st, d := s.Start, s.Deck
	if st.Phase != inn.PhasePlay || s.Before.Phase != inn.PhasePlay {
		return nil // setup choices are secret and concern the player's own cards
	}
	p := s.Decision.Player
	// Cards the step has already touched stay where they are: they moved
	// or were shown. So do cards the player could see just before the
	// decision, such as a covered card the step uncovered.
	var keep inn.Set
	for _, e := range s.StepEvents[:len(s.StepEvents)-len(s.Events)] {
		if e.Card >= 0 && e.Card < inn.NumAgeCards {
			keep.Add(inn.Card(e.Card))
		}
	}
	var slots [inn.MaxAge + 1][]inn.Card
	for c := inn.Card(0); c < inn.NumAgeCards; c++ {
		if keep.Has(c) || !hiddenFrom(st, p, c) || !hiddenFrom(s.Before, p, c) {
			continue
		}
		age := d.Facts[c].Age
		slots[age] = append(slots[age], c)
	}
	// The shuffles depend on the position only, not on the game's seed or
	// history, so that a shrunk failure started from a position checks the
	// same way.
	r := engine.NewRand(st.Hash() ^ uint64(len(s.StepChoices)+1)*0x9e3779b97f4a7c15)
	var buf [shuffles][2]inn.Card
	pairs := buf[:0]
	for t := 0; t < shuffles; t++ {
		age := 1 + r.Intn(inn.MaxAge)
		if len(slots[age]) < 2 {
			continue
		}
		a, b := slots[age][r.Intn(len(slots[age]))], slots[age][r.Intn(len(slots[age]))]
		if a != b {
			pairs = append(pairs, [2]inn.Card{a, b})
		}
	}
	g := s.Try()
	if g == nil || len(pairs) == 0 {
		return nil
	}
	// The step is replayed from its start with the hidden cards moved and
	// the same choices: an earlier choice asked another way fails the
	// replay, and the comparison says nothing.
	swapped, mark, err := g.ReplayStepSwapped(pairs)
	if swapped == 0 || err != nil {
		return nil
	}
	// Other players know their own cards: when the shuffle changed what
	// they did (so what happened in public), the comparison says nothing.
	prefix := s.StepEvents[:len(s.StepEvents)-len(s.Events)]
	got := g.EventsSince(mark)
	if len(got) != len(prefix) || len(g.Choices()) != len(s.StepChoices) {
		return nil
	}
	for i := range got {
		if got[i] != prefix[i] {
			return nil
		}
	}
	if got := g.Decision(); !sameDecision(got, s.Decision) {
		want := s.Decision.String()
		other := "no decision"
		if got != nil {
			other = got.String()
		}
		return s.Failf("INFO-2", "%s is asked %q, but with hidden cards shuffled %q", inn.SeatName(p), want, other)
	}
	return nil
}

// hiddenFrom reports whether player p may not see which card c is (INFO-1):
// cards in opponents' hands and score piles, supply piles, achievements,
// and covered cards of opponents' unsplayed piles.
func hiddenFrom(st *inn.State, p int, c inn.Card) bool {
	w := st.Where(c)
	switch w.Kind() {
	case inn.PlaceHand, inn.PlaceScore:
		return w.Player() != p
	case inn.PlaceSupply, inn.PlaceAgeAchievements, inn.PlaceAchievements:
		return true
	case inn.PlaceBoard:
		pile := &st.Players[w.Player()].Piles[w.Sub()]
		return w.Player() != p && pile.Splay() == inn.Unsplayed && pile.Top() != c
	}
	return false
}
