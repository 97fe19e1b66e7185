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

// TestPositionErrors checks that a bad position is refused with the file
// line at fault.
func TestPositionErrors(t *testing.T) {
	for _, tc := range []struct {
		text string
		line int
		want string
	}{
		{"P1 hand: Axt, Beil", 10, "unknown card"},
		{"game: players=5", 10, "players"},
		{"P1 tableau: Lehmhaus\nP2 tableau: Lehmhaus", 11, "all 1 copies"},
		{"P3 hand: Axt", 10, "does not play"},
		{"P1 hand: Enlil", 10, "cannot lie there"},
		{"godslot: Axt", 10, "cannot lie there"},
		{"P1 stock: red=13", 10, "cubes"},
		{"P1 stock: red=7\nP2 stock: red=7", 10, "more than the 12"},
		{"discs: I=20 II=6", 10, "more than the 24"},
		{"reserve: red=1", 10, "what is left"},
		{"turn: P1 phase=later", 10, "unknown phase"},
		{"P1 tableau: Axt [village red=x]", 10, "village, city"},
		{"display: Axt, Netz, Axt, Axt", 10, "3 positions"},
		{"P1 banner: Axt", 10, "unknown zone"},
		{"flag: up", 10, "unknown subject"},
		{"game: speed=3", 10, "unknown setting"},
	} {
		_, err := ParsePosition(Config{}, tc.text, 10)
		var le *engine.LineError
		if !errors.As(err, &le) || le.Line != tc.line || !strings.Contains(le.Msg, tc.want) {
			t.Errorf("%q: error %v, want line %d with %q", tc.text, err, tc.line, tc.want)
		}
	}
}

// TestPositionDefaults checks what a short position leaves to defaults:
// unnamed cards in the box, the epoch cards on the table, the setup discs,
// the cubes left in the reserve.
func TestPositionDefaults(t *testing.T) {
	g, err := ParsePosition(Config{Players: 3}, "P1 tableau: Netz [village blue=3]\nP2 hand: Axt, Axt\npile: Brennofen", 1)
	if err != nil {
		t.Fatal(err)
	}
	s := g.State()
	if s.Epochs != [NumEpochs]uint8{5, 6, 4, 3} || s.BoxDiscs != NumDiscs-18-1 {
		t.Errorf("discs %v, box %d", s.Epochs, s.BoxDiscs)
	}
	if s.Reserve != [NumColors]uint8{12, 12, 12, 9} {
		t.Errorf("reserve %v", s.Reserve)
	}
	if s.Box.Len() != NumCards-4-NumEpochs || s.Table.Len() != NumEpochs {
		t.Errorf("box %d cards, table %d", s.Box.Len(), s.Table.Len())
	}
	if d := g.Decision(); d == nil || d.Player != 0 || d.Kind != engine.KindAction {
		t.Errorf("decision %v", d)
	}
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
