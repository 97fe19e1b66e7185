package contract

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Sel is a group of like moves the text asks for: of one kind, by one
// player, from one zone to another, of cards that pass a test. A terminal
// method (Exactly, UpTo, Between, All) reads the moves and checks their
// number.
type Sel struct {
	c        *C
	kind     string
	by       int
	from, to Zone
	keep     func(inn.Card) bool
	in       inn.Set // with restrict, the cards the group may move
	restrict bool
	may      bool
	what     string // the text's words, for messages
}

// Moves is the general form: moves of the given event kind by the
// performer, from one zone to another.
func (c *C) Moves(kind string, from, to Zone) *Sel {
	c.sels = append(c.sels, Sel{c: c, kind: kind, by: c.Me, from: from, to: to, what: kind})
	return &c.sels[len(c.sels)-1]
}

// Melds melds cards from a zone onto the performer's board.
func (c *C) Melds(from Zone) *Sel { return c.Moves(inn.EvMeld, from, Board(c.Me)) }

// Tucks tucks cards from a zone into the performer's board.
func (c *C) Tucks(from Zone) *Sel { return c.Moves(inn.EvTuck, from, Board(c.Me)) }

// Scores scores cards from a zone into the performer's score pile.
func (c *C) Scores(from Zone) *Sel { return c.Moves(inn.EvScore, from, ScorePile(c.Me)) }

// Returns returns cards from a zone to the supply.
func (c *C) Returns(from Zone) *Sel { return c.Moves(inn.EvReturn, from, Supply()) }

// Transfers transfers cards from one zone to another.
func (c *C) Transfers(from, to Zone) *Sel { return c.Moves(inn.EvTransfer, from, to) }

// Removes removes cards from a zone from the game.
func (c *C) Removes(from Zone) *Sel { return c.Moves(inn.EvRemove, from, Removed()) }

// Junks junks cards from a zone (4th edition).
func (c *C) Junks(from Zone) *Sel { return c.Moves(inn.EvJunk, from, Junk()) }

// Reveals reveals cards of a zone.
func (c *C) Reveals(from Zone) *Sel { return c.Moves(inn.EvReveal, from, from) }

// If keeps only the cards that pass test, as the position stands just
// before each moves.
func (s *Sel) If(test func(inn.Card) bool) *Sel { s.keep = test; return s }

// In keeps only the cards of set (a set worked out before the moves).
func (s *Sel) In(set inn.Set) *Sel {
	if s.restrict {
		set = set.Intersect(s.in)
	}
	s.in, s.restrict = set, true
	return s
}

// May marks the moves optional ("you may"): the performer must have been
// asked a question since the effect began before the first of them.
func (s *Sel) May() *Sel { s.may = true; return s }

// By makes player p perform the moves instead of the performer.
func (s *Sel) By(p int) *Sel { s.by = p; return s }

// matches reports whether event e is one of the group's moves.
func (s *Sel) matches(e *engine.Event) bool {
	if e.Kind != s.kind || e.Player != s.by || e.Card < 0 || e.Card >= inn.MaxCards {
		return false
	}
	k := inn.Card(e.Card)
	t := &s.c.now
	if !s.from.holds(t, inn.Place(e.From), k) {
		return false
	}
	if s.kind != inn.EvReveal && !s.to.receives(inn.Place(e.To)) {
		return false
	}
	if s.restrict && !s.in.Has(k) {
		return false
	}
	return s.keep == nil || s.keep(k)
}

// read reads between lo and hi of the group's moves, in a row.
func (s *Sel) read(lo, hi int) []inn.Card {
	c := s.c
	if c.Done() {
		return nil
	}
	first := len(c.cards)
	for len(c.cards)-first < hi {
		var e *engine.Event
		if s.kind == inn.EvReveal {
			e = c.peek() // a reveal is soft: peekHard would pass over it
		} else {
			e = c.peekHard()
		}
		if e == nil || !s.matches(e) {
			break
		}
		c.cards = append(c.cards, inn.Card(e.Card))
		c.take(s.may && len(c.cards)-first == 1)
	}
	// The cards read stay in c.cards until the next run: a later group may
	// grow it into a new array, and this slice keeps the old one.
	out := c.cards[first:len(c.cards):len(c.cards)]
	if len(out) < lo && !c.Done() {
		c.expected(s.describe(lo, hi, len(out)))
	}
	if s.may && len(out) == 0 && hi > 0 && !c.Done() && s.candidates() >= max(lo, 1) {
		if !c.offered(s.by) {
			c.neverOffered(s.describe(lo, hi, 0))
		}
	}
	return out
}

