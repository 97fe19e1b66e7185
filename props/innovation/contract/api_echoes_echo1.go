package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The contract helpers of the keywords of Echoes of the Past that the
// age-1 Echoes cards use (EFFECTS-echoes.md §K): the forecast and
// foreshadowing, "draw an Echoes N", "if foreseen", bonuses and an
// effect's "achieve ... if eligible".

// Forecast is player p's forecast (ECHO-FORECAST).
func Forecast(p int) Zone { return Zone{kind: inn.PlaceForecast, player: p, color: -1} }

// splayRank is the rank of each splay direction for the forecast's limit
// (ECHO-FORESHADOW: none, left, right, up, aslant, from the weakest).
var splayRank = [...]int{inn.Unsplayed: 0, inn.Left: 1, inn.Right: 2, inn.Up: 3, inn.Aslant: 4}

// ForecastLimit returns how many cards player p's forecast may hold as t
// stands (ECHO-FORESHADOW): 5 with no splayed pile, 4 when his best splay
// is left, 3 right, 2 up, 1 aslant.
func (t *Table) ForecastLimit(p int) int {
	best := 0
	for col := inn.Color(0); col < inn.NumColors; col++ {
		best = max(best, splayRank[t.Splay(p, col)])
	}
	return 5 - best
}

// Foreshadow reads the foreshadowing of card k from wherever it is into
// the performer's forecast (ECHO-FORESHADOW): there when the forecast is
// below its limit, none when it is at or above it (the card stays). It
// reports whether k was foreshadowed.
func (c *C) Foreshadow(k inn.Card) bool {
	if c.Done() || k == inn.NoCard {
		return false
	}
	if t := c.Now(); t.Forecast(c.Me).Len() >= t.ForecastLimit(c.Me) {
		return false
	}
	return c.one(inn.EvForeshadow, c.Me, k, Forecast(c.Me), false)
}

// DrawAndForeshadow reads a draw of the given age and the foreshadowing of
// the card drawn (EFFECTS-echoes.md §K.2).
func (c *C) DrawAndForeshadow(age int) inn.Card {
	k := c.Draw(age)
	c.Foreshadow(k)
	return k
}

// EchoesPileLen returns the number of cards in the Echoes pile of an age as
// t stands: the Echoes cards of that age found in no other place (the
// table follows every place but the supply piles).
func (t *Table) EchoesPileLen(age int) int {
	known := t.junk.Union(t.removed).Union(t.AvailableStandard()) // an effect may make an Echoes card available (ULT-KEY-AVAILABLE)
	for p := 0; p < t.N; p++ {
		known = known.Union(t.hand[p]).Union(t.forecast[p]).Union(t.score[p]).Union(t.achievements[p]).Union(t.BoardCards(p))
	}
	n := 0
	for _, k := range t.deck.ExpansionCards(inn.Echoes) {
		if t.deck.Facts[k].Age == age && !known.Has(k) {
			n++
		}
	}
	return n
}

// DrawEchoes reads "draw an Echoes N" by the performer (EFFECTS-echoes.md
// §0.3, EXP-DRAW-1): a draw asking for age N that takes the Echoes pile of
// N when it holds a card, the base pile of N when only that one does
// (EXP-DRAW-EMPTY-EXP); when the base pile of N is empty, the age is empty
// for Echoes too (EXP-DRAW-EMPTY-AGE) and any higher pile may serve.
func (c *C) DrawEchoes(age int) inn.Card {
	if c.Done() {
		return inn.NoCard
	}
	t := c.Now()
	base, echoes := t.SupplyLen(age), t.EchoesPileLen(age)
	if e := c.peekHard(); e != nil && e.Kind == inn.EvDraw && e.Player == c.Me && e.Arg == age && base > 0 {
		want := inn.SupplyPlace(age)
		if echoes > 0 {
			want = inn.ExpansionSupplyPlace(inn.Echoes, age)
		}
		if inn.Place(e.From) != want {
			c.failf("the text draws an Echoes %d (Echoes pile: %d cards, base pile: %d); the effect did: %s from %s", age, echoes, base, c.describe(e), inn.Place(e.From))
			return inn.NoCard
		}
	}
	return c.Draw(age)
}

// IfForeseen reads the condition "if this card was foreseen"
// (ECHO-FORESEEN) of an effect whose text does nothing more when it is
// false: it reports whether the part it governs is to be read (Foreseen,
// and the performance not cut short).
func (c *C) IfForeseen() bool {
	if c.Done() {
		return false
	}
	return c.Foreseen()
}

// Bonus returns the value of card k's bonus, 0 for none (EFFECTS-echoes.md
// §K.5); of a card printing two, the higher.
func (c *C) Bonus(k inn.Card) int {
	v := 0
	if k == inn.NoCard {
		return 0
	}
	for _, b := range c.now.deck.Facts[k].Bonus {
		v = max(v, int(b))
	}
	return v
}

// MayAchieve reports whether player p, as t stands, is eligible to achieve a
// card of value age ("if eligible"): ACHIEVE-1's condition, a score of
// 5×age or more, bonus points counted (ECHO-BONUS-SCORE), and a top card
// of value age or more.
func (t *Table) MayAchieve(p, age int) bool {
	return age >= 1 && t.Points(p) >= 5*age && t.HighTop(p) >= age
}

// Achieves reads an effect's "achieve" of cards from zone from: moves of
// the named cards into the performer's achievements (the Achieve action's
// claim of an available achievement is no effect's).
func (c *C) Achieves(from Zone) *Sel {
	return c.Moves(inn.EvTransfer, from, Achievements(c.Me))
}

// JunksBaseDeck reads "junk all cards in the N deck" in a game with
// expansions: every card of the base pile of age N, none of the Echoes
// pile's (EFFECTS-4th.md §K.1; "the Echoes N deck" names the other).
func (c *C) JunksBaseDeck(age int) []inn.Card {
	n := c.Now().SupplyLen(age)
	return c.Junks(Supply()).If(func(k inn.Card) bool { return c.Age(k) == age && !k.IsEchoes() }).Exactly(n)
}

// expectOneColor records a failure unless every card of set is of one
// color, and returns that color (false for an empty set).
func (c *C) expectOneColor(set inn.Set, what string) (inn.Color, bool) {
	if set.Empty() {
		return 0, false
	}
	col := c.Color(set.First())
	set.Each(func(k inn.Card) {
		c.Expect(c.Color(k) == col, "%s are of one color; %s is %s, %s is %s", what, c.Name(set.First()), col, c.Name(k), c.Color(k))
	})
	return col, true
}

// colorsOf returns the mask of the colors of the cards of set.
func (c *C) colorsOf(set inn.Set) uint8 {
	var m uint8
	set.Each(func(k inn.Card) { m |= 1 << c.Color(k) })
	return m
}

// seatsDescribed words a mask of seats for messages.
func seatsDescribed(mask uint8) string {
	s := ""
	for q := 0; q < inn.MaxPlayers; q++ {
		if mask&(1<<q) != 0 {
			if s != "" {
				s += ","
			}
			s += inn.SeatName(q)
		}
	}
	if s == "" {
		return "none"
	}
	return s
}

// Foreseen reports whether "if this card was foreseen" holds for the
// performance read (ECHO-FORESEEN): it belongs to the free Dogma action a
// promotion gave its card, and is no execution of the card.
func (c *C) Foreseen() bool { return c.perf.Foreseen && !c.perf.Executed }
