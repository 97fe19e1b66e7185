// Package innovation holds the properties of the game Innovation: the
// invariants of its rules (RULES.md) that must hold after every decision,
// card conservation, splays, icon counts, endings, achievements, dogma
// sets and the share bonus, card effects against their texts, turns and
// decision contracts, beside the game-generic properties of package props
// made for its clauses. Suite is Innovation as the harness drives it.
package innovation
