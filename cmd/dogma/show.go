package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/render"
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
the same profile flags) or from FILE, a decision log or a scenario file (its
first game and the decisions of its play commands). --at N stops after N
steps, a step being one setup choice or one top-level action with every
decision it asks; without it the whole game is played.

The view is that of one seat (--seat, by default the player who decides
next): opponents' hands and score piles show only the ages of their cards,
and their covered cards are hidden (RULES.md INFO-1, INFO-2). --all shows
everything, the order of the supply piles included.

--step walks the game decision by decision, printing each decision and the
events it caused with their rule clauses. The events are the game's full log:
they name every card, hidden ones included. On a terminal it shows the board
after every step and waits for Enter (q quits).

Color is used on a terminal and plain text when the output is piped
(--color always|never|auto).`,
		Example: `  dogma show --seed 7 --at 40
  dogma show --seed 7 --players 3 --at 12 --all
  dogma show games/game-7.txt --step --at 10
  dogma show scenarios/testdata/rules/runner.txt --json`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var (
				g   *inn.Game
				src decisionSource
			)
			if len(args) == 1 {
				if cmd.Flags().Changed("seed") {
					return usageError("give a seed or a file, not both")
				}
				sc, err := readScript(args[0])
				if err != nil {
					return usageError("%v", err)
				}
				g, src = sc.game, &scriptSource{sc: sc}
			} else {
				cfg, err := profile.config()
				if err != nil {
					return err
				}
				rg, err := newRandomGame(cfg, seed)
				if err != nil {
					return usageError("%v", err)
				}
				g, src = rg.Game, rg
			}
			viewer, err := parseViewer(seat, all)
			if err != nil {
				return err
			}
			useColor, err := colorMode(color, cmd.OutOrStdout())
			if err != nil {
				return err
			}
			w := &walker{
				g: g, src: src, at: at, step: step && !asJSON, json: asJSON,
				out: cmd.OutOrStdout(), viewer: viewer, color: useColor,
				pause: step && !asJSON && isTerminal(cmd.OutOrStdout()) && isTerminal(os.Stdin),
				in:    bufio.NewReader(cmd.InOrStdin()),
			}
			if err := w.walk(); err != nil {
				return err
			}
			v := render.NewView(g, w.viewerNow())
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), showJSON{Steps: w.steps, Position: v, Error: errText(g.Err())})
			}
			if w.quit {
				return nil
			}
			if err := render.Text(cmd.OutOrStdout(), v, useColor); err != nil {
				return err
			}
			if err := g.Err(); err != nil {
				return findings("the game stopped with an error: %v", err)
			}
			return nil
		},
	}
	f := cmd.Flags()
	f.Uint64Var(&seed, "seed", 1, "seed of the random game to show")
	f.IntVar(&at, "at", -1, "stop after this many steps (default: play to the end)")
	f.BoolVar(&step, "step", false, "walk the game decision by decision, with the events and their clauses")
	f.StringVar(&seat, "seat", "", "the seat whose view is shown, P1..P4 (default: the player who decides next)")
	f.BoolVar(&all, "all", false, "show every card, hidden ones included")
	f.StringVar(&color, "color", "auto", "use color: auto (on a terminal), always or never")
	profile.register(f)
	addJSONFlag(cmd, &asJSON)
	return cmd
}

// showJSON is the JSON output of show.
type showJSON struct {
	Steps    []stepJSON   `json:"steps,omitempty"`
	Position *render.View `json:"position"`
	Error    string       `json:"error,omitempty"`
}

// stepJSON is one answered decision and the events it caused.
type stepJSON struct {
	Step   int      `json:"step"`
	Player string   `json:"player"`
	Kind   string   `json:"kind"`
	Label  string   `json:"label"`
	Events []string `json:"events"`
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// parseViewer returns the seat named by --seat (-2 for the default, the
// player who decides next) or render.All with --all.
func parseViewer(seat string, all bool) (int, error) {
	switch {
	case all:
		return render.All, nil
	case seat == "":
		return -2, nil
	}
	p, ok := inn.ParseSeat(seat)
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

// decisionSource answers the decisions of the game being shown.
type decisionSource interface {
	// Choose returns the option to take, or -1 when the source has no
	// more answers; an error names the file and line at fault.
	next(d *engine.Decision) (int, error)
}

func (r *randomGame) next(d *engine.Decision) (int, error) { return r.Choose(d), nil }

// scriptSource answers with the decisions of a script, by label.
type scriptSource struct {
	sc *script
	i  int
}

func (s *scriptSource) next(d *engine.Decision) (int, error) {
	if s.i == len(s.sc.answers) {
		return -1, nil
	}
	a := s.sc.answers[s.i]
	s.i++
	label := a.text
	if who, rest, ok := strings.Cut(a.text, ":"); ok {
		if p, isSeat := inn.ParseSeat(strings.TrimSpace(who)); isSeat {
			if p != d.Player {
				return 0, usageError("%s:%d: %q is scripted for %s, but %s decides", s.sc.path, a.line, a.text, inn.SeatName(p), inn.SeatName(d.Player))
			}
			label = strings.TrimSpace(rest)
		}
	}
	i := d.Index(label)
	if i < 0 {
		return 0, usageError("%s:%d: %q is not offered to %s (%s): %s", s.sc.path, a.line, label, inn.SeatName(d.Player), d.Prompt, strings.Join(d.Labels(), " | "))
	}
	return i, nil
}

// walker plays a game from its source up to a step, printing the
// decisions and their events with --step.
type walker struct {
	g      *inn.Game
	src    decisionSource
	at     int
	step   bool
	json   bool
	pause  bool
	out    io.Writer
	in     *bufio.Reader
	viewer int
	color  bool

	steps []stepJSON
	quit  bool
}

// viewerNow resolves the default viewer: the player who decides next, or
// the current player once the game is over.
func (w *walker) viewerNow() int {
	if w.viewer != -2 {
		return w.viewer
	}
	if d := w.g.Decision(); d != nil {
		return d.Player
	}
	return w.g.State().Current
}

func (w *walker) walk() error {
	n := 0
	for {
		d := w.g.Decision()
		if d == nil {
			return nil
		}
		top := d.Kind == engine.KindSetup || d.Kind == engine.KindAction
		if top && w.at >= 0 && n == w.at {
			return nil
		}
		if top && n > 0 && w.pause {
			if !w.wait() {
				w.quit = true
				return nil
			}
		}
		i, err := w.src.next(d)
		if err != nil {
			return err
		}
		if i < 0 {
			return nil
		}
		if top {
			n++
		}
		rec := stepJSON{Step: n, Player: inn.SeatName(d.Player), Kind: string(d.Kind), Label: d.Options[i].Label, Events: []string{}}
		mark := w.g.Mark()
		chooseErr := w.g.Choose(i)
		for _, e := range w.g.EventsSince(mark) {
			rec.Events = append(rec.Events, w.g.FormatEvent(e))
		}
		if w.json {
			w.steps = append(w.steps, rec)
		}
		if w.step {
			if top {
				fmt.Fprintf(w.out, "step %d\n", n)
			}
			fmt.Fprintf(w.out, "  %s %s: %s\n", rec.Player, rec.Kind, rec.Label)
			for _, e := range rec.Events {
				fmt.Fprintf(w.out, "      %s\n", e)
			}
		}
		if chooseErr != nil {
			if w.step {
				fmt.Fprintf(w.out, "  error: %v\n", chooseErr)
			}
			return nil
		}
	}
}

// wait shows the board and waits for Enter; it reports false on q or at
// the end of the input.
func (w *walker) wait() bool {
	fmt.Fprintln(w.out)
	_ = render.Text(w.out, render.NewView(w.g, w.viewerNow()), w.color)
	fmt.Fprint(w.out, "-- Enter: next step, q: quit -- ")
	line, err := w.in.ReadString('\n')
	if err != nil || strings.TrimSpace(line) == "q" {
		return false
	}
	return true
}
