package toygame

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

type otherConfig struct{}

func (otherConfig) String() string { return "edition=3rd" }

func TestRegistrationGames(t *testing.T) {
	r := Registration
	if r.Name != "tally" || r.Title == "" || r.Doc == "" || len(r.Variants) != 0 {
		t.Fatalf("registration %q %q %q, %d variants", r.Name, r.Title, r.Doc, len(r.Variants))
	}
	var players []int
	for _, cfg := range r.Setups() {
		parsed, err := r.ParseConfig(cfg.String())
		if err != nil || parsed != cfg {
			t.Fatalf("ParseConfig(%q) = %v, %v", cfg, parsed, err)
		}
		g, err := r.New(cfg, 3)
		if err != nil {
			t.Fatal(err)
		}
		if g.Configuration() != cfg || g.Players() != cfg.(Config).Players {
			t.Fatalf("a game of %s has configuration %s", cfg, g.Configuration())
		}
		players = append(players, g.Players())
	}
	if !slices.Equal(players, []int{2, 3, 4}) {
		t.Fatalf("setups of %v players", players)
	}
	if g, err := r.New(nil, 1); err != nil || g.Players() != 2 {
		t.Fatalf("New(nil): %v", err)
	}
	if _, err := r.New(otherConfig{}, 1); err == nil {
		t.Fatal("New with another game's configuration")
	}
	if _, err := r.ParseConfig("players=2 edition=1st"); err == nil || !strings.Contains(err.Error(), "edition") {
		t.Fatalf("ParseConfig of an unknown setting: %v", err)
	}
}

func TestRegistrationPositions(t *testing.T) {
	r := Registration
	g, err := r.New(Config{Players: 3}, 8)
	if err != nil {
		t.Fatal(err)
	}
	h, err := r.ParsePosition(nil, g.Position(), 1)
	if err != nil || h.Hash() != g.Hash() || h.Players() != 3 {
		t.Fatalf("a position of 3 players read with the default configuration: %v", err)
	}
	_, err = r.ParsePosition(Config{}, "turn: P1\nP1 hand: 3 red, 3 red", 20)
	var le *engine.LineError
	if !errors.As(err, &le) || le.Line != 21 {
		t.Fatalf("a card named twice at file line 21: %v", err)
	}
	if _, err := r.ParsePosition(otherConfig{}, "", 1); err == nil {
		t.Fatal("ParsePosition with another game's configuration")
	}
	if r.Simplify(g.Position(), func(string) bool { return true }) == g.Position() {
		t.Fatal("no simpler position")
	}
}

func TestRegistrationCoverage(t *testing.T) {
	r := Registration
	ids := map[string]bool{}
	for _, c := range r.Clauses {
		ids[c.ID] = true
	}
	if len(ids) != len(r.Clauses) || !ids[ClauseInfo] || !ids[ClauseEndDeck] {
		t.Fatalf("clauses %v", r.Clauses)
	}
	seen := map[string]bool{}
	for seed := uint64(0); seed < 300; seed++ {
		c := random(seed)
		if seed%2 == 1 {
			c = drawer(seed)
		}
		g, err := r.New(setupOf(seed), seed)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(c, 0); err != nil {
			t.Fatal(err)
		}
		for _, e := range g.EventsSince(0) {
			if b := r.BranchOf(g.Configuration(), &e); b != "" {
				seen[b] = true
			}
		}
	}
	for _, b := range r.Branches(Config{}) {
		if !seen[b] {
			t.Errorf("branch %q never reached", b)
		}
		delete(seen, b)
	}
	if len(seen) != 0 {
		t.Errorf("branches not listed: %v", seen)
	}
}

func TestTotalsCommand(t *testing.T) {
	g, err := ParsePosition(Config{}, "P1 row: 4 red, 9 blue\nP2 row: 12 green\n", 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(Registration.Commands) != 1 || Registration.Commands[0].Name != "totals" {
		t.Fatalf("commands %v", Registration.Commands)
	}
	totals := Registration.Commands[0].Run
	if got, err := totals(g, nil); err != nil || got != "P1 13\nP2 12\n" {
		t.Fatalf("totals: %q, %v", got, err)
	}
	if _, err := totals(g, []string{"P1"}); err == nil {
		t.Fatal("totals with an argument")
	}
}
