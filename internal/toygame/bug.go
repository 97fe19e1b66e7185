package toygame

import "sync/atomic"

// planted is set while the planted defect is on.
var planted atomic.Bool

// Plant switches on the defect the harness must find, and returns the
// function that switches it off. While it is on, a player made to discard
// the last card of its hand (TALLY-MATCH-2) keeps it as well: the card is
// then in two places, and the game no longer conserves its 36 cards. It
// takes a few turns and a match to reach. It applies to every game of the
// process, so no game meant to be sound may run meanwhile.
func Plant() (undo func()) {
	planted.Store(true)
	return func() { planted.Store(false) }
}

// Planted reports whether the defect is on.
func Planted() bool { return planted.Load() }
