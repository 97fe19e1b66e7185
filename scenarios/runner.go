package scenarios

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
)

// runner executes the commands of one scenario file against one game.
type runner struct {
	suite *props.Suite
	g     engine.Game
	hist  history
}

func newRunner(s *props.Suite) *runner {
	return &runner{suite: s}
}

// lineError is an error at a line of the input of a command, counted from
// 1 for the first input line that is not blank (the first line of the
// directive's Input, which drops the blank lines around it).
type lineError struct {
	line int
	err  error
}

func (e *lineError) Error() string { return e.err.Error() }
func (e *lineError) Unwrap() error { return e.err }

// run executes one command and returns its output. An error is located at
// the command, or at one of its input lines with a *lineError.
func (r *runner) run(d *directive) (string, error) {
	wantErr := d.HasArg("error")
	out, err := r.dispatch(d)
	switch {
	case wantErr && err == nil:
		return "", fmt.Errorf("%s succeeded, but error was expected", d.Cmd)
	case wantErr:
		return "error: " + err.Error() + "\n", nil
	}
	return out, err
}

func (r *runner) dispatch(d *directive) (string, error) {
	switch d.Cmd {
	case "position":
		return "", r.position(d)
	case "game":
		return "", r.newGame(d)
	}
	if r.g == nil {
		return "", fmt.Errorf("%s: no game yet (start with position or game)", d.Cmd)
	}
	switch d.Cmd {
	case "play":
		return r.play(d)
	case "decision":
		if dec := r.g.Decision(); dec != nil {
			return describeDecision(dec), nil
		}
		return r.ending(), nil
	case "result":
		return r.ending(), nil
	case "check":
		return r.check(d)
	}
	for _, c := range r.suite.Commands {
		if c.Name == d.Cmd {
			args := make([]string, 0, len(d.CmdArgs))
			for _, a := range d.CmdArgs {
				if a.Key != "error" {
					args = append(args, argText(a))
				}
			}
			return c.Run(r.g, args)
		}
	}
	return "", fmt.Errorf("unknown command %q (want %s)", d.Cmd, commandNames(r.suite))
}

// config reads the game settings of a command line, after the game's
// defaults for files, and the seed.
func (r *runner) config(d *directive) (engine.Config, uint64, error) {
	var seed uint64
	args := make([]string, 0, len(d.CmdArgs))
	for _, a := range d.CmdArgs {
		switch a.Key {
		case "seed":
			var err error
			if seed, err = parseSeed(strings.Join(a.Vals, ",")); err != nil {
				return nil, 0, err
			}
		case "error":
		default:
			args = append(args, argText(a))
		}
	}
	cfg, err := r.suite.ParseConfig(configText(r.suite, args))
	return cfg, seed, err
}

func (r *runner) position(d *directive) error {
	cfg, _, err := r.config(d)
	if err != nil {
		return err
	}
	first := d.InputLine
	if first == 0 {
		first = d.Line + 1
	}
	g, err := r.suite.ParsePosition(cfg, d.Input, first)
	var le *engine.LineError
	if errors.As(err, &le) {
		return &lineError{le.Line - first + 1, errors.New(le.Msg)}
	}
	if err != nil {
		return err
	}
	r.g = g
	r.hist.begin(g, 0, false)
	return nil
}

func (r *runner) newGame(d *directive) error {
	if !d.HasArg("seed") {
		return errors.New("game needs seed=N")
	}
	cfg, seed, err := r.config(d)
	if err != nil {
		return err
	}
	g, err := r.suite.New(cfg, seed)
	if err != nil {
		return err
	}
	r.g = g
	r.hist.begin(g, seed, true)
	return nil
}

// play answers decisions by label, one input line each.
func (r *runner) play(d *directive) (string, error) {
	var b strings.Builder
	mark := r.g.Mark()
	flush := func() {
		for _, e := range r.g.EventsSince(mark) {
			b.WriteString(r.g.FormatEvent(e))
			b.WriteByte('\n')
		}
		mark = r.g.Mark()
	}
	for i, line := range strings.Split(d.Input, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if err := r.answer(line); err != nil {
			if d.HasArg("error") {
				return "", err
			}
			flush()
			return "", &lineError{i + 1, fmt.Errorf("%v\nevents so far:\n%s", err, b.String())}
		}
	}
	flush()
	dec := r.g.Decision()
	switch {
	case dec == nil:
		b.WriteString(r.ending())
	case dec.Kind == engine.KindAction:
		fmt.Fprintf(&b, "next: %s action\n", engine.SeatName(dec.Player))
	case d.HasArg("pending"):
		fmt.Fprintf(&b, "pending: %s\n", formatDecision(dec))
	default:
		return "", fmt.Errorf("the script ends with a question unanswered: %s\nevents:\n%s", formatDecision(dec), b.String())
	}
	if d.HasArg("quiet") {
		return "", nil
	}
	return b.String(), nil
}

