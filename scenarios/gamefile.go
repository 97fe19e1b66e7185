package scenarios

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/inputfile"
	"github.com/dogma-engine/dogma/props"
)

// A Record is a played game, the one game record of dogma: where the game
// starts (a configuration and a seed, or an explicit position) and every
// decision made in it, by label. Replaying the labels on the same start
// gives the same game. A campaign records its games as Records, writes
// them (Format) as decision logs, and every command that takes a game
// reads one (ReadRecord).
//
// Its text form is a game file (see the package comment, "Game files"): a
// scenario file read for its first start (a "game seed=N" or a "position"
// command) and the answers its play commands make on that start, up to the
// next start. Only accepted answers are moves: an answer a "play error"
// command expects to be refused is not one. Expected outputs and the other
// commands are skipped. The older header form of decision logs ("config:
// ..." and "seed: N" lines, then "P1: LABEL" lines) is read too.
type Record struct {
	Path     string        // the file read, or "" for a game not read from a file
	Suite    *props.Suite  // the game played, which the file names in its header (see GameHeader)
	Config   engine.Config // the configuration of its start, normalized
	Seed     uint64        // the seeded start, when Position is empty
	Position string        // the start position with every card placed, or ""
	Moves    []Move        // the decisions, in the order made
	Notes    []string      // the comment lines before the first command, without "# "

	// The properties the final check command runs, as the campaign that
	// found the game checked it: only those named (nil: every property),
	// and with Strict every property after every decision. A file gives
	// them as the arguments of its first check command.
	Props  []string
	Strict bool
	// StepWindows checks one window per engine step
	// (props.Checker.StepWindows): a failure the shrinker could start at
	// a position only so.
	StepWindows bool
}

// A Move is one decision of a record: who decided, and the label chosen.
type Move struct {
	Player int    // the seat that decided
	Label  string // the label of the option chosen
	Line   int    // the file line of the answer, from 1; 0 for a move not read from a file
}

// String returns the move as a play command's input line, "P1: draw".
func (m Move) String() string { return engine.SeatName(m.Player) + ": " + m.Label }

// Labels returns the labels of moves.
func Labels(moves []Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.Label
	}
	return out
}

// Command is one command of a scenario file: its line (from 1), name,
// arguments and input lines.
type Command struct {
	Line  int
	Name  string
	Args  []string
	Input []Line
}

// Line is one line of a file with its number, from 1.
type Line struct {
	N    int
	Text string
}

// commands lists the generic command names of the format with the
// arguments each takes (a trailing "=" takes a value); a game adds its
// own (engine.Registration.Commands). The start commands, position and
// game, also take the settings of the game's configuration.
var commands = map[string][]string{
	"position": {"error"},
	"game":     {"seed=", "error"},
	"play":     {"pending", "quiet", "error"},
	"decision": {"error"},
	"result":   {"error"},
	"check":    {"strict", "step-windows", "props=", "error"},
}

// GameHeader starts the header line that names a file's game, a comment
// before its first command: "# game: innovation". A file without one is a
// file of props.DefaultGame, as every file written before games were named.
const GameHeader = "# game: "

// GameOf returns the name of the game of the file at path: the game its
// header names, or props.DefaultGame.
func GameOf(path string) (string, error) {
	data, err := inputfile.ReadFile(path)
	if err != nil {
		return "", err
	}
	if name := gameName(data); name != "" {
		return name, nil
	}
	return props.DefaultGame, nil
}

// gameName returns the game a file's header names, or "".
func gameName(data []byte) string {
	for _, l := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if !strings.HasPrefix(t, "#") {
			break
		}
		if name, ok := strings.CutPrefix(t, strings.TrimSpace(GameHeader)); ok {
			return strings.TrimSpace(name)
		}
	}
	return ""
}

// isHeader reports whether a comment line is the game header.
func isHeader(comment string) bool {
	return strings.HasPrefix(strings.TrimSpace(comment), strings.TrimSpace(GameHeader))
}

