package contract

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// table returns an empty two-player table of the base deck.
func table(t *testing.T) (*Table, func(string) inn.Card) {
	t.Helper()
	d := cards.Base()
	tb := &Table{N: 2, deck: d}
	return tb, func(name string) inn.Card {
		k, ok := d.Lookup(name)
		if !ok {
			t.Fatalf("no card %q", name)
		}
		return k
	}
}

func TestPileShowsCountsTheSlotsTheSplayUncovers(t *testing.T) {
	tb, k := table(t)
	// Red pile, bottom first: Coal (factory ×3), Industrialization (factory
	// ×2 and hex), Machine Tools on top.
	for _, name := range []string{"Coal", "Industrialization", "Machine Tools"} {
		tb.put(k(name), inn.BoardPlace(0, inn.Red), false)
	}
	count := func(name string, slots []int) int {
		n := 0
		for _, s := range slots {
			if tb.deck.Facts[k(name)].Icons[s] == inn.Factory {
				n++
			}
		}
		return n
	}
	for _, dir := range []inn.Splay{inn.Unsplayed, inn.Left, inn.Right, inn.Up} {
		tb.piles[0][inn.Red].splay = dir
		slots := map[inn.Splay][]int{inn.Left: leftSlots, inn.Right: rightSlots, inn.Up: upSlots}[dir]
		want := count("Machine Tools", allSlots) + count("Industrialization", slots) + count("Coal", slots)
		if got := tb.PileShows(0, inn.Red, inn.Factory); got != want {
			t.Errorf("splayed %s: PileShows = %d, want %d", dir, got, want)
		}
		if got, all := tb.PileShows(0, inn.Red, inn.Factory), tb.Shows(0, inn.Factory); got != all {
			t.Errorf("splayed %s: the only pile shows %d factories, the board %d", dir, got, all)
		}
	}
	if got := tb.PileShows(0, inn.Blue, inn.Factory); got != 0 {
		t.Errorf("an empty pile shows %d factories", got)
	}
}

func TestAreHighestAndLowest(t *testing.T) {
	tb, k := table(t)
	// Ages 8, 6, 6, 2.
	s := inn.SetOf(k("Flight"), k("Canning"), k("Vaccination"), k("Mapmaking"))
	cases := []struct {
		got             []string
		highest, lowest bool
	}{
		{[]string{"Flight", "Canning"}, true, false},
		{[]string{"Flight", "Vaccination", "Canning"}, true, false},
		{[]string{"Flight", "Mapmaking"}, false, false},
		{[]string{"Canning", "Vaccination"}, false, false},
		{[]string{"Mapmaking", "Vaccination"}, false, true},
		{[]string{"Flight", "Flight"}, false, false},
		{[]string{"Railroad"}, false, false},
		{nil, true, true},
	}
	for _, tc := range cases {
		var got []inn.Card
		for _, name := range tc.got {
			got = append(got, k(name))
		}
		if h := tb.AreHighest(got, s); h != tc.highest {
			t.Errorf("AreHighest(%v) = %v, want %v", tc.got, h, tc.highest)
		}
		if l := tb.AreLowest(got, s); l != tc.lowest {
			t.Errorf("AreLowest(%v) = %v, want %v", tc.got, l, tc.lowest)
		}
	}
}

func TestRevealsReadsTheRevealItNames(t *testing.T) {
	tb, k := table(t)
	card := k("Classification")
	tb.put(card, inn.HandPlace(0), false)
	reveal := engine.Event{Kind: inn.EvReveal, Player: 0, Card: int(card), From: int(inn.HandPlace(0)), To: int(inn.HandPlace(0)), Effect: "Classification 1"}
	p := &Performance{Effect: "Classification 1", Card: "Classification", Start: *tb, Decision: 0,
		Items: []Item{{Event: reveal, Decision: 1}}}
	var read inn.Card
	if err := Run(p, func(c *C) { read = c.Reveals(Hand(c.Me)).One() }); err != nil {
		t.Fatalf("a reveal the text asks for fails: %v", err)
	}
	if read != card {
		t.Fatalf("Reveals read %v, want %v", read, card)
	}
	p.Items = nil
	err := Run(p, func(c *C) { c.Reveals(Hand(c.Me)).One() })
	if err == nil || !strings.Contains(err.Error(), "reveal") {
		t.Fatalf("a missing reveal passes: %v", err)
	}
}
