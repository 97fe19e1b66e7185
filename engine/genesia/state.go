package genesia

import "github.com/dogma-engine/dogma/engine"

// Counts the rules give (RULES.md GEN-COMP-...).
const (
	MaxPlayers      = 5   // players of a game (GEN-COMP-1)
	MaxPeoples      = 5   // peoples on the board: the solo game has two
	NumCards        = 90  // Age cards (GEN-COMP-3)
	NumObjectives   = 12  // secret objectives (GEN-COMP-3)
	MaxRegions      = 128 // regions of a board, at most
	ClansPerPeople  = 30  // GEN-COMP-2
	CitiesPerPeople = 20  // GEN-COMP-2
	CoinsTotal      = 100 // the value of the 75 coins (GEN-COMP-5)
	AgeIncome       = 15  // coins at the start of an Age (GEN-AGE-2)
	DiscardCoins    = 4   // coins for a discarded card (GEN-CARD-6)
	RecruitCost     = 2   // coins per recruited clan (GEN-GROW-1)
	DraftDeal       = 6   // cards dealt for the draft (GEN-DRAFT-1)
	DraftKeep       = 5   // cards kept by the draft
)

// Phase is where an Age (or the game) stands.
type Phase uint8

// The phases; each step of the game belongs to one.
const (
	PhaseObjective Phase = iota // setup: each player keeps an objective (GEN-SETUP-5)
	PhaseDraft                  // GEN-DRAFT-1
	PhaseGrowth                 // GEN-GROW-1
	PhaseExpansion              // GEN-EXP-1
	PhaseWar                    // the secret War-or-Peace choices of a round (GEN-ATK-1)
	PhaseAssault                // the assaults of a round (GEN-ATK-3)
	PhaseEndCards               // end-of-Age cards (GEN-ENDAGE-2)
	PhaseReseat                 // the turn order of the next Age (GEN-ORDER-1)
	PhaseOver
	numPhases
)

var phaseNames = [numPhases]string{"objective", "draft", "growth", "expansion", "war", "assault", "endcards", "reseat", "over"}

func (ph Phase) String() string {
	if ph < numPhases {
		return phaseNames[ph]
	}
	return "phase?"
}

// Loc is where an Age card lies: a place of nobody (box, deck, discard)
// or a place of one people (hand, picked, packet, played, inventions).
type Loc uint8

// The places of cards. A people's place is the kind plus the people.
const (
	LocBox       Loc = 0  // out of the game
	LocDeck      Loc = 1  // the deck of its Age, face down
	LocDiscard   Loc = 2  // discarded, face down
	LocHand      Loc = 8  // + people
	LocPicked    Loc = 16 // + people: picked in the draft, face down
	LocPacket    Loc = 24 // + people: the cards a people picks from
	LocPlayed    Loc = 32 // + people: played, face up
	LocInvention Loc = 40 // + people: an invention kept face up (GEN-CARD-8)
)

// At returns the place of kind k of people p.
func (k Loc) At(p int) Loc { return k + Loc(p) }

// Kind returns the kind of a people's place, or the place itself.
func (l Loc) Kind() Loc {
	if l < 8 {
		return l
	}
	return l &^ 7
}

// Owner returns the people of a people's place, or -1.
func (l Loc) Owner() int {
	if l < 8 {
		return -1
	}
	return int(l & 7)
}

// ObjLoc is where an objective lies: in the box, dealt to a people, or
// kept by it.
type ObjLoc uint8

// The places of objectives.
const (
	ObjBox   ObjLoc = 0
	ObjDealt ObjLoc = 8  // + people
	ObjKept  ObjLoc = 16 // + people
)

// State is the whole state of a game of Genesia, a plain value: copying it
// copies the game.
type State struct {
	N      int8  // peoples
	Age    int8  // 1 to 3
	Phase  Phase //
	Turn   int8  // the index in Order of the people to act (the people itself in the draft and for objectives; the index in Reseat when re-seating)
	Round  int8  // the draft's round; the War round
	Order  [MaxPeoples]int8
	Coins  [MaxPeoples]int16
	Moves  [MaxPeoples]int8 // free movements (GEN-EXP-2)
	Supply [MaxPeoples]int8 // clans not on the board
	// CitySupply are the cities not on the board.
	CitySupply [MaxPeoples]int8
	Reserve    int16
	Clans      [MaxRegions][MaxPeoples]uint8
	City       [MaxRegions]int8 // the owner plus 1, or 0
	Where      [NumCards]Loc
	CopyOf     [NumCards]int8  // the card a copy card copied, plus 1
	Marker     [NumCards]uint8 // the peoples with a marker clan on the invention (GEN-CARD-8)
	Obj        [NumObjectives]ObjLoc
	PP         [3][MaxPeoples]int16 // progress points of each Age (GEN-ENDAGE-3)
	Chosen     uint8                // the peoples who chose War or Peace this round
	War        uint8                // the peoples who chose War
	Done       uint8                // the War peoples who assaulted (or passed) this round
	Changed    bool                 // an assault of the round changed the board
	Reseat     [MaxPeoples]int8     // the order in which peoples choose their place
	Taken      [MaxPeoples]int8     // the people at each place of the next order, or -1
	SoloFirst  int8                 // the people who plays first in Ages I and III of a solo game
	CopyCard   int8                 // the card played that the other peoples are offered to copy, plus 1, or 0
	CopyBy     int8                 // the people who played it
	CopyNext   int8                 // the next people offered, counted in turn order from CopyBy
	Transit    [MaxPeoples]uint8    // clans walking (within a step)
	Scores     [MaxPeoples]int16    // final scores
	Winners    uint8                // winning seats
	Seed       uint64               // the seed of the next shuffle

	// key is the part of the hash that says where the cards and the units
	// lie (Where, CopyOf, Marker, Clans, City), kept up to date by every
	// change of them (see keys.go), so that Hash reads it for nothing.
	key uint64
}

