// Package bench measures how fast a game's engine plays: random complete
// games in each of the configurations it is given, and the cost of a
// clone, a state hash and the game's own workloads (for Innovation, a
// full icon recount) on mid-game positions. It knows the game only
// through its engine.Registration and the engine.Game interface.
//
// Run repeats every measurement several times and reports medians, so that
// one noisy run on a shared machine does not decide the figure. The same
// workloads back the go test benchmarks of the games; Run is what a
// command prints.
//
// Games are measured with properties off. An Observer, when given, is told
// about every decision; the properties harness plugs in there, and the
// report then gives the cost with it relative to the cost without.
package bench
