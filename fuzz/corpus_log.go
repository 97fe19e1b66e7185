package fuzz

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/inputfile"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/scenarios"
)

// A Log is a decision log: where a game starts (a configuration and a
// seed, or an explicit position) and every decision made in it, by label.
// Replaying the labels on the same start gives the same game.
//
// Its text form is a scenario file (package scenarios, whose package
// comment documents the format under "Game files"): the header naming the
// game ("# game: innovation"), comment lines, the seeded setup ("game
// seed=N players=2 ...") or a "position" command, every decision in a
// "play quiet pending" command, "P1: meld Writing", and a final "check"
// expecting "ok". Every command that takes a game reads it, and "dogma
// replay" runs it as a regression test. The older header form ("config:
// ..." and "seed: N" lines, then "P1: LABEL" lines) is still read; a file
// of either form that names no game is a file of props.DefaultGame.
type Log struct {
	Suite    *props.Suite  // the game played
	Config   engine.Config // its configuration (Suite.ParseConfig reads its String)
	Seed     uint64        // the seeded start, when Position is empty
	Position string        // the start position text, or ""
	Steps    []Step
	Notes    []string // comment lines, without the leading "# "

	// The properties the final check command runs, as the campaign that
	// found the game checked it: only those named (nil: every property),
	// and with Strict every property after every decision.
	Props  []string
	Strict bool
}

// A Step is one decision of a log: who decided, and the label chosen.
type Step struct {
	Player int
	Label  string
}

func (s Step) String() string { return engine.SeatName(s.Player) + ": " + s.Label }

// Labels returns the labels of steps.
func Labels(steps []Step) []string {
	out := make([]string, len(steps))
	for i, s := range steps {
		out[i] = s.Label
	}
	return out
}

// NewGame creates the game at the start of the log.
func (l *Log) NewGame() (engine.Game, error) {
	return l.origin().game(l.Suite)
}

func (l *Log) origin() origin {
	return origin{cfg: l.Config, seed: l.Seed, position: l.Position}
}

// Format renders the log in its text form, a scenario file.
func (l *Log) Format() []byte {
	var b bytes.Buffer
	writeHeader(&b, l.Suite)
	for _, n := range l.Notes {
		b.WriteString(strings.TrimRight("# "+n, " ") + "\n")
	}
	b.WriteString("# A game record: replay it with \"dogma replay FILE\", render it with\n")
	b.WriteString("# \"dogma show FILE\" and shrink a failing one with \"dogma shrink FILE\".\n")
	writeStart(&b, l.Position, l.Config, l.Seed)
	if len(l.Steps) > 0 {
		writePlay(&b, l.Steps, true)
	}
	writeCheck(&b, l.Strict, l.Props)
	return b.Bytes()
}

// IsHeaderLog reports whether data is a decision log in the older header form: its
// first line that is neither blank nor a comment is "config: ...",
// "seed: ..." or a decision, "P1: ...".
func IsHeaderLog(data []byte) bool {
	for _, line := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		key, _, ok := strings.Cut(t, ":")
		if !ok {
			return false
		}
		_, seat := engine.ParseSeat(key)
		return seat || key == "config" || key == "seed"
	}
	return false
}

// ParseLog reads a log: a scenario file (see scenarios.ParseGame) or the
// older header form. Errors name name:line.
func ParseLog(name string, r io.Reader) (*Log, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	data = inputfile.StripBOM(data)
	if IsHeaderLog(data) {
		return parseHeaderLog(name, data)
	}
	gf, err := scenarios.ParseGame(name, data)
	if err != nil {
		return nil, err
	}
	l := &Log{Suite: gf.Suite, Config: gf.Config, Seed: gf.Seed, Position: gf.Position, Notes: gf.Notes, Props: gf.CheckProps, Strict: gf.CheckStrict}
	for _, m := range gf.Steps {
		l.Steps = append(l.Steps, Step{Player: m.Player, Label: m.Label})
	}
	// The hint Format adds is not a note of the game.
	for i, n := range l.Notes {
		if strings.HasPrefix(n, "A game record: replay it with") {
			l.Notes = l.Notes[:i:i]
			break
		}
	}
	return l, nil
}

