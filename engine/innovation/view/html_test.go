package view_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/engine/innovation/view"
)

func htmlOf(t *testing.T, viewer int) string {
	t.Helper()
	var b strings.Builder
	var v engine.View = view.NewView(testGame(t), viewer)
	hv, ok := v.(engine.HTMLView)
	if !ok {
		t.Fatal("*view.View is not an engine.HTMLView")
	}
	if err := hv.HTML(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// P1's cards that P2 may not see: its hand, its score pile and its
// covered cards (INFO-1, INFO-2).
var hiddenFromP2 = []string{"Pottery", "Tools", "Agriculture", "Masonry", "Archery", "Metalworking", "Clothing"}

func TestHTMLHidesWhatTheSeatMayNotSee(t *testing.T) {
	p1, p2, all := htmlOf(t, 0), htmlOf(t, 1), htmlOf(t, view.All)
	for _, name := range hiddenFromP2 {
		if strings.Contains(p2, name) {
			t.Errorf("P2's view names %s", name)
		}
		if !strings.Contains(p1, name) || !strings.Contains(all, name) {
			t.Errorf("P1's or the full view lacks %s", name)
		}
	}
	if strings.Contains(p1, "The Wheel") {
		t.Error("P1's view names P2's hand card The Wheel")
	}
	for _, top := range []string{"Oars", "Writing", "Sailing", "Mysticism"} {
		if !strings.Contains(p2, top) {
			t.Errorf("P2's view lacks the top card %s", top)
		}
	}
}

var pileTag = regexp.MustCompile(`<g class="inn-pile inn-\w+" data-k="(P\d)/(\w+)" data-splay="(\w+)" data-size="(\d+)"`)

func TestHTMLDrawsFivePilesPerSeat(t *testing.T) {
	h := htmlOf(t, 0)
	got := map[string]string{}
	for _, m := range pileTag.FindAllStringSubmatch(h, -1) {
		got[m[1]+"/"+m[2]] = m[3] + " " + m[4]
	}
	if len(got) != 10 {
		t.Fatalf("%d piles drawn, want 5 for each of 2 seats: %v", len(got), got)
	}
	for pile, want := range map[string]string{
		"P1/red": "right 3", "P1/blue": "none 1", "P1/green": "left 2", "P1/yellow": "none 0", "P2/purple": "up 3",
	} {
		if got[pile] != want {
			t.Errorf("pile %s: splay and size %q, want %q", pile, got[pile], want)
		}
	}
	if !strings.Contains(h, `data-icon="castle" x="26" y="58">castle 5</text>`) {
		t.Error("P1's red pile does not show its 5 visible castles")
	}
	if strings.Count(h, `<svg class="inn-board"`) != 2 || strings.Contains(h, "<script") {
		t.Error("want one SVG board per seat and no script")
	}
	for _, line := range strings.Split(h, "\n") {
		if strings.Count(line, `data-k="P1/`) > 1 {
			t.Errorf("a line holds more than one part of P1: %.80s", line)
		}
	}
}