// suiteOf returns the game a file names, with an error at name:1.
func suiteOf(name string, data []byte) (*props.Suite, error) {
	s, err := props.GameNamed(gameName(data))
	if err != nil {
		return nil, fmt.Errorf("%s:1: %v", name, err)
	}
	return s, nil
}

// commandArgs returns the arguments command name takes in suite s, and
// whether the command exists.
func commandArgs(s *props.Suite, name string) ([]string, bool) {
	if args, ok := commands[name]; ok {
		return args, true
	}
	for _, c := range s.Commands {
		if c.Name == name {
			return append([]string{"error"}, c.Args...), true
		}
	}
	return nil, false
}

// commandNames lists the commands of suite s, for error messages.
func commandNames(s *props.Suite) string {
	names := []string{"position", "game", "play", "decision"}
	for _, c := range s.Commands {
		names = append(names, c.Name)
	}
	names = append(names, "result", "check")
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// configText returns the configuration settings among the arguments of a
// start command, as the game's configuration text, after the game's
// defaults for files.
func configText(s *props.Suite, args []string) string {
	parts := []string{s.FileDefaults}
	for _, a := range args {
		if key, _, _ := strings.Cut(a, "="); key != "seed" && key != "error" {
			parts = append(parts, a)
		}
	}
	return strings.TrimSpace(strings.Join(parts, " "))
}

// ErrAnswer is wrapped by the error of ParseRecord for an answer the game
// does not take (not offered, asked of another seat, or after the end):
// the file is well formed, but its game no longer plays as written.
var ErrAnswer = errors.New("the answer is not taken")

// ErrNotScenario is wrapped by the error of Parse for a text that is not
// a scenario file at all (no command with a "----" separator).
var ErrNotScenario = errors.New("not a scenario file or decision log")

// Parse splits a scenario file into its commands and checks its form:
// every command is known, takes the arguments given and has its "----"
// separator, and the file holds at least one command. Errors name
// name:line.
func Parse(name string, data []byte) ([]Command, error) {
	suite, err := suiteOf(name, data)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
	var cmds []Command
	for i := 0; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		fields := strings.Fields(t)
		c := Command{Line: i + 1, Name: fields[0], Args: fields[1:]}
		if c.Name == "----" {
			return nil, fmt.Errorf("%s:%d: \"----\" without a command before it", name, i+1)
		}
		known, ok := commandArgs(suite, c.Name)
		if !ok {
			if len(cmds) == 0 {
				return nil, fmt.Errorf("%s:%d: %w: %q is not a command (want %s)", name, i+1, ErrNotScenario, c.Name, commandNames(suite))
			}
			return nil, fmt.Errorf("%s:%d: unknown command %q (want %s)", name, i+1, c.Name, commandNames(suite))
		}
		if c.Name == "position" || c.Name == "game" {
			// The other arguments are settings of the configuration.
			if err := repeatedSetting(c.Args); err != nil {
				return nil, fmt.Errorf("%s:%d: %s: %v", name, i+1, c.Name, err)
			}
			if _, err := suite.ParseConfig(configText(suite, c.Args)); err != nil {
				return nil, fmt.Errorf("%s:%d: %s: %v", name, i+1, c.Name, err)
			}
		} else {
			for _, a := range c.Args {
				if !argKnown(known, a) {
					return nil, fmt.Errorf("%s:%d: %s does not take %q", name, i+1, c.Name, a)
				}
			}
		}
		i++
		for ; i < len(lines) && strings.TrimSpace(lines[i]) != "----"; i++ {
			c.Input = append(c.Input, Line{i + 1, lines[i]})
		}
		if i == len(lines) {
			return nil, fmt.Errorf("%s:%d: command %q has no \"----\" separator", name, c.Line, c.Name)
		}
		// Skip the expected output: up to a blank line or, after a
		// second "----", up to a "----" "----" pair.
		if i+1 < len(lines) && strings.TrimSpace(lines[i+1]) == "----" {
			for i += 2; i+1 < len(lines) && !(lines[i] == "----" && lines[i+1] == "----"); i++ {
			}
			i++
		} else {
			for i++; i < len(lines) && strings.TrimSpace(lines[i]) != ""; i++ {
			}
		}
		cmds = append(cmds, c)
	}
	if len(cmds) == 0 {
		return nil, fmt.Errorf("%s:1: %w: the file holds no command", name, ErrNotScenario)
	}
	return cmds, nil
}