// answer applies one scripted answer, "P2: Oars" or "Oars".
func (r *runner) answer(line string) error {
	dec := r.g.Decision()
	if dec == nil {
		if err := r.g.Err(); err != nil {
			return err
		}
		return fmt.Errorf("%q scripted, but the game is over", line)
	}
	label := line
	if who, rest, ok := strings.Cut(line, ":"); ok {
		if p, isSeat := engine.ParseSeat(strings.TrimSpace(who)); isSeat {
			if p != dec.Player {
				return fmt.Errorf("%q scripted for %s, but %s decides: %s", strings.TrimSpace(rest), engine.SeatName(p), engine.SeatName(dec.Player), formatDecision(dec))
			}
			label = strings.TrimSpace(rest)
		}
	}
	i := dec.Index(label)
	if i < 0 {
		return fmt.Errorf("%q is not offered: %s", label, formatDecision(dec))
	}
	r.hist.labels = append(r.hist.labels, label)
	return r.g.Choose(i)
}

// formatDecision renders a decision on one line: who decides, its kind,
// prompt and count, and its options.
func formatDecision(d *engine.Decision) string {
	return fmt.Sprintf("%s %s %q%s: %s", engine.SeatName(d.Player), d.Kind, d.Prompt, decisionNote(d), strings.Join(d.Labels(), " | "))
}

// describeDecision renders a decision for the decision command: its first
// line says who decides, what, and for a choice of cards how many cards
// it takes and whether "pass" is allowed; then one line per answer, exactly
// as a play command takes it.
func describeDecision(d *engine.Decision) string {
	var b strings.Builder
	who := engine.SeatName(d.Player)
	fmt.Fprintf(&b, "%s %s %q%s\n", who, d.Kind, d.Prompt, decisionNote(d))
	for _, o := range d.Options {
		fmt.Fprintf(&b, "  %s: %s\n", who, o.Label)
	}
	return b.String()
}

// decisionNote says, for a choice of cards, how many cards it takes and
// how many are chosen already, and for any decision whether "pass" is
// allowed: " (1 to 3 cards, 1 chosen; pass allowed)".
func decisionNote(d *engine.Decision) string {
	var parts []string
	if c := d.Count; d.Kind == engine.KindCard && c.Max > 0 {
		n := fmt.Sprintf("%d to %d cards", c.Min, c.Max)
		switch {
		case c.Min == c.Max && c.Max == 1:
			n = "1 card"
		case c.Min == c.Max:
			n = fmt.Sprintf("%d cards", c.Max)
		case c.Min == 0 && c.Max == 1:
			n = "0 or 1 card"
		}
		if c.Max > 1 {
			n += fmt.Sprintf(", %d chosen", c.Chosen)
		}
		parts = append(parts, n)
	}
	if d.Index(engine.LabelPass) >= 0 {
		parts = append(parts, "pass allowed")
	} else if d.Kind == engine.KindCard {
		parts = append(parts, "no pass")
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, "; ") + ")"
}

func (r *runner) ending() string {
	if err := r.g.Err(); err != nil {
		return "failed: " + err.Error() + "\n"
	}
	res := r.g.Result()
	if !res.Over {
		return "not over\n"
	}
	w := make([]string, len(res.Winners))
	for i, p := range res.Winners {
		w[i] = engine.SeatName(p)
	}
	return fmt.Sprintf("over: %s %s %s\n", res.Reason, res.Clause, strings.Join(w, ","))
}

// argText writes a command argument back as the file gave it: "all",
// "players=3", "variants=a,b".
func argText(a cmdArg) string {
	if len(a.Vals) == 0 {
		return a.Key
	}
	return a.Key + "=" + strings.Join(a.Vals, ",")
}
