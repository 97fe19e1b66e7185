package uruk

import (
	"math/bits"
)

// CardSet is a set of cards.
type CardSet [2]uint64

// Add puts c in the set.
func (s *CardSet) Add(c Card) { s[c>>6] |= 1 << (c & 63) }

// Remove takes c out of the set.
func (s *CardSet) Remove(c Card) { s[c>>6] &^= 1 << (c & 63) }

// Has reports whether c is in the set.
func (s *CardSet) Has(c Card) bool { return c < NumCards && s[c>>6]&(1<<(c&63)) != 0 }

// Len returns the number of cards in the set.
func (s *CardSet) Len() int { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// Empty reports whether the set has no card.
func (s *CardSet) Empty() bool { return s[0] == 0 && s[1] == 0 }

// Cards returns the cards of the set in id order.
func (s *CardSet) Cards() []Card {
	out := make([]Card, 0, s.Len())
	for w := 0; w < 2; w++ {
		for b := s[w]; b != 0; b &= b - 1 {
			out = append(out, Card(w*64+bits.TrailingZeros64(b)))
		}
	}
	return out
}

// OfType returns the first card of type t in the set, or NoCard.
func (s *CardSet) OfType(t Type) Card {
	for c := typeFirst[t]; c < NumDiscoveries && cardType[c] == t; c++ {
		if s.Has(c) {
			return c
		}
	}
	return NoCard
}

// CountType returns the number of cards of type t in the set.
func (s *CardSet) CountType(t Type) int {
	n := 0
	for c := typeFirst[t]; c < NumDiscoveries && cardType[c] == t; c++ {
		if s.Has(c) {
			n++
		}
	}
	return n
}

// Slot is one discovery of a tableau with what lies on and above it.
type Slot struct {
	Card  Card             // the discovery
	Discs uint8            // 0, 1 (a village) or 2 (a city) (URUK-COLONY-3)
	Cubes [NumColors]uint8 // cubes lying on the card (level 1, Straße, Tonrohr)
}

// MaxTableau is the most discoveries a tableau holds: 6 with Wasseruhr
// (URUK-CARD-WASSERUHR).
const MaxTableau = 6

// Player is one player's part of the state.
type Player struct {
	Hand     CardSet
	Tableau  [MaxTableau]Slot
	N        int              // the slots of Tableau in use, in the order they were first filled
	Stock    [NumColors]uint8 // his resources (l.76)
	FaceDown Card             // the god or disaster placed face down before him (URUK-GOD-2), or NoCard
	Kept     CardSet          // Ninurta, Marduk, Nannar kept face up (URUK-GOD-NINURTA, URUK-GOD-MARDUK)
	Summary  Card             // his summary card (URUK-SETUP-2)
	Lyre     Card             // the discovery laid with Leier at the end (URUK-CARD-LEIER), or NoCard
	Volcano  bool             // he loses 2 actions of his next turn (URUK-DISASTER-VULKAN)
}

// Slots returns the discoveries of the tableau.
func (p *Player) Slots() []Slot { return p.Tableau[:p.N] }

// Discs returns the number of discs on the player's discoveries.
func (p *Player) Discs() int {
	n := 0
	for i := 0; i < p.N; i++ {
		n += int(p.Tableau[i].Discs)
	}
	return n
}

// Cities returns the number of his discoveries with two discs.
func (p *Player) Cities() int {
	n := 0
	for i := 0; i < p.N; i++ {
		if p.Tableau[i].Discs == 2 {
			n++
		}
	}
	return n
}

// Cubes returns the number of cubes in his stock.
func (p *Player) Cubes() int {
	n := 0
	for _, k := range p.Stock {
		n += int(k)
	}
	return n
}

// SlotOf returns the slot that holds a discovery of type t, or -1.
func (p *Player) SlotOf(t Type) int {
	for i := 0; i < p.N; i++ {
		if p.Tableau[i].Card.Type() == t {
			return i
		}
	}
	return -1
}

// Has reports whether a discovery of type t lies in his tableau.
func (p *Player) Has(t Type) bool { return p.SlotOf(t) >= 0 }

// HasFunction returns the slot of a discovery with function f, or -1.
func (p *Player) HasFunction(f Function) int {
	for i := 0; i < p.N; i++ {
		if p.Tableau[i].Card.Type().Function() == f {
			return i
		}
	}
	return -1
}

// MaxLevel returns the highest level in his tableau, 0 if it is empty.
func (p *Player) MaxLevel() int {
	m := 0
	for i := 0; i < p.N; i++ {
		m = max(m, p.Tableau[i].Card.Level())
	}
	return m
}

// Phase is what the game is doing between steps.
type Phase uint8

// The phases.
const (
	PhasePlay    Phase = iota // a player's turn: his next action
	PhaseResolve              // a god or disaster is resolved between turns (URUK-GOD-4)
	PhaseScoring              // the end: Leier, then the score (URUK-SCORE-1)
	PhaseOver
)

var phaseNames = [...]string{"play", "resolve", "scoring", "over"}

// String returns the phase's name, as positions write it.
func (p Phase) String() string { return phaseNames[p] }

// Stage is how far the end sequence has gone (URUK-END-1, URUK-END-2).
type Stage uint8

// The stages.
const (
	StageNormal Stage = iota // the last disc is not taken yet
	StageRound               // it is: the round is being finished
	StageFinal               // each player's last turn
)

var stageNames = [...]string{"normal", "round", "final"}

// String returns the stage's name, as positions write it.
func (s Stage) String() string { return stageNames[s] }

// Action kinds, the six of URUK-TURN-1.
const (
	ActTake = iota
	ActLay
	ActProduce
	ActTrade
	ActColony
	ActCard
	NumActionKinds
)

var actionNames = [NumActionKinds]string{"take", "lay", "produce", "trade", "colony", "card"}

// State is the whole state of a game: a plain value, copied by assignment.
type State struct {
	N           int // players
	First       int // the first player (URUK-SETUP-2)
	Current     int // whose turn it is
	ActionsLeft int
	Turn        int // turns begun, from 1
	Phase       Phase
	Stage       Stage
	FinalLeft   int    // StageFinal: last turns still to begin after the current one
	Used        uint32 // discovery types whose function the current player used this turn (URUK-TURN-3)
	Actions     uint8  // kinds of action taken this turn (VAR-DISTINCT-ACTIONS)
	Received    uint8  // colours the current player received this turn (URUK-CARD-TONROHR-2)
	Activator   int    // PhaseResolve: the player who activated the card

	Players [MaxPlayers]Player

	pile     [NumCards]Card // face down; the top is pile[pileN-1]
	pileN    int
	discard  [NumCards]Card // face up; discard[0] was discarded first
	discardN int

	Display [3]Card // the exposition, NoCard where a card was taken (URUK-DRAW-3)
	GodSlot Card    // the god or disaster face up left of the display, or NoCard
	Box     CardSet // out of the game
	Table   CardSet // the epoch cards (URUK-SETUP-8)

	Reserve   [NumColors]uint8 // the cubes in the reserve (the "stock" players receive from)
	Epochs    [NumEpochs]uint8 // discs on each epoch card
	Common    uint8            // discs in the common stock (URUK-GOD-4)
	BoxDiscs  uint8            // discs in the box
	Exhausted uint8            // times the pile ran out (URUK-DRAW-4, URUK-DRAW-5)
	Rng       uint64           // the seed of the next shuffle

	Scores  [MaxPlayers]int // PhaseOver: each player's points
	Winners uint8           // PhaseOver: the winners' mask
}

// Pile returns the face-down pile, top card first.
func (s *State) Pile() []Card {
	out := make([]Card, s.pileN)
	for i := range out {
		out[i] = s.pile[s.pileN-1-i]
	}
	return out
}

// PileLen returns the number of cards in the pile.
func (s *State) PileLen() int { return s.pileN }

// DiscoveryLeft reports whether the pile or the discard pile holds a
// discovery to draw (URUK-DRAW-6).
func (s *State) DiscoveryLeft() bool {
	for _, c := range s.pile[:s.pileN] {
		if c.IsDiscovery() {
			return true
		}
	}
	for _, c := range s.discard[:s.discardN] {
		if c.IsDiscovery() {
			return true
		}
	}
	return false
}

// Discard returns the discard pile, the card discarded first first.
func (s *State) Discard() []Card { return append([]Card(nil), s.discard[:s.discardN]...) }

// DiscardLen returns the number of cards in the discard pile.
func (s *State) DiscardLen() int { return s.discardN }

// next returns the seat after p, clockwise.
func (s *State) next(p int) int { return (p + 1) % s.N }

// seats returns the seats clockwise from p, p first.
func (s *State) seats(from int) []int {
	out := make([]int, s.N)
	for i := range out {
		out[i] = (from + i) % s.N
	}
	return out
}

// LowestEpoch returns the lowest-numbered epoch card with a disc, or -1
// (URUK-COLONY-1).
func (s *State) LowestEpoch() int {
	for e := 0; e < NumEpochs; e++ {
		if s.Epochs[e] > 0 {
			return e
		}
	}
	return -1
}

// EpochDiscs returns the discs left on all epoch cards.
func (s *State) EpochDiscs() int {
	n := 0
	for _, k := range s.Epochs {
		n += int(k)
	}
	return n
}

// Where returns the place of card c.
func (s *State) Where(c Card) Place {
	for i := 0; i < s.pileN; i++ {
		if s.pile[i] == c {
			return PilePlace
		}
	}
	for i := 0; i < s.discardN; i++ {
		if s.discard[i] == c {
			return DiscardPlace
		}
	}
	for i, d := range s.Display {
		if d == c {
			return DisplayPlace(i)
		}
	}
	switch {
	case s.GodSlot == c:
		return GodSlotPlace
	case s.Box.Has(c):
		return BoxPlace
	case s.Table.Has(c):
		return TablePlace
	}
	for p := 0; p < s.N; p++ {
		pl := &s.Players[p]
		switch {
		case pl.Hand.Has(c):
			return HandPlace(p)
		case pl.FaceDown == c:
			return FaceDownPlace(p)
		case pl.Kept.Has(c):
			return KeptPlace(p)
		case pl.Summary == c:
			return SummaryPlace(p)
		case pl.Lyre == c:
			return LyrePlace(p)
		}
		for i := 0; i < pl.N; i++ {
			if pl.Tableau[i].Card == c {
				return TableauPlace(p, i)
			}
		}
	}
	return NoPlace
}

// trailing returns the index of the lowest set bit of b.
func trailing(b uint64) int { return bits.TrailingZeros64(b) }

// PileCard returns the card at position i of the pile, from the bottom.
func (s *State) PileCard(i int) Card { return s.pile[i] }

// DiscardCard returns the card at position i of the discard pile, the
// card discarded first at 0.
func (s *State) DiscardCard(i int) Card { return s.discard[i] }
