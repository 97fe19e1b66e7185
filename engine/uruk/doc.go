// Package uruk is the game Uruk — Wiege der Zivilisation (Kuhn & Kuhn, DDD
// Verlag 2008, 2-4 players), written from a French rulebook whose icons
// were lost in extraction (the seed 002).
//
// RULES.md states the rules as numbered clauses, each citing the seed's
// lines; the events the game logs cite them. What the icons took with
// them, the level and colour of each discovery type and the colony costs
// of epoch cards II to IV, is data: discoveries.tsv and epochs.tsv, each
// row an assumption with its reason, checked against every count the text
// gives. Where the text admits two readings, a Variant switches to the
// other; where it does not say what happens, the game stops with an
// *engine.RuleGap naming the clause and the situation, and a fill-...
// variant may state a ruling to play past it.
//
// Game implements engine.Game and engine.StepReplayer; Registration is
// the game as the harness knows it. The game's properties are in
// props/uruk.
package uruk
