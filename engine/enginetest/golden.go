package enginetest

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// Malformed is a position text a game must refuse: its reader returns an
// *engine.LineError at Line (the text's first line is line 1) whose
// message contains Want.
type Malformed struct {
	// Setup is the configuration the text is read in ("" the default).
	Setup string
	Text  string
	Line  int
	Want  string
}

// ReadGolden reads a file of golden cases for Run: perft counts and
// malformed positions. A case is a command line, its input lines (which
// may be blank), a line "----" and its expected lines, up to a blank line
// or the end of the file; a line starting with "#" between cases is a
// comment.
//
//	# Lines of play of a 2-player game of seed 1.
//	perft seed=1 players=2
//	----
//	4 16 56 184
//
//	malformed players=2
//	P1 hand: 3 red
//
//	P2 row: 3 red
//	----
//	3: already placed at line 1
//
// "perft [seed=N] SETUP" counts the game of SETUP from seed N, or from
// the position given as input, and expects its leaves at depths 1, 2, ...
// (Perft). "malformed [SETUP]" reads its input as a position of SETUP
// and expects "LINE: TEXT": a refusal at that line of the input whose
// message contains TEXT (Malformed).
func ReadGolden(path string) ([]Perft, []Malformed, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	var perfts []Perft
	var bad []Malformed
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	for i := 0; i < len(lines); i++ {
		cmd := strings.TrimSpace(lines[i])
		if cmd == "" || strings.HasPrefix(cmd, "#") {
			continue
		}
		at := i + 1
		var input, want []string
		for i++; i < len(lines) && lines[i] != "----"; i++ {
			input = append(input, lines[i])
		}
		if i == len(lines) {
			return nil, nil, fmt.Errorf("%s:%d: %q has no line ----", path, at, cmd)
		}
		for i++; i < len(lines) && strings.TrimSpace(lines[i]) != ""; i++ {
			want = append(want, lines[i])
		}
		name, args, _ := strings.Cut(cmd, " ")
		var err error
		switch name {
		case "perft":
			var p Perft
			p, err = readPerft(args, input, want)
			perfts = append(perfts, p)
		case "malformed":
			var m Malformed
			m, err = readMalformed(args, input, want)
			bad = append(bad, m)
		default:
			err = fmt.Errorf("unknown command %q (want perft or malformed)", name)
		}
		if err != nil {
			return nil, nil, fmt.Errorf("%s:%d: %v", path, at, err)
		}
	}
	return perfts, bad, nil
}

func readPerft(args string, input, want []string) (Perft, error) {
	p := Perft{Name: args, Position: strings.Join(input, "\n")}
	var setup []string
	for _, f := range strings.Fields(args) {
		if v, ok := strings.CutPrefix(f, "seed="); ok {
			seed, err := strconv.ParseUint(v, 10, 64)
			if err != nil {
				return p, fmt.Errorf("seed %q is not a number", v)
			}
			p.Seed = seed
			continue
		}
		setup = append(setup, f)
	}
	p.Setup = strings.Join(setup, " ")
	if len(want) != 1 {
		return p, errors.New("perft expects one line of counts")
	}
	for _, f := range strings.Fields(want[0]) {
		n, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			return p, fmt.Errorf("count %q is not a number", f)
		}
		p.Leaves = append(p.Leaves, n)
	}
	if len(p.Leaves) == 0 {
		return p, errors.New("perft expects at least one count")
	}
	return p, nil
}

func readMalformed(args string, input, want []string) (Malformed, error) {
	m := Malformed{Setup: args, Text: strings.Join(input, "\n")}
	if len(want) != 1 {
		return m, errors.New("malformed expects one line, LINE: TEXT")
	}
	line, text, ok := strings.Cut(want[0], ":")
	n, err := strconv.Atoi(line)
	if !ok || err != nil || n < 1 || n > len(input) {
		return m, fmt.Errorf("malformed expects LINE: TEXT with LINE a line of its input, not %q", want[0])
	}
	m.Line, m.Want = n, strings.TrimSpace(text)
	return m, nil
}

// checkMalformed reads m's text, which must be refused at its line.
func checkMalformed(t *testing.T, reg *engine.Registration, m Malformed) {
	cfg, err := reg.ParseConfig(m.Setup)
	if err != nil {
		t.Fatalf("setup %q: %v", m.Setup, err)
	}
	_, err = reg.ParsePosition(cfg, m.Text, 1)
	var le *engine.LineError
	if !errors.As(err, &le) || le.Line != m.Line || !strings.Contains(le.Msg, m.Want) {
		t.Errorf("%q: error %v, want one at line %d with %q", m.Text, err, m.Line, m.Want)
	}
}
