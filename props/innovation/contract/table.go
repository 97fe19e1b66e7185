package contract

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// maxPile is the most cards a color pile can hold: every card of a color
// (23 with the 4th edition's age 11, 23 more with Echoes of the Past).
const maxPile = 23 + inn.NumEchoes/inn.NumColors

// pile is one color pile of the model, cards bottom first.
type pile struct {
	cards [maxPile]inn.Card
	n     uint8
	splay inn.Splay
}

// Table is a model of an Innovation position kept from the events: where
// every card is, the order of each pile and its splay. It is a plain value;
// copying it copies the position.
type Table struct {
	N            int
	hand         [inn.MaxPlayers]inn.Set
	forecast     [inn.MaxPlayers]inn.Set // Echoes of the Past (ECHO-FORECAST)
	score        [inn.MaxPlayers]inn.Set
	achievements [inn.MaxPlayers]inn.Set
	piles        [inn.MaxPlayers][inn.NumColors]pile
	supply       [inn.AgeCap + 2]uint8
	specials     inn.Set
	removed      inn.Set
	junk         inn.Set                  // the 4th edition's junk
	standard     [inn.AgeCap + 1]inn.Card // the standard achievement still set aside of each age, or NoCard
	more         inn.Set                  // those available beyond the first of their value (ULT-KEY-AVAILABLE)
	deck         *inn.Deck
	teams        bool
	out          uint8 // the seats out of the game (ULT-KEY-LOSE)
}

// Load sets t to the position of st, played with deck d.
func (t *Table) Load(d *inn.Deck, st *inn.State, teams bool) {
	t.N, t.deck, t.teams, t.out = st.N, d, teams, st.Out
	for p := 0; p < inn.MaxPlayers; p++ {
		pl := &st.Players[p]
		t.hand[p], t.score[p], t.achievements[p] = pl.Hand, pl.ScorePile, pl.Achievements
		t.forecast[p] = pl.Forecast
		for col := range pl.Piles {
			src, dst := &pl.Piles[col], &t.piles[p][col]
			*dst = pile{n: uint8(src.Len()), splay: src.Splay()}
			for i := 0; i < src.Len(); i++ {
				dst.cards[i] = src.At(i)
			}
		}
	}
	for age := range t.supply {
		t.supply[age] = 0
		if age >= 1 && age <= inn.AgeCap {
			t.supply[age] = uint8(st.SupplyLen(age))
		}
	}
	t.specials, t.removed, t.junk = st.Specials, st.Removed, st.Junk
	for age := range t.standard {
		t.standard[age] = st.AgeAchievement(age)
	}
	t.more = st.MoreAchievements()
}

// In reports whether seat p is still in the game (ULT-KEY-LOSE): a player
// out is no opponent and counts as no player.
func (t *Table) In(p int) bool { return t.out&(1<<p) == 0 }

// Apply changes t by one event.
func (t *Table) Apply(e *engine.Event) {
	switch e.Kind {
	case inn.EvOut:
		t.out |= 1 << e.Player
		return
	case inn.EvDraw, inn.EvMeld, inn.EvTuck, inn.EvScore, inn.EvReturn, inn.EvTransfer,
		inn.EvExchange, inn.EvRemove, inn.EvAchieve, inn.EvSpecial, inn.EvJunk, inn.EvChain, inn.EvForeshadow:
		c := inn.Card(e.Card)
		if pl := inn.Place(e.From); e.From == e.To && pl.Kind() == inn.PlaceBoard {
			// A card tucked into its own pile (Socialism, 4th edition)
			// goes to its bottom, a bottom card melded onto its own pile
			// (Thermometer) to its top; the pile keeps its splay.
			pi := &t.piles[pl.Player()][pl.Index()]
			splay := pi.splay
			t.take(c, pl)
			t.put(c, pl, e.Kind == inn.EvTuck)
			pi.splay = splay
			return
		}
		t.take(c, inn.Place(e.From))
		t.put(c, inn.Place(e.To), e.Kind == inn.EvTuck)
	case inn.EvSplay, inn.EvUnsplay:
		pl := inn.Place(e.From)
		if pl.Kind() == inn.PlaceBoard {
			t.piles[pl.Player()][pl.Index()].splay = inn.Splay(e.Arg)
		}
	case inn.EvRearrange:
		pl := inn.Place(e.From)
		if pl.Kind() == inn.PlaceBoard && e.Arg >= 0 && e.Arg < maxPile {
			t.piles[pl.Player()][pl.Index()].cards[e.Arg] = inn.Card(e.Card)
		}
	}
}

