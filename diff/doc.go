// Package diff plays the same games under two rule sets and reports where
// they part: two configurations of one game (the default reading and a
// variant) or two builds of the engine (two revisions of the code).
//
// Both games of a pair start from one seed and answer their decisions from
// one chooser stream: at each decision a seeded random index picks an
// option, and as long as the games agree they are offered the same options
// and take the same one. The first divergence is the first decision the
// two games ask differently, or the first answer after which they log
// different events; it is reported with the two event lines, the rule
// clause and the card effect of the first differing event, and the two
// outcomes (winners, end reason and clause, game length).
//
// A Runner plays a pair in lockstep in one process. Two builds cannot
// share a process: each plays its games alone and writes a trace
// (WriteTrace), and CompareTraces finds the divergences between two
// traces. Both give the same Outcome.
//
// Shrink cuts the decisions of a divergence down, as option indexes and
// by label, with the shrinking core campaigns use (package fuzz/shrink),
// while the two games still part the same way, and Scenario writes the
// result as a scenario file that shows the difference under both rule
// sets.
//
// MeasureCost times a lockstep pair against two plain games, the price of
// differential play (measured by "dogma bench"); package revisions
// compares two revisions of the engine ("dogma diff").
//
// The package knows no game: it works on engine.Game and on a game's
// engine.Registration.
package diff
