package innovation

import (
	"math/bits"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Naive helpers: simple recomputations from the printed card facts and the
// rules, independent of the engine's caches and shortcuts.

// The slots a card shows by ICON-1: all four on top, else by the splay.
var (
	topSlots   = []int{inn.TopLeft, inn.BottomLeft, inn.BottomMiddle, inn.BottomRight}
	leftSlots  = []int{inn.BottomRight}
	rightSlots = []int{inn.TopLeft, inn.BottomLeft}
	upSlots    = []int{inn.BottomLeft, inn.BottomMiddle, inn.BottomRight}
)

// iconBits is the width of one icon's count in an iconCount: seven icons
// of nine bits fit a word, and no board shows 512 of one icon.
const iconBits = 9

// iconCount holds the icons something shows, in one word: iconBits bits
// per icon from Castle to Avatar (Hex, the card image, counts as no icon).
// Counts add up as words do, far below the width of a field.
type iconCount uint64

// of returns the number of icons i.
func (n iconCount) of(i inn.Icon) int {
	if i == inn.Hex {
		return 0
	}
	return int(n>>(iconBits*(i-1))) & (1<<iconBits - 1)
}

// iconTable says what each card shows by ICON-1, worked out once from the
// printed card facts: all four slots on top, else the slots its pile's
// splay uncovers.
type iconTable struct {
	top     [inn.MaxCards]iconCount
	covered [inn.MaxCards][inn.Aslant + 1]iconCount // by the pile's splay
}

func (t *iconTable) build(d *inn.Deck) {
	// rule ULT-ICON-1: a pile splayed aslant shows every slot of its
	// covered cards.
	slots := [inn.Aslant + 1][]int{inn.Left: leftSlots, inn.Right: rightSlots, inn.Up: upSlots, inn.Aslant: topSlots}
	count := func(f *inn.Facts, slots []int) iconCount {
		var n iconCount
		for _, sl := range slots {
			if ic := f.Icons[sl]; ic != inn.Hex {
				n += 1 << (iconBits * (ic - 1))
			}
		}
		return n
	}
	for c := range t.top {
		f := &d.Facts[c]
		t.top[c] = count(f, topSlots)
		for sp := range slots {
			t.covered[c][sp] = count(f, slots[sp])
		}
	}
}

// cards counts the icons a pile of the given cards (bottom first) shows
// when splayed splay.
func (t *iconTable) cards(cards []inn.Card, splay inn.Splay) iconCount {
	n := len(cards)
	if n == 0 {
		return 0
	}
	sum := t.top[cards[n-1]]
	if splay != inn.Unsplayed {
		for _, c := range cards[:n-1] {
			sum += t.covered[c][splay]
		}
	}
	return sum
}

// pile counts the icons a pile shows.
func (t *iconTable) pile(pile *inn.Pile) iconCount {
	n := pile.Len()
	if n == 0 {
		return 0
	}
	sum := t.top[pile.At(n-1)]
	if sp := pile.Splay(); sp != inn.Unsplayed {
		for i := 0; i < n-1; i++ {
			sum += t.covered[pile.At(i)][sp]
		}
	}
	return sum
}

// player recounts the icons player p shows in state st.
func (t *iconTable) player(st *inn.State, p int) iconCount {
	var sum iconCount
	for col := range st.Players[p].Piles {
		sum += t.pile(&st.Players[p].Piles[col])
	}
	return sum
}

// score returns the total age of the cards in player p's score pile.
func score(d *inn.Deck, st *inn.State, p int) int {
	total, set := 0, st.Players[p].ScorePile
	for w := range set {
		for b := set[w]; b != 0; b &= b - 1 {
			total += d.Facts[w*64+bits.TrailingZeros64(b)].Age
		}
	}
	return total + bonusPoints(d, st, p)
}

// bonusPoints recounts player p's bonus points (ECHO-BONUS-SCORE): of the
// bonuses his board shows (a top card's four places, a covered card's
// places its splay shows), the highest adds its value and each other one
// point.
func bonusPoints(d *inn.Deck, st *inn.State, p int) int {
	shown := [...][4]bool{
		inn.Unsplayed: {},
		inn.Left:      {false, false, false, true},
		inn.Right:     {true, true, false, false},
		inn.Up:        {false, true, true, true},
		inn.Aslant:    {true, true, true, true},
	}
	hi, n := 0, 0
	for col := inn.Color(0); col < inn.NumColors; col++ {
		pile := &st.Players[p].Piles[col]
		for i := 0; i < pile.Len(); i++ {
			for k, b := range d.Facts[pile.At(i)].Bonus {
				if b > 0 && (i == pile.Len()-1 || shown[pile.Splay()][k]) {
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

// partner returns p's partner in a team game, or -1 (TEAM-1).
func partner(cfg inn.Config, p int) int {
	if cfg.Teams {
		return (p + 2) % 4
	}
	return -1
}

// side returns the seats of p's side as a mask.
func side(cfg inn.Config, p int) int {
	m := 1 << p
	if q := partner(cfg, p); q >= 0 {
		m |= 1 << q
	}
	return m
}

// highestTop returns the highest value among p's top cards, 0 if none.
func highestTop(d *inn.Deck, st *inn.State, p int) int {
	hi := 0
	for col := inn.Color(0); col < inn.NumColors; col++ {
		if t := st.Players[p].Piles[col].Top(); t != inn.NoCard && d.Facts[t].Age > hi {
			hi = d.Facts[t].Age
		}
	}
	return hi
}

// name renders a card id for messages.
func name(d *inn.Deck, c int) string {
	if c < 0 || c >= int(d.Size()) {
		return "no card"
	}
	return d.Name(inn.Card(c))
}

// describe renders event k of evs for messages.
func describe(d *inn.Deck, e engine.Event) string { return inn.FormatEvent(d, e) }
