// Package scenarios runs scenario files: explicit Innovation positions,
// decisions played by label, and the expected events and states, in the
// text format of github.com/cockroachdb/datadriven.
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
// Commands:
//
//	position [players=N] [edition=1st|3rd] [ages=N] [teams] [variants=a,b]
//	    input: a position text (see innovation.ParsePosition); no output.
//	game seed=N [players=N] [edition=E] [ages=N] [teams] [variants=a,b]
//	    a seeded random setup; no output.
//	play [pending] [quiet]
//	    input: one answer per line, "P2: Oars" or "Oars". Output: the
//	    events, then "next: P1 action" or the result; with quiet, nothing
//	    (the shrunk regression tests of dogma fuzz play quietly, since
//	    fixing the bug changes the events). A scripted answer that is not
//	    offered fails, and so does an engine error; so does a script that
//	    stops while a mid-action question is open, unless pending is given.
//	decision        the pending decision and its options
//	state [all]     the position (all: every card, supply order included)
//	icons           each player's score, achievements and visible icons
//	result          how the game ended, or "not over"
//	check [strict] [props=a,b]
//	    replays the game from its start (the position or game command) with
//	    every answer played since through the properties, as a campaign
//	    checks its games (strict: every property after every decision;
//	    props: only those), and prints what the campaign would report:
//	    "ok", "violation: NAME [CLAUSE]: message" or "failed: ...".
//
// Any command given the argument "error" must fail; its output is then the
// error message. Errors name the file and line at fault.
package scenarios