// candidates counts the cards the group could move as the position
// stands, or returns 0 when the zone holds cards the record does not
// list one by one (the supply, the achievements).
func (s *Sel) candidates() int {
	set, ok := s.from.cards(&s.c.now)
	if !ok {
		return 0
	}
	if s.restrict {
		set = set.Intersect(s.in)
	}
	n := 0
	set.Each(func(k inn.Card) {
		if s.keep == nil || s.keep(k) {
			n++
		}
	})
	return n
}

// describe words the group and its count for messages.
func (s *Sel) describe(lo, hi, got int) string {
	count := fmt.Sprintf("%d", lo)
	if hi != lo {
		count = fmt.Sprintf("%d to %d", lo, hi)
	}
	return fmt.Sprintf("%s to %s %s card(s) from %s to %s (%d so far)", inn.SeatName(s.by), s.what, count, s.from, s.to, got)
}

// Exactly reads n of the moves (none if n ≤ 0).
func (s *Sel) Exactly(n int) []inn.Card { return s.read(max(n, 0), max(n, 0)) }

// UpTo reads at most n of the moves.
func (s *Sel) UpTo(n int) []inn.Card { return s.read(0, max(n, 0)) }

// Between reads at least lo and at most hi of the moves.
func (s *Sel) Between(lo, hi int) []inn.Card { return s.read(max(lo, 0), max(hi, 0)) }

// One reads exactly one move and returns its card.
func (s *Sel) One() inn.Card {
	if got := s.Exactly(1); len(got) == 1 {
		return got[0]
	}
	return inn.NoCard
}

// Maybe reads at most one move and returns its card, or NoCard.
func (s *Sel) Maybe() inn.Card {
	if got := s.UpTo(1); len(got) == 1 {
		return got[0]
	}
	return inn.NoCard
}

// All reads the moves of exactly the cards of set, in any order.
func (s *Sel) All(set inn.Set) []inn.Card {
	s.In(set)
	return s.read(set.Len(), set.Len())
}

// Count returns how many cards of set pass test.
func Count(set inn.Set, test func(inn.Card) bool) int {
	n := 0
	set.Each(func(k inn.Card) {
		if test(k) {
			n++
		}
	})
	return n
}

// Filter returns the cards of set that pass test.
func Filter(set inn.Set, test func(inn.Card) bool) inn.Set {
	var out inn.Set
	set.Each(func(k inn.Card) {
		if test(k) {
			out.Add(k)
		}
	})
	return out
}

// one reads one move of card k of the given kind by player p to zone to.
func (c *C) one(kind string, p int, k inn.Card, to Zone, may bool) bool {
	if c.Done() || k == inn.NoCard {
		return false
	}
	e := c.peekHard()
	if e == nil || e.Kind != kind || e.Player != p || inn.Card(e.Card) != k || !to.receives(inn.Place(e.To)) {
		c.expected(fmt.Sprintf("%s to %s %s to %s", inn.SeatName(p), kind, c.Name(k), to))
		return false
	}
	c.take(may)
	return true
}

// Meld reads the meld of card k onto the performer's board.
func (c *C) Meld(k inn.Card) bool { return c.one(inn.EvMeld, c.Me, k, Board(c.Me), false) }

// Tuck reads the tuck of card k into the performer's board.
func (c *C) Tuck(k inn.Card) bool { return c.one(inn.EvTuck, c.Me, k, Board(c.Me), false) }

// Score reads the scoring of card k into the performer's score pile.
func (c *C) Score(k inn.Card) bool { return c.one(inn.EvScore, c.Me, k, ScorePile(c.Me), false) }

// Return reads the return of card k to the supply.
func (c *C) Return(k inn.Card) bool { return c.one(inn.EvReturn, c.Me, k, Supply(), false) }

// Reveal reads the reveal of card k by the performer.
func (c *C) Reveal(k inn.Card) bool {
	if c.Done() || k == inn.NoCard {
		return false
	}
	e := c.peek()
	if e == nil || e.Kind != inn.EvReveal || e.Player != c.Me || inn.Card(e.Card) != k {
		c.expected(fmt.Sprintf("%s to reveal %s", inn.SeatName(c.Me), c.Name(k)))
		return false
	}
	c.take(false)
	return true
}

// Draw reads a draw by the performer that asks for the given age (DRAW-1:
// the age asked, whatever pile serves it) and returns the card drawn, or
// NoCard when the draw ended the game (DRAW-3).
func (c *C) Draw(age int) inn.Card { return c.DrawFor(c.Me, age) }

