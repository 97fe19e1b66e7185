// Package contract holds the card contracts of Innovation: for every effect
// of every card, in each edition, what its text lets its performer do,
// written from the card's text (EFFECTS.md and its rulings), never from the
// engine's code.
//
// A contract is a short Go function that reads like the effect's text: it
// walks the events one performance of the effect logged, in order, and says
// which it expects next: the ages drawn (fixed or relative to the state
// when the effect began or to a card moved before), how many cards move,
// from which zone of which player to which, which steps are optional (an
// optional step that changed the game must come after a question to its
// performer), how often a step repeats, and the wins and claims the text
// names. A performance that does anything else, or less than the text
// demands, breaks the contract.
//
//	// Writing: draw a 2.
//	card("Writing", func(c *C) { c.Draw(2) })
//
// Contracts read the printed card facts and a model of the state that this
// package keeps from the events (Table), never the engine's helpers: they
// are an oracle independent of the effect code. The property that runs them
// in campaigns is card-contracts (props/innovation).
package contract
