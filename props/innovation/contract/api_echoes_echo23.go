package contract

import inn "github.com/dogma-engine/dogma/engine/innovation"

// The words of Echoes of the Past that the contracts of the cards of ages
// 2 and 3 read (EFFECTS-echoes.md §K), beside those of
// api_echoes_echo89.go (the forecast, its room, draw and foreshadow):
// foreshadowing a card, draws of an Echoes card, the visible bonuses, "if
// foreseen" and achieving a card.

// foreshadowIn reads the foreshadowing of card k by the performer
// (ECHO-FORESHADOW): k goes to his forecast when it has room, and stays
// where it is when it has none. It reports whether k moved.
func (c *C) foreshadowIn(k inn.Card) bool {
	if c.Done() || k == inn.NoCard {
		return false
	}
	if forecastRoom(&c.now, c.Me) == 0 {
		return false
	}
	return c.one(inn.EvForeshadow, c.Me, k, forecastOf(c.Me), false)
}

// drawEchoes reads "draw an Echoes N" (EXP-DRAW-1): a draw that asks for
// age N and takes the Echoes pile (of the age the draw reaches), or, when
// that pile is empty, the base pile (EXP-DRAW-EMPTY-EXP).
func (c *C) drawEchoes(age int) inn.Card {
	if c.Done() {
		return inn.NoCard
	}
	e := c.peekHard()
	fromExp := e != nil && inn.Place(e.From).Kind() == inn.PlaceExpSupply
	clause := ""
	if e != nil {
		clause = e.Clause
	}
	k := c.Draw(age)
	if k != inn.NoCard && !fromExp {
		// VAR-EXP-SKIP-TO-BASE: past an empty age, the base pile.
		skipped := clause == inn.VarSkipToBase.ID() && c.Age(k) > max(age, 1)
		c.Expect(clause == "EXP-DRAW-EMPTY-EXP" || skipped, "the draw of an Echoes %d takes %s from a base pile, citing %s, with no word of an empty Echoes pile", age, c.Name(k), clause)
	}
	return k
}

// bonusesShown returns the values of the bonuses visible on player p's
// board as t stands (ECHO-ICON-1: on a top card, and on a covered card in
// the places its pile's splay shows, ULT-ICON-1), bit v for value v.
func bonusesShown(t *Table, p int) uint16 {
	shown := [...]uint8{inn.Unsplayed: 0, inn.Left: 0b1000, inn.Right: 0b0011, inn.Up: 0b1110, inn.Aslant: 0b1111}
	var mask uint16
	for col := inn.Color(0); col < inn.NumColors; col++ {
		cards := t.Pile(p, col)
		for i, k := range cards {
			for place, b := range t.deck.Facts[k].Bonus {
				if b > 0 && (i == len(cards)-1 || shown[t.Splay(p, col)]&(1<<place) != 0) {
					mask |= 1 << b
				}
			}
		}
	}
	return mask
}

// highestBonus returns the value of the highest bit of mask, 0 for none.
func highestBonus(mask uint16) int {
	for v := 15; v > 0; v-- {
		if mask&(1<<v) != 0 {
			return v
		}
	}
	return 0
}

// printedBonus returns the highest bonus card k prints, 0 for none.
func (c *C) printedBonus(k inn.Card) int {
	hi := 0
	for _, b := range c.now.deck.Facts[k].Bonus {
		hi = max(hi, int(b))
	}
	return hi
}

// isExpansion reports whether card k is an expansion card, one not of the
// base set (EFFECTS-echoes.md §K.4).
func isExpansion(k inn.Card) bool { return k.IsEchoes() }

// eligibleFor reports whether player p, as t stands, is eligible to
// achieve card k: ACHIEVE-1's condition, a score of five times its value
// or more (bonus points included, ECHO-BONUS-SCORE) and a top card of its
// value or higher.
func eligibleFor(t *Table, p int, k inn.Card) bool {
	v := t.deck.Facts[k].Age
	return v >= 1 && t.Points(p) >= 5*v && t.HighTop(p) >= v
}

// achievesFrom reads the performer achieving one card of set from zone
// from: the card goes to his achievements (a move of KEY-TRANSFER; no
// Achieve action is taken).
func (c *C) achievesFrom(from Zone, set inn.Set) inn.Card {
	got := c.Transfers(from, Achievements(c.Me)).In(set).Exactly(min(1, set.Len()))
	if len(got) == 0 {
		return inn.NoCard
	}
	return got[0]
}

// drawAskedAmong reads a draw by the performer whose asked age passes ok
// (DrawAmong) and returns the card and the age asked, 0 when no draw came.
func (c *C) drawAskedAmong(ok func(age int) bool, want string) (inn.Card, int) {
	if c.Done() {
		return inn.NoCard, 0
	}
	age := 0
	if e := c.peekHard(); e != nil {
		age = e.Arg
	}
	k := c.DrawAmong(ok, want)
	if c.Done() && k == inn.NoCard && c.Failed() != nil {
		return inn.NoCard, 0
	}
	return k, age
}

// valuesIn returns the values of the cards of set, bit v for value v.
func (c *C) valuesIn(set inn.Set) uint16 {
	var mask uint16
	set.Each(func(k inn.Card) { mask |= 1 << c.Age(k) })
	return mask
}
