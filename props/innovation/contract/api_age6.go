package contract

import (
	"fmt"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// AreHighest reports whether the cards of got, all of set s, are as many
// highest cards of s ("your N highest cards"): no card of s left out is of
// a higher age than a card of got.
func (t *Table) AreHighest(got []inn.Card, s inn.Set) bool {
	return t.extreme(got, s, func(out, in int) bool { return out <= in })
}

// AreLowest reports whether the cards of got, all of set s, are as many
// lowest cards of s: no card of s left out is of a lower age than a card
// of got.
func (t *Table) AreLowest(got []inn.Card, s inn.Set) bool {
	return t.extreme(got, s, func(out, in int) bool { return out >= in })
}

// extreme reports whether got is a subset of s such that every card of s
// not in got compares well with every card of got (ok(outside, inside)).
func (t *Table) extreme(got []inn.Card, s inn.Set, ok func(out, in int) bool) bool {
	var in inn.Set
	for _, k := range got {
		if !s.Has(k) || in.Has(k) {
			return false
		}
		in.Add(k)
	}
	good := true
	s.Each(func(o inn.Card) {
		if in.Has(o) {
			return
		}
		for _, k := range got {
			if !ok(t.deck.Facts[o].Age, t.deck.Facts[k].Age) {
				good = false
			}
		}
	})
	return good
}

// MayDraw reads an optional draw by the performer that asks for one of the
// ages given: there must have been a question first. It returns the card
// drawn and the age asked, or NoCard and 0 when the effect drew nothing
// (NoCard and the age when the draw ended the game).
func (c *C) MayDraw(ages ...int) (inn.Card, int) {
	if c.Done() {
		return inn.NoCard, 0
	}
	e := c.peekHard()
	if e == nil || e.Player != c.Me || (e.Kind != inn.EvDraw && e.Kind != inn.EvOverflow) {
		if !c.offered(c.Me) {
			c.neverOffered(fmt.Sprintf("to draw a card of age %v", ages))
		}
		return inn.NoCard, 0
	}
	for _, age := range ages {
		if e.Arg != age {
			continue
		}
		if e.Kind == inn.EvOverflow {
			c.take(true)
			c.cut = true
			return inn.NoCard, age
		}
		if inn.Place(e.To) != inn.HandPlace(c.Me) {
			break
		}
		k := inn.Card(e.Card)
		c.take(true)
		return k, age
	}
	c.failf("the text lets %s draw %v; the effect did: %s", inn.SeatName(c.Me), ages, c.describe(e))
	return inn.NoCard, 0
}

// Next reports whether the next event the contract reads is a move of the
// given kind of card k by the performer.
func (c *C) Next(kind string, k inn.Card) bool {
	if c.Done() {
		return false
	}
	e := c.peekHard()
	return e != nil && e.Kind == kind && e.Player == c.Me && inn.Card(e.Card) == k
}

// Drawing reports whether the next event the contract reads is a draw by
// the performer, or a draw of theirs that ended the game.
func (c *C) Drawing() bool {
	if c.Done() {
		return false
	}
	e := c.peekHard()
	return e != nil && e.Player == c.Me && (e.Kind == inn.EvDraw || e.Kind == inn.EvOverflow)
}

// MayRearrange reads an optional new order of one of the performer's
// piles: a question first, then the rearrange events of that one pile. It
// returns the pile's color and whether a new order was made.
func (c *C) MayRearrange() (inn.Color, bool) {
	if c.Done() {
		return 0, false
	}
	e := c.peekHard()
	if e == nil || e.Kind != inn.EvRearrange {
		return 0, false
	}
	pl := inn.Place(e.From)
	if pl.Kind() != inn.PlaceBoard || pl.Player() != c.Me {
		c.failf("the text lets %s rearrange a pile of their own; the effect did: %s", inn.SeatName(c.Me), c.describe(e))
		return 0, false
	}
	col := inn.Color(pl.Index())
	c.take(true)
	c.Rearranges(col)
	return col, true
}

// MayExchange reads an optional exchange by the performer (KEY-EXCHANGE):
// all or nothing, after a question, of the cards of a going to zone toA
// and the cards of b going to zone toB.
func (c *C) MayExchange(a inn.Set, toA Zone, b inn.Set, toB Zone) bool {
	if c.Done() || (a.Empty() && b.Empty()) {
		return false
	}
	e := c.peekHard()
	if e == nil || e.Kind != inn.EvExchange || e.Player != c.Me {
		if !c.offered(c.Me) {
			c.neverOffered("to exchange")
		}
		return false
	}
	if it := &c.perf.Items[c.next]; it.Decision <= c.last {
		c.failf("a \"may\" exchange changed the game without asking %s first: %s", inn.SeatName(c.Me), c.describe(e))
	}
	c.Exchange(a, toA, b, toB)
	return true
}

// Exchanges reads an exchange by the performer whose groups the text
// gives by a rule rather than by name: na cards of zone a that pass okA go
// to zone toA and nb cards of zone b that pass okB go to zone toB, in any
// order. It returns the cards of each group.
func (c *C) Exchanges(a, toA Zone, na int, okA func(inn.Card) bool, b, toB Zone, nb int, okB func(inn.Card) bool) (ga, gb []inn.Card) {
	for !c.Done() && len(ga)+len(gb) < na+nb {
		e := c.peekHard()
		if e == nil || e.Kind != inn.EvExchange || e.Player != c.Me || e.Card < 0 || e.Card >= inn.MaxCards {
			break
		}
		k := inn.Card(e.Card)
		from, to := inn.Place(e.From), inn.Place(e.To)
		switch {
		case len(ga) < na && a.holds(&c.now, from, k) && toA.receives(to) && (okA == nil || okA(k)):
			ga = append(ga, k)
		case len(gb) < nb && b.holds(&c.now, from, k) && toB.receives(to) && (okB == nil || okB(k)):
			gb = append(gb, k)
		default:
			c.failf("an exchange the text does not allow: %s", c.describe(e))
			return ga, gb
		}
		c.take(false)
	}
	if len(ga)+len(gb) < na+nb && !c.Done() {
		c.expected(fmt.Sprintf("%s to exchange %d card(s) of %s for %d of %s (%d and %d so far)", inn.SeatName(c.Me), na, a, nb, b, len(ga), len(gb)))
	}
	return ga, gb
}

// FirstToPerform reports whether the performer is the first player to
// perform the non-demand effects of card k in the Dogma action, from the
// featured icon counts of c.Start: the sharing opponents perform first,
// clockwise from the activator's left, then the activator (DOGMA-4). It
// holds only for a card whose earlier effects cannot change a board; known
// is false when the order cannot be told (an execution, a team game, a
// game with Echoes, whose echo effects may change the boards first).
func (c *C) FirstToPerform(k inn.Card) (first, known bool) {
	if c.perf.Executed || c.now.teams || c.perf.Demand || c.now.deck.Expansions() != 0 {
		return false, false
	}
	icon := c.now.deck.Facts[k].Featured
	mine := c.Start.Shows(c.Activator, icon)
	for i := 1; i < c.Start.N; i++ {
		q := (c.Activator + i) % c.Start.N
		if c.Start.Shows(q, icon) >= mine {
			return q == c.Me, true
		}
	}
	return c.Me == c.Activator, true
}
