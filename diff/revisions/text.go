package revisions

import (
	"fmt"
	"io"
	"strings"

	"github.com/dogma-engine/dogma/diff"
	"github.com/dogma-engine/dogma/internal/clip"
)

// WriteText writes the report for people: the games compared (of asked,
// when a stop signal cut the diff short), the cards whose behaviour
// changed with their shortest divergence, and the scenario files of
// folder that the builds rewrite differently, with the diffs.
func (rep *Report) WriteText(w io.Writer, asked int, folder string) {
	state := ""
	if rep.Interrupted {
		state = fmt.Sprintf(" (interrupted: %d of %d games compared, divergences not shrunk)", rep.Games, asked)
	}
	fmt.Fprintf(w, "dogma diff: %s against %s, %d games of %s from seed %d, in %.1fs%s\n", rep.A.Name, rep.B.Name, rep.Games, rep.Game, rep.Seed, rep.Elapsed, state)
	if rep.Diverged == 0 {
		fmt.Fprintln(w, "no game diverges")
	} else {
		fmt.Fprintf(w, "play diverges in %d of %d games (%.1f%%); the outcome changes in %d (%.1f%%)\n",
			rep.Diverged, rep.Games, percent(rep.Diverged, rep.Games), rep.Changed, percent(rep.Changed, rep.Games))
		fmt.Fprintln(w, "\ncards whose behaviour changed (the effect of the first divergent event):")
	}
	width := max(len(rep.A.Name), len(rep.B.Name)) + 1
	for _, c := range rep.Cards {
		name := c.Card
		if name == "" {
			name = "(no card effect)"
		}
		fmt.Fprintf(w, "  %s: %d games, the outcome changes in %d; clauses %s\n", name, c.Games, c.Changed, strings.Join(c.Clauses, ", "))
		ex := c.Example
		if c.Shrunk != nil {
			ex = c.Shrunk.Outcome
		}
		d := ex.Divergence
		fmt.Fprintf(w, "    game %d (%s, seed %d), decision %d:\n", ex.Index, ex.Config, ex.Seed, d.Decision+1)
		first, second := d.EventA, d.EventB
		if d.Kind == diff.KindDecision {
			first, second = d.DecisionA, d.DecisionB
		}
		fmt.Fprintf(w, "      %-*s %s\n", width, rep.A.Name+":", orNothing(first))
		fmt.Fprintf(w, "      %-*s %s\n", width, rep.B.Name+":", orNothing(second))
		fmt.Fprintf(w, "    played out (game %d): %s %s; %s %s\n", c.Example.Index, rep.A.Name, c.Example.A, rep.B.Name, c.Example.B)
		if c.Shrunk != nil {
			fmt.Fprintf(w, "    shrunk from %d to %s: %s\n", c.Shrunk.Before, clip.Count(len(ex.Labels), "decision"), script(ex))
		}
		if c.Scenario != "" {
			fmt.Fprintf(w, "    scenario: %s\n", c.Scenario)
		}
		if c.Note != "" {
			fmt.Fprintf(w, "    %s\n", c.Note)
		}
	}
	if rep.Interrupted && rep.Files == 0 {
		fmt.Fprintln(w, "\nscenario files not compared (interrupted)")
		return
	}
	if len(rep.Scenarios) == 0 {
		fmt.Fprintf(w, "\nno scenario file would change under --rewrite (%d in %s)\n", rep.Files, folder)
		return
	}
	fmt.Fprintf(w, "\nscenario files that would change under --rewrite: %d of %d\n", len(rep.Scenarios), rep.Files)
	for _, s := range rep.Scenarios {
		fmt.Fprintf(w, "  %s\n", s.Path)
		if s.FailureA != "" {
			fmt.Fprintf(w, "    fails with %s: %s\n", rep.A.Name, clip.FirstLine(s.FailureA))
		}
		if s.FailureB != "" {
			fmt.Fprintf(w, "    fails with %s: %s\n", rep.B.Name, clip.FirstLine(s.FailureB))
		}
	}
	for _, s := range rep.Scenarios {
		if s.Diff != "" {
			fmt.Fprintf(w, "\n%s", s.Diff)
		}
	}
}

// orNothing returns s, or "(nothing)" for "".
func orNothing(s string) string {
	if s == "" {
		return "(nothing)"
	}
	return s
}

// script renders the answers of an outcome on one line.
func script(o diff.Outcome) string {
	parts := make([]string, len(o.Labels))
	for i, l := range o.Labels {
		parts[i] = fmt.Sprintf("P%d: %s", o.Seats[i]+1, l)
	}
	return strings.Join(parts, ", ")
}

// percent returns n of of as a percentage, 0 when of is 0.
func percent(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return 100 * float64(n) / float64(of)
}
