package innovation

// Exec primitives the Echoes cards of ages 4 and 5 need beyond the others:
// a card put on top of its supply pile (Telescope), a card melded from the
// bottom of its own pile (Thermometer), and the place of the available
// standard achievement of an age (Chintz, Telescope).

// AvailableAchievementPlace returns the place of the available standard
// achievement of an age (ULT-KEY-AVAILABLE): where a card goes that an
// effect transfers "to the available achievements".
func AvailableAchievementPlace(age int) Place { return mkPlace(PlaceAgeAchievements, 0, age) }

// PutOnSupply puts card c, which must lie in one of the zones of from, on
// top of its supply pile: the pile of its age, an Echoes card's in its
// expansion's (EXP-SET-1), where the next draw of that pile takes it.
// Unlike a return (KEY-RETURN, at the bottom), the card is the pile's top.
// The event is a return that cites ECHO-FORECAST when the card leaves a
// forecast (the forecast's cards leave it only by an effect that names
// it), KEY-RETURN otherwise; its Arg is 1, on top.
func (x *Exec) PutOnSupply(p int, c Card, from ...Place) {
	x.expect(EvReturn, c, from...)
	g := x.g
	to := g.supplyOf(c)
	at, unsplayed := g.take(c)
	sp := g.s.supplyAt(to)
	g.s.cardsKey ^= cardKey(c, to, int(sp.n))
	sp.pushTop(c)
	g.s.loc[c] = uint16(to)
	clause := "KEY-RETURN"
	if at.Kind() == PlaceForecast {
		clause = "ECHO-FORECAST"
	}
	g.emit(EvReturn, p, c, at, to, 1, clause)
	if unsplayed {
		g.emit(EvUnsplay, at.Player(), NoCard, at, at, int(Unsplayed), "KEY-SPLAY")
	}
	g.changed()
}

// MeldOwnBottom melds the bottom card of player p's pile of color col onto
// the top of that same pile (KEY-MELD): the card never leaves the pile, so
// the pile keeps its splay. A pile of one card has it on top already and
// nothing moves; an empty pile has none. It returns the card melded, or
// NoCard.
func (x *Exec) MeldOwnBottom(p int, col Color) Card {
	g := x.g
	pile := &g.s.Players[p].Piles[col]
	if pile.n < 2 {
		return NoCard
	}
	c := pile.Bottom()
	at := BoardPlace(p, col)
	splay := pile.splay
	g.take(c)
	g.put(c, at, false)
	if pile.splay != splay {
		g.s.cardsKey ^= splayKey(at, splay)
		pile.splay = splay
		g.pileChanged(p, col)
	}
	g.emit(EvMeld, p, c, at, at, 0, "KEY-MELD")
	g.changed()
	return c
}
