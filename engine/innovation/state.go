package innovation

// maxPile is the most cards one color pile can hold: every card of a color
// (21 in the base deck, 23 with the 4th edition's age 11, and 23 more with
// Echoes of the Past).
const maxPile = 23 + NumEchoes/NumColors

// maxSupply is the most cards one supply pile can hold: every card of age 1.
const maxSupply = 15

// Pile is one color pile on a board. Cards are stored bottom first, so the
// top card is the last one.
type Pile struct {
	cards [maxPile]Card
	n     uint8
	splay Splay
}

// Len returns the number of cards in the pile.
func (p *Pile) Len() int { return int(p.n) }

// Splay returns the pile's splay direction.
func (p *Pile) Splay() Splay { return p.splay }

// Top returns the top card, or NoCard if the pile is empty (KEY-TOP).
func (p *Pile) Top() Card {
	if p.n == 0 {
		return NoCard
	}
	return p.cards[p.n-1]
}

// Bottom returns the bottom card, or NoCard if the pile is empty (KEY-BOTTOM).
func (p *Pile) Bottom() Card {
	if p.n == 0 {
		return NoCard
	}
	return p.cards[0]
}

// At returns the i-th card from the bottom.
func (p *Pile) At(i int) Card { return p.cards[i] }

// Cards returns the cards from bottom to top.
func (p *Pile) Cards() []Card { return append([]Card(nil), p.cards[:p.n]...) }

func (p *Pile) push(c Card) { p.cards[p.n] = c; p.n++ }

func (p *Pile) pushBottom(c Card) {
	copy(p.cards[1:p.n+1], p.cards[:p.n])
	p.cards[0] = c
	p.n++
}

// remove takes c out of the pile and returns the position it had from
// the bottom, or -1 if c was not there.
func (p *Pile) remove(c Card) int {
	for i := 0; i < int(p.n); i++ {
		if p.cards[i] == c {
			copy(p.cards[i:p.n-1], p.cards[i+1:p.n])
			p.n--
			return i
		}
	}
	return -1
}

// supplyPile is one face-down supply pile. Cards are stored bottom first.
type supplyPile struct {
	cards [maxSupply]Card
	n     uint8
}

func (s *supplyPile) top() Card { return s.cards[s.n-1] }

func (s *supplyPile) pushBottom(c Card) {
	copy(s.cards[1:s.n+1], s.cards[:s.n])
	s.cards[0] = c
	s.n++
}

func (s *supplyPile) pushTop(c Card) { s.cards[s.n] = c; s.n++ }

// Player is one player's part of the state.
type Player struct {
	Piles        [NumColors]Pile
	Hand         Set
	ScorePile    Set
	Achievements Set // claimed age achievements and special achievements
	Forecast     Set // the cards foreshadowed face down (ECHO-FORECAST)

	icons     [NumIcons]uint8            // visible icons, kept up to date (ICON-1)
	pileIcons [NumColors][NumIcons]uint8 // the part each pile contributes
	tucked    uint8                      // cards tucked this turn (SPECIAL-MONUMENT)
	scored    uint8                      // cards scored this turn (SPECIAL-MONUMENT)
}

// Icons returns the number of visible icons of kind i (ICON-1).
func (p *Player) Icons(i Icon) int { return int(p.icons[i]) }

// Top returns the top card of color c, or NoCard.
func (p *Player) Top(c Color) Card { return p.Piles[c].Top() }

// TurnCounts returns how many cards the player tucked and scored this turn.
func (p *Player) TurnCounts() (tucked, scored int) { return int(p.tucked), int(p.scored) }

// Phase is where a game stands.
type Phase uint8

// The phases of a game.
const (
	PhaseSetup Phase = iota // players choose their first meld (SETUP-4)
	PhasePlay               // turns (TURN-1)
	PhaseOver               // the game has ended (END-4)
)

// State is the whole game position as a plain value: copying it copies the
// game. Card ids are small integers and every collection is a fixed array.
type State struct {
	Players [MaxPlayers]Player
	N       int // the number of players

	supply [AgeCap + 1]supplyPile // indexed by age; 0 unused
	// expSupply holds the supply piles of the expansions in play
	// (EXP-SET-1), by expansion and age.
	expSupply [numExpansions][AgeCap + 1]supplyPile
	// ageAchievements holds the available age achievement of each age, or
	// NoCard once claimed (SETUP-2).
	ageAchievements [AgeCap + 1]Card
	// moreAchievements are the standard achievements available beyond the
	// first of their value: cards a 4th-edition effect transferred to the
	// available achievements (ULT-KEY-AVAILABLE) where one of the value
	// was available already. Each takes the place of the first when it
	// goes.
	moreAchievements Set
	Specials         Set // special achievements still available (SETUP-3)
	Removed          Set // cards removed from the game (KEY-REMOVE)
	Junk             Set // the 4th edition's junk, face down
	// Out holds the seats of the players who lost and are out of the game
	// (ULT-KEY-LOSE), one bit per seat.
	Out uint8

	Phase       Phase
	Current     int // the player whose turn it is
	ActionsLeft int // actions left in the current turn; 0 once the game is over (END-4)
	Turn        int // turns begun, from 1
	FirstPlayer int // the player who took the first turn (SETUP-5)

	setupMeld [MaxPlayers]Card // the first meld chosen by each player (SETUP-4)
	loc       [MaxCards]uint16 // where each card is, as a Place (COMP-5)
	// cardsKey is the part of the hash that says where every card lies and
	// how every pile is splayed, kept up to date by every move (hash.go).
	cardsKey uint64

	result resultState
}