func argKnown(known []string, arg string) bool {
	key, _, hasVal := strings.Cut(arg, "=")
	for _, k := range known {
		if k == key || hasVal && k == key+"=" {
			return true
		}
	}
	return false
}

// ReadRecord reads the game file at path (see ParseRecord).
func ReadRecord(path string) (*Record, error) {
	data, err := inputfile.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseRecord(path, data)
}

// ParseRecord reads a game file: a scenario file (see parseScenarioRecord)
// or a decision log in the older header form (see IsHeaderLog). Errors
// name name:line; an answer the game does not take wraps ErrAnswer, and a
// text that is no game file at all ErrNotScenario.
func ParseRecord(name string, data []byte) (*Record, error) {
	data = inputfile.StripBOM(data)
	if IsHeaderLog(data) {
		return parseHeaderLog(name, data)
	}
	r, err := parseScenarioRecord(name, data)
	if err != nil {
		return nil, err
	}
	// The hint Format adds is not a note of the game.
	for i, n := range r.Notes {
		if strings.HasPrefix(n, strings.TrimPrefix(recordHint[0], "# ")) {
			r.Notes = r.Notes[:i:i]
			break
		}
	}
	return r, nil
}

// parseScenarioRecord reads the game a scenario file holds: its first
// start and the answers accepted on it. An answer that is not offered
// (outside a "play error" command) and a malformed file are errors at
// name:line. An engine error ends the moves: the answer that caused it is
// the last one.
func parseScenarioRecord(name string, data []byte) (*Record, error) {
	cmds, err := Parse(name, data)
	if err != nil {
		return nil, err
	}
	suite, err := suiteOf(name, data)
	if err != nil {
		return nil, err
	}
	gf := &Record{Path: name, Suite: suite}
	for _, l := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if !strings.HasPrefix(t, "#") {
			break
		}
		if !isHeader(t) {
			gf.Notes = append(gf.Notes, strings.TrimSpace(strings.TrimPrefix(t, "#")))
		}
	}
	var g engine.Game
	checked := false
	for _, c := range cmds {
		at := func(line int, format string, args ...any) error {
			return fmt.Errorf("%s:%d: %s", name, line, fmt.Sprintf(format, args...))
		}
		switch c.Name {
		case "game", "position":
			if hasArg(c.Args, "error") {
				continue // a start the file expects to be refused
			}
			if g != nil {
				return gf, nil
			}
			if g, err = gf.start(name, c); err != nil {
				return nil, err
			}
		case "play":
			if g == nil {
				return nil, at(c.Line, "play before any game or position command")
			}
			refusable := hasArg(c.Args, "error")
			for _, l := range c.Input {
				t := strings.TrimSpace(l.Text)
				if t == "" || strings.HasPrefix(t, "#") {
					continue
				}
				if g.Err() != nil {
					return gf, nil
				}
				d := g.Decision()
				if d == nil {
					if refusable {
						break
					}
					return nil, answerErr(at(l.N, "%q is scripted, but the game is over", t))
				}
				label := t
				if who, rest, ok := strings.Cut(t, ":"); ok {
					if p, isSeat := engine.ParseSeat(strings.TrimSpace(who)); isSeat {
						label = strings.TrimSpace(rest)
						if p != d.Player {
							if refusable {
								break
							}
							return nil, answerErr(at(l.N, "%q is scripted for %s, but %s decides", label, engine.SeatName(p), engine.SeatName(d.Player)))
						}
					}
				}
				i := d.Index(label)
				if i < 0 {
					if refusable {
						break
					}
					return nil, answerErr(at(l.N, "%q is not offered to %s (%s): %s", label, engine.SeatName(d.Player), d.Prompt, strings.Join(d.Labels(), " | ")))
				}
				gf.Moves = append(gf.Moves, Move{Player: d.Player, Label: label, Line: l.N})
				if err := g.Choose(i); err != nil {
					return gf, nil
				}
			}
		case "check":
			if g == nil && !hasArg(c.Args, "error") {
				return nil, at(c.Line, "check before any game or position command")
			}
			if !checked {
				checked = true
				for _, a := range c.Args {
					if a == "strict" {
						gf.Strict = true
					} else if a == "step-windows" {
						gf.StepWindows = true
					} else if v, ok := strings.CutPrefix(a, "props="); ok {
						gf.Props = strings.Split(v, ",")
					}
				}
			}
		default:
			if g == nil && !hasArg(c.Args, "error") {
				return nil, at(c.Line, "%s before any game or position command", c.Name)
			}
		}
	}
	return gf, nil
}

