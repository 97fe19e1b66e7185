package view_test

import (
	"regexp"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/engine/innovation/view"
)

// The position below, with its visible icons worked out by hand from
// cards.tsv and ICON-1:
//
//	P1 red right: Oars (top: castle crown hex castle), then Archery and
//	Metalworking covered, showing their top-left and bottom-left slots:
//	castle lightbulb, castle castle: castle 5, crown 1, lightbulb 1.
//	P1 blue: Writing (hex lightbulb lightbulb crown): crown 1, lightbulb 2.
//	P1 green left: Sailing (crown crown hex leaf), Clothing covered showing
//	its bottom-right slot, leaf: crown 2, leaf 2.
//	P1 in all: castle 5, crown 4, leaf 2, lightbulb 3.
//	P2 purple up: Mysticism (hex castle castle castle), then City States
//	and Code of Laws showing bottom-left, bottom-middle, bottom-right:
//	crown crown castle, crown crown leaf: castle 4, crown 4, leaf 1.
const testPosition = `
P1 red right: Oars, Archery, Metalworking
P1 blue: Writing
P1 green left: Sailing, Clothing
P1 hand: Pottery, Tools
P1 score: Agriculture, Masonry
P2 purple up: Mysticism, City States, Code of Laws
P2 hand: The Wheel
P2 achievements: 1
`

func testGame(t *testing.T) *inn.Game {
	t.Helper()
	g, err := inn.ParsePosition(inn.Config{Players: 2, Ages: 3}, cards.Base(), testPosition)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func icons(castle, crown, leaf, lightbulb int) map[string]int {
	return map[string]int{"castle": castle, "crown": crown, "leaf": leaf, "lightbulb": lightbulb, "factory": 0, "clock": 0}
}

func equalIcons(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// TestViewBoards checks piles, splays and icon counts (ICON-1, KEY-SPLAY).
func TestViewBoards(t *testing.T) {
	v := view.NewView(testGame(t), 1)
	p1, p2 := v.Players[0], v.Players[1]
	if !equalIcons(p1.Icons, icons(5, 4, 2, 3)) {
		t.Errorf("P1 icons = %v, want castle 5 crown 4 leaf 2 lightbulb 3", p1.Icons)
	}
	if !equalIcons(p2.Icons, icons(4, 4, 1, 0)) {
		t.Errorf("P2 icons = %v, want castle 4 crown 4 leaf 1", p2.Icons)
	}
	red := p1.Piles[inn.Red]
	if red.Color != "red" || red.Splay != "right" || red.Size != 3 || red.Top.Name != "Oars" || !equalIcons(red.Icons, icons(5, 1, 0, 1)) {
		t.Errorf("P1 red pile = %+v, want right, 3 cards, Oars on top, castle 5 crown 1 lightbulb 1", red)
	}
	green := p1.Piles[inn.Green]
	if green.Splay != "left" || green.Size != 2 || !equalIcons(green.Icons, icons(0, 2, 2, 0)) {
		t.Errorf("P1 green pile = %+v, want left, 2 cards, crown 2 leaf 2", green)
	}
	if y := p1.Piles[inn.Yellow]; y.Size != 0 || y.Top != nil {
		t.Errorf("P1 yellow pile = %+v, want empty", y)
	}
	purple := p2.Piles[inn.Purple]
	if purple.Splay != "up" || purple.Size != 3 || purple.Top.Name != "Mysticism" {
		t.Errorf("P2 purple pile = %+v, want up, 3 cards, Mysticism on top", purple)
	}
	if p1.Score != 2 {
		t.Errorf("P1 score = %d, want 2 (Agriculture 1 + Masonry 1)", p1.Score)
	}
}

// TestViewInformation checks what a seat may see (INFO-1, INFO-2).
func TestViewInformation(t *testing.T) {
	g := testGame(t)
	v := view.NewView(g, 1) // P2's view
	p1, p2 := v.Players[0], v.Players[1]
	for _, c := range append(append([]view.CardView{}, p1.Hand...), p1.ScorePile...) {
		if c.Name != "" || c.Age != 1 {
			t.Errorf("P2 sees %+v of P1's hand or score pile, want only age 1", c)
		}
	}
	if len(p1.Piles[inn.Red].Covered) != 0 {
		t.Errorf("P2 sees P1's covered cards %v", p1.Piles[inn.Red].Covered)
	}
	if got := p2.Piles[inn.Purple].Covered; len(got) != 2 || got[0].Name != "City States" || got[1].Name != "Code of Laws" {
		t.Errorf("P2's own covered purple cards = %v, want City States, Code of Laws", got)
	}
	if len(p2.Hand) != 1 || p2.Hand[0].Name != "The Wheel" {
		t.Errorf("P2's own hand = %v, want The Wheel", p2.Hand)
	}
	if len(p2.Achievements) != 1 || p2.Achievements[0] != "1" {
		t.Errorf("P2 achievements = %v, want an unnamed 1 (INFO-1)", p2.Achievements)
	}
	if v.Supply[0].Cards != nil {
		t.Errorf("a seat sees the supply order %v", v.Supply[0].Cards)
	}
	all := view.NewView(g, view.All)
	if all.Players[0].Hand[0].Name != "Pottery" || len(all.Players[0].Piles[inn.Red].Covered) != 2 {
		t.Errorf("the All view hides cards: %+v", all.Players[0])
	}
	if len(all.Supply[0].Cards) != all.Supply[0].Size {
		t.Errorf("the All view lists %d supply cards of %d", len(all.Supply[0].Cards), all.Supply[0].Size)
	}
}

var spaces = regexp.MustCompile(` +`)

// TestText checks the plain and colored renderings of a pile line.
func TestText(t *testing.T) {
	v := view.NewView(testGame(t), 0)
	var plain strings.Builder
	if err := v.Text(&plain, false); err != nil {
		t.Fatal(err)
	}
	text := spaces.ReplaceAllString(plain.String(), " ")
	for _, want := range []string{
		"\n red right Oars (1) 3 cards castle 5 crown 1 lightbulb 1 under: Archery (1), Metalworking (1)\n",
		"\n green left Sailing (1) 2 cards crown 2 leaf 2 under: Clothing (1)\n",
		"\n yellow -\n",
		"\nP1 score 2 · achievements 0 · icons castle 5 crown 4 leaf 2 lightbulb 3 factory 0 clock 0\n",
		"\n purple up Mysticism (1) 3 cards castle 4 crown 4 leaf 1\n",
		"\n hand 1 card: (1)\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("plain text lacks %q:\n%s", want, plain.String())
		}
	}
	if strings.Contains(plain.String(), "\x1b[") {
		t.Errorf("plain text has escape sequences")
	}
	var color strings.Builder
	if err := v.Text(&color, true); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(color.String(), "\x1b[31mred    \x1b[0m") {
		t.Errorf("colored text does not draw the red pile in red:\n%q", color.String())
	}
}
