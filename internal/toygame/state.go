package toygame

// HandSize is the number of cards dealt to each player (TALLY-SETUP-2).
const HandSize = 3

// WinningTotal is the row total that wins at once (TALLY-END-1).
const WinningTotal = 30

// zone is an ordered group of cards: the deck (top first), a hand (in card
// order), a row (in play order) or the discard pile (oldest first). It is
// a plain value, so that copying a state copies its zones.
type zone struct {
	n     uint8
	cards [NumCards]Card
}

func (z *zone) list() []Card { return z.cards[:z.n] }

func (z *zone) len() int { return int(z.n) }

func (z *zone) push(c Card) {
	z.cards[z.n] = c
	z.n++
}

// insert adds c in card order, as a hand keeps its cards.
func (z *zone) insert(c Card) {
	i := int(z.n)
	for i > 0 && z.cards[i-1] > c {
		z.cards[i] = z.cards[i-1]
		i--
	}
	z.cards[i] = c
	z.n++
}

// removeAt takes out the card at i and returns it; the others keep their
// order.
func (z *zone) removeAt(i int) Card {
	c := z.cards[i]
	copy(z.cards[i:z.n], z.cards[i+1:z.n])
	z.n--
	return c
}

// index returns the position of c, or -1.
func (z *zone) index(c Card) int {
	for i, x := range z.list() {
		if x == c {
			return i
		}
	}
	return -1
}

// sort puts the cards in card order.
func (z *zone) sort() {
	cs := z.list()
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j-1] > cs[j]; j-- {
			cs[j-1], cs[j] = cs[j], cs[j-1]
		}
	}
}

// total returns the sum of the numbers of the cards.
func (z *zone) total() int {
	t := 0
	for _, c := range z.list() {
		t += c.Number()
	}
	return t
}

// stage is where a turn stands: which decision it asks.
type stage uint8

const (
	stageAction  stage = iota // the player draws or plays (TALLY-TURN-1)
	stageMatch                // the player may make another discard (TALLY-MATCH-1)
	stageTarget               // the player chooses who discards (TALLY-MATCH-1)
	stageDiscard              // the chosen player chooses its discard (TALLY-MATCH-2)
)

// ending is why a game ended.
type ending uint8

const (
	notOver   ending = iota
	endedRow         // a row reached WinningTotal (TALLY-END-1)
	endedDeck        // a draw from the empty deck (TALLY-END-2)
)

var endingNames = [...]string{notOver: "", endedRow: "row", endedDeck: "deck"}
var endingClauses = [...]string{notOver: "", endedRow: ClauseEndRow, endedDeck: ClauseEndDeck}

// state is the whole state of a game, a plain value.
type state struct {
	players int
	turn    int // the seat whose turn it is
	stage   stage
	target  int // the player who discards, at stageDiscard
	deck    zone
	discard zone
	hands   [MaxPlayers]zone
	rows    [MaxPlayers]zone
	ended   ending
	winners uint8 // a bit per winning seat
	// announce is set between turns: the next turn begins by logging its
	// EvTurn event. It is no part of the position or of the hash: a
	// position read from text logs no EvTurn.
	announce bool
}

// where is a place a card can be.
type where struct {
	kind   placeKind
	player int
}

type placeKind uint8

const (
	inNowhere placeKind = iota
	inDeck
	inDiscard
	inHand
	inRow
)

// places returns where each card is; a card in two places (a defect)
// shows the last one.
func (s *state) places() [NumCards]where {
	var w [NumCards]where
	for _, c := range s.deck.list() {
		w[c] = where{inDeck, -1}
	}
	for _, c := range s.discard.list() {
		w[c] = where{inDiscard, -1}
	}
	for p := 0; p < s.players; p++ {
		for _, c := range s.hands[p].list() {
			w[c] = where{inHand, p}
		}
		for _, c := range s.rows[p].list() {
			w[c] = where{inRow, p}
		}
	}
	return w
}

// cardCount returns the number of cards in all zones: NumCards unless
// cards were lost or duplicated.
func (s *state) cardCount() int {
	n := s.deck.len() + s.discard.len()
	for p := 0; p < s.players; p++ {
		n += s.hands[p].len() + s.rows[p].len()
	}
	return n
}

// othersHolding reports whether a player other than p holds a card.
func (s *state) othersHolding(p int) bool {
	for q := 0; q < s.players; q++ {
		if q != p && s.hands[q].len() > 0 {
			return true
		}
	}
	return false
}

// matched reports whether the last card of p's row has the color of the
// card before it (TALLY-MATCH-1).
func (s *state) matched(p int) bool {
	r := &s.rows[p]
	return r.n >= 2 && r.cards[r.n-1].Color() == r.cards[r.n-2].Color()
}

// highest returns the seats with the highest row total (TALLY-END-2).
func (s *state) highest() uint8 {
	best, mask := -1, uint8(0)
	for p := 0; p < s.players; p++ {
		switch t := s.rows[p].total(); {
		case t > best:
			best, mask = t, 1<<p
		case t == best:
			mask |= 1 << p
		}
	}
	return mask
}

// hash returns an FNV-1a hash of the whole state.
func (s *state) hash() uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	add := func(b byte) {
		h ^= uint64(b)
		h *= prime
	}
	addZone := func(z *zone) {
		add(z.n)
		for _, c := range z.list() {
			add(byte(c))
		}
	}
	add(byte(s.players))
	add(byte(s.turn))
	add(byte(s.stage))
	add(byte(s.target))
	add(byte(s.ended))
	add(s.winners)
	addZone(&s.deck)
	addZone(&s.discard)
	for p := 0; p < s.players; p++ {
		addZone(&s.hands[p])
		addZone(&s.rows[p])
	}
	return h
}