// DrawFor reads a draw by player p that asks for the given age.
func (c *C) DrawFor(p, age int) inn.Card {
	if c.Done() {
		return inn.NoCard
	}
	e := c.peekHard()
	switch {
	case e == nil:
	case e.Kind == inn.EvOverflow && e.Player == p && e.Arg == age:
		c.take(false)
		c.cut = true
		return inn.NoCard
	case e.Kind == inn.EvDraw && e.Player == p && e.Arg == age && inn.Place(e.To) == inn.HandPlace(p):
		k := inn.Card(e.Card)
		c.take(false)
		return k
	}
	c.expected(fmt.Sprintf("%s to draw %s", inn.SeatName(p), inn.AnAge(age)))
	return inn.NoCard
}

// DrawAndMeld reads a draw of the given age and the meld of the card drawn.
func (c *C) DrawAndMeld(age int) inn.Card {
	k := c.Draw(age)
	c.Meld(k)
	return k
}

// DrawAndScore reads a draw of the given age and the scoring of the card.
func (c *C) DrawAndScore(age int) inn.Card {
	k := c.Draw(age)
	c.Score(k)
	return k
}

// DrawAndTuck reads a draw of the given age and the tuck of the card.
func (c *C) DrawAndTuck(age int) inn.Card {
	k := c.Draw(age)
	c.Tuck(k)
	return k
}

// DrawAndReveal reads a draw of the given age and the reveal of the card.
func (c *C) DrawAndReveal(age int) inn.Card {
	k := c.Draw(age)
	c.Reveal(k)
	return k
}

// Exchange reads an exchange by the performer (KEY-EXCHANGE): the cards of
// a go to zone toA and the cards of b go to zone toB, in any order, all of
// them and no other.
func (c *C) Exchange(a inn.Set, toA Zone, b inn.Set, toB Zone) {
	if c.Done() {
		return
	}
	left := a.Union(b)
	for !left.Empty() {
		e := c.peekHard()
		if e == nil || e.Kind != inn.EvExchange || e.Player != c.Me || e.Card < 0 || !left.Has(inn.Card(e.Card)) {
			break
		}
		k := inn.Card(e.Card)
		to := toA
		if b.Has(k) && !a.Has(k) {
			to = toB
		}
		if !to.receives(inn.Place(e.To)) {
			c.failf("an exchange sends %s to %s; the text sends it to %s", c.Name(k), inn.Place(e.To), to)
			return
		}
		left.Remove(k)
		c.take(false)
	}
	if !left.Empty() && !c.Done() {
		c.expected(fmt.Sprintf("%s to exchange %d more card(s), among them %s", inn.SeatName(c.Me), left.Len(), c.Name(left.First())))
	}
}

// canSplay reports whether player p's pile of color col can be splayed in
// direction dir: two cards or more, not splayed so already (KEY-SPLAY).
func (c *C) canSplay(p int, col inn.Color, dir inn.Splay) bool {
	return c.now.PileLen(p, col) >= 2 && c.now.Splay(p, col) != dir
}

// splay reads a splay of the performer's pile of color col in direction
// dir when the pile can take it; with may the splay is optional.
func (c *C) splay(col inn.Color, dir inn.Splay, may bool) bool {
	if c.Done() || !c.canSplay(c.Me, col, dir) {
		return false
	}
	e := c.peekHard()
	kind := inn.EvSplay
	if dir == inn.Unsplayed {
		kind = inn.EvUnsplay
	}
	if e != nil && e.Kind == kind && e.Player == c.Me && inn.Place(e.From) == inn.BoardPlace(c.Me, col) && inn.Splay(e.Arg) == dir {
		c.take(may)
		return true
	}
	if !may {
		c.expected(fmt.Sprintf("%s to splay %s %s", inn.SeatName(c.Me), col, dir))
	} else {
		if !c.offered(c.Me) {
			c.neverOffered(fmt.Sprintf("to splay %s %s", col, dir))
		}
	}
	return false
}

// Splay reads the splay the text demands of the performer's pile of color
// col: there when the pile can take it.
func (c *C) Splay(col inn.Color, dir inn.Splay) bool { return c.splay(col, dir, false) }

// MaySplay reads an optional splay of the performer's pile of color col.
func (c *C) MaySplay(col inn.Color, dir inn.Splay) bool { return c.splay(col, dir, true) }

// Unsplay reads the unsplay the text demands of the performer's pile of
// color col.
func (c *C) Unsplay(col inn.Color) bool { return c.splay(col, inn.Unsplayed, false) }