// take removes card c from place pl.
func (t *Table) take(c inn.Card, pl inn.Place) {
	p := pl.Player()
	switch pl.Kind() {
	case inn.PlaceHand:
		t.hand[p].Remove(c)
	case inn.PlaceForecast:
		t.forecast[p].Remove(c)
	case inn.PlaceScore:
		t.score[p].Remove(c)
	case inn.PlaceAchievements:
		t.achievements[p].Remove(c)
	case inn.PlaceBoard:
		pi := &t.piles[p][pl.Index()]
		for i := 0; i < int(pi.n); i++ {
			if pi.cards[i] == c {
				copy(pi.cards[i:pi.n-1], pi.cards[i+1:pi.n])
				pi.n--
				pi.cards[pi.n] = 0 // tables compare equal by their cards alone
				break
			}
		}
		if pi.n <= 1 {
			pi.splay = inn.Unsplayed
		}
	case inn.PlaceSupply:
		if a := pl.Index(); a < len(t.supply) && t.supply[a] > 0 {
			t.supply[a]--
		}
	case inn.PlaceSpecials:
		t.specials.Remove(c)
	case inn.PlaceRemoved:
		t.removed.Remove(c)
	case inn.PlaceJunk:
		t.junk.Remove(c)
	case inn.PlaceAgeAchievements:
		a := pl.Index()
		if a >= len(t.standard) || t.standard[a] != c {
			t.more.Remove(c)
			return
		}
		// rule ULT-KEY-AVAILABLE: another of the value, if any, is the first now.
		t.standard[a] = inn.NoCard
		t.more.Each(func(k inn.Card) {
			if t.standard[a] == inn.NoCard && t.deck.Facts[k].Age == a {
				t.standard[a] = k
			}
		})
		t.more.Remove(t.standard[a])
	}
}

// put places card c at place pl: on top of a pile, or at its bottom when
// bottom is set.
func (t *Table) put(c inn.Card, pl inn.Place, bottom bool) {
	p := pl.Player()
	switch pl.Kind() {
	case inn.PlaceHand:
		t.hand[p].Add(c)
	case inn.PlaceForecast:
		t.forecast[p].Add(c)
	case inn.PlaceScore:
		t.score[p].Add(c)
	case inn.PlaceAchievements:
		t.achievements[p].Add(c)
	case inn.PlaceBoard:
		pi := &t.piles[p][pl.Index()]
		if pi.n == maxPile {
			return // a position no game reaches; conservation reports it
		}
		if bottom {
			copy(pi.cards[1:pi.n+1], pi.cards[:pi.n])
			pi.cards[0] = c
		} else {
			pi.cards[pi.n] = c
		}
		pi.n++
	case inn.PlaceSupply:
		if a := pl.Index(); a < len(t.supply) {
			t.supply[a]++
		}
	case inn.PlaceSpecials:
		t.specials.Add(c)
	case inn.PlaceRemoved:
		t.removed.Add(c)
	case inn.PlaceJunk:
		t.junk.Add(c)
	case inn.PlaceAgeAchievements:
		if a := pl.Index(); a < len(t.standard) && t.standard[a] == inn.NoCard {
			t.standard[a] = c
		} else {
			t.more.Add(c)
		}
	}
}

// Hand returns player p's hand.
func (t *Table) Hand(p int) inn.Set { return t.hand[p] }

// Forecast returns player p's forecast (ECHO-FORECAST).
func (t *Table) Forecast(p int) inn.Set { return t.forecast[p] }

// ScorePile returns player p's score pile.
func (t *Table) ScorePile(p int) inn.Set { return t.score[p] }

// Achievements returns the achievements player p holds.
func (t *Table) Achievements(p int) inn.Set { return t.achievements[p] }

// StandardAchievement returns the standard (age) achievement of age still
// available, or NoCard.
func (t *Table) StandardAchievement(age int) inn.Card {
	if age < 1 || age >= len(t.standard) {
		return inn.NoCard
	}
	return t.standard[age]
}

// AvailableStandard returns every standard achievement available as t
// stands: the first of each value and those made available beside it
// (ULT-KEY-AVAILABLE).
func (t *Table) AvailableStandard() inn.Set {
	out := t.more
	for _, c := range t.standard {
		if c != inn.NoCard {
			out.Add(c)
		}
	}
	return out
}

// Junk returns the cards in the junk (4th edition).
func (t *Table) Junk() inn.Set { return t.junk }

// Specials returns the special achievements still available.
func (t *Table) Specials() inn.Set { return t.specials }

// SupplyLen returns the number of cards in the supply pile of an age.
func (t *Table) SupplyLen(age int) int {
	if age < 1 || age >= len(t.supply) {
		return 0
	}
	return int(t.supply[age])
}

// PileLen returns the number of cards of player p's pile of color col.
func (t *Table) PileLen(p int, col inn.Color) int { return int(t.piles[p][col].n) }

// Splay returns the splay of player p's pile of color col.
func (t *Table) Splay(p int, col inn.Color) inn.Splay { return t.piles[p][col].splay }

// Pile returns the cards of player p's pile of color col, bottom first. The
// slice aliases the table.
func (t *Table) Pile(p int, col inn.Color) []inn.Card {
	pi := &t.piles[p][col]
	return pi.cards[:pi.n]
}