// start creates the game of a "game" or "position" command and records
// its start in gf.
func (gf *Record) start(name string, c Command) (engine.Game, error) {
	at := func(format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", name, c.Line, fmt.Sprintf(format, args...))
	}
	hasSeed := false
	for _, a := range c.Args {
		if val, ok := strings.CutPrefix(a, "seed="); ok {
			var err error
			if gf.Seed, err = parseSeed(val); err != nil {
				return nil, at("%v", err)
			}
			hasSeed = true
		}
	}
	cfg, err := gf.Suite.ParseConfig(configText(gf.Suite, c.Args))
	if err != nil {
		return nil, at("%v", err)
	}
	if c.Name == "game" {
		if !hasSeed {
			return nil, at("game needs seed=N")
		}
		g, err := gf.Suite.New(cfg, gf.Seed)
		if err != nil {
			return nil, at("%v", err)
		}
		gf.Config = g.Configuration()
		return g, nil
	}
	text := make([]string, len(c.Input))
	for i, l := range c.Input {
		text[i] = l.Text
	}
	g, err := gf.Suite.ParsePosition(cfg, strings.Join(text, "\n"), c.Line+1)
	var le *engine.LineError
	if errors.As(err, &le) {
		return nil, fmt.Errorf("%s:%d: %s", name, le.Line, le.Msg)
	}
	if err != nil {
		return nil, at("%v", err)
	}
	gf.Config = g.Configuration()
	gf.Position = g.Position()
	return g, nil
}

// NewGame creates the game at the start of gf: the seeded setup or the
// position.
func (gf *Record) NewGame() (engine.Game, error) {
	if gf.Position != "" {
		return gf.Suite.ParsePosition(gf.Config, gf.Position, 1)
	}
	return gf.Suite.New(gf.Config, gf.Seed)
}

// Indexes returns the option index of every decision of r, replaying it
// strictly. Native fuzz targets turn a corpus log into a seed input with
// it (the game seed, then one choice per decision).
func (r *Record) Indexes() ([]int, error) {
	g, err := r.NewGame()
	if err != nil {
		return nil, err
	}
	out := make([]int, 0, len(r.Moves))
	for n, m := range r.Moves {
		d := g.Decision()
		if d == nil {
			return nil, fmt.Errorf("decision %d (%s): the game is over", n+1, m)
		}
		i := d.Index(m.Label)
		if i < 0 {
			return nil, fmt.Errorf("decision %d: %s is not offered", n+1, m)
		}
		out = append(out, i)
		if err := g.Choose(i); err != nil {
			return out, err
		}
	}
	return out, nil
}

// answerError is an error of an answer the game does not take.
type answerError struct{ err error }

func (e *answerError) Error() string        { return e.err.Error() }
func (e *answerError) Is(target error) bool { return target == ErrAnswer }

func answerErr(err error) error { return &answerError{err} }

func hasArg(args []string, name string) bool {
	for _, a := range args {
		if a == name {
			return true
		}
	}
	return false
}
