package innovation_test

import (
	"errors"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// With the runaway bug planted, Metalworking loops far past what the rules
// allow a step, and the termination property reports the step's event
// budget, naming the effect; the same games are clean without the bug.
func TestEventBudgetCatchesRunaway(t *testing.T) {
	clean := inn.Config{Players: 2, Ages: inn.MaxAge}
	planted := clean
	planted.Bugs = planted.Bugs.With(inn.BugRunaway)
	run := func(cfg inn.Config, seed uint64) *props.Result {
		c := &props.Checker{Suite: innprops.Suite}
		return c.Run(cfg, seed, randomChooser(seed*77))
	}
	for seed := uint64(1); seed <= 100; seed++ {
		res := run(planted, seed)
		var v *props.Violation
		if !errors.As(res.Err(), &v) {
			if res.Err() != nil {
				t.Fatalf("seed %d: %v", seed, res.Err())
			}
			continue
		}
		if v.Property != props.TerminationName || v.Clause != "TURN-1" || !strings.Contains(v.Message, "events") || !strings.Contains(v.Message, "Metalworking 1") {
			t.Fatalf("seed %d: %v", seed, v)
		}
		if err := run(clean, seed).Err(); err != nil {
			t.Fatalf("seed %d fails without the bug: %v", seed, err)
		}
		return
	}
	t.Fatal("the runaway bug survived 100 games")
}