type resultState struct {
	reason  string
	clause  string
	winners uint8 // bit mask of seats
}

// In reports whether player p is still in the game: p has not lost
// (ULT-KEY-LOSE).
func (s *State) In(p int) bool { return s.Out&(1<<p) == 0 }

// NextIn returns the first player still in the game clockwise after p
// (ULT-KEY-LOSE: a player out takes no more turns), or p when nobody else
// is in.
func (s *State) NextIn(p int) int {
	for k := 1; k < s.N; k++ {
		if q := (p + k) % s.N; s.In(q) {
			return q
		}
	}
	return p
}

// Where returns the place card c is in.
func (s *State) Where(c Card) Place { return Place(s.loc[c]) }

// SupplyLen returns the number of cards in the supply pile of an age.
func (s *State) SupplyLen(age int) int { return int(s.supply[age].n) }

// Supply returns the cards of the supply pile of an age, top first.
func (s *State) Supply(age int) []Card {
	sp := &s.supply[age]
	out := make([]Card, sp.n)
	for i := range out {
		out[i] = sp.cards[int(sp.n)-1-i]
	}
	return out
}

// SupplyCard returns the i-th card of the supply pile of an age, counting
// from the top (0 is the top card).
func (s *State) SupplyCard(age, i int) Card {
	sp := &s.supply[age]
	return sp.cards[int(sp.n)-1-i]
}

// ExpansionSupplyLen returns the number of cards in expansion x's supply
// pile of an age.
func (s *State) ExpansionSupplyLen(x Expansion, age int) int { return int(s.expSupply[x][age].n) }

// ExpansionSupply returns the cards of expansion x's supply pile of an age,
// top first.
func (s *State) ExpansionSupply(x Expansion, age int) []Card {
	sp := &s.expSupply[x][age]
	out := make([]Card, sp.n)
	for i := range out {
		out[i] = sp.cards[int(sp.n)-1-i]
	}
	return out
}

// supplyAt returns the supply pile at a place of kind PlaceSupply or
// PlaceExpSupply.
func (s *State) supplyAt(at Place) *supplyPile {
	if at.Kind() == PlaceExpSupply {
		return &s.expSupply[at.Player()][at.Index()]
	}
	return &s.supply[at.Index()]
}

// AgeAchievement returns the available achievement card of an age, or NoCard.
func (s *State) AgeAchievement(age int) Card { return s.ageAchievements[age] }

// AgeAchievements returns the available standard achievements of value
// age: the first, and those an effect made available beside it
// (ULT-KEY-AVAILABLE).
func (s *State) AgeAchievements(age int) Set {
	var out Set
	if age < 1 || age > AgeCap || s.ageAchievements[age] == NoCard {
		return out
	}
	out.Add(s.ageAchievements[age])
	s.moreAchievements.Each(func(c Card) {
		if Place(s.loc[c]).Index() == age {
			out.Add(c)
		}
	})
	return out
}

// MoreAchievements returns the standard achievements available beyond the
// first of their value (AgeAchievement gives the first): cards a
// 4th-edition effect made available (ULT-KEY-AVAILABLE).
func (s *State) MoreAchievements() Set { return s.moreAchievements }

// Score returns the score of player p: the sum of the ages of the cards in
// the score pile, plus his bonus points in a game with Echoes of the Past
// (ECHO-BONUS-SCORE).
func (s *State) Score(d *Deck, p int) int {
	total := 0
	s.Players[p].ScorePile.Each(func(c Card) { total += d.Facts[c].Age })
	return total + s.BonusPoints(d, p)
}

// TopCards returns the set of player p's top cards.
func (s *State) TopCards(p int) Set {
	var out Set
	for c := Color(0); c < NumColors; c++ {
		if t := s.Players[p].Piles[c].Top(); t != NoCard {
			out.Add(t)
		}
	}
	return out
}

// HighestTop returns the highest value among player p's top cards, 0 with
// an empty board (DRAW-1, KEY-VALUE).
func (s *State) HighestTop(d *Deck, p int) int {
	hi := 0
	for c := Color(0); c < NumColors; c++ {
		if t := s.Players[p].Piles[c].Top(); t != NoCard && d.Facts[t].Age > hi {
			hi = d.Facts[t].Age
		}
	}
	return hi
}
