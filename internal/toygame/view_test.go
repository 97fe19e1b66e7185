package toygame

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

func renderText(t *testing.T, g engine.Game, viewer int, color bool) string {
	t.Helper()
	var b strings.Builder
	if err := Registration.Render(g, viewer).Text(&b, color); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestRender(t *testing.T) {
	g, err := ParsePosition(Config{}, "P1 hand: 3 red\nP1 row: 4 red\nP2 hand: 5 blue, 6 blue\ndeck: 1 red, 2 red\n", 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		viewer    int
		show, not []string
	}{
		{0, []string{"seen by P1", "P1 turn: P1 to draw or play a card", "P1 hand: 3 red\n", "P2 hand: 2 cards", "P1 row (4): 4 red\n", "P2 row (0):\n", "deck: 2 cards"}, []string{"5 blue"}},
		{1, []string{"P1 hand: 1 card\n", "P2 hand: 5 blue, 6 blue\n"}, []string{"3 red"}},
		{engine.Omniscient, []string{"seen by all", "P1 hand: 3 red", "P2 hand: 5 blue", "deck: 1 red, 2 red\n"}, nil},
	} {
		got := renderText(t, g, tc.viewer, false)
		for _, s := range tc.show {
			if !strings.Contains(got, s) {
				t.Errorf("viewer %d: no %q in\n%s", tc.viewer, s, got)
			}
		}
		for _, s := range tc.not {
			if strings.Contains(got, s) {
				t.Errorf("viewer %d: %q shown in\n%s", tc.viewer, s, got)
			}
		}
	}
	if got := renderText(t, g, 0, true); !strings.Contains(got, "\x1b[31m3 red\x1b[0m") {
		t.Errorf("no red card in color:\n%q", got)
	}
	data, err := json.Marshal(Registration.Render(g, 1))
	if err != nil {
		t.Fatal(err)
	}
	var v View
	if err := json.Unmarshal(data, &v); err != nil || v.Players[0].HandSize != 1 || v.Players[0].Hand != nil || len(v.Players[1].Hand) != 2 || v.Deck != 2 || v.DeckTop != nil {
		t.Fatalf("JSON view %s: %v", data, err)
	}
}

func TestRenderOver(t *testing.T) {
	g, err := ParsePosition(Config{}, "over: deck P1,P2\nP1 row: 4 red\nP2 row: 4 blue\n", 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := renderText(t, g, 0, false); !strings.Contains(got, "over: deck TALLY-END-2, won by P1,P2") {
		t.Fatalf("got\n%s", got)
	}
}

func TestRedactor(t *testing.T) {
	g := newGame(t, Config{Players: 2}, 1) // P1 holds 8 red, 8 blue, 12 blue; P2 2 green, 5 red, 5 green
	r1, r2 := Registration.Redactor(g, 0), Registration.Redactor(g, 1)
	mark := g.Mark()
	for _, label := range []string{"play 8 blue", "draw", "play 12 blue", "yes", "P2", "5 red"} {
		who := g.Decision().Player
		other := [2]engine.Redactor{r2, r1}[who]
		switch want := map[string]string{"play 8 blue": "play a card", "play 12 blue": "play a card", "5 red": "a card"}[label]; {
		case want != "" && other.Label(label) != want:
			t.Errorf("%q offered to %s shows as %q to the other seat, want %q", label, engine.SeatName(who), other.Label(label), want)
		case want == "" && other.Label(label) != label:
			t.Errorf("%q shows as %q", label, other.Label(label))
		}
		if err := g.ChooseLabel(label); err != nil {
			t.Fatal(err)
		}
	}
	var seen1, seen2 []string
	for _, e := range g.EventsSince(mark) {
		seen1, seen2 = append(seen1, r1.Event(e)), append(seen2, r2.Event(e))
	}
	all1, all2 := strings.Join(seen1, "\n"), strings.Join(seen2, "\n")
	for _, want := range []string{"P2 draws a card", "P1 plays 8 blue (row 8)", "P2 discards 5 red"} {
		if !strings.Contains(all1, want) {
			t.Errorf("P1 does not see %q in\n%s", want, all1)
		}
	}
	if !strings.Contains(all2, "P2 draws 6 green") || !strings.Contains(all2, "P1 plays 12 blue") {
		t.Errorf("P2 does not see its draw or P1's play in\n%s", all2)
	}
	r1.Observe(g)
	if got := r1.Label("5 green"); got != "a card" {
		t.Errorf("P2's hidden card shows to P1 as %q", got)
	}
}
