package main

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/internal/ciplan"
	"github.com/dogma-engine/dogma/props"
)

// The repository's CI plan gives every game dogma lists (games.go) random
// play, a native fuzz target and a campaign in both budgets, and every such
// game with neutral hooks (which dogma serve serves) a referee campaign,
// each step named with its game.
func TestCIPlanCoversEveryGame(t *testing.T) {
	p, err := ciplan.Read("../../CI.yml")
	if err != nil {
		t.Fatal(err)
	}
	for _, budget := range ciplan.Budgets {
		steps, err := p.Steps(budget)
		if err != nil {
			t.Fatal(err)
		}
		for _, g := range games {
			kinds := []string{"play", "fuzz", "campaign"}
			if g.Registration.Neutral != nil && g.Registration.NewFromDecks != nil {
				kinds = append(kinds, "referee")
			}
			for _, kind := range kinds {
				found := false
				for _, s := range steps {
					found = found || strings.HasPrefix(s.Name, kind+" "+g.Name+" ")
				}
				if !found {
					t.Errorf("budget %s: no %s step of %s", budget, kind, g.Name)
				}
			}
		}
		for _, s := range steps {
			kind, rest, _ := strings.Cut(s.Name, " ")
			if kind != "play" && kind != "fuzz" && kind != "campaign" && kind != "referee" {
				continue
			}
			game, _, _ := strings.Cut(rest, " ")
			if _, err := props.GameNamed(game); err != nil {
				t.Errorf("budget %s: step %q names no game: %v", budget, s.Name, err)
			}
		}
	}
}