// parseHeaderLog reads a log in the older header form:
//
//	# comments
//	config: players=3 edition=1st ages=3
//	seed: 1234
//	P1: meld Writing
//	P2: draw
func parseHeaderLog(name string, data []byte) (*Log, error) {
	suite, err := props.GameNamed(headerGame(data))
	if err != nil {
		return nil, fmt.Errorf("%s:1: %v", name, err)
	}
	l := &Log{Suite: suite}
	line := 0
	haveConfig, haveSeed := false, false
	players := 0 // the seats of the game, once a decision asks
	errorf := func(format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", name, line, fmt.Sprintf(format, args...))
	}
	for _, raw := range strings.Split(string(data), "\n") {
		line++
		text := strings.TrimSpace(raw)
		if text == "" {
			continue
		}
		if strings.HasPrefix(text, "#") {
			if !isGameHeader(text) {
				l.Notes = append(l.Notes, strings.TrimSpace(strings.TrimPrefix(text, "#")))
			}
			continue
		}
		key, rest, ok := strings.Cut(text, ":")
		if !ok {
			return nil, errorf("want \"Pn: LABEL\", \"config: ...\" or \"seed: N\", not %q", text)
		}
		key, rest = strings.TrimSpace(key), strings.TrimSpace(rest)
		switch key {
		case "config":
			if haveConfig {
				return nil, errorf("config is given twice")
			}
			cfg, err := suite.ParseConfig(rest)
			if err != nil {
				return nil, errorf("%v", err)
			}
			l.Config, haveConfig = cfg, true
			continue
		case "seed":
			if haveSeed {
				return nil, errorf("seed is given twice")
			}
			n, err := strconv.ParseUint(rest, 10, 64)
			if err != nil {
				return nil, errorf("bad seed %q", rest)
			}
			l.Seed, haveSeed = n, true
			continue
		}
		p, ok := engine.ParseSeat(key)
		if !ok {
			return nil, errorf("unknown line %q (want Pn: LABEL)", key)
		}
		if !haveConfig || !haveSeed {
			return nil, errorf("a decision before the config and seed lines")
		}
		if players == 0 {
			g, err := suite.New(l.Config, l.Seed)
			if err != nil {
				return nil, errorf("%v", err)
			}
			players = g.Players()
		}
		if p >= players {
			return nil, errorf("%s does not play in a %d-player game", key, players)
		}
		if rest == "" {
			return nil, errorf("empty label")
		}
		l.Steps = append(l.Steps, Step{Player: p, Label: rest})
	}
	if !haveConfig || !haveSeed {
		return nil, fmt.Errorf("%s:%d: missing config or seed line", name, line)
	}
	return l, nil
}

// headerGame returns the game a file names in its header, a comment line
// "# game: NAME" before its first other line, or "".
func headerGame(data []byte) string {
	for _, line := range strings.Split(string(data), "\n") {
		t := strings.TrimSpace(line)
		switch {
		case t == "":
			continue
		case !strings.HasPrefix(t, "#"):
			return ""
		case isGameHeader(t):
			name, _ := strings.CutPrefix(t, strings.TrimSpace(scenarios.GameHeader))
			return strings.TrimSpace(name)
		}
	}
	return ""
}

// isGameHeader reports whether a comment line is the header that names
// the file's game.
func isGameHeader(comment string) bool {
	return strings.HasPrefix(comment, strings.TrimSpace(scenarios.GameHeader))
}

// ReadLog reads the log file at path.
func ReadLog(path string) (*Log, error) {
	data, err := inputfile.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return ParseLog(path, bytes.NewReader(data))
}
