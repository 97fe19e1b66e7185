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
//
// # Writing a game
//
// The harness (props, fuzz, scenarios, bench) imports no game: it reaches
// one through a Registration and the Game interface. A new game is new
// packages beside the others and one line in cmd/dogma's list of games.
// It implements, with Innovation as the worked example:
//
//   - its rules as numbered clauses (innovation/RULES.md), cited by every
//     Event it logs;
//   - a configuration type with a String the game parses back
//     (innovation.Config, innovation.ParseConfig);
//   - the Game interface: decisions with stable labels, push and pull
//     play, clones and CopyTo, a full-state hash, the event log, the
//     position text, the choices of the step in progress
//     (innovation.Game); StepReplayer too, if it has hidden information;
//   - a position text format that prints every card and parses back to an
//     equal game, with *LineError errors (innovation/position.go);
//   - its Registration (innovation/cards.Registration): name,
//     ParseConfig, FileDefaults, Setups, New, ParsePosition, Simplify and
//     PositionSize for the shrinker (SimplifyByCandidates makes Simplify
//     of a list of simpler positions), Clauses, Unreachable, Variants,
//     branches for coverage, Render and Redactor for show (a View that
//     is also an HTMLView draws the pages of show --html), its own
//     scenario Commands, its planted Bugs;
//   - its properties, in props/NAME (props/innovation): the invariants of
//     its rules, the generic ones of package props made for its clauses,
//     a Snapshot of its state, gathered in a props.Suite (whose
//     EveryDecision keeps properties written against single decisions
//     from the windows and samples of props/cadence.go);
//   - scenario files under scenarios/testdata that name it in their
//     "# game: NAME" header;
//   - a test in its own package that runs the conformance suite,
//     enginetest.Run, with its Registration and golden perft counts.
//
// internal/toygame is the smallest complete example: a game written only
// for the harness's own tests.
package engine
