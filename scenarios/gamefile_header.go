package scenarios

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
)

// IsHeaderLog reports whether data is a decision log in the older header
// form: its first line that is neither blank nor a comment is "config:
// ...", "seed: ..." or a decision, "P1: ...".
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

// parseHeaderLog reads a decision log in the older header form:
//
//	# comments
//	config: players=3 edition=1st ages=3
//	seed: 1234
//	P1: meld Writing
//	P2: draw
func parseHeaderLog(name string, data []byte) (*Record, error) {
	suite, err := props.GameNamed(gameName(data))
	if err != nil {
		return nil, fmt.Errorf("%s:1: %v", name, err)
	}
	r := &Record{Path: name, Suite: suite}
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
			if !isHeader(text) {
				r.Notes = append(r.Notes, strings.TrimSpace(strings.TrimPrefix(text, "#")))
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
			r.Config, haveConfig = cfg, true
			continue
		case "seed":
			if haveSeed {
				return nil, errorf("seed is given twice")
			}
			n, err := strconv.ParseUint(rest, 10, 64)
			if err != nil {
				return nil, errorf("bad seed %q", rest)
			}
			r.Seed, haveSeed = n, true
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
			g, err := suite.New(r.Config, r.Seed)
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
		r.Moves = append(r.Moves, Move{Player: p, Label: rest, Line: line})
	}
	if !haveConfig || !haveSeed {
		return nil, fmt.Errorf("%s:%d: missing config or seed line", name, line)
	}
	return r, nil
}
