package props

import (
	"strings"

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
	var holder [inn.NumCards]inn.Card
	for c := range holder {
		holder[c] = inn.Card(c)
	}
	// The shuffles depend on the position only, not on the game's seed or
	// history, so that a shrunk failure started from a position checks the
	// same way.
	r := engine.NewRand(st.Hash() ^ uint64(len(s.StepChoices)+1)*0x9e3779b97f4a7c15)
	swapped := false
	for t := 0; t < shuffles; t++ {
		age := 1 + r.Intn(inn.MaxAge)
		if len(slots[age]) < 2 {
			continue
		}
		a, b := slots[age][r.Intn(len(slots[age]))], slots[age][r.Intn(len(slots[age]))]
		if a == b || !fits(st, d, a, holder[b]) || !fits(st, d, b, holder[a]) {
			continue
		}
		holder[a], holder[b] = holder[b], holder[a]
		swapped = true
	}
	if !swapped {
		return nil
	}
	text := renameCards(inn.FormatPosition(s.Config, d, st, true), indexOf(d), d, &holder)
	g, err := inn.ParsePosition(s.Config, d, text)
	if err != nil {
		return s.Failf("INFO-2", "the shuffled position does not parse: %v\n%s", err, text)
	}
	mark := g.Mark()
	for i := s.Index - len(s.StepChoices); i < s.Index; i++ {
		if dd := g.Decision(); dd == nil || dd.Player != s.Log.Players[i] || g.ChooseLabel(s.Log.Labels[i]) != nil {
			return nil // an earlier choice of the step is not asked the same way: inconclusive
		}
	}
	// Other players know their own cards: when the shuffle changed what
	// they did (so what happened in public), the comparison says nothing.
	prefix := s.StepEvents[:len(s.StepEvents)-len(s.Events)]
	got := g.EventsSince(mark)
	if len(got) != len(prefix) {
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

// fits reports whether card c may take the place of slot (a card's place):
// a pile takes only cards of its color.
func fits(st *inn.State, d *inn.Deck, slot, c inn.Card) bool {
	return st.Where(slot).Kind() != inn.PlaceBoard || d.Facts[slot].Color == d.Facts[c].Color
}

// renameCards rewrites a position text, printing holder[c] wherever card c
// was named.
func renameCards(text string, ix *cardIndex, d *inn.Deck, holder *[inn.NumCards]inn.Card) string {
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		subject, rest, ok := strings.Cut(line, ": ")
		if !ok || subject == "game" || subject == "turn" || subject == "over" {
			continue
		}
		items := strings.Split(rest, ", ")
		for j, item := range items {
			prefix, n := "", item
			if a, b, ok := strings.Cut(item, ":"); ok {
				prefix, n = a+":", b
			}
			if c, ok := ix.byName[n]; ok {
				items[j] = prefix + d.Name(holder[c])
			}
		}
		lines[i] = subject + ": " + strings.Join(items, ", ")
	}
	return strings.Join(lines, "\n")
}
