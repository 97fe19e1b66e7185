package cards

import (
	"slices"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// What a board shows of Echoes of the Past, as the Echoes cards read it.

// boardBonuses returns the value of every bonus visible on player p's
// board, one entry per bonus, lowest first (EFFECTS-echoes.md §K.5): those
// of the top cards, and of the covered cards in the places their pile's
// splay shows (ECHO-ICON-1).
func boardBonuses(x *inn.Exec, p int) []int {
	var out []int
	for col := inn.Color(0); col < inn.NumColors; col++ {
		out = append(out, x.State().VisibleBonuses(x.Game().Deck(), p, col)...)
	}
	slices.Sort(out)
	return out
}

// placesShown returns the icon places, one bit each, that the i-th card
// from the bottom of pile shows: all four on the top card, those the
// splay uncovers on a covered card (ULT-ICON-1, ECHO-ICON-1).
func placesShown(pile *inn.Pile, i int) uint8 {
	if i == pile.Len()-1 {
		return 0xf
	}
	return inn.VisiblePlaces(pile.Splay())
}
