// Package innovation is the game Innovation (Carl Chudyk), base game, for 2
// to 4 players and teams, in the first edition (which the IELLO French
// edition of 2011 follows) and the third.
//
// RULES.md states the rules as numbered clauses, each citing its sources;
// the code and the events the game logs cite them, and Clauses lists them.
// The package holds the rules that no single card owns: the state (every
// card's place, the piles and their splays, the icon counts kept up to
// date), setup, turns and actions, dogma resolution and the share bonus,
// achievements, special achievements and the end, the hash, the position
// text format (position.go) and the hidden-card replay. A Variant plays a
// second reading of one clause; the planted bugs (bugs.go) prove that the
// properties can fail.
//
// The cards themselves, their facts and their effects, are in the package
// cards below, which also makes the game's engine.Registration; Game
// implements engine.Game and engine.StepReplayer. The game's properties
// are in props/innovation.
package innovation
