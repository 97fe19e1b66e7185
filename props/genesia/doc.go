// Package genesia holds the properties of the game Genesia: the
// invariants of its rules (engine/genesia/RULES.md) that must hold after
// every decision: conservation of clans, cities, Age cards and coins, the
// occupation of regions, the legality of assaults and the one assault of
// each War player per round, the cities of the end of an Age, progress
// points, the re-seating order and the final score, each against a recount
// made here from the state and never by the engine's own code; beside the
// game-generic properties of package props made for its clauses. Suite is
// Genesia as the harness drives it.
package genesia
