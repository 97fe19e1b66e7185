package innovation

import (
	"math/bits"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Naive helpers: simple recomputations from the printed card facts and the
// rules, independent of the engine's caches and shortcuts.

// each calls f for every card of set, in id order, without allocating.
func each(set inn.Set, f func(inn.Card)) {
	for w := 0; w < 2; w++ {
		for b := set[w]; b != 0; b &= b - 1 {
			f(inn.Card(w*64 + bits.TrailingZeros64(b)))
		}
	}
}

// The slots a card shows by ICON-1: all four on top, else by the splay.
var (
	topSlots   = []int{inn.TopLeft, inn.BottomLeft, inn.BottomMiddle, inn.BottomRight}
	leftSlots  = []int{inn.BottomRight}
	rightSlots = []int{inn.TopLeft, inn.BottomLeft}
	upSlots    = []int{inn.BottomLeft, inn.BottomMiddle, inn.BottomRight}
)

// pileIcons counts the icons a pile shows by ICON-1, slot by slot.
func pileIcons(d *inn.Deck, cards []inn.Card, splay inn.Splay) (cnt [inn.NumIcons]int) {
	var covered []int
	switch splay {
	case inn.Left:
		covered = leftSlots
	case inn.Right:
		covered = rightSlots
	case inn.Up:
		covered = upSlots
	}
	n := len(cards)
	for i, c := range cards {
		slots := covered
		if i == n-1 {
			slots = topSlots
		}
		f := &d.Facts[c]
		for _, sl := range slots {
			if ic := f.Icons[sl]; ic != inn.Hex {
				cnt[ic]++
			}
		}
	}
	return cnt
}

// stateIcons recounts the icons player p shows in state st.
func stateIcons(d *inn.Deck, st *inn.State, p int) (cnt [inn.NumIcons]int) {
	var buf [32]inn.Card
	for col := inn.Color(0); col < inn.NumColors; col++ {
		pile := &st.Players[p].Piles[col]
		cards := buf[:pile.Len()]
		for i := range cards {
			cards[i] = pile.At(i)
		}
		pc := pileIcons(d, cards, pile.Splay())
		for i := range cnt {
			cnt[i] += pc[i]
		}
	}
	return cnt
}

// score returns the total age of the cards in player p's score pile.
func score(d *inn.Deck, st *inn.State, p int) int {
	total := 0
	each(st.Players[p].ScorePile, func(c inn.Card) { total += d.Facts[c].Age })
	return total
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

// moves reports whether events of this kind move a card from From to To.
func moves(kind string) bool {
	switch kind {
	case inn.EvDraw, inn.EvMeld, inn.EvTuck, inn.EvScore, inn.EvReturn, inn.EvTransfer,
		inn.EvExchange, inn.EvRemove, inn.EvAchieve, inn.EvSpecial:
		return true
	}
	return false
}

// name renders a card id for messages.
func name(d *inn.Deck, c int) string {
	if c < 0 || c >= inn.NumCards {
		return "no card"
	}
	return d.Name(inn.Card(c))
}

// describe renders event k of evs for messages.
func describe(d *inn.Deck, e engine.Event) string { return inn.FormatEvent(d, e) }
