package fuzz

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/scenarios"
)

// ScenarioText renders a shrunk failure as a scenario file with empty
// expected outputs: comments saying what fails, the start (position or
// seeded game), the decisions (play) and a final check. WriteScenario
// fills in the outputs.
func ScenarioText(sh *Shrunk, logName string) string {
	var b strings.Builder
	f := sh.Failure
	fmt.Fprintf(&b, "# Found by dogma fuzz: %s.\n", f.Headline())
	b.WriteString("# This file fails while the bug is there and passes once it is fixed.\n")
	fmt.Fprintf(&b, "# Shrunk from %s to %s.\n", sh.Before, sh.After)
	if logName != "" {
		fmt.Fprintf(&b, "# The unshrunk decision log is %s (config %s, seed %d).\n", logName, sh.Config, sh.Seed)
	}
	if sh.Position != "" {
		b.WriteString("position\n")
		b.WriteString(strings.TrimRight(sh.Position, "\n"))
		b.WriteString("\n----\n\n")
	} else {
		fmt.Fprintf(&b, "game seed=%d %s\n----\n\n", sh.Seed, sh.Config)
	}
	if len(sh.Steps) > 0 {
		b.WriteString("play")
		switch {
		case f.Kind == KindError || f.Kind == KindRuleGap:
			b.WriteString(" error")
		case pendingAtEnd(sh):
			b.WriteString(" pending")
		}
		b.WriteString("\n")
		for _, st := range sh.Steps {
			b.WriteString(st.String())
			b.WriteByte('\n')
		}
		b.WriteString("----\n\n")
	}
	b.WriteString("# The properties at this point.\ncheck\n----\n")
	return b.String()
}

// WriteScenario writes the shrunk failure as a scenario file at path and
// checks that replaying it fails with the same failure. The file is a
// regression test: its expected outputs are what the rules require (the
// final check prints "ok", the decisions play without error), so it fails
// while the bug is there and passes once it is fixed. The file appears
// atomically.
func WriteScenario(path string, sh *Shrunk, logName string) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	defer os.Remove(name)
	_, err = tmp.WriteString(ScenarioText(sh, logName))
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if sh.Failure.Kind != KindPanic {
		// Fill in the outputs as the engine gives them now, bug included,
		// then state what the rules require instead.
		if r := scenarios.Replay(name, true); !r.Passed {
			return fmt.Errorf("writing the expected outputs of %s: %s", path, r.Failure)
		}
		if err := expectRules(name); err != nil {
			return err
		}
		if err := verifyScenario(name, sh.Failure); err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
	}
	return os.Rename(name, path)
}

// expectRules turns the outputs recorded with the bug into the outputs the
// rules require: "play error" becomes "play" (no error may happen) and the
// final check expects "ok".
func expectRules(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	text := strings.Replace(string(data), "\nplay error", "\nplay", 1)
	const check = "\ncheck\n----\n"
	if i := strings.LastIndex(text, check); i >= 0 {
		text = text[:i+len(check)] + "ok\n"
	}
	return os.WriteFile(path, []byte(text), 0o644)
}

// verifyScenario checks that a scenario file fails to replay, and that the
// failure names the property and clause, or the engine error, found.
func verifyScenario(path string, f *Failure) error {
	r := scenarios.Replay(path, false)
	if r.Passed {
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
	if !strings.Contains(r.Failure, want) {
		return fmt.Errorf("the shrunk scenario fails, but not with %q: %s", want, r.Failure)
	}
	return nil
}

// pendingAtEnd reports whether the shrunk game stops with a question of
// an action open, which the play command must be told about.
func pendingAtEnd(sh *Shrunk) bool {
	o := origin{cfg: sh.Config, seed: sh.Seed, position: sh.Position}
	g, err := o.game(cards.Base())
	if err != nil {
		return false
	}
	for _, st := range sh.Steps {
		d := g.Decision()
		if d == nil {
			return false
		}
		i := d.Index(st.Label)
		if i < 0 || choose(g, i, 0) != nil {
			return false
		}
	}
	d := g.Decision()
	return d != nil && d.Kind != engine.KindAction
}

// ReplayFailure replays a shrunk failure and returns the failure it shows.
func ReplayFailure(sh *Shrunk, pr *Probe) *Failure {
	s := &shrinker{deck: cards.Base(), pr: pr}
	_, f := s.byLabel(origin{cfg: sh.Config, seed: sh.Seed, position: sh.Position}, Labels(sh.Steps))
	return f
}
