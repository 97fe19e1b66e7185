// Package bench measures how fast the Innovation engine plays: random
// complete games with 2, 3 and 4 players, and the cost of a clone, a state
// hash and a full icon recount.
//
// Run repeats every measurement several times and reports medians, so that
// one noisy run on a shared machine does not decide the figure. The same
// workloads back the go test benchmarks of engine/innovation; Run is what a
// command prints.
//
// Games are measured with properties off. An Observer, when given, is told
// about every decision; the properties harness plugs in there, and the
// report then gives the cost with it relative to the cost without.
package bench
