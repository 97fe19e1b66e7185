package innovation

import (
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// Icons checks the icon cache against a full recount (ICON-1).
var Icons = &props.Property{
	Name:     "icons",
	Clauses:  []string{"ICON-1", "COMP-2", "ULT-ICON-1", "ULT-COMP-2"},
	Doc:      "each player's cached icon counts equal a recount of every pile by its splay (aslant and the avatar in the 4th edition)",
	Cost:     props.Cheap,
	Windowed: true,
	Check:    checkIcons,
}

// checkIcons recounts, at the end of each window of event checks, the
// players whose boards the window's events changed; a player whose board
// no event changed must keep the cache it had when the window began, and
// is recounted too when it does not. At a full step every player is
// recounted.
func checkIcons(s *props.Step) error {
	if !s.WindowEnd() {
		return nil
	}
	b, _ := window(s)
	st, ix := game(s).State(), indexOf(deck(s))
	recount := touchedBoards(s)
	for p := 0; p < st.N; p++ {
		if recount&(1<<p) == 0 && sameCache(b, st, p) {
			continue
		}
		cnt := ix.icons.player(st, p)
		for i := inn.Castle; i < inn.NumIcons; i++ {
			if got := st.Players[p].Icons(i); got != cnt.of(i) {
				return s.Failf("ICON-1", "%s shows %d %s icons, but the cache says %d", inn.SeatName(p), cnt.of(i), i, got)
			}
		}
	}
	return nil
}

// sameCache reports whether player p's icon cache is the same in a and b.
func sameCache(a, b *inn.State, p int) bool {
	for i := inn.Castle; i < inn.NumIcons; i++ {
		if a.Players[p].Icons(i) != b.Players[p].Icons(i) {
			return false
		}
	}
	return true
}

// touchedBoards returns the players, as a mask, whose boards the events
// of the step's window changed: a card moved onto or off a pile, a pile
// splayed, unsplayed or put in a new order. At a full step it returns
// every player.
func touchedBoards(s *props.Step) int {
	if s.Full() {
		return allPlayers
	}
	return digestOf(s).boards
}
