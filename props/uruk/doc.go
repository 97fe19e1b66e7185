// Package uruk holds the properties of the game Uruk: the invariants of
// its rules (engine/uruk/RULES.md) that must hold after every decision:
// conservation of the 110 cards, 48 cubes and 24 discs, the tableau limits
// and the level rule, the colony rules, the hand limit of a resolution,
// the display refilled at the end of each turn, the actions of a turn,
// the end sequence, sealed bids that show nothing, and the final score
// against an independent recount; beside the game-generic properties of
// package props made for its clauses. The contracts (contracts.go) are
// written from the cards' text as a table: what each god and disaster
// gives and takes, each discovery's function once a turn, the capacities
// on cards, and the hand limit discarding exactly the excess. Suite is
// Uruk as the harness drives it.
package uruk
