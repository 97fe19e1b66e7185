package fuzz

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	innprops "github.com/dogma-engine/dogma/props/innovation"
	"github.com/dogma-engine/dogma/scenarios"
)

func TestCoverageCountsArchery(t *testing.T) {
	// Archery's demand (DOGMA-5): P2 draws a 1, which the demand asks for
	// (DOGMA-5 again: no pile is skipped, so not DRAW-2), and transfers it
	// (KEY-TRANSFER).
	g, err := inn.ParsePosition(inn.Config{Players: 2, Ages: 3}, cards.Base(), "P1 red: Archery\nsupply 1: Oars\n")
	if err != nil {
		t.Fatal(err)
	}
	if err := g.ChooseLabel("dogma Archery"); err != nil {
		t.Fatal(err)
	}
	c := NewCoverage(innprops.Suite)
	if n := c.New(g); len(n) == 0 {
		t.Fatal("an empty count sees nothing new")
	}
	c.AddGame(g)
	if n := c.New(g); len(n) != 0 {
		t.Fatalf("the same game is new again: %v", n)
	}
	r := c.Report([]engine.Config{inn.Config{Players: 2, Ages: 3}})
	hits := func(rows []CoverageRow, name string) int64 {
		for _, row := range rows {
			if row.Name == name {
				return row.Hits
			}
		}
		t.Fatalf("no row %q", name)
		return 0
	}
	if hits(r.Clauses, "DOGMA-1") != 1 || hits(r.Clauses, "DOGMA-5") != 2 || hits(r.Clauses, "KEY-TRANSFER") != 1 || hits(r.Clauses, "DRAW-2") != 0 {
		t.Errorf("clauses: %+v", r.Clauses)
	}
	if hits(r.Clauses, "COMP-1") != 0 || r.Clauses[0].Hits != 0 {
		t.Errorf("unreached clauses are not listed first: %+v", r.Clauses[:3])
	}
	if hits(r.Effects, "Archery 1 (1st)") != 1 || hits(r.Effects, "Writing 1 (1st)") != 0 {
		t.Errorf("effects: %+v", r.Effects)
	}
	if hits(r.Branches, "Archery 1 (1st): draw") != 1 || hits(r.Branches, "Archery 1 (1st): transfer") != 1 {
		t.Errorf("branches: %+v", r.Branches)
	}
	var b bytes.Buffer
	if err := r.WriteHTML(&b); err != nil || !strings.Contains(b.String(), "<td>Archery 1 (1st)</td>") {
		t.Errorf("html: %v\n%s", err, b.String())
	}
}

// Every clause of RULES.md is accounted for by a campaign on the full
// game: reached by an event, checked by a named property, a definition,
// or unreachable in the profile with the reason; none is unexplained.
func TestNoClauseUnexplained(t *testing.T) {
	cov := NewCoverage(innprops.Suite)
	_, err := Run(context.Background(), Options{Suite: innprops.Suite, Seed: 7, Games: 400, Workers: 1,
		OnGame: func(g engine.Game, _ *scenarios.Record, _ *Failure) { cov.AddGame(g) }})
	if err != nil {
		t.Fatal(err)
	}
	r := cov.Report(innprops.Suite.Setups())
	for _, row := range r.Clauses {
		if row.Status == StatusUnexplained || row.Status == "" {
			t.Errorf("clause %s is unexplained after %d games", row.Name, r.Games)
		}
	}
}
