// Package scenarios runs scenario files: explicit positions of a game,
// decisions played by label, and the expected events and states, in the
// text format of github.com/cockroachdb/datadriven. The package knows no
// game: a file names its game in a header comment, "# game: NAME", before
// its first command, and the runner reaches that game through its
// props.Suite (props.GameNamed); a file without the header is an
// Innovation file, as every file written before games were named. The
// examples below are Innovation's.
//
// A file is a sequence of commands. Each is a command line, optional input
// lines, a "----" separator and the expected output:
//
//	# Archery hits: P2 has fewer castles.
//	position
//	P1 red: Archery
//	P2 hand: Writing
//	supply 1: Oars
//	----
//
//	play
//	P1: dogma Archery
//	----
//	P1 dogma Archery (sharing: none; demanded: P2) [DOGMA-1]
//	...
//	next: P1 action
//
// Commands (the settings of position and game are the game's
// configuration, after the game's defaults for files,
// engine.Registration.FileDefaults; for Innovation players=N, teams,
// edition=1st|3rd, ages=N, variants=a,b, with players=2 ages=3 assumed):
//
//	position [settings]
//	    input: a position text (the game's Registration.ParsePosition; for
//	    Innovation see innovation.ParsePosition); no output.
//	game seed=N [settings]
//	    a seeded random setup; no output.
//	play [pending] [quiet]
//	    input: one answer per line, "P2: Oars" or "Oars". Output: the
//	    events, then "next: P1 action" or the result; with quiet, nothing
//	    (the shrunk regression tests of dogma fuzz play quietly, since
//	    fixing the bug changes the events). A scripted answer that is not
//	    offered fails, and so does an engine error; so does a script that
//	    stops while a mid-action question is open, unless pending is given.
//	decision        the pending decision: who decides, its kind and prompt,
//	                for one card of a choice of several how many cards the
//	                choice takes and how many are chosen ("1 to 3 cards, 1
//	                chosen"), whether "pass" is allowed, then every answer
//	                on its own line exactly as play takes it ("P1: Oars")
//	state [all]     Innovation: the position (all: every card, supply order
//	                included)
//	icons           Innovation: each player's score, achievements and
//	                visible icons
//	result          how the game ended, or "not over"
//	check [strict] [step-windows] [props=a,b]
//	    replays the game from its start (the position or game command) with
//	    every answer played since through the properties, as a campaign
//	    checks its games (strict: every property after every decision;
//	    step-windows: one window of checks per engine step, as the shrinker
//	    writes a failure that only a window of several decisions shows;
//	    props: only those), and prints what the campaign would report:
//	    "ok", "violation: NAME [CLAUSE]: message" or "failed: ...".
//
// Any command given the argument "error" must fail; its output is then the
// error message. Errors name the file and line at fault. A file with no
// command at all (an empty file) is an error.
//
// Lines starting with "#" outside an input are comments, and a command line
// ending in "\" goes on on the next line. An expected output ends at the
// first blank line; one that holds blank lines is written between two
// "----" lines after the separator and ends at a "----" "----" pair:
//
//	state all
//	----
//	----
//	... output with blank lines ...
//	----
//	----
//
// # Running files
//
// Run (and Check, its first failure only) runs scenario text anywhere: a
// command, a campaign checking a shrunk failure, a test. Rewrite returns the
// text with the expected outputs replaced by the actual ones. Replay runs a
// file on disk for "dogma replay", and RunFile runs one as a test, rewriting
// it under go test -rewrite. None of them needs package testing.
//
// # Game files
//
// This is the one place that documents the game record every command
// reads. A game file is a scenario file read for its game: its first start
// (a "game seed=N ..." or a "position" command) and the answers its play
// commands make on that start, up to the next start (a Record, read by
// ReadRecord). An answer that a "play error" command expects to be refused
// is not a move, and commands that only look (decision, state, check...)
// are skipped. "dogma replay" checks a game file, "dogma show" renders
// it, "dogma shrink" shrinks it when it fails and "dogma perft --position"
// counts from where it stands; each also takes a folder, and skips the
// files below it that are not game files (a README.md) with a note on
// stderr.
//
// A decision log is the game file that "dogma fuzz" and "dogma fuzz
// --save-interesting" (the corpus/ folder) write ("dogma play --log"
// writes the same with a plain play command and the events as its
// expected output):
//
//		# game: innovation
//		# found by dogma fuzz, campaign seed 1: violation of share-bonus ...
//		game seed=10451216379200822465 players=2 edition=1st ages=3
//		----
//
//		play quiet pending
//		P1: meld Agriculture
//		P2: meld Masonry
//		P1: dogma Agriculture
//		----
//
//		check
//		----
//		ok
//
//	  - "# game: NAME" names the game; the other "#" lines are notes: why
//	    the game was kept, what failed.
//	  - The start: "game seed=N" and the configuration, in the notation of
//	    the game's configuration text (for Innovation innovation.Config.String: players=N (2 to 4), teams (four players in
//	    two teams), edition=1st|3rd, ages=N (the last age in play),
//	    variants=a,b). The same seed and configuration give the same shuffles
//	    on every machine. A "position" command may stand instead.
//	  - Every decision in order, by label: the seat that decides (P1..P4), a
//	    colon, and the label of the option chosen exactly as the engine
//	    offers it ("draw", "meld Writing", "achieve 2", a card, a color,
//	    "yes", "pass", a seat). Labels, not option positions, keep a log
//	    readable and let the shrinker delete decisions and keep the later
//	    ones meaningful. "quiet" leaves the events out of the comparison;
//	    "pending" lets the log stop on an open question, as a failing game
//	    may.
//	  - "check" replays the game through every property: "ok" holds once
//	    nothing fails, so the log of a failure fails to replay while the bug
//	    is there and passes once it is fixed.
//
// The older header form of logs ("config: players=2 ...", "seed: N", then
// one "P1: LABEL" line per decision) is still read by every command.
package scenarios