// Top returns the top card of player p's pile of color col, or NoCard.
func (t *Table) Top(p int, col inn.Color) inn.Card {
	pi := &t.piles[p][col]
	if pi.n == 0 {
		return inn.NoCard
	}
	return pi.cards[pi.n-1]
}

// Bottom returns the bottom card of player p's pile of color col, or NoCard.
func (t *Table) Bottom(p int, col inn.Color) inn.Card {
	pi := &t.piles[p][col]
	if pi.n == 0 {
		return inn.NoCard
	}
	return pi.cards[0]
}

// TopSet returns player p's top cards.
func (t *Table) TopSet(p int) inn.Set {
	var s inn.Set
	for col := inn.Color(0); col < inn.NumColors; col++ {
		if c := t.Top(p, col); c != inn.NoCard {
			s.Add(c)
		}
	}
	return s
}

// BoardCards returns every card on player p's board.
func (t *Table) BoardCards(p int) inn.Set {
	var s inn.Set
	for col := inn.Color(0); col < inn.NumColors; col++ {
		for _, c := range t.Pile(p, col) {
			s.Add(c)
		}
	}
	return s
}

// Colors returns how many colors player p has on the board.
func (t *Table) Colors(p int) int { return t.TopSet(p).Len() }

// Points returns player p's score: the sum of the ages in the score pile,
// plus his bonus points with Echoes of the Past (ECHO-BONUS-SCORE).
func (t *Table) Points(p int) int {
	n := 0
	t.score[p].Each(func(c inn.Card) { n += t.deck.Facts[c].Age })
	return n + t.BonusPoints(p)
}

// BonusPoints returns the points player p's visible bonuses give
// (ECHO-BONUS-SCORE): the highest its value, each other one point. A
// covered card shows the places its pile's splay shows (ECHO-ICON-1).
func (t *Table) BonusPoints(p int) int {
	shown := [...]uint8{inn.Unsplayed: 0, inn.Left: 0b1000, inn.Right: 0b0011, inn.Up: 0b1110, inn.Aslant: 0b1111}
	hi, n := 0, 0
	for col := range t.piles[p] {
		pi := &t.piles[p][col]
		for i := 0; i < int(pi.n); i++ {
			for k, b := range t.deck.Facts[pi.cards[i]].Bonus {
				if b > 0 && (i == int(pi.n)-1 || shown[pi.splay]&(1<<k) != 0) {
					hi, n = max(hi, int(b)), n+1
				}
			}
		}
	}
	if n == 0 {
		return 0
	}
	return hi + n - 1
}

// HighTop returns the highest age among player p's top cards, 0 for an
// empty board.
func (t *Table) HighTop(p int) int {
	hi := 0
	t.TopSet(p).Each(func(c inn.Card) { hi = max(hi, t.deck.Facts[c].Age) })
	return hi
}

// LowTop returns the lowest age among player p's top cards, 0 for an
// empty board.
func (t *Table) LowTop(p int) int {
	lo := 0
	t.TopSet(p).Each(func(c inn.Card) {
		if a := t.deck.Facts[c].Age; lo == 0 || a < lo {
			lo = a
		}
	})
	return lo
}

// Shows returns the icons of kind i that player p shows (ICON-1): every
// slot of a top card, and of each covered card the slots its pile's splay
// uncovers.
func (t *Table) Shows(p int, i inn.Icon) int {
	n := 0
	for col := inn.Color(0); col < inn.NumColors; col++ {
		n += t.PileShows(p, col, i)
	}
	return n
}

// The slots a card shows: all four on top, else those its pile's splay
// uncovers.
var (
	allSlots   = []int{inn.TopLeft, inn.BottomLeft, inn.BottomMiddle, inn.BottomRight}
	leftSlots  = []int{inn.BottomRight}
	rightSlots = []int{inn.TopLeft, inn.BottomLeft}
	upSlots    = []int{inn.BottomLeft, inn.BottomMiddle, inn.BottomRight}
)

// Opponent reports whether q is an opponent of p: another seat, not p's
// partner in a team game, and still in the game (ULT-KEY-LOSE).
func (t *Table) Opponent(p, q int) bool {
	return q != p && !(t.teams && q == (p+2)%4) && t.In(q)
}

// Highest returns the cards of s of the highest age, and that age (0 for
// an empty s).
func (t *Table) Highest(s inn.Set) (inn.Set, int) {
	var out inn.Set
	hi := 0
	s.Each(func(c inn.Card) {
		switch a := t.deck.Facts[c].Age; {
		case a > hi:
			hi, out = a, inn.SetOf(c)
		case a == hi:
			out.Add(c)
		}
	})
	return out, hi
}

// Lowest returns the cards of s of the lowest age, and that age (0 for an
// empty s).
func (t *Table) Lowest(s inn.Set) (inn.Set, int) {
	var out inn.Set
	lo := 0
	s.Each(func(c inn.Card) {
		switch a := t.deck.Facts[c].Age; {
		case lo == 0 || a < lo:
			lo, out = a, inn.SetOf(c)
		case a == lo:
			out.Add(c)
		}
	})
	return out, lo
}
