package innovation

// Citing runs fn, and every card operation logged meanwhile (a draw, meld,
// tuck, score, return, transfer, exchange, reveal or splay) cites clause
// instead of the clause of its primitive: the rule or variant that made it
// happen (a variant's ID, such as VAR-IF-AFFECTED), so that coverage and
// traces name it. The events of the rules themselves (a draw above the
// last age, the end, a special achievement) keep their clauses.
func (x *Exec) Citing(clause string, fn func()) {
	old := x.g.cite
	x.g.cite = clause
	defer func() { x.g.cite = old }()
	fn()
}

// cited reports whether an event of kind is a card operation that Citing
// attributes to its clause.
func cited(kind string) bool {
	switch kind {
	case EvDraw, EvMeld, EvTuck, EvScore, EvReturn, EvTransfer, EvExchange, EvReveal, EvSplay, EvUnsplay:
		return true
	}
	return false
}

// autoUnsplay reports whether an event of kind at place from is the
// unsplay of a pile left with one card or none, which KEY-SPLAY makes
// whatever moved the card: Citing leaves its clause alone.
func (g *Game) autoUnsplay(kind string, from Place) bool {
	return kind == EvUnsplay && from.Kind() == PlaceBoard && g.s.Players[from.Player()].Piles[from.Index()].n <= 1
}
