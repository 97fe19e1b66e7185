package innovation_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// watched plays one game from seed in push mode with random choices,
// telling w about it, and returns the error of the watcher or the engine.
func watched(w *props.Watcher, cfg inn.Config, seed uint64) error {
	g, err := inn.New(cfg, cards.Base(), seed)
	if err != nil {
		return err
	}
	if err := w.Begin(g, seed); err != nil {
		return err
	}
	r := engine.NewRand(seed * 77)
	var werr error
	ch := engine.ChooserFunc(func(d *engine.Decision) int {
		if werr = w.Decide(g, d); werr != nil {
			return -1
		}
		i := r.Intn(len(d.Options))
		werr = w.Answer(g, d, i)
		return i
	})
	_, err = g.Play(ch, 0)
	if werr != nil {
		return werr
	}
	if err != nil {
		return err
	}
	return w.End(g)
}

// labelChooser answers the decisions of a game by the labels of a log.
func labelChooser(labels []string) engine.Chooser {
	k := 0
	return engine.ChooserFunc(func(d *engine.Decision) int {
		if k >= len(labels) {
			return -1
		}
		k++
		return d.Index(labels[k-1])
	})
}

// The watcher, in push mode, sees the same decisions and states as the
// checker, in pull mode, and both find the games clean.
func TestWatcherAgreesWithChecker(t *testing.T) {
	ages := inn.MaxAge
	for _, cfg := range []inn.Config{{Players: 2, Ages: ages}, {Players: 3, Ages: ages, Edition: inn.Third}, {Players: 4, Teams: true, Ages: ages}} {
		w := &props.Watcher{Suite: innprops.Suite}
		for seed := uint64(1); seed <= 8; seed++ {
			if err := watched(w, cfg, seed); err != nil {
				t.Fatalf("%+v seed %d: %v", cfg, seed, err)
			}
			log := w.Log()
			c := &props.Checker{Suite: innprops.Suite}
			res := c.Run(cfg, seed, labelChooser(log.Labels))
			if err := res.Err(); err != nil {
				t.Fatalf("%+v seed %d: the checker fails where the watcher does not: %v", cfg, seed, err)
			}
			if res.Log.Len() != log.Len() {
				t.Fatalf("%+v seed %d: %d decisions checked, %d watched", cfg, seed, res.Log.Len(), log.Len())
			}
			for i := range log.Hashes {
				if log.Hashes[i] != res.Log.Hashes[i] || log.Players[i] != res.Log.Players[i] {
					t.Fatalf("%+v seed %d: decision %d differs between push and pull mode", cfg, seed, i)
				}
			}
		}
	}
}

// With a planted bug switched on, the watcher reports it by the property
// that guards its rule, as the checker does (fuzz.TestPlantedBugsAreCaught).
func TestWatcherCatchesPlantedBugs(t *testing.T) {
	ages := inn.MaxAge
	configs := []inn.Config{{Players: 2, Ages: ages}, {Players: 3, Ages: ages}, {Players: 4, Ages: ages}, {Players: 4, Teams: true, Ages: ages, Edition: inn.Third}}
	// Otherwise the bug's own name; "move" is an engine MoveError.
	want := map[string]string{"achievement": "achievements", "may-no-decline": "decisions",
		"stale-option": "decisions|move", "stale-demand": "decisions|move", "runaway": "termination"}
	for _, bug := range inn.Bugs {
		t.Run(bug.Name, func(t *testing.T) {
			configs := slices.Clone(configs)
			for i := range configs {
				configs[i].Bugs = configs[i].Bugs.With(bug)
			}
			w := &props.Watcher{Suite: innprops.Suite}
			prop := bug.Name
			if p, ok := want[bug.Name]; ok {
				prop = p
			}
			for i := 0; i < 200; i++ {
				err := watched(w, configs[i%len(configs)], uint64(i+1))
				if err == nil {
					continue
				}
				var v *props.Violation
				var me *inn.MoveError
				by := ""
				switch {
				case errors.As(err, &v):
					by = v.Property
				case errors.As(err, &me):
					by = "move"
				default:
					t.Fatalf("game %d: not a violation: %v", i+1, err)
				}
				if !slices.Contains(strings.Split(prop, "|"), by) {
					t.Fatalf("reported by %q, want %q: %v", by, prop, err)
				}
				return
			}
			t.Fatalf("planted bug %q survived 200 watched games", bug.Name)
		})
	}
}
