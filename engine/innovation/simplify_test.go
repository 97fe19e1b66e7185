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

// simplifyGameLine is the game line SimplifyPosition writes for a game of
// the given number of players and three ages.
func simplifyGameLine(t *testing.T, players int) string {
	t.Helper()
	cfg, err := inn.Config{Players: players, Ages: 3}.Normalize()
	if err != nil {
		t.Fatal(err)
	}
	return "game: " + cfg.String() + "\n"
}

// SimplifyPosition first offers the position without each player, the
// last seat first: the seat's lines go, later seats move down one, a turn
// line naming the dropped seat as first player names P1, and the player
// whose turn it is (P1 here) is never dropped, so that the next text
// offered drops a zone of the four players.
func TestSimplifyPositionDropsTheLastSeatFirst(t *testing.T) {
	body := func(lines ...string) string { return strings.Join(lines, "\n") + "\n" }
	start := simplifyGameLine(t, 4) + body(
		"turn: P1 actions=2 number=5 first=P2",
		"P1 red: Archery",
		"P2 hand: Writing",
		"P3 hand: Tools",
		"P4 hand: Oars",
		"P4 counts: tucked=1 scored=0")
	want := []string{
		simplifyGameLine(t, 3) + body(
			"turn: P1 actions=2 number=5 first=P2",
			"P1 red: Archery",
			"P2 hand: Writing",
			"P3 hand: Tools"),
		simplifyGameLine(t, 3) + body(
			"turn: P1 actions=2 number=5 first=P2",
			"P1 red: Archery",
			"P2 hand: Writing",
			"P3 hand: Oars",
			"P3 counts: tucked=1 scored=0"),
		simplifyGameLine(t, 3) + body(
			"turn: P1 actions=2 number=5 first=P1",
			"P1 red: Archery",
			"P2 hand: Tools",
			"P3 hand: Oars",
			"P3 counts: tucked=1 scored=0"),
	}
	var offered []string
	inn.SimplifyPosition(start, func(text string) bool { offered = append(offered, text); return false })
	if len(offered) <= len(want) {
		t.Fatalf("%d texts offered, want more than %d", len(offered), len(want))
	}
	for i, w := range want {
		if offered[i] != w {
			t.Errorf("text %d offered:\n%s\nwant:\n%s", i+1, offered[i], w)
		}
	}
	if next := offered[len(want)]; !strings.HasPrefix(next, simplifyGameLine(t, 4)) {
		t.Errorf("after P4, P3 and P2, the text offered drops a player:\n%s", next)
	}
}

// SimplifyPosition also drops P1 when P1's turn it is not: here only P1's
// cards are not needed, and P2, whose turn it is, becomes P1.
func TestSimplifyPositionDropsTheFirstSeat(t *testing.T) {
	d := cards.Base()
	start := simplifyGameLine(t, 3) + "turn: P2 actions=2 number=5 first=P1\nP1 hand: Oars\nP2 hand: Writing\nP3 hand: Tools\n"
	needs := func(text string) bool {
		g, err := inn.ParsePosition(inn.Config{}, d, text)
		if err != nil {
			return false
		}
		var hands inn.Set
		for p := 0; p < g.State().N; p++ {
			hands = hands.Union(g.State().Players[p].Hand)
		}
		return hands.Has(cards.Writing) && hands.Has(cards.Tools)
	}
	got := inn.SimplifyPosition(start, needs)
	if !strings.HasPrefix(got, simplifyGameLine(t, 2)+"turn: P1 ") {
		t.Fatalf("P1 was not dropped:\n%s", got)
	}
}

// Every text SimplifyPosition offers is of a game of two players or more,
// even when keep accepts anything.
func TestSimplifyPositionKeepsTwoPlayers(t *testing.T) {
	start := simplifyGameLine(t, 3) + "P1 hand: Oars\nP2 hand: Writing\nP3 hand: Tools\n"
	inn.SimplifyPosition(start, func(text string) bool {
		game, _, _ := strings.Cut(text, "\n")
		if _, err := inn.ParseConfig(strings.TrimPrefix(game, "game:")); err != nil {
			t.Errorf("offered a game line that is no game (%v):\n%s", err, text)
		}
		return true
	})
}

// A zone the failure does not need goes as a whole, the first line of the
// text too (the game line need not come first), rather than card by card.
func TestSimplifyPositionDropsWholeZones(t *testing.T) {
	d := cards.Base()
	start := "P2 hand: Writing\n" + simplifyGameLine(t, 2) + "P1 hand: Oars\nP1 score: Tools\n"
	got := inn.SimplifyPosition(start, func(text string) bool {
		g, err := inn.ParsePosition(inn.Config{}, d, text)
		return err == nil && g.State().Players[0].Hand.Has(cards.Oars)
	})
	for _, gone := range []string{"P2 hand", "P1 score"} {
		if strings.Contains(got, gone) {
			t.Errorf("%s is still there:\n%s", gone, got)
		}
	}
}

// Each card of a zone is offered for removal, the first one listed too.
func TestSimplifyPositionDropsEveryCardOfAZone(t *testing.T) {
	d := cards.Base()
	start := simplifyGameLine(t, 2) + "P1 hand: Writing, Tools, Oars\n"
	got := inn.SimplifyPosition(start, func(text string) bool {
		g, err := inn.ParsePosition(inn.Config{}, d, text)
		return err == nil && g.State().Players[0].Hand.Has(cards.Tools)
	})
	if !strings.Contains(got, "P1 hand: Tools\n") {
		t.Fatalf("P1's hand is not Tools alone:\n%s", got)
	}
}
