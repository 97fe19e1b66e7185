package diff

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Side is one rule set of a pair as a scenario file names it.
type Side struct {
	Name string // for people: "default", "variant if-affected", "HEAD"
	// Config is the configuration text of the side's start, in the
	// notation of the game's Registration.ParseConfig.
	Config string
	// Position, if set, is the side's start instead of the seed: a
	// position text (Cut).
	Position string
	// Fails is set when the side's game stops with an error at the last
	// decision (a rule gap): its play command then expects the error.
	Fails bool
}

// Scenario is a divergence written as a scenario file (see the package
// comment of scenarios): a seeded start per side with the same decisions,
// so that the file shows the difference under both rule sets. Two
// configurations of one game give two starts; two builds give one start,
// whose expected output each build prints differently.
type Scenario struct {
	Game    string   // the game's name, for the "# game: NAME" header
	Notes   []string // comment lines for the top of the file, without "#"
	Sides   []Side   // one start per side
	Outcome Outcome  // the (shrunk) divergence: its seed and labels
	// SideNames names the two rule sets in the description of the
	// divergence ("default" and "if-affected", "HEAD" and "working tree").
	SideNames [2]string
}

// Text returns the scenario file with empty expected outputs: "dogma
// replay --rewrite" (scenarios.Replay) fills them in from the engine, so
// that each start shows what its rule set does. Each start is followed by
// a play of the decisions (events and what comes next), the pending
// decision when the games part at a question, and the result.
func (s *Scenario) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# game: %s\n", s.Game)
	for _, n := range s.Notes {
		comment(&b, n)
	}
	o := &s.Outcome
	for _, line := range s.describe() {
		comment(&b, line)
	}
	for _, side := range s.Sides {
		b.WriteString("\n")
		comment(&b, side.Name+":")
		if side.Position != "" {
			fmt.Fprintf(&b, "position %s\n%s\n----\n\n", side.Config, strings.TrimRight(side.Position, "\n"))
		} else {
			fmt.Fprintf(&b, "game seed=%d %s\n----\n\n", o.Seed, side.Config)
		}
		if side.Fails {
			b.WriteString("play error\n")
		} else {
			b.WriteString("play pending\n")
		}
		for i, l := range o.Labels {
			fmt.Fprintf(&b, "%s: %s\n", engine.SeatName(o.Seats[i]), l)
		}
		b.WriteString("----\n\n")
		if o.Divergence.Kind == KindDecision {
			b.WriteString("decision\n----\n\n")
		}
		b.WriteString("result\n----\n")
	}
	return b.String()
}

// describe says where and how the games part, for the comment at the top.
func (s *Scenario) describe() []string {
	d := &s.Outcome.Divergence
	a, b := s.SideNames[0], s.SideNames[1]
	w := max(len(a), len(b)) + 1
	var lines []string
	switch {
	case d.Kind == KindEvents && d.Decision < 0:
		lines = append(lines, "The games part at setup:")
	case d.Kind == KindEvents:
		lines = append(lines, fmt.Sprintf("The games part at decision %d (%s: %s):", d.Decision+1, engine.SeatName(d.Player), d.Label))
	default:
		lines = append(lines, fmt.Sprintf("The games part at decision %d, which they ask differently:", d.Decision+1))
	}
	first, second := d.EventA, d.EventB
	if d.Kind == KindDecision {
		first, second = d.DecisionA, d.DecisionB
	}
	lines = append(lines,
		fmt.Sprintf("  %-*s %s", w, a+":", orNone(first)),
		fmt.Sprintf("  %-*s %s", w, b+":", orNone(second)))
	if d.Clause != "" || d.Effect != "" {
		lines = append(lines, fmt.Sprintf("Clause %s, effect %s.", orNone(d.Clause), orNone(d.Effect)))
	}
	return lines
}

// comment writes one comment line.
func comment(b *strings.Builder, line string) {
	if line == "" {
		b.WriteString("#\n")
		return
	}
	b.WriteString("# " + line + "\n")
}
