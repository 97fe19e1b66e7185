package diff

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
)

// The scenarios a variant's audit writes replay through the scenario
// runner, which plays the games registered.
func init() { props.Register(innprops.Suite) }

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
	cfgB, err := WithVariant(reg, cfgA, "if-affected")
	if err != nil {
		t.Fatal(err)
	}
	r := NewRunner(MakerOf(reg, cfgA), MakerOf(reg, cfgB))
	for seed := uint64(1); seed < 400; seed++ {
		o, err := r.Play(seed)
		if err != nil {
			t.Fatal(err)
		}
		if !o.Diverged || o.Divergence.ErrB == "" {
			continue
		}
		sh, err := Shrink(o, func(s Script) (Outcome, error) { return r.Replay(seed, s) }, nil, 300)
		if err != nil {
			t.Fatal(err)
		}
		d := sh.Outcome.Divergence
		if d.Clause != "DOGMA-5" || d.ErrB == "" {
			t.Fatalf("seed %d: shrunk to %+v", seed, d)
		}
		s := Scenario{
			Game:      reg.Name,
			Sides:     []Side{{Name: "default", Config: cfgA.String()}, {Name: "if-affected", Config: cfgB.String(), Fails: true}},
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

func TestAuditVariantsReport(t *testing.T) {
	out := t.TempDir()
	var noted []string
	rep, err := AuditVariants(context.Background(), cards.Registration, []string{"if-affected", "monument-combined"},
		AuditOptions{Games: 40, Seed: 1, Workers: 1, Examples: 1, ShrinkTrials: 100}, out, func(name string) { noted = append(noted, name) })
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(noted, ",") != "if-affected,monument-combined" || len(rep.Variants) != 2 || rep.Interrupted {
		t.Fatalf("variants noted %q, reported %d, interrupted %v", noted, len(rep.Variants), rep.Interrupted)
	}
	for _, v := range rep.Variants {
		if v.Games != 40 || v.DivergedFraction != float64(v.Diverged)/40 {
			t.Errorf("%s: %d games, %d diverged, fraction %v", v.Name, v.Games, v.Diverged, v.DivergedFraction)
		}
		if v.Diverged > 0 && v.Scenario != filepath.Join(out, v.Name+".txt") {
			t.Errorf("%s diverged and its scenario is %q (%s)", v.Name, v.Scenario, v.ScenarioError)
		}
	}
	var b strings.Builder
	rep.WriteText(&b)
	if !strings.HasPrefix(b.String(), "audit of 2 variants of innovation: 40 games each from seed 1, over ") || !strings.Contains(b.String(), "\nif-affected (") {
		t.Errorf("text:\n%s", b.String())
	}
	rep.Interrupted = true
	b.Reset()
	rep.WriteText(&b)
	if !strings.Contains(strings.SplitN(b.String(), "\n", 2)[0], "(interrupted)") {
		t.Errorf("an interrupted audit does not say so: %s", b.String())
	}
}

// TestAuditPassesOverAnUnplayedVariant: a variant that changes none of the
// setups (echo-foreseen-performer, with no setup playing Echoes) is named
// as not played, and the audit goes on with the others.
func TestAuditPassesOverAnUnplayedVariant(t *testing.T) {
	reg := cards.Registration
	cfg, err := reg.ParseConfig("edition=3rd")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := AuditVariant(context.Background(), reg, "echo-foreseen-performer", AuditOptions{Games: 1, Setups: []engine.Config{cfg}}); !errors.Is(err, ErrUnchanged) {
		t.Fatalf("AuditVariant: %v, want ErrUnchanged", err)
	}
	rep, err := AuditVariants(context.Background(), reg, []string{"echo-foreseen-performer", "if-affected"}, AuditOptions{Games: 2, Seed: 1, Setups: []engine.Config{cfg}}, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Unplayed) != 1 || rep.Unplayed[0] != "echo-foreseen-performer" || len(rep.Variants) != 1 || rep.Variants[0].Name != "if-affected" {
		t.Fatalf("unplayed %v, audited %d", rep.Unplayed, len(rep.Variants))
	}
	var b strings.Builder
	rep.WriteText(&b)
	if !strings.Contains(b.String(), "not played: echo-foreseen-performer (no setup changes under it)\n") {
		t.Errorf("report:\n%s", b.String())
	}
}
