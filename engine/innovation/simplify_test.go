package innovation_test

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

func TestPositionSize(t *testing.T) {
	text := "game: players=2 ages=3\nturn: P1 actions=2 number=3 first=P1\nP1 red: Archery, Oars\nP1 hand: Writing\nP2 score: Tools\navailable: 1:Sailing, Empire\nsupply 1 exact: Pottery, Clothing\nP2 counts: tucked=1 scored=0\n"
	if got := inn.PositionSize(text); got != 6 {
		t.Fatalf("PositionSize = %d, want 6 (the available cards do not count)", got)
	}
}

// A failure that needs one card in P1's hand shrinks to a two-player
// position with that card alone placed.
func TestSimplifyPosition(t *testing.T) {
	d := cards.Base()
	g, err := cards.NewGame(inn.Config{Players: 4, Ages: 3}, 9)
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRand(9)
	for i := 0; i < 30 && g.Decision() != nil; i++ {
		if err := g.Choose(r.Intn(len(g.Decision().Options))); err != nil {
			t.Fatal(err)
		}
	}
	for g.Decision().Kind != engine.KindAction {
		if err := g.Choose(0); err != nil {
			t.Fatal(err)
		}
	}
	start := g.Position()
	hand := g.State().Players[0].Hand
	if hand.Empty() {
		t.Fatal("P1 has no card in hand")
	}
	card := hand.First()
	needs := func(text string) bool {
		h, err := inn.ParsePosition(inn.Config{}, d, text)
		return err == nil && h.State().Players[0].Hand.Has(card)
	}
	tries := 0
	got := inn.SimplifyPosition(start, func(text string) bool { tries++; return needs(text) })
	if !needs(got) {
		t.Fatalf("the simplest position lost %s:\n%s", d.Name(card), got)
	}
	if n := inn.PositionSize(got); n != 1 {
		t.Errorf("the simplest position places %d cards, want 1 (%s):\n%s", n, d.Name(card), got)
	}
	if !strings.Contains(got, "game: players=2 ") {
		t.Errorf("players were not dropped:\n%s", got)
	}
	if again := inn.SimplifyPosition(start, func(text string) bool { return needs(text) }); again != got {
		t.Errorf("a second search ends elsewhere:\n%s\n----\n%s", got, again)
	}
	t.Logf("%d tries from %d cards placed", tries, inn.PositionSize(start))
}
