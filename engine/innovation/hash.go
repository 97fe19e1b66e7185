package innovation

import "github.com/dogma-engine/dogma/engine"

// The state hash has two parts. The cards part says where every card lies
// (its place and, in a pile or a supply pile, its position from the
// bottom) and how every pile is splayed: it is the exclusive or of one key
// per card and one per splayed pile, kept up to date by every move, so it
// costs nothing to read. The rest (phase, turn, counters, result) is a
// handful of words mixed in when the hash is asked for. The count of
// actions left is among them: it is 0 in every finished game (END-4), so
// the hash of a game that ended with actions still to play in its turn
// differs from the one it had before that count was cleared; the hash of a
// game in play is unchanged.

// Hash returns a 64-bit hash of the full state: every card's place and
// order, splays, turn, phase and result, and the choices of the step in
// progress (engine.StepHash). Equal states hash equally on every platform.
func (g *Game) Hash() uint64 { return engine.StepHash(g.s.Hash(), g.StepChoices()) }

// Hash returns a 64-bit hash of the state. It reads the cards part kept up
// to date by the moves; HashFull recomputes it.
func (s *State) Hash() uint64 { return s.finishHash(s.cardsKey) }

// HashFull returns the hash of the state computed from scratch. It equals
// Hash unless the incremental bookkeeping has gone wrong.
func (s *State) HashFull() uint64 { return s.finishHash(s.computeCardsKey()) }

func (s *State) finishHash(cards uint64) uint64 {
	h := engine.Hasher(0x243f6a8885a308d3 ^ cards)
	h.Add(uint64(s.Phase) | uint64(s.Current)<<8 | uint64(s.ActionsLeft)<<16 | uint64(s.N)<<24 | uint64(s.FirstPlayer)<<32 | uint64(s.result.winners)<<40 | uint64(s.Out)<<48)
	h.Add(uint64(s.Turn))
	for p := 0; p < s.N; p++ {
		pl := &s.Players[p]
		h.Add(uint64(pl.tucked) | uint64(pl.scored)<<8 | uint64(p)<<16)
	}
	if s.Phase == PhaseSetup {
		for _, c := range s.setupMeld {
			h.Add(uint64(c))
		}
	}
	return uint64(h)
}

// computeCardsKey computes the cards part of the hash from scratch.
func (s *State) computeCardsKey() uint64 {
	var k uint64
	for c := Card(0); c < MaxCards; c++ {
		switch at := Place(s.loc[c]); at.Kind() {
		case PlaceNone, PlaceBoard, PlaceSupply, PlaceExpSupply:
		default:
			k ^= cardKey(c, at, 0)
		}
	}
	for p := 0; p < s.N; p++ {
		for col := Color(0); col < NumColors; col++ {
			pile := &s.Players[p].Piles[col]
			at := BoardPlace(p, col)
			for i := 0; i < int(pile.n); i++ {
				k ^= cardKey(pile.cards[i], at, i)
			}
			k ^= splayKey(at, pile.splay)
		}
	}
	for age := range s.supply {
		sp := &s.supply[age]
		for i := 0; i < int(sp.n); i++ {
			k ^= cardKey(sp.cards[i], SupplyPlace(age), i)
		}
	}
	for x := range s.expSupply {
		for age := range s.expSupply[x] {
			sp := &s.expSupply[x][age]
			at := ExpansionSupplyPlace(Expansion(x), age)
			for i := 0; i < int(sp.n); i++ {
				k ^= cardKey(sp.cards[i], at, i)
			}
		}
	}
	return k
}

// rekey recomputes the cards part of the hash, after the state was built
// other than by moves.
func (s *State) rekey() { s.cardsKey = s.computeCardsKey() }

// cardKey is the key of card c lying at place at, at position i from the
// bottom of a pile or supply pile (0 elsewhere).
func cardKey(c Card, at Place, i int) uint64 {
	return engine.Mix64(uint64(c)<<32 | uint64(at)<<8 | uint64(i) | 1<<63)
}

// splayKey is the key of the pile at splayed in direction d; 0 unsplayed.
func splayKey(at Place, d Splay) uint64 {
	if d == Unsplayed {
		return 0
	}
	return engine.Mix64(uint64(at)<<8 | uint64(d) | 1<<62)
}

// shiftKeys updates the keys of cards, which lay at place at from position
// first on and have moved by delta positions.
func (s *State) shiftKeys(cards []Card, at Place, first, delta int) {
	for i, c := range cards {
		s.cardsKey ^= cardKey(c, at, first+i) ^ cardKey(c, at, first+i+delta)
	}
}
