package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/play"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/render"
	"github.com/dogma-engine/dogma/scenarios"
)

func newShowCmd() *cobra.Command {
	var (
		seed    uint64
		at      int
		step    bool
		seat    string
		all     bool
		color   string
		asJSON  bool
		asHTML  bool
		profile gameFlags
	)
	cmd := &cobra.Command{
		Use:   "show [FILE]",
		Short: "Render a game in the terminal",
		Long: `show renders an Innovation position the way a player sees it: each board as
five colored piles with their splay, top card, size and visible icons; each
player's score, achievements and hand; the supply piles, the available
achievements and the pending decision.

The game comes from a seed (the random game "dogma play --seed N" plays, with
the same profile flags) or from FILE, a game file: a decision log or a
scenario file (its first game and the decisions its play commands make; an
answer a "play error" command expects to be refused is not a step). A
folder shows each game file below it in turn, skipping other files with a
note. --at N stops after N steps, a step being one setup choice or one
top-level action with every decision it asks; without it the whole game is
played.

The view is that of one seat (--seat, by default the player who decides
next; with --step the player who decides first, for the whole walk, on a
terminal as piped): opponents' hands and score piles show only the ages of their cards,
and their covered cards are hidden (RULES.md INFO-1, INFO-2). --all shows
everything, the order of the supply piles included. The steps (--step, and
--json) are shown as the same seat sees them: a card it may not see is
named by its age, "a 3".

--step walks the game decision by decision, printing each decision and the
events it caused with their rule clauses, as the seat sees them (--all: every
card named). On a terminal it shows the board after every step and waits for
Enter (q quits).

Color is used on a terminal and plain text when the output is piped
(--color always|never|auto).

--html writes one self-contained HTML page instead, which steps through the
game decision by decision as the seat sees it: the boards drawn, the events
of each decision with their clauses, what changed outlined, and the failure
a failure file of dogma fuzz records at its decision. ←/→ step; the page's
address follows the decision shown: #step=40 at its end opens step 40 (its
first decision), #step=40.3 the third decision of step 40, so a link names
the exact decision.`,
		Example: `  dogma show --seed 7 --at 40
  dogma show --seed 7 --players 3 --at 12 --all
  dogma play --games 1 --seed 7 --log games && dogma show games/game-7.txt --step --at 10
  dogma show scenarios/testdata/rules/runner.txt --json
  dogma show --html --seed 7 --seat P1 > game-7.html`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			viewer, err := parseViewer(seat, all)
			if err != nil {
				return err
			}
			if cmd.Flags().Changed("at") {
				if err := atLeast("--at", at, 0, "the setup before any step"); err != nil {
					return err
				}
			}
			useColor, err := colorMode(color, cmd.OutOrStdout())
			if err != nil {
				return err
			}
			opts := showOptions{at: at, step: step, json: asJSON, html: asHTML, viewer: viewer, color: useColor}
			if len(args) == 0 {
				suite, err := gameOf(cmd)
				if err != nil {
					return err
				}
				cfg, err := profile.config(suite)
				if err != nil {
					return err
				}
				rg, err := play.NewRandom(suite, cfg, seed)
				if err != nil {
					return usageError("%v", err)
				}
				return showGame(cmd, suite, rg.Game, randomSource{rg}, opts)
			}
			if cmd.Flags().Changed("seed") {
				return usageError("give a seed or a file, not both")
			}
			if err := fileSetsGame(cmd); err != nil {
				return err
			}
			files, err := gameFiles(cmd, args, false)
			if err != nil {
				return err
			}
			if asHTML && len(files) > 1 {
				return usageError("--html shows one game file, and %s holds %d", args[0], len(files))
			}
			games := make([]*scenarios.Record, len(files))
			starts := make([]engine.Game, len(files))
			for i, f := range files {
				if games[i], err = readGame(f); err != nil {
					return err
				}
				g, err := games[i].NewGame()
				if err != nil {
					return usageError("%s: %v", f, err)
				}
				if games[i].Suite.Render == nil {
					return usageError("%s: the game %s has no view to show", f, games[i].Suite.Name)
				}
				starts[i] = g
				if err := checkSeat(viewer, g.Players()); err != nil {
					return err
				}
			}
			var failed error
			for i, l := range games {
				if len(files) > 1 && !asJSON {
					fmt.Fprintf(cmd.OutOrStdout(), "== %s\n", files[i])
				}
				err = showGame(cmd, l.Suite, starts[i], &logSource{path: files[i], steps: l.Moves}, opts)
				var ee *exitError
				if errors.As(err, &ee) && ee.code == exitFindings && len(files) > 1 {
					failed = err
					continue
				}
				if err != nil {
					return err
				}
			}
			return failed
		},
	}
	f := cmd.Flags()
	f.Uint64Var(&seed, "seed", 1, "seed of the random game to show")
	f.IntVar(&at, "at", -1, "stop after this many steps (default: play to the end)")
	f.BoolVar(&step, "step", false, "walk the game decision by decision, with the events and their clauses")
	f.StringVar(&seat, "seat", "", "the seat whose view is shown, P1..P4 (default: the player who decides next)")
	f.BoolVar(&all, "all", false, "show every card, hidden ones included")
	f.StringVar(&color, "color", "auto", "use color: auto (on a terminal), always or never")
	f.BoolVar(&asHTML, "html", false, "write one self-contained HTML page that steps through the game (the decision log or scenario, or the seeded game)")
	profile.register(f, single)
	addJSONFlag(cmd, &asJSON)
	return cmd
}

