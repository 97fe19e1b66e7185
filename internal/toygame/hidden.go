package toygame

import "github.com/dogma-engine/dogma/engine"

// ErrReplay is the error of a replayed turn that went another way than the
// turn it replays: it asked fewer or other questions.
var ErrReplay = engine.ErrReplay

// hiddenFrom reports whether player p may not see which card lies at w
// (TALLY-INFO-1): the deck, and the other players' hands.
func hiddenFrom(w where, p int) bool {
	return w.kind == inDeck || w.kind == inHand && w.player != p
}

// ReplayStepHidden implements engine.StepReplayer: the cards hidden from
// player p both when the turn began and now, and that keep does not hold,
// are exchanged in up to shuffles random pairs, in the state where the
// turn began; the turn is then replayed with the choices made so far. The
// pairs are drawn from a generator seeded by that state and salt. It returns the number of exchanges and the mark of the turn's
// first event. An error (ErrReplay, which the game keeps) means the replay
// asked another question at some point. The game must be a clone made for
// the purpose.
func (g *Game) ReplayStepHidden(p int, salt uint64, shuffles int, keep func(card int) bool) (swapped, mark int, err error) {
	if g.Err() != nil || g.s.ended != notOver {
		return 0, 0, g.Err()
	}
	before, now := g.start.places(), g.s.places()
	var buf [NumCards]Card
	hidden := buf[:0]
	for c := Card(0); c < NumCards; c++ {
		if !keep(int(c)) && hiddenFrom(before[c], p) && hiddenFrom(now[c], p) {
			hidden = append(hidden, c)
		}
	}
	if len(hidden) < 2 {
		return 0, 0, nil
	}
	st := g.start
	r := engine.NewRand(st.hash() ^ salt*0x9e3779b97f4a7c15)
	for t := 0; t < shuffles; t++ {
		a, b := hidden[r.Intn(len(hidden))], hidden[r.Intn(len(hidden))]
		if a == b {
			continue
		}
		if !st.exchange(a, b) {
			return swapped, g.StepMark(), &engine.MoveError{Game: "tally", Verb: "exchange", Card: a.String() + " and " + b.String(), Want: "the zones"}
		}
		swapped++
	}
	if swapped == 0 {
		return 0, 0, nil
	}
	for q := 0; q < st.players; q++ {
		st.hands[q].sort()
	}
	return swapped, g.StepMark(), g.replay(st, g.StepChoices())
}

// replay restarts the turn in progress from st with choices.
func (g *Game) replay(st state, choices []int) error {
	g.start = st
	_, err := g.ReplayStep(choices)
	return err
}

// exchange swaps the places of cards a and b. It reports false, and
// changes nothing, when one of them is in no zone.
func (s *state) exchange(a, b Card) bool {
	pa, pb := s.slot(a), s.slot(b)
	if pa == nil || pb == nil {
		return false
	}
	*pa, *pb = b, a
	return true
}

// slot returns the slot that holds c, or nil when c is in no zone.
func (s *state) slot(c Card) *Card {
	zones := [...]*zone{&s.deck, &s.discard}
	for _, z := range zones {
		if i := z.index(c); i >= 0 {
			return &z.cards[i]
		}
	}
	for p := 0; p < s.players; p++ {
		for _, z := range [...]*zone{&s.hands[p], &s.rows[p]} {
			if i := z.index(c); i >= 0 {
				return &z.cards[i]
			}
		}
	}
	return nil
}
