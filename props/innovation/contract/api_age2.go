package contract

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// PileShows returns the icons of kind i that player p's pile of color col
// shows (ICON-1): every slot of its top card, and of each covered card the
// slots the pile's splay uncovers.
func (t *Table) PileShows(p int, col inn.Color, i inn.Icon) int {
	if i == inn.Hex {
		return 0
	}
	pi := &t.piles[p][col]
	n := 0
	for k := 0; k < int(pi.n); k++ {
		ics := &t.deck.Facts[pi.cards[k]].Icons
		var slots []int
		switch {
		case k == int(pi.n)-1:
			slots = allSlots
		case pi.splay == inn.Left:
			slots = leftSlots
		case pi.splay == inn.Right:
			slots = rightSlots
		case pi.splay == inn.Up:
			slots = upSlots
		}
		for _, s := range slots {
			if ics[s] == i {
				n++
			}
		}
	}
	return n
}

// BoardOwner returns the player whose board holds card k, or -1.
func (t *Table) BoardOwner(k inn.Card) int {
	for p := 0; p < t.N; p++ {
		for col := inn.Color(0); col < inn.NumColors; col++ {
			for _, x := range t.Pile(p, col) {
				if x == k {
					return p
				}
			}
		}
	}
	return -1
}

// ScoreOwner returns the player whose score pile holds card k, or -1.
func (t *Table) ScoreOwner(k inn.Card) int {
	for p := 0; p < t.N; p++ {
		if t.score[p].Has(k) {
			return p
		}
	}
	return -1
}

// ExchangeSome reads an exchange by the performer (KEY-EXCHANGE) of na
// cards among a, which go to zone toA, and nb cards among b, which go to
// zone toB, in any order and no other card. With may the exchange is
// optional: it must come after a question, and it may not happen at all.
// It reports whether any card moved.
func (c *C) ExchangeSome(may bool, a inn.Set, na int, toA Zone, b inn.Set, nb int, toB Zone) bool {
	if c.Done() || na+nb == 0 {
		return false
	}
	moved := 0
	for na+nb > 0 {
		e := c.peekHard()
		if e == nil || e.Kind != inn.EvExchange || e.Player != c.Me || e.Card < 0 || e.Card >= inn.MaxCards {
			break
		}
		k := inn.Card(e.Card)
		switch {
		case na > 0 && a.Has(k) && toA.receives(inn.Place(e.To)):
			na--
			a.Remove(k)
		case nb > 0 && b.Has(k) && toB.receives(inn.Place(e.To)):
			nb--
			b.Remove(k)
		default:
			c.failf("the text does not exchange %s to %s", c.Name(k), inn.Place(e.To))
			return moved > 0
		}
		c.take(may && moved == 0)
		moved++
	}
	if (na+nb > 0) && !(may && moved == 0) && !c.Done() {
		c.expected(fmt.Sprintf("%s to exchange %d more card(s) to %s and %d to %s", inn.SeatName(c.Me), na, toA, nb, toB))
	}
	return moved > 0
}

// RevealsAll reads the reveal by player p of every card of set, in any
// order and of no other card: a hand shown to prove it holds no card of
// the kind the text asks for (EFFECTS.md §0.9).
func (c *C) RevealsAll(p int, set inn.Set) {
	for !set.Empty() && !c.Done() {
		e := c.peek()
		if e == nil || e.Kind != inn.EvReveal || e.Player != p || e.Card < 0 || e.Card >= inn.MaxCards || !set.Has(inn.Card(e.Card)) {
			c.expected(fmt.Sprintf("%s to reveal %d more card(s), among them %s", inn.SeatName(p), set.Len(), c.Name(set.First())))
			return
		}
		set.Remove(inn.Card(e.Card))
		c.take(false)
	}
}
