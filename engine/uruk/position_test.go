//go:build !oracle

package uruk

import (
	"errors"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// TestPositionRoundTrip prints the position at every step of random games
// and parses it back: the same text, the same hash, the same decision.
func TestPositionRoundTrip(t *testing.T) {
	for players := 2; players <= 4; players++ {
		for seed := uint64(1); seed <= 8; seed++ {
			g, err := New(Config{Players: players, Variants: FillAll()}, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := engine.NewRand(seed)
			for steps := 0; g.Decision() != nil && steps < 3000; steps++ {
				if text := g.Position(); text != "" {
					p, err := ParsePosition(Config{}, text, 1)
					if err != nil {
						t.Fatalf("players=%d seed %d: %v\n%s", players, seed, err, text)
					}
					if p.Position() != text || p.Hash() != g.Hash() || !sameDecision(p.Decision(), g.Decision()) {
						t.Fatalf("players=%d seed %d: the position does not round-trip\n%s\n----\n%s", players, seed, text, p.Position())
					}
				}
				if err := g.Choose(r.Intn(len(g.Decision().Options))); err != nil {
					var gap *engine.RuleGap
					if !errors.As(err, &gap) {
						t.Fatal(err)
					}
				}
			}
		}
	}
}

func sameDecision(a, b *engine.Decision) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Player == b.Player && a.Kind == b.Kind && strings.Join(a.Labels(), "|") == strings.Join(b.Labels(), "|")
}

// TestConfig checks the configuration text.
func TestConfig(t *testing.T) {
	c, err := ParseConfig("players=4 variants=street-all,VAR-CLOCK-SELF")
	if err != nil {
		t.Fatal(err)
	}
	if c.String() != "players=4 variants=clock-self,street-all" {
		t.Errorf("got %q", c)
	}
	if c, _ := ParseConfig(""); c.String() != "players=2" {
		t.Errorf("default %q", c)
	}
	for _, bad := range []string{"players=1", "players=x", "variants=nope", "colour=red"} {
		if _, err := ParseConfig(bad); err == nil {
			t.Errorf("%q is accepted", bad)
		}
	}
	for _, id := range Clauses {
		if !strings.HasPrefix(id, "URUK-") && !strings.HasPrefix(id, "VAR-") {
			t.Errorf("clause %q", id)
		}
	}
	for _, v := range Variants {
		found := false
		for _, id := range Clauses {
			found = found || id == v.ID()
		}
		if !found {
			t.Errorf("variant %s is not in RULES.md", v.ID())
		}
		if !contains(Clauses, v.Clause) {
			t.Errorf("variant %s changes clause %s, which RULES.md does not have", v.Name, v.Clause)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// A finished game has no action left: its position says actions=0.
func TestFinishedGameHasNoActionLeft(t *testing.T) {
	ended := 0
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := New(Config{Players: 3, Variants: FillAll()}, seed)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(randomChooser(seed), 0); err != nil || !g.Over() {
			continue
		}
		ended++
		if g.State().ActionsLeft != 0 || !strings.Contains(g.Position(), " actions=0 ") {
			t.Fatalf("seed %d: a finished game has %d actions left:\n%s", seed, g.State().ActionsLeft, g.Position())
		}
	}
	if ended == 0 {
		t.Fatal("no game of 20 ended")
	}
}
