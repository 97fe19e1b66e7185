package fuzz

import (
	"fmt"
	"io"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/scenarios"
)

// The parts of a game file that a decision log and a shrunk scenario both
// write: the header, the start, the decisions, the final check
// (scenarios/doc.go, "Game files").

// writeHeader writes the header line that names the game, "# game: NAME",
// the first line of every game file fuzz writes.
func writeHeader(w io.Writer, s *props.Suite) {
	fmt.Fprintf(w, "%s%s\n", scenarios.GameHeader, s.Name)
}

// writeStart writes the start of a game: an explicit position, or the
// seeded setup of cfg, in the text of its String.
func writeStart(w io.Writer, position string, cfg engine.Config, seed uint64) {
	if position != "" {
		fmt.Fprintf(w, "position\n%s\n----\n\n", strings.TrimRight(position, "\n"))
		return
	}
	fmt.Fprintf(w, "game seed=%d %s\n----\n\n", seed, cfg)
}

// writePlay writes the decisions as a quiet play command; pending allows
// it to end on an open question.
func writePlay(w io.Writer, steps []Step, pending bool) {
	io.WriteString(w, "play quiet")
	if pending {
		io.WriteString(w, " pending")
	}
	io.WriteString(w, "\n")
	for _, s := range steps {
		fmt.Fprintf(w, "%s\n", s)
	}
	io.WriteString(w, "----\n\n")
}

// writeCheck writes the final check of the properties, as the campaign
// checked them (strict, and props when not every property), expecting ok.
func writeCheck(w io.Writer, strict bool, props []string) {
	io.WriteString(w, "check")
	if strict {
		io.WriteString(w, " strict")
	}
	if props != nil {
		io.WriteString(w, " props="+strings.Join(props, ","))
	}
	io.WriteString(w, "\n----\nok\n")
}
