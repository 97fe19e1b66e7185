// Package engine is the game-agnostic kernel that dogma's harness drives.
//
// A game is one stream of Decisions. Each Decision names the player who
// decides, a kind, a prompt and a list of options with stable, readable
// labels. Drivers answer decisions through the Chooser interface (push mode,
// used by random play and fuzzing) or through Game.Choose (pull mode, used by
// scenario files, perft and interactive tools). Every primitive operation the
// game performs is recorded as an Event that names the rule clause causing
// it.
//
// Nothing in this package knows about a particular game.
package engine
