package scenarios

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/props"
)

// history is what a scenario has played so far: where the game started
// (the position or the seeded setup) and every label answered since.
type history struct {
	start  engine.Game // a copy of the game as position or game made it
	seed   uint64      // the seed, when game made it
	seeded bool
	labels []string
}

// begin records a new start and forgets the labels played before it.
func (h *history) begin(g engine.Game, seed uint64, seeded bool) {
	*h = history{start: g.Clone(), seed: seed, seeded: seeded}
}

// check replays the scenario's history through the properties, as a
// campaign checks its games, and prints what a campaign would report: "ok",
// "violation: NAME [CLAUSE]: message" for the first property broken, or
// "failed: ..." when the engine failed (an error, a rule gap, a panic).
//
// Arguments: strict checks every property after every decision (a
// campaign run with --strict); props=a,b checks only the properties named
// (a campaign run with --props); step-windows checks one window per engine
// step (props.Checker.StepWindows, as the shrinker found the failure).
func (r *runner) check(d *directive) (string, error) {
	c := &props.Checker{Suite: r.suite, Strict: d.HasArg("strict"), StepWindows: d.HasArg("step-windows")}
	for _, a := range d.CmdArgs {
		if a.Key != "props" {
			continue
		}
		c.Props = []*props.Property{}
		for _, v := range a.Vals {
			for _, n := range strings.Split(v, ",") {
				p, ok := r.suite.Lookup(n)
				if !ok {
					return "", fmt.Errorf("props: unknown property %q", n)
				}
				c.Props = append(c.Props, p)
			}
		}
	}
	h := &r.hist
	sc := &script{labels: h.labels}
	var res *props.Result
	if h.seeded {
		res = c.Run(h.start.Configuration(), h.seed, sc)
	} else {
		res = c.RunFrom(h.start.Clone(), sc)
	}
	switch {
	case res.Violation != nil:
		v := res.Violation
		return fmt.Sprintf("violation: %s [%s]: %s\n", v.Property, v.Clause, v.Message), nil
	case res.Failure != nil:
		return "failed: " + failureText(res.Failure) + "\n", nil
	case sc.missing != "":
		// The replay was offered what the scenario played, unless the
		// engine is not deterministic.
		return fmt.Sprintf("failed: %q is not offered to the checked replay\n", sc.missing), nil
	}
	return "ok\n", nil
}

// failureText renders a failure of the engine or of a property.
func failureText(f *props.Failure) string {
	msg, _, _ := strings.Cut(f.Err.Error(), "\n")
	switch {
	case f.Kind == props.FailPanic:
		return fmt.Sprintf("panic in %s: %s", f.Where, msg)
	case f.Where != "engine":
		return fmt.Sprintf("%s in %s: %s", f.Kind, f.Where, msg)
	}
	return f.Err.Error()
}

// script answers the decisions of a checked replay with the labels played,
// in order, and stops when they run out or one is not offered.
type script struct {
	labels  []string
	next    int
	missing string
}

func (s *script) Choose(d *engine.Decision) int {
	if s.next >= len(s.labels) {
		return props.Stop
	}
	l := s.labels[s.next]
	i := d.Index(l)
	if i < 0 {
		s.missing = l
		return props.Stop
	}
	s.next++
	return i
}
