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
// # The step machine
//
// Every game runs on one Machine, which it embeds: the Machine answers
// Decision, Choose, ChooseLabel, Play, Over, Players, Mark, EventsSince,
// StepChoices and Err for it, and CopyGame makes its Clone and CopyTo. A
// game advances in steps (a top-level action with every decision it leads
// to, or a setup choice, or what the game's rules make a step); the game's
// rules, an engine.Rules, run one step as straight-line code that builds a
// question (NewDecision, Option, SetCount), asks it (Ask returns the
// chosen option's aux value) and logs events (Emit), and stop the game
// with Fail (an error: a RuleGap, a MoveError, a LoopError) or EndStep
// (the game is over). The machine keeps the choices made since the step
// began and the game keeps its state at that start (Rules.Commit,
// Rules.Rewind), so that a game answered one decision at a time, or
// cloned in the middle of a step, replays the step from its start; Play
// calls the Chooser inside the step and replays nothing. ReplayStep
// replays the step in progress from a start the game changed, which is how
// a game implements the hidden-card replay of StepReplayer.
//
// # Questions with a single option
//
// One rule holds in every game and every driver: the machine asks every
// question, and no driver (the random player, the fuzzers, the scenario
// runner, perft) skips one, unless the game declares Settings.AnswerSingle.
// Then the machine itself takes the option of a question of a step that
// has a single option: the question is not pending, not offered to a
// Chooser and not recorded, so a scenario file does not answer it; a
// top-level action (KindAction) is always asked, even with one option.
// Innovation and Tally ask every question; Uruk declares AnswerSingle
// (its RULES.md, "How the engine asks"). The games keep these settings
// because changing one would change what the seeds of that game play and
// what its scenario files answer.
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
//   - a Game type that embeds Machine and binds its rules to it
//     (Machine.Bind with its Settings, then Machine.Start once set up):
//     the rules are Rules, four methods on an unexported view of the game
//     (Step, Over, Commit, Rewind); the game itself adds only Result
//     (Ended), Hash (StepHash of its state and the step's choices),
//     FormatEvent, Configuration, Position, and Clone and CopyTo through
//     CopyGame; ReplayStepHidden too, if it has hidden information, which
//     exchanges hidden cards in the state at the step's start and calls
//     ReplayStep (innovation.Game, internal/toygame.Game);
//   - a position text format that prints every card and parses back to an
//     equal game, with *LineError errors (innovation/position.go);
//   - its variants as a VariantTable and VariantSet, and its Registration
//     made with the adapters ReadConfig, MakeGame, ReadPosition, ConfigAs,
//     ClauseList, RenderWith and RedactWith (uruk.Registration); its View
//     begins with a ViewHead;
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
//     from the windows of props/cadence.go);
//   - scenario files under scenarios/testdata that name it in their
//     "# game: NAME" header;
//   - a test in its own package that runs the conformance suite,
//     enginetest.Run, with its Registration and a file of golden cases,
//     testdata/conformance.golden: its perft counts and the positions
//     its reader must refuse (enginetest.ReadGolden).
//
// internal/toygame is the smallest complete example: a game written only
// for the harness's own tests.
package engine
