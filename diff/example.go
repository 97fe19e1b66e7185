package diff

import (
	"fmt"
	"runtime"
	"sync"
)

// ShortScenario is the length, in decisions, of a divergence scenario
// short enough to read: a longer seeded one is cut to the position of the
// turn where the games part (Cut).
const ShortScenario = 15

// shrink shrinks every example and keeps the shortest (the lowest game
// index among equals); when it is longer than ShortScenario, it cuts the
// examples to the turn where they part and keeps the shortest cut.
func (au *VariantAudit) shrink(setups []pairSetup, opts AuditOptions) {
	trials := orDefault(opts.ShrinkTrials, 500)
	shrunk := make([]*Shrunk, len(au.Examples))
	var wg sync.WaitGroup
	sem := make(chan struct{}, orDefault(opts.Workers, runtime.GOMAXPROCS(0)))
	for i, ex := range au.Examples {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			s := setups[ex.Index%len(setups)]
			r := &Runner{A: s.a, B: s.b, Cap: opts.Cap}
			sh, err := Shrink(ex, func(sc Script) (Outcome, error) { return r.Replay(ex.Seed, sc) }, nil, trials)
			if err == nil {
				shrunk[i] = &sh
			}
		}()
	}
	wg.Wait()
	for i, sh := range shrunk {
		if sh != nil && (au.Shrunk == nil || len(sh.Outcome.Labels) < len(au.Shrunk.Outcome.Labels)) {
			s := setups[sh.Outcome.Index%len(setups)]
			au.Shrunk, au.Example = sh, &au.Examples[i]
			au.ConfigA, au.ConfigB = s.cfgA.String(), s.cfgB.String()
		}
	}
	if au.Shrunk == nil || len(au.Shrunk.Outcome.Labels) <= ShortScenario {
		return
	}
	for i, sh := range shrunk {
		if sh == nil {
			continue
		}
		s := setups[sh.Outcome.Index%len(setups)]
		cut, err := CutAt(au.registration, s.cfgA, s.cfgB, sh.Outcome)
		if err != nil || cut == nil || len(cut.Outcome.Labels) >= len(au.Shrunk.Outcome.Labels) {
			continue
		}
		if au.Cut == nil || len(cut.Outcome.Labels) < len(au.Cut.Outcome.Labels) {
			au.Cut, au.Shrunk, au.Example = cut, sh, &au.Examples[i]
			au.ConfigA, au.ConfigB = s.cfgA.String(), s.cfgB.String()
		}
	}
}

// Scenario returns the shrunk divergence as a scenario file of the game
// named game, or nil when no game diverged.
func (au *VariantAudit) Scenario(game string) *Scenario {
	if au.Shrunk == nil {
		return nil
	}
	v := au.Variant
	o := au.Shrunk.Outcome
	s := &Scenario{
		Game: game,
		Notes: []string{
			fmt.Sprintf("Variant %s (%s): %s.", v.Name, v.Clause, v.Doc),
			fmt.Sprintf("Found by dogma audit variants: game %d, seed %d, shrunk from %d to %d decisions.", o.Index, o.Seed, au.Shrunk.Before, len(o.Labels)),
			"The same seed and decisions under the default reading, then under the variant.",
		},
		Sides: []Side{
			{Name: "default reading", Config: au.ConfigA, Fails: o.Divergence.ErrA != ""},
			{Name: "variant " + v.Name, Config: au.ConfigB, Fails: o.Divergence.ErrB != ""},
		},
		Outcome:   o,
		SideNames: [2]string{"default", v.Name},
	}
	if c := au.Cut; c != nil {
		s.Notes[2] = fmt.Sprintf("Each start is the position of that game after its first %d decisions, under the default reading, then under the variant.", c.At)
		s.Sides[0].Position, s.Sides[1].Position = c.PositionA, c.PositionB
		s.Outcome = c.Outcome
	}
	return s
}