// SplayOneOf reads a splay in direction dir of one of the performer's
// piles of the colors given, returning the color; with may it is optional.
// Without may, a splay is expected when some pile of those colors can take
// it.
func (c *C) SplayOneOf(dir inn.Splay, may bool, colors ...inn.Color) (inn.Color, bool) {
	if c.Done() {
		return 0, false
	}
	e := c.peekHard()
	if e != nil && e.Kind == inn.EvSplay && e.Player == c.Me && inn.Splay(e.Arg) == dir {
		pl := inn.Place(e.From)
		for _, col := range colors {
			if pl == inn.BoardPlace(c.Me, col) && c.canSplay(c.Me, col, dir) {
				c.take(may)
				return col, true
			}
		}
	}
	for _, col := range colors {
		if c.canSplay(c.Me, col, dir) {
			if may {
				if !c.offered(c.Me) {
					c.neverOffered(fmt.Sprintf("to splay one of %v %s", colors, dir))
				}
			} else {
				c.expected(fmt.Sprintf("%s to splay one of %v %s", inn.SeatName(c.Me), colors, dir))
			}
			break
		}
	}
	return 0, false
}

// side returns the seats of p's side: p and, in a team game, p's partner.
func (c *C) side(p int) int {
	m := 1 << p
	if c.now.teams {
		m |= 1 << ((p + 2) % 4)
	}
	return m
}

// Win reads the end of the game by the card, won by player p and p's
// partner (END-3).
func (c *C) Win(p int) {
	if c.Done() {
		return
	}
	e := c.peekHard()
	if e != nil && e.Kind == inn.EvEnd && cardWin(e) && e.Arg == c.side(p) {
		c.take(false)
		c.cut = true
		return
	}
	c.expected(fmt.Sprintf("%s to win", inn.SeatName(p)))
}

// Claim checks the claim of special achievement sp that the text makes
// when cond holds: claimed by the performer if cond holds and sp is still
// available, never by this effect otherwise.
func (c *C) Claim(sp inn.Card, cond bool) {
	if c.Done() {
		return
	}
	claimed := false
	for i := range c.perf.Items {
		e := &c.perf.Items[i].Event
		if e.Kind == inn.EvSpecial && inn.Card(e.Card) == sp && e.Effect == c.perf.Effect {
			claimed = true
			if e.Player != c.Me {
				c.failf("%s claims %s, which the text gives to %s", inn.SeatName(e.Player), c.Name(sp), inn.SeatName(c.Me))
				return
			}
		}
	}
	switch {
	case cond && c.Start.Specials().Has(sp) && !claimed:
		c.failf("the text claims %s for %s, who meets its condition; it was not claimed", c.Name(sp), inn.SeatName(c.Me))
	case !cond && claimed:
		c.failf("%s claims %s without the text's condition", inn.SeatName(c.Me), c.Name(sp))
	}
}

// Execute reads the performer's execution of the non-demand effects of
// card k (DOGMA-9) and returns how many effects began.
func (c *C) Execute(k inn.Card) int {
	if c.Done() {
		return 0
	}
	n := 0
	c.echoesExecuted()
	for {
		e := c.peekHard()
		if e == nil || e.Kind != inn.EvEffect || inn.Card(e.Card) != k || e.Player != c.Me {
			break
		}
		c.take(false)
		n++
	}
	if n == 0 && !c.Done() {
		c.expected(fmt.Sprintf("%s to execute %s", inn.SeatName(c.Me), c.Name(k)))
	}
	return n
}

// Rearranges reads a new order of the performer's pile of color col, if
// the effect made one.
func (c *C) Rearranges(col inn.Color) {
	for !c.Done() {
		e := c.peekHard()
		if e == nil || e.Kind != inn.EvRearrange || inn.Place(e.From) != inn.BoardPlace(c.Me, col) {
			return
		}
		c.take(false)
	}
}

// Expect records a failure unless cond holds: a fact of the text that no
// move shows, such as the color of a card melded.
func (c *C) Expect(cond bool, format string, args ...any) {
	if !cond && !c.Done() {
		c.failf(format, args...)
	}
}

// Unchecked stops reading: the rest of the performance is left unchecked,
// for the reason given (a text too loose to constrain further).
func (c *C) Unchecked(reason string) {
	_ = reason
	c.cut = true
}

// OfAge returns the cards of set of age n.
func (c *C) OfAge(set inn.Set, n int) inn.Set {
	return Filter(set, func(k inn.Card) bool { return c.Age(k) == n })
}

// WithIcon returns the cards of set that show icon i in any slot.
func (c *C) WithIcon(set inn.Set, i inn.Icon) inn.Set {
	return Filter(set, func(k inn.Card) bool { return c.Has(k, i) })
}