// Occupies reports whether people p occupies region r with a clan or a
// city.
func (s *State) Occupies(p, r int) bool {
	return s.Clans[r][p] > 0 || int(s.City[r]) == p+1
}

// Others reports whether a people other than p occupies region r, and
// the first such people.
func (s *State) Others(p, r int) (int, bool) {
	for q := 0; q < int(s.N); q++ {
		if q != p && s.Occupies(q, r) {
			return q, true
		}
	}
	return -1, false
}

// Cities returns the cities of people p on the board.
func (s *State) Cities(p int) int { return CitiesPerPeople - int(s.CitySupply[p]) }

// OnBoard returns the clans of people p on the board.
func (s *State) OnBoard(p int) int {
	n := 0
	for r := range s.Clans {
		n += int(s.Clans[r][p])
	}
	return n
}

// Markers returns the marker clans of people p (GEN-CARD-8).
func (s *State) Markers(p int) int {
	n := 0
	for _, m := range s.Marker {
		if m&(1<<p) != 0 {
			n++
		}
	}
	return n
}

// Hash returns a hash of the state: the key kept up to date by the moves
// of cards and units (see keys.go) and every other field, folded into
// four independent lanes so that the multiplications of neighbouring
// words overlap rather than wait for each other.
func (s *State) Hash() uint64 { return s.hashWith(s.key) }

// HashFull returns the hash of the state with the key of its cards and
// units worked out from scratch. It equals Hash unless the bookkeeping of
// the key has gone wrong.
func (s *State) HashFull() uint64 { return s.hashWith(s.fullKey()) }

// hashWith returns the hash of the state with key as the key of its cards
// and units.
func (s *State) hashWith(key uint64) uint64 {
	var w [hashWords]uint64
	w[0] = key
	w[1] = uint64(s.N) | uint64(s.Age)<<8 | uint64(s.Phase)<<16 | uint64(s.Turn)<<24 | uint64(s.Round)<<32 | uint64(s.SoloFirst)<<40
	w[2] = uint64(s.Chosen) | uint64(s.War)<<8 | uint64(s.Done)<<16 | uint64(btoi(s.Changed))<<24 | uint64(s.Winners)<<32 | uint64(uint16(s.Reserve))<<40
	w[3] = s.Seed
	w[4] = uint64(uint8(s.CopyCard)) | uint64(uint8(s.CopyBy))<<8 | uint64(uint8(s.CopyNext))<<16
	for p := 0; p < MaxPeoples; p++ {
		w[5+2*p] = uint64(s.Order[p]) | uint64(uint16(s.Coins[p]))<<8 | uint64(uint8(s.Moves[p]))<<24 | uint64(uint8(s.Supply[p]))<<32 | uint64(uint8(s.CitySupply[p]))<<40 | uint64(s.Transit[p])<<48
		w[6+2*p] = uint64(uint8(s.Reseat[p])) | uint64(uint8(s.Taken[p]))<<8 | uint64(uint16(s.Scores[p]))<<16 | uint64(uint16(s.PP[0][p]))<<32 | uint64(uint16(s.PP[1][p]))<<48
	}
	w[15] = uint64(uint16(s.PP[2][0])) | uint64(uint16(s.PP[2][1]))<<16 | uint64(uint16(s.PP[2][2]))<<32 | uint64(uint16(s.PP[2][3]))<<48
	for i, o := range s.Obj {
		w[16+i/8] |= uint64(o) << (8 * (i % 8))
	}
	w[17] |= uint64(uint16(s.PP[2][4])) << 48
	// Four lanes, each folding every fourth word: the words of one lane
	// depend on each other, those of different lanes do not, so the
	// processor works on four at a time.
	a, b, c, d := engine.Hasher(0x67656e65736961), engine.Hasher(1), engine.Hasher(2), engine.Hasher(3)
	for i := 0; i < hashWords; i += 4 {
		a.Add(w[i])
		b.Add(w[i+1])
		c.Add(w[i+2])
		d.Add(w[i+3])
	}
	a.Add(uint64(b))
	a.Add(uint64(c))
	a.Add(uint64(d))
	return uint64(a)
}

// hashWords is the number of words hashWith folds: the key, 4 of the
// game, 2 per people, 3 of the last Age's progress points and the
// objectives, rounded up to a multiple of 4.
const hashWords = 20
