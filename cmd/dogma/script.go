package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// A script is what "dogma show" reads from a scenario file or a decision
// log: its first game (a "game" or "position" command) and the answers of
// the "play" commands that follow, up to the next game. Expected outputs
// and the other commands are skipped.
type script struct {
	path    string
	game    *inn.Game
	answers []scriptLine
}

// scriptLine is one line of a file, with its line number from 1.
type scriptLine struct {
	line int
	text string
}

// scriptCmd is one command of a scenario file.
type scriptCmd struct {
	line  int
	name  string
	args  []string
	input []scriptLine
}

// readScript reads the scenario file at path. Errors name the file and line.
func readScript(path string) (*script, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	cmds, err := parseCommands(path, string(data))
	if err != nil {
		return nil, err
	}
	sc := &script{path: path}
	for _, c := range cmds {
		switch c.name {
		case "game", "position":
			if sc.game != nil {
				return sc, nil
			}
			if sc.game, err = c.newGame(path); err != nil {
				return nil, err
			}
		case "play":
			if sc.game == nil {
				return nil, fmt.Errorf("%s:%d: play before any game or position command", path, c.line)
			}
			for _, l := range c.input {
				if t := strings.TrimSpace(l.text); t != "" && !strings.HasPrefix(t, "#") {
					sc.answers = append(sc.answers, scriptLine{l.line, t})
				}
			}
		}
	}
	if sc.game == nil {
		return nil, fmt.Errorf("%s:1: no game or position command", path)
	}
	return sc, nil
}

// parseCommands splits a file in the cockroachdb/datadriven format into
// its commands: a command line, input lines, "----", then the expected
// output, which ends at a blank line (or, after a second "----", at a
// "----" "----" pair).
func parseCommands(path, text string) ([]scriptCmd, error) {
	lines := strings.Split(text, "\n")
	var cmds []scriptCmd
	for i := 0; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		fields := strings.Fields(t)
		c := scriptCmd{line: i + 1, name: fields[0], args: fields[1:]}
		if c.name == "----" {
			return nil, fmt.Errorf("%s:%d: \"----\" without a command before it", path, i+1)
		}
		i++
		for ; i < len(lines) && strings.TrimSpace(lines[i]) != "----"; i++ {
			c.input = append(c.input, scriptLine{i + 1, lines[i]})
		}
		if i == len(lines) {
			return nil, fmt.Errorf("%s:%d: command %q has no \"----\" separator", path, c.line, c.name)
		}
		// Skip the expected output.
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
	return cmds, nil
}

// newGame creates the game a "game" or "position" command describes.
func (c *scriptCmd) newGame(path string) (*inn.Game, error) {
	at := func(format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", path, c.line, fmt.Sprintf(format, args...))
	}
	cfg := inn.Config{Players: 2, Ages: 3}
	var seed uint64
	hasSeed := false
	for _, a := range c.args {
		key, val, _ := strings.Cut(a, "=")
		var err error
		switch key {
		case "seed":
			seed, err = strconv.ParseUint(val, 10, 64)
			hasSeed = true
		default:
			if err = cfg.Set(key, val); err == inn.ErrUnknownSetting {
				err = fmt.Errorf("unknown argument")
			}
		}
		if err != nil {
			return nil, at("%s: %v", key, err)
		}
	}
	if c.name == "game" {
		if !hasSeed {
			return nil, at("game needs seed=N")
		}
		g, err := cards.NewGame(cfg, seed)
		if err != nil {
			return nil, at("%v", err)
		}
		return g, nil
	}
	text := make([]string, len(c.input))
	for i, l := range c.input {
		text[i] = l.text
	}
	g, err := inn.ParsePositionAt(cfg, cards.Base(), strings.Join(text, "\n"), c.line+1)
	if pe, ok := err.(*inn.PositionError); ok {
		return nil, fmt.Errorf("%s:%d: %s", path, pe.Line, pe.Msg)
	}
	if err != nil {
		return nil, at("%v", err)
	}
	return g, nil
}
