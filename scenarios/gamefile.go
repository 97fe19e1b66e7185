package scenarios

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// A GameFile is the game a scenario file holds, as every command that
// takes a game reads it: the file's first start (a "game seed=N" or a
// "position" command) and the decisions its play commands make on that
// start, up to the next start. Only accepted answers are steps: an answer
// a "play error" command expects to be refused is not one. Expected
// outputs and the other commands are skipped. A decision log is a
// scenario file of this shape (see the package comment).
type GameFile struct {
	Path     string
	Config   inn.Config
	Seed     uint64 // the seeded start, when Position is empty
	Position string // the start position with every card placed, or ""
	Steps    []Move
	Notes    []string // the comment lines before the first command, without "#"

	// The arguments of the first check command of the game: its
	// properties (nil: every property) and whether it is strict.
	CheckProps  []string
	CheckStrict bool
}

// A Move is one accepted answer of a game file.
type Move struct {
	Player int    // the seat that decided
	Label  string // the label of the option chosen
	Line   int    // the file line of the answer, from 1
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

// commands lists the command names of the format with the arguments each
// takes (a trailing "=" takes a value).
var commands = map[string][]string{
	"position": {"players=", "edition=", "ages=", "teams", "variants=", "error"},
	"game":     {"seed=", "players=", "edition=", "ages=", "teams", "variants=", "error"},
	"play":     {"pending", "quiet", "error"},
	"decision": {"error"},
	"state":    {"all", "error"},
	"icons":    {"error"},
	"result":   {"error"},
	"check":    {"strict", "props=", "error"},
}

// ErrAnswer is wrapped by the error of ParseGame for an answer the game
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
		known, ok := commands[c.Name]
		if !ok {
			if len(cmds) == 0 {
				return nil, fmt.Errorf("%s:%d: %w: %q is not a command (want position, game, play, decision, state, icons, result or check)", name, i+1, ErrNotScenario, c.Name)
			}
			return nil, fmt.Errorf("%s:%d: unknown command %q (want position, game, play, decision, state, icons, result or check)", name, i+1, c.Name)
		}
		for _, a := range c.Args {
			if !argKnown(known, a) {
				return nil, fmt.Errorf("%s:%d: %s does not take %q", name, i+1, c.Name, a)
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

// ReadGame reads the game file at path (see ParseGame).
func ReadGame(path string) (*GameFile, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseGame(path, data)
}

// ParseGame reads the game a scenario file holds: its first start and the
// answers accepted on it. An answer that is not offered (outside a "play
// error" command) and a malformed file are errors at name:line. An engine
// error ends the steps: the answer that caused it is the last one.
func ParseGame(name string, data []byte) (*GameFile, error) {
	cmds, err := Parse(name, data)
	if err != nil {
		return nil, err
	}
	gf := &GameFile{Path: name}
	for _, l := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(l)
		if t == "" {
			continue
		}
		if !strings.HasPrefix(t, "#") {
			break
		}
		gf.Notes = append(gf.Notes, strings.TrimSpace(strings.TrimPrefix(t, "#")))
	}
	deck := cards.Base()
	var g *inn.Game
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
			if g, err = gf.start(name, c, deck); err != nil {
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
					if p, isSeat := inn.ParseSeat(strings.TrimSpace(who)); isSeat {
						label = strings.TrimSpace(rest)
						if p != d.Player {
							if refusable {
								break
							}
							return nil, answerErr(at(l.N, "%q is scripted for %s, but %s decides", label, inn.SeatName(p), inn.SeatName(d.Player)))
						}
					}
				}
				i := d.Index(label)
				if i < 0 {
					if refusable {
						break
					}
					return nil, answerErr(at(l.N, "%q is not offered to %s (%s): %s", label, inn.SeatName(d.Player), d.Prompt, strings.Join(d.Labels(), " | ")))
				}
				gf.Steps = append(gf.Steps, Move{Player: d.Player, Label: label, Line: l.N})
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
						gf.CheckStrict = true
					} else if v, ok := strings.CutPrefix(a, "props="); ok {
						gf.CheckProps = strings.Split(v, ",")
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
func (gf *GameFile) start(name string, c Command, deck *inn.Deck) (*inn.Game, error) {
	at := func(format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", name, c.Line, fmt.Sprintf(format, args...))
	}
	cfg := inn.Config{Players: 2, Ages: 3}
	hasSeed := false
	for _, a := range c.Args {
		key, val, _ := strings.Cut(a, "=")
		var err error
		switch key {
		case "seed":
			gf.Seed, err = strconv.ParseUint(val, 10, 64)
			hasSeed = true
		default:
			err = cfg.Set(key, val)
		}
		if err != nil {
			return nil, at("%s: %v", key, err)
		}
	}
	if c.Name == "game" {
		if !hasSeed {
			return nil, at("game needs seed=N")
		}
		g, err := inn.New(cfg, deck, gf.Seed)
		if err != nil {
			return nil, at("%v", err)
		}
		gf.Config = g.Config()
		return g, nil
	}
	text := make([]string, len(c.Input))
	for i, l := range c.Input {
		text[i] = l.Text
	}
	g, err := inn.ParsePositionAt(cfg, deck, strings.Join(text, "\n"), c.Line+1)
	var pe *inn.PositionError
	if errors.As(err, &pe) {
		return nil, fmt.Errorf("%s:%d: %s", name, pe.Line, pe.Msg)
	}
	if err != nil {
		return nil, at("%v", err)
	}
	gf.Config = g.Config()
	gf.Position = inn.FormatPosition(g.Config(), deck, g.State(), true)
	return g, nil
}

// NewGame creates the game at the start of gf: the seeded setup or the
// position.
func (gf *GameFile) NewGame() (*inn.Game, error) {
	if gf.Position != "" {
		return inn.ParsePosition(gf.Config, cards.Base(), gf.Position)
	}
	return inn.New(gf.Config, cards.Base(), gf.Seed)
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
