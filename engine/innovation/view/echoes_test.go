package view_test

import (
	"slices"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/engine/innovation/view"
)

// ECHO-ICON-1, ECHO-BONUS-SCORE, ECHO-RUN: every seat sees what a board
// shows of Echoes of the Past. P1's purple pile, splayed up, shows Bell's
// echo effect (its top card's) and Puppet's bottom-middle bonus 3 but not
// Puppet's top-left hexagon; his yellow Soap shows its bonus 2. His bonus
// points are 3 + 1 = 4, his score 4 more than his score pile's 2. Splayed
// right, Puppet's bottom-middle place is hidden: no bonus 3.
func TestViewShowsBonusesAndEchoEffects(t *testing.T) {
	cfg := inn.Config{Edition: inn.Fourth, Ages: 11, Expansions: inn.ExpansionSet(0).With(inn.Echoes)}
	g, err := inn.ParsePosition(cfg, cards.Base(), "P1 purple up: Bell, Puppet\nP1 yellow: Soap\nP1 score: Pottery, Tools\n")
	if err != nil {
		t.Fatal(err)
	}
	v := view.NewView(g, 1) // the opponent's view: a board is public
	p1 := v.Players[0]
	if p1.BonusPoints != 4 || p1.Score != 6 {
		t.Errorf("P1's bonus points %d and score %d, want 4 and 6", p1.BonusPoints, p1.Score)
	}
	purple, yellow := p1.Piles[inn.Purple], p1.Piles[inn.Yellow]
	if !slices.Equal(purple.Bonuses, []int{3}) || !slices.Equal(purple.Echoes, []string{"Bell"}) {
		t.Errorf("the purple pile shows bonuses %v and echo effects %v, want [3] and [Bell]", purple.Bonuses, purple.Echoes)
	}
	if !slices.Equal(yellow.Bonuses, []int{2}) || len(yellow.Echoes) != 0 {
		t.Errorf("the yellow pile shows bonuses %v and echo effects %v, want [2] and none", yellow.Bonuses, yellow.Echoes)
	}
	var b strings.Builder
	if err := v.Text(&b, false); err != nil {
		t.Fatal(err)
	}
	if s := b.String(); !strings.Contains(s, "score 6 (bonuses 4)") || !strings.Contains(s, "bonus 3  echo Bell") {
		t.Errorf("the text view does not show the bonuses and echo effects:\n%s", s)
	}
	b.Reset()
	if err := v.HTML(&b); err != nil {
		t.Fatal(err)
	}
	if s := b.String(); !strings.Contains(s, "bonuses yellow 2 · purple 3 (4 points); echo effects purple Bell") {
		t.Errorf("the page does not show the bonuses and echo effects:\n%s", s)
	}

	g, err = inn.ParsePosition(cfg, cards.Base(), "P1 purple right: Bell, Puppet\n")
	if err != nil {
		t.Fatal(err)
	}
	if p := view.NewView(g, 0).Players[0]; len(p.Piles[inn.Purple].Bonuses) != 0 || p.BonusPoints != 0 {
		t.Errorf("splayed right, the purple pile shows bonuses %v (%d points), want none", p.Piles[inn.Purple].Bonuses, p.BonusPoints)
	}
}
