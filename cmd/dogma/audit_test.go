package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/diff"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// TestDivergenceScenarioOfARuleGap writes the scenario of a divergence
// where the variant's game stops with a rule gap (the 3rd-edition Oars
// under VAR-IF-AFFECTED): that start's play expects the error, and the
// file replays.
func TestDivergenceScenarioOfARuleGap(t *testing.T) {
	reg := cards.Registration
	cfgA, err := reg.ParseConfig("edition=3rd")
	if err != nil {
		t.Fatal(err)
	}
	cfgB, err := diff.WithVariant(reg, cfgA, "if-affected")
	if err != nil {
		t.Fatal(err)
	}
	r := diff.NewRunner(diff.MakerOf(reg, cfgA), diff.MakerOf(reg, cfgB))
	for seed := uint64(1); seed < 400; seed++ {
		o, err := r.Play(seed)
		if err != nil {
			t.Fatal(err)
		}
		if !o.Diverged || o.Divergence.ErrB == "" {
			continue
		}
		sh, err := diff.Shrink(o, func(s diff.Script) (diff.Outcome, error) { return r.Replay(seed, s) }, nil, 300)
		if err != nil {
			t.Fatal(err)
		}
		d := sh.Outcome.Divergence
		if d.Clause != "DOGMA-5" || d.ErrB == "" {
			t.Fatalf("seed %d: shrunk to %+v", seed, d)
		}
		s := diff.Scenario{
			Game:      reg.Name,
			Sides:     []diff.Side{{Name: "default", Config: cfgA.String()}, {Name: "if-affected", Config: cfgB.String(), Fails: true}},
			Outcome:   sh.Outcome,
			SideNames: [2]string{"default", "if-affected"},
		}
		path := filepath.Join(t.TempDir(), "gap.txt")
		if err := writeDivergence(path, s.Text()); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), "play error\n") || !strings.Contains(string(data), "error: rule gap at DOGMA-5: ") {
			t.Fatalf("the scenario does not show the rule gap:\n%s", data)
		}
		return
	}
	t.Fatal("no game of the 3rd edition under if-affected reached the rule gap")
}
