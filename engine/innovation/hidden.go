package innovation

import (
	"errors"
	"slices"

	"github.com/dogma-engine/dogma/engine"
)

// ErrSwap is the error of a swap of cards that is not possible: a card
// would go to a pile of another color, or a card is not placed.
var ErrSwap = errors.New("innovation: cards that cannot change places")

// ReplayStepSwapped exchanges the places of each pair of cards, in order,
// in the state where the current step began, then replays the step with
// the choices made since, up to its next decision. A pair that cannot
// change places (a card would go to a pile of another color) is skipped.
// It returns the number of pairs swapped and the mark of the step's first
// event (see EventsSince). It serves the hidden-information
// property (INFO-2): a decision must come out the same when cards its
// player may not see change places, and replaying the step is far cheaper
// than printing and parsing a position. The game must be a clone made for
// the purpose: its step may fail to replay (another decision is asked at
// some point), and then the game keeps that error.
func (g *Game) ReplayStepSwapped(pairs [][2]Card) (swapped, mark int, err error) {
	if g.s.Phase == PhaseSetup {
		return 0, 0, ErrSwap
	}
	st := &g.start
	for _, p := range pairs {
		if swapPlaces(g.deck, st, p[0], p[1]) == nil {
			swapped++
		}
	}
	if swapped == 0 {
		return 0, 0, nil
	}
	st.cardsKey = st.computeCardsKey()
	g.s = *st
	for p := 0; p < g.s.N; p++ {
		for col := Color(0); col < NumColors; col++ {
			g.pileChanged(p, col)
		}
	}
	g.start = g.s
	mark, err = g.ReplayStep(g.StepChoices())
	return swapped, mark, err
}

// swapPlaces exchanges the places of cards a and b in s.
func swapPlaces(d *Deck, s *State, a, b Card) error {
	pa, pb := Place(s.loc[a]), Place(s.loc[b])
	if pa.Kind() == PlaceNone || pb.Kind() == PlaceNone || a == b {
		return ErrSwap
	}
	if (pa.Kind() == PlaceBoard || pb.Kind() == PlaceBoard) && d.Facts[a].Color != d.Facts[b].Color {
		return ErrSwap
	}
	if pa == pb {
		// One zone: a set holds both as before; an ordered pile
		// exchanges their slots.
		if cs := slots(s, pa); cs != nil {
			ia, ib := slices.Index(cs, a), slices.Index(cs, b)
			cs[ia], cs[ib] = b, a
		}
		return nil
	}
	replace(s, pa, a, b)
	replace(s, pb, b, a)
	s.loc[a], s.loc[b] = uint16(pb), uint16(pa)
	return nil
}

// slots returns the cards of an ordered zone (a board pile or a supply
// pile), or nil for a zone that is a set.
func slots(s *State, at Place) []Card {
	switch at.Kind() {
	case PlaceBoard:
		pile := &s.Players[at.Player()].Piles[at.Index()]
		return pile.cards[:pile.n]
	case PlaceSupply, PlaceExpSupply:
		sp := s.supplyAt(at)
		return sp.cards[:sp.n]
	}
	return nil
}

// replace puts card to in the slot of card from at place at.
func replace(s *State, at Place, from, to Card) {
	if cs := slots(s, at); cs != nil {
		cs[slices.Index(cs, from)] = to
		return
	}
	switch at.Kind() {
	case PlaceAgeAchievements:
		if s.ageAchievements[at.Index()] == from {
			s.ageAchievements[at.Index()] = to
		} else {
			s.moreAchievements.Remove(from)
			s.moreAchievements.Add(to)
		}
		return
	}
	set := zoneSet(s, at)
	set.Remove(from)
	set.Add(to)
}

// zoneSet returns the set of a set-shaped zone.
func zoneSet(s *State, at Place) *Set {
	p := at.Player()
	switch at.Kind() {
	case PlaceHand:
		return &s.Players[p].Hand
	case PlaceScore:
		return &s.Players[p].ScorePile
	case PlaceAchievements:
		return &s.Players[p].Achievements
	case PlaceSpecials:
		return &s.Specials
	case PlaceJunk:
		return &s.Junk
	case PlaceForecast:
		return &s.Players[p].Forecast
	}
	return &s.Removed
}

// ReplayStepHidden implements engine.StepReplayer for the hidden-information
// property (INFO-1, INFO-2): the cards player p may not see at the start of
// the step and now, and that keep does not hold, are exchanged in up to
// shuffles random pairs of the same age (a card of a pile stays in its
// pile's color, see ReplayStepSwapped), and the step is replayed. The pairs
// are drawn from a generator seeded by the hash of the step's start and
// salt.
func (g *Game) ReplayStepHidden(p int, salt uint64, shuffles int, keep func(card int) bool) (swapped, mark int, err error) {
	if g.s.Phase != PhasePlay || g.start.Phase != PhasePlay {
		return 0, 0, nil // setup choices are secret and concern the player's own cards
	}
	r := engine.NewRand(g.start.Hash() ^ salt*0x9e3779b97f4a7c15)
	// Cards are exchanged with cards of their age and of their set (the
	// base game, or one expansion: its backs tell them apart).
	var slots [1 + numExpansions][AgeCap + 1][]Card
	hidden := func(set int, c Card) {
		if keep(int(c)) || !HiddenIn(g.cfg.Edition, &g.start, p, c) || !HiddenIn(g.cfg.Edition, &g.s, p, c) {
			return
		}
		age := g.deck.Facts[c].Age
		slots[set][age] = append(slots[set][age], c)
	}
	for _, c := range g.deck.ageCards {
		hidden(0, c)
	}
	for x := range g.deck.expCards {
		for _, c := range g.deck.expCards[x] {
			hidden(1+x, c)
		}
	}
	pairs := make([][2]Card, 0, shuffles)
	for t := 0; t < shuffles; t++ {
		age := 1 + r.Intn(g.cfg.Edition.LastAge())
		set := 0
		if g.cfg.Expansions != 0 {
			set = r.Intn(len(slots))
		}
		if len(slots[set][age]) < 2 {
			continue
		}
		a, b := slots[set][age][r.Intn(len(slots[set][age]))], slots[set][age][r.Intn(len(slots[set][age]))]
		if a != b {
			pairs = append(pairs, [2]Card{a, b})
		}
	}
	if len(pairs) == 0 {
		return 0, 0, nil
	}
	return g.ReplayStepSwapped(pairs)
}

// HiddenFrom reports whether player p may not see which card c is in state
// st (INFO-1): cards in opponents' hands and score piles, supply piles,
// achievements, and covered cards of opponents' unsplayed piles.
func HiddenFrom(st *State, p int, c Card) bool { return HiddenIn(First, st, p, c) }

// HiddenIn is HiddenFrom in a game of edition ed. In the 4th edition every
// board is public, covered cards too, and the junk is hidden from all
// (ULT-INFO-1, ULT-INFO-2).
func HiddenIn(ed Edition, st *State, p int, c Card) bool {
	w := st.Where(c)
	switch w.Kind() {
	case PlaceHand, PlaceScore:
		return w.Player() != p
	case PlaceForecast:
		// rule ECHO-FORECAST: its owner alone sees its cards' fronts.
		return w.Player() != p
	case PlaceSupply, PlaceExpSupply, PlaceAgeAchievements, PlaceAchievements, PlaceJunk:
		return true
	case PlaceBoard:
		if ed == Fourth {
			return false
		}
		pile := &st.Players[w.Player()].Piles[w.Index()]
		return w.Player() != p && pile.Splay() == Unsplayed && pile.Top() != c
	}
	return false
}
