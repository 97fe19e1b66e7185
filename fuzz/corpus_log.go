package fuzz

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// A Log is a decision log: the configuration and seed of a game and every
// decision made in it, by label. Replaying the labels on a game created
// from the same configuration and seed gives the same game.
//
// The text form (see corpus/README.md) is a header and one decision a line:
//
//	# comments
//	config: players=3 edition=1st ages=3
//	seed: 1234
//	P1: meld Writing
//	P2: draw
//
// The config line uses the notation of innovation.Config.String: players=N,
// teams, edition=1st|3rd, ages=N, variants=a,b.
type Log struct {
	Config inn.Config
	Seed   uint64
	Steps  []Step
	Notes  []string // comment lines, without the leading "# "
}

// A Step is one decision of a log: who decided, and the label chosen.
type Step struct {
	Player int
	Label  string
}

func (s Step) String() string { return inn.SeatName(s.Player) + ": " + s.Label }

// Labels returns the labels of steps.
func Labels(steps []Step) []string {
	out := make([]string, len(steps))
	for i, s := range steps {
		out[i] = s.Label
	}
	return out
}

// Format renders the log in its text form.
func (l *Log) Format() []byte {
	var b bytes.Buffer
	for _, n := range l.Notes {
		b.WriteString("# " + n + "\n")
	}
	fmt.Fprintf(&b, "config: %s\n", l.Config)
	fmt.Fprintf(&b, "seed: %d\n", l.Seed)
	for _, s := range l.Steps {
		b.WriteString(s.String())
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// ParseLog reads a log in its text form. Errors name name:line.
func ParseLog(name string, r io.Reader) (*Log, error) {
	l := &Log{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	line := 0
	haveConfig, haveSeed := false, false
	errorf := func(format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", name, line, fmt.Sprintf(format, args...))
	}
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		if strings.HasPrefix(text, "#") {
			l.Notes = append(l.Notes, strings.TrimSpace(strings.TrimPrefix(text, "#")))
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
			cfg, err := ParseConfig(rest)
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
		p, ok := inn.ParseSeat(key)
		if !ok {
			return nil, errorf("unknown line %q (want Pn: LABEL)", key)
		}
		if !haveConfig || !haveSeed {
			return nil, errorf("a decision before the config and seed lines")
		}
		if p >= l.Config.Players {
			return nil, errorf("%s does not play in a %d-player game", key, l.Config.Players)
		}
		if rest == "" {
			return nil, errorf("empty label")
		}
		l.Steps = append(l.Steps, Step{Player: p, Label: rest})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if !haveConfig || !haveSeed {
		return nil, fmt.Errorf("%s: missing config or seed line", name)
	}
	return l, nil
}

// ReadLog reads the log file at path.
func ReadLog(path string) (*Log, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ParseLog(path, f)
}

// ParseConfig parses a configuration in the notation of Config.String:
// "players=3 teams edition=3rd ages=3 variants=if-affected".
func ParseConfig(s string) (inn.Config, error) {
	var cfg inn.Config
	for _, f := range strings.Fields(s) {
		k, v, _ := strings.Cut(f, "=")
		if err := cfg.Set(k, v); err != nil {
			return cfg, fmt.Errorf("config %s: %v", k, err)
		}
	}
	return cfg.Normalize()
}

// writeAtomic writes data to path through a temporary file in the same
// folder and a rename, so that a reader never sees half a file.
func writeAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}
