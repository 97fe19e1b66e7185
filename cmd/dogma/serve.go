package main

import (
	"os"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/referee/serve"
)

func newServeCmd() *cobra.Command {
	var events bool
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Serve dogma's games behind the referee protocol on stdin and stdout",
		Long: `serve puts dogma's own engines behind the referee protocol
(docs/referee-protocol.md): it reads one JSON request per line on its
standard input and answers each with one JSON line on its standard output,
until a quit request or the end of its input. A "new" request starts a game
of any game dogma plays, or of Tally, its test game, from the decks it
gives, top first; "choose" takes
an option by its label; each answer is the game's state in the neutral form.
A request that is not one of the protocol, or that the game refuses, gets an
error answer and the conversation goes on.

So that dogma referee can check dogma against itself (two builds, or a build
with a planted bug: the hidden --plant flag plants it in the games served),
and other tools can use dogma as their rules server. Its output is always
JSON, one answer per line: it has no --json flag.`,
		Example: `  printf '%s\n' '{"type":"hello","protocol":1}' '{"type":"quit"}' | dogma serve
  echo '{"type":"hello","protocol":1}' | dogma serve --plant share-bonus --events=false`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			fewerCollections()
			regs := servedGames()
			s := serve.New(regs)
			s.Events = events
			return s.Serve(cmd.InOrStdin(), cmd.OutOrStdout())
		},
	}
	cmd.Flags().BoolVar(&events, "events", true, "add each request's events, as dogma writes them for people, to the state answers")
	return cmd
}

// fewerCollections lets the heap of a process that builds and drops a
// neutral state at every decision (dogma serve, dogma referee) grow to
// five times its live data between collections instead of twice, unless
// GOGC sets it: the live heap is a few megabytes, and the collector's
// share of the CPU time per decision falls by about a quarter.
func fewerCollections() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
}

// servedGames returns the games dogma serve plays, by name: every game
// dogma plays (with the bugs --plant plants), and the test games of
// servedTestGames.
func servedGames() []*engine.Registration {
	var regs []*engine.Registration
	for _, g := range props.Games() {
		regs = append(regs, g.Registration)
	}
	for _, t := range servedTestGames {
		if !slices.ContainsFunc(regs, func(r *engine.Registration) bool { return r.Name == t.Name }) {
			regs = append(regs, t)
		}
	}
	slices.SortFunc(regs, func(a, b *engine.Registration) int { return strings.Compare(a.Name, b.Name) })
	return regs
}