// showJSON is the JSON output of show: the steps and the position as the
// viewing seat sees them.
type showJSON struct {
	Steps    []render.StepView `json:"steps,omitempty"`
	Position engine.View       `json:"position"`
	Error    string            `json:"error,omitempty"`
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// parseViewer returns the seat named by --seat (render.NextViewer for
// the default, the player who decides next) or engine.Omniscient with
// --all.
func parseViewer(seat string, all bool) (int, error) {
	switch {
	case all:
		return engine.Omniscient, nil
	case seat == "":
		return render.NextViewer, nil
	}
	p, ok := engine.ParseSeat(seat)
	if !ok {
		return 0, usageError("--seat: %q is not a seat (want P1..P4)", seat)
	}
	return p, nil
}

// colorMode decides whether to use color on w.
func colorMode(mode string, w io.Writer) (bool, error) {
	switch mode {
	case "always":
		return true, nil
	case "never":
		return false, nil
	case "auto", "":
		return isTerminal(w) && os.Getenv("NO_COLOR") == "", nil
	}
	return false, usageError("--color: %q is not auto, always or never", mode)
}

// randomSource answers with the choices of a seeded random game.
type randomSource struct{ *play.Random }

func (r randomSource) Next(d *engine.Decision) (int, error) { return r.Choose(d), nil }

// logSource answers with the decisions of a game file, by label.
type logSource struct {
	path  string
	steps []scenarios.Move
	i     int
}

func (s *logSource) Next(d *engine.Decision) (int, error) {
	if s.i == len(s.steps) {
		return -1, nil
	}
	st := s.steps[s.i]
	s.i++
	if st.Player != d.Player {
		return 0, usageError("%s: decision %d, %q, is recorded for %s, but %s decides", s.path, s.i, st.Label, engine.SeatName(st.Player), engine.SeatName(d.Player))
	}
	i := d.Index(st.Label)
	if i < 0 {
		return 0, usageError("%s: decision %d, %q, is not offered to %s (%s): %s", s.path, s.i, st.Label, engine.SeatName(d.Player), d.Prompt, strings.Join(d.Labels(), " | "))
	}
	return i, nil
}

// showOptions are the choices of the show command that apply to a game.
type showOptions struct {
	at     int
	step   bool
	json   bool
	html   bool
	viewer int
	color  bool
}

// checkSeat refuses a --seat that does not play in a game of n players.
func checkSeat(viewer, n int) error {
	if viewer < 0 || viewer < n {
		return nil
	}
	seats := make([]string, n)
	for p := range seats {
		seats[p] = engine.SeatName(p)
	}
	return usageError("--seat: %s does not play in this %d-player game (want %s)", engine.SeatName(viewer), n, strings.Join(seats, ", "))
}

// showGame walks g with the answers of src and shows it.
func showGame(cmd *cobra.Command, suite *props.Suite, g engine.Game, src render.Source, o showOptions) error {
	if o.html {
		return showHTML(cmd, suite, g, src, o)
	}
	if err := checkSeat(o.viewer, g.Players()); err != nil {
		return err
	}
	out := cmd.OutOrStdout()
	pause := o.step && !o.json && isTerminal(out) && isTerminal(os.Stdin)
	w := newWalker(suite, g, src, o, out, bufio.NewReader(cmd.InOrStdin()), pause)
	if err := w.Run(); err != nil {
		return err
	}
	viewer := w.ViewerNow()
	if o.json {
		steps := []render.StepView{}
		for _, a := range w.Answers {
			steps = append(steps, a.View(g, viewer))
		}
		return writeJSON(out, showJSON{Steps: steps, Position: suite.Render(g, viewer), Error: errText(g.Err())})
	}
	if o.step && !pause {
		for _, a := range w.Answers {
			a.Print(out, g, viewer)
		}
	}
	if w.Quit {
		return nil
	}
	if err := suite.Render(g, viewer).Text(out, o.color); err != nil {
		return err
	}
	if err := g.Err(); err != nil {
		return findings("the game stopped with an error: %v", err)
	}
	return nil
}

// walker is the walk of a game that show makes: on a terminal with
// --step it prints each decision as it comes and waits after each step.
type walker struct {
	*render.Walk
	out   io.Writer
	in    *bufio.Reader
	color bool
}

// newWalker returns the walker of g for the options o. A step-by-step walk
// without --seat is seen by one seat from its start to its end, the seat
// that decides first, on a terminal (pause) and piped alike: a viewer
// following the player to decide would show every player's hidden hand in
// turn.
func newWalker(suite *props.Suite, g engine.Game, src render.Source, o showOptions, out io.Writer, in *bufio.Reader, pause bool) *walker {
	w := &walker{Walk: &render.Walk{Reg: suite.Registration, Game: g, Src: src, At: o.at, Viewer: o.viewer}, out: out, in: in, color: o.color}
	if o.step && w.Viewer == render.NextViewer {
		w.Viewer = w.ViewerNow()
	}
	if pause {
		w.BeforeStep = w.wait
		w.OnAnswer = func(a *render.Answered) { a.Print(w.out, w.Game, w.ViewerNow()) }
	}
	return w
}

// wait shows the board and waits for Enter; it reports false on q or at
// the end of the input.
func (w *walker) wait() bool {
	fmt.Fprintln(w.out)
	_ = w.Reg.Render(w.Game, w.ViewerNow()).Text(w.out, w.color)
	fmt.Fprint(w.out, "-- Enter: next step, q: quit -- ")
	line, err := w.in.ReadString('\n')
	if err != nil || strings.TrimSpace(line) == "q" {
		return false
	}
	return true
}
