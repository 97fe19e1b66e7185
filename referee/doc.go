// Package referee checks a rules engine dogma did not write against
// dogma's own: "dogma referee -- CMD ARGS...".
//
// The engine runs as a subprocess that speaks the referee protocol
// (package referee/protocol, docs/referee-protocol.md). A Referee plays one
// game in lockstep on both sides: dogma's game is set up from the decks
// its seed's shuffle gives (engine.Registration's neutral hooks), the
// engine gets the same decks in a "new" request, and every decision is
// drawn among dogma's options and sent to the engine by label. After the
// setup and after every decision the engine's state is checked against
// the rules every neutral state obeys (Check) and compared with dogma's
// (Compare): options as sets of labels, zones in order, fields, turn,
// the seat deciding, the end and the winners, skipping what the engine
// reports as unknown. A one-option decision that only one side asks is
// answered on that side. The first difference, broken rule or protocol
// error (a crash, a hang, garbage, an answer out of turn, a legal label
// refused) is the game's Finding.
//
// Run plays campaigns as dogma fuzz does (seeds, setups, workers,
// budgets); a finding is shrunk with the kernel's one shrinker
// (fuzz/shrink) and written as a scenario file of dogma's side and as a
// Transcript, which Replay sends again to the engine alone.
package referee
