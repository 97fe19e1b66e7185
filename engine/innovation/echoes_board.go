package innovation

// What a board shows of Echoes of the Past, pile by pile, for the views.

// VisibleBonuses returns the values of the bonuses player p's pile of
// color col shows, bottom card first (ECHO-ICON-1, ECHO-BONUS-SCORE).
func (s *State) VisibleBonuses(d *Deck, p int, col Color) []int {
	pile := &s.Players[p].Piles[col]
	var out []int
	for i := 0; i < int(pile.n); i++ {
		for k, b := range d.Facts[pile.cards[i]].Bonus {
			if b != 0 && shows(pile, i, 1<<k) {
				out = append(out, int(b))
			}
		}
	}
	return out
}

// VisibleEchoes returns the cards of player p's pile of color col whose
// echo effect the pile shows, bottom card first: the echo effects a Dogma
// action on its top card runs, in their order (ECHO-RUN).
func (s *State) VisibleEchoes(d *Deck, p int, col Color) []Card {
	pile := &s.Players[p].Piles[col]
	var out []Card
	for i := 0; i < int(pile.n); i++ {
		c := pile.cards[i]
		if at := d.Facts[c].EchoAt; at != 0 && shows(pile, i, at) {
			out = append(out, c)
		}
	}
	return out
}

// VisiblePlaces returns the icon places, one bit each, that a pile splayed
// dir shows on its covered cards (ICON-1, ULT-ICON-1): left the bottom
// right, right the top left and bottom left, up the three bottom places,
// aslant all four; a top card shows all four.
func VisiblePlaces(dir Splay) uint8 { return visiblePlaces(dir) }
