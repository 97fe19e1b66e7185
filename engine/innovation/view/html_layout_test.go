package view_test

import (
	"regexp"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/engine/innovation/view"
)

// The page of a team game names each seat's partner; the supply line
// separates its piles; an icon count long enough to reach the next column
// ("lightbulb 1") is squeezed into its own.
func TestHTMLTeamsSupplyAndIcons(t *testing.T) {
	cfg, err := inn.Config{Players: 4, Teams: true}.Normalize()
	if err != nil {
		t.Fatal(err)
	}
	g, err := inn.ParsePosition(cfg, cards.Base(), "P1 blue: Writing\nP2 red: Archery\n")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := view.NewView(g, 1).HTML(&b); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, want := range []string{">P1 · team with P3 ·", ">P2 · team with P4 ·", "1: "} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if !regexp.MustCompile(`supply 1: \d+ cards · 2: \d+ cards`).MatchString(page) {
		t.Errorf("the supply line has no separators: %s", regexp.MustCompile(`supply[^<]*`).FindString(page))
	}
	bulbs := regexp.MustCompile(`<text data-icon="lightbulb"[^>]*>`).FindAllString(page, -1)
	if len(bulbs) == 0 {
		t.Fatal("Writing's pile shows no lightbulb")
	}
	for _, m := range bulbs {
		if !strings.Contains(m, "textLength=") {
			t.Errorf("a lightbulb count may run over the next column: %s", m)
		}
	}
	var text strings.Builder
	if err := view.NewView(g, 1).Text(&text, false); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text.String(), "P2 · team with P4") {
		t.Errorf("the text view does not name the partner:\n%s", text.String())
	}
}
