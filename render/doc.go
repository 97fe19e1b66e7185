// Package render makes views of a game for people: HTML pages, and the
// walk through a game that dogma show prints.
//
// A Walk plays a game with the answers of a Source (a seeded random
// chooser, a game file) up to a step and keeps every decision answered,
// with what each seat had seen, so that Answered.View and Answered.Print
// give it as any seat saw it.
//
// A page is one self-contained file (no network, no external scripts or
// fonts) that replays a game step by step. A Recorder plays a game decision by decision and keeps, for each
// decision, the position after it as one seat sees it, the label of the
// answer and the events it caused, written through the seat's
// engine.Redactor so that the page names no card the seat may not see. The
// position is drawn by the game: through engine.HTMLView when its View has
// it, as the View's plain text otherwise. WriteHTML writes the Page: the
// frame, the buttons and keys that step through it, the events of each
// step with their rule clauses and card effects, and what changed
// highlighted.
//
// A Report is the result of campaigns, which WriteReport writes as one
// page: heat maps of what they covered, bar charts and findings, the plots
// drawn as SVG here. Report.AddJSON reads into it the --json output of
// dogma fuzz, coverage and play, and Report.WriteText writes it for a
// terminal. Report.WritePages writes, beside each finding's decision log,
// the page of its game, with MarkFailures setting the failure its notes
// record on the frame where it happened.
//
// The package knows no game: it works on engine.Registration and
// engine.Game alone.
package render
