package innovation

// Board is one player's board driven by the engine's own pile, splay and
// icon bookkeeping (the code every game runs), outside of a game. Tests
// compare it with simpler models. Cards not on the board are out of play.
type Board struct {
	g *Game
}

// NewBoard returns an empty board for cards of deck d, in a game that
// plants bugs (none for the engine as it plays).
func NewBoard(d *Deck, bugs BugSet) *Board {
	g := newGame(Config{Players: 2, Edition: d.editions[0], Ages: d.editions[0].LastAge(), Bugs: bugs}, d)
	g.s.Phase = PhasePlay
	for _, c := range d.ageCards {
		g.put(c, mkPlace(PlaceRemoved, 0, 0), false)
	}
	// No special achievement is available, so no claim is ever checked.
	return &Board{g: g}
}

// Meld puts c on top of the pile of its color (KEY-MELD). It reports
// false, doing nothing, if c is already on the board.
func (b *Board) Meld(c Card) bool { return b.add(c, false) }

// Tuck puts c at the bottom of the pile of its color (KEY-TUCK). It reports
// false, doing nothing, if c is already on the board.
func (b *Board) Tuck(c Card) bool { return b.add(c, true) }

func (b *Board) add(c Card, bottom bool) bool {
	if c >= b.g.deck.n || c.IsSpecial() || b.g.s.Where(c).Kind() == PlaceBoard {
		return false
	}
	kind := EvMeld
	if bottom {
		kind = EvTuck
	}
	b.g.move(kind, 0, c, b.g.boardOf(0, c), bottom, 0, "KEY-MELD")
	return true
}

// Remove takes c off the board; a pile left with one card or none loses its
// splay (KEY-SPLAY). It reports false if c is not on the board.
func (b *Board) Remove(c Card) bool {
	if c >= b.g.deck.n || c.IsSpecial() || b.g.s.Where(c).Kind() != PlaceBoard {
		return false
	}
	b.g.move(EvRemove, 0, c, mkPlace(PlaceRemoved, 0, 0), false, 0, "KEY-REMOVE")
	return true
}

// Splay splays the pile of color col in direction dir and reports whether
// it changed (KEY-SPLAY).
func (b *Board) Splay(col Color, dir Splay) bool { return b.g.splay(0, col, dir) }

// Pile returns the pile of color col.
func (b *Board) Pile(col Color) *Pile { return &b.g.s.Players[0].Piles[col] }

// Icons returns the board's cached count of icon i (ICON-1).
func (b *Board) Icons(i Icon) int { return b.g.s.Players[0].Icons(i) }
