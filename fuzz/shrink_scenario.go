package fuzz

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/atomicfile"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/scenarios"
)

// ScenarioText renders a shrunk failure as a scenario file that is a
// regression test: the header naming the game, comments saying what fails
// and what the engine logged with the bug, the start (position or seeded
// game), the decisions (a quiet play: the events are not compared, since
// fixing the bug changes them) and a final check expecting "ok". The file
// fails while the bug is there and passes once it is fixed.
func ScenarioText(sh *Shrunk, logName string) string {
	f := sh.Failure
	headline, _, _ := strings.Cut(f.Headline(), "\n")
	r := sh.Record()
	r.Notes = []string{
		fmt.Sprintf("Found by dogma fuzz: %s.", headline),
		"This file fails while the bug is there and passes once it is fixed.",
		fmt.Sprintf("Shrunk from %s to %s.", sh.Before, sh.After),
	}
	if logName != "" {
		r.Notes = append(r.Notes, fmt.Sprintf("The unshrunk decision log is %s (config %s, seed %d).", logName, sh.Config, sh.Seed))
	}
	var b strings.Builder
	r.WriteHeader(&b)
	r.WriteStart(&b)
	if len(r.Moves) > 0 {
		events, pending := replayEvents(sh)
		b.WriteString("# The decisions. When the failure was found, the engine logged:\n")
		for _, e := range events {
			b.WriteString("#   " + e + "\n")
		}
		r.WritePlay(&b, pending)
	}
	b.WriteString("# The properties, checked over the whole game as the campaign checked it.\n")
	r.WriteCheck(&b)
	return b.String()
}

// Record returns the shrunk game as a game record, without notes.
func (sh *Shrunk) Record() *scenarios.Record {
	return &scenarios.Record{Suite: sh.Suite, Config: sh.Config, Seed: uint64(sh.Seed), Position: sh.Position,
		Moves: sh.Moves, Props: sh.Props, Strict: sh.Strict, StepWindows: sh.StepWindows}
}

// WriteScenario writes the shrunk failure as a scenario file at path (see
// ScenarioText), once it has checked that the text fails to replay with
// the same failure: the same property and clause, or the same engine
// error. The file appears atomically (atomicfile.Write).
func WriteScenario(path string, sh *Shrunk, logName string) error {
	text := ScenarioText(sh, logName)
	if sh.Failure.Kind != KindPanic {
		if err := verifyScenario(path, []byte(text), sh.Failure); err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
	}
	return atomicfile.Write(path, []byte(text))
}

// verifyScenario checks that a scenario text fails to replay, and that the
// failure names the property and clause, or the engine error, found.
func verifyScenario(name string, text []byte, f *Failure) error {
	err := scenarios.Check(name, text)
	if err == nil {
		return fmt.Errorf("the shrunk scenario replays without the failure")
	}
	want := ""
	switch f.Kind {
	case KindViolation:
		want = fmt.Sprintf("violation: %s [%s]", f.Property, f.Clause)
	case KindRuleGap:
		want = fmt.Sprintf("rule gap at %s", f.Clause)
	default:
		want = strings.SplitN(f.Message, "\n", 2)[0]
	}
	if !strings.Contains(err.Error(), want) {
		return fmt.Errorf("the shrunk scenario fails, but not with %q: %v", want, err)
	}
	return nil
}

// replayEvents replays the shrunk game without checking it and returns
// the events its decisions log, as the play command prints them, and
// whether it stops with a question of an action open (which the play
// command must be told about).
func replayEvents(sh *Shrunk) (events []string, pending bool) {
	o := origin{cfg: sh.Config, seed: uint64(sh.Seed), position: sh.Position}
	g, err := o.game(sh.Suite)
	if err != nil {
		return nil, false
	}
	mark := g.Mark()
	for _, st := range sh.Moves {
		d := g.Decision()
		if d == nil {
			break
		}
		i := d.Index(st.Label)
		if i < 0 || choose(g, i, 0) != nil {
			break
		}
	}
	for _, e := range g.EventsSince(mark) {
		events = append(events, g.FormatEvent(e))
	}
	if err := g.Err(); err != nil {
		msg, _, _ := strings.Cut(err.Error(), "\n")
		events = append(events, "failed: "+msg)
	}
	d := g.Decision()
	return events, d != nil && d.Kind != engine.KindAction
}

// ReplayFailure replays a shrunk failure through the properties it was
// found with and returns the failure it shows.
func ReplayFailure(sh *Shrunk) *Failure {
	c := &props.Checker{Suite: sh.Suite, Strict: sh.Strict, StepWindows: sh.StepWindows}
	if sh.Props != nil {
		c.Props = []*props.Property{}
		for _, n := range sh.Props {
			if p, ok := sh.Suite.Lookup(n); ok {
				c.Props = append(c.Props, p)
			}
		}
	}
	s := &shrinker{chk: c}
	_, f := s.byLabel(origin{cfg: sh.Config, seed: uint64(sh.Seed), position: sh.Position}, sh.Moves)
	return f
}
