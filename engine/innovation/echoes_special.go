package innovation

// The special achievements of Echoes of the Past (ECHO-COMP-1,
// ECHO-SPECIAL-WEALTH and the four after it): available beside the base game's in a game with the
// expansion, claimed at the end of an action as ULT-SPECIAL-CLAIM says.

// expansionSpecials holds the special achievements each expansion adds to
// the base game's, in id order.
var expansionSpecials = [numExpansions][]Card{{Wealth, Destiny, Heritage, History, Supremacy}}

// echoesSpecialNames are the titles of the special achievements of Echoes,
// in id order from Wealth.
var echoesSpecialNames = [...]string{"Wealth", "Destiny", "Heritage", "History", "Supremacy"}

// echoesSpecialClause holds the clause that states the condition of each
// special achievement of Echoes, in id order from Wealth.
var echoesSpecialClause = [...]string{"ECHO-SPECIAL-WEALTH", "ECHO-SPECIAL-DESTINY", "ECHO-SPECIAL-HERITAGE", "ECHO-SPECIAL-HISTORY", "ECHO-SPECIAL-SUPREMACY"}

// baseSpecials are the special achievements of the base game (COMP-4,
// ULT-COMP-4), in id order.
var baseSpecials = []Card{Empire, Monument, Wonder, World, Universe}

// Specials returns the special achievements a game with the deck has: the
// base game's five, then those of each expansion the deck holds, in id
// order. The slice is shared: do not change it.
func (d *Deck) Specials() []Card {
	if d.specials == nil {
		return baseSpecials
	}
	return d.specials
}

// UltimateSpecialClause returns the clause that states the 4th edition's
// condition of special achievement sp (ULT-SPECIAL-CLAIM, its own clause for
// Monument and Wonder, ECHO-SPECIAL-WEALTH and the four after it for
// those of Echoes).
func UltimateSpecialClause(sp Card) string {
	if sp >= Wealth && sp <= Supremacy {
		return echoesSpecialClause[sp-Wealth]
	}
	return ultSpecialClause[sp-Empire]
}

// eligibleEchoes reports whether player p fulfils the condition of sp, a
// special achievement of Echoes, now.
func (g *Game) eligibleEchoes(p int, sp Card) bool {
	pl := &g.s.Players[p]
	switch sp {
	case Wealth:
		// rule ECHO-SPECIAL-WEALTH: eight visible bonuses.
		return g.s.BonusesShown(g.deck, p) >= 8
	case Destiny:
		// rule ECHO-SPECIAL-DESTINY: five cards in the forecast.
		return pl.Forecast.Len() >= 5
	case Heritage:
		// rule ECHO-SPECIAL-HERITAGE: eight visible hexagons in one colour.
		for col := Color(0); col < NumColors; col++ {
			if PileHexagons(g.deck, &pl.Piles[col]) >= 8 {
				return true
			}
		}
	case History:
		// rule ECHO-SPECIAL-HISTORY: four visible echo effects in one colour.
		for col := Color(0); col < NumColors; col++ {
			if len(g.s.VisibleEchoes(g.deck, p, col)) >= 4 {
				return true
			}
		}
	case Supremacy:
		// rule ECHO-SPECIAL-SUPREMACY: one icon, three times or more in
		// each of four colours.
		return SupremacyIcon(g.deck, &pl.Piles) != Hex
	}
	return false
}

// BonusesShown returns how many bonuses player p's board shows
// (ECHO-ICON-1): on top cards, and in the places of covered cards their
// pile's splay shows.
func (s *State) BonusesShown(d *Deck, p int) int {
	n := 0
	for col := Color(0); col < NumColors; col++ {
		n += len(s.VisibleBonuses(d, p, col))
	}
	return n
}

// BonusCounts returns how many visible bonuses of each value, 1 to 12,
// player p's board shows (ECHO-ICON-1), indexed by value.
func (s *State) BonusCounts(d *Deck, p int) [MaxBonus + 1]int {
	var n [MaxBonus + 1]int
	for col := Color(0); col < NumColors; col++ {
		for _, b := range s.VisibleBonuses(d, p, col) {
			if b <= MaxBonus {
				n[b]++
			}
		}
	}
	return n
}

// MaxBonus is the highest value a bonus prints (EFFECTS-echoes.md §0.5).
const MaxBonus = 12

// ChooseBonus asks p to name one bonus value of mask (bit v stands for
// value v, 1 to 12), with the labels "1" to "12": "a bonus on your board"
// (Palampore, Barometer). An empty mask returns 0 without asking; a mask
// of one value returns it without asking.
func (x *Exec) ChooseBonus(p int, prompt string, mask uint16) int {
	return x.chooseNumber(p, prompt, mask&(1<<(MaxBonus+1)-2))
}

// PileHexagons returns how many hexagons pile shows (ECHO-SPECIAL-HERITAGE):
// the hexagon places visible on its cards, a music note counting as one
// (ECHO-ICON-1), an echo effect or a bonus as none.
func PileHexagons(d *Deck, pile *Pile) int {
	n := 0
	for i := 0; i < int(pile.n); i++ {
		f := &d.Facts[pile.cards[i]]
		for k, ic := range f.Icons {
			if ic == Hex && f.EchoAt&(1<<k) == 0 && f.Bonus[k] == 0 && shows(pile, i, 1<<k) {
				n++
			}
		}
	}
	return n
}

// SupremacyIcon returns the first icon, in icon order, that shows three
// times or more in each of four piles of a board or more
// (ECHO-SPECIAL-SUPREMACY), or Hex when none does. The avatar counts for
// no special achievement (ULT-COMP-2).
func SupremacyIcon(d *Deck, piles *[NumColors]Pile) Icon {
	var counts [NumColors][NumIcons]uint8
	for col := range piles {
		counts[col] = PileIcons(d, &piles[col])
	}
	for ic := Castle; ic <= Clock; ic++ {
		n := 0
		for col := range counts {
			if counts[col][ic] >= 3 {
				n++
			}
		}
		if n >= 4 {
			return ic
		}
	}
	return Hex
}
