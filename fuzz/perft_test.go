package fuzz

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// Golden perft counts, worked out by hand from RULES.md and EFFECTS.md.
// Only cards whose effects are written are on the boards (Writing,
// Archery), so the counts change only if a rule or one of these cards
// changes.
var perftGolden = []struct {
	name     string
	position string
	leaves   []int64 // by depth, from 1
	first    map[string]int64
}{
	{
		// P1 (blue Writing: 2 lightbulbs) acts; P2 (red Archery: 1
		// lightbulb) does not share Writing (DOGMA-2).
		// Depth 1: draw | dogma Writing.
		// Depth 2: after either P1 holds one card and has one action
		// left: draw | meld it | dogma Writing = 3 each (Writing's draw
		// of a 2 asks nothing).
		// Depth 3: every second action ends P1's turn (TURN-1); P2, with
		// an empty hand, has draw | dogma Archery = 2 each: 6 × 2.
		name: "writing",
		position: `
P1 blue: Writing
P2 red: Archery
supply 1: Oars, Clothing
supply 2: Calendar
`,
		leaves: []int64{2, 6, 12},
		first:  map[string]int64{"draw": 6, "dogma Writing": 6},
	},
	{
		// P1 (red Archery: 2 castles) demands of P2 (no castle, DOGMA-5).
		// Depth 1: draw | dogma Archery.
		// Depth 2: draw gives P1 Oars: draw | meld Oars | dogma Archery;
		// Archery makes P2 draw Oars, and P2 chooses among three 1s
		// (Writing, Sailing, Oars) the one to transfer: 3 + 3.
		// Depth 3: after draw, each second action ends the turn and P2
		// has draw | meld Writing | meld Sailing = 3 (for meld Oars and
		// draw), and after dogma Archery P2 draws Pottery and again
		// chooses among three 1s: 3 × 3. After the transfer P1 holds one
		// card and one action: draw | meld it | dogma Archery: 3 × 3.
		name: "archery",
		position: `
P1 red: Archery
P2 hand: Writing, Sailing
supply 1: Oars
`,
		leaves: []int64{2, 6, 18},
		first:  map[string]int64{"draw": 9, "dogma Archery": 9},
	},
}

func TestPerftGolden(t *testing.T) {
	for _, tc := range perftGolden {
		t.Run(tc.name, func(t *testing.T) {
			g, err := inn.ParsePosition(inn.Config{Players: 2, Ages: 3}, cards.Base(), tc.position)
			if err != nil {
				t.Fatal(err)
			}
			before := g.Position()
			for i, want := range tc.leaves {
				res, err := Perft(g, i+1)
				if err != nil {
					t.Fatal(err)
				}
				if res.Leaves != want || res.Errors != 0 {
					t.Errorf("depth %d: %d leaves (%d errors), want %d", i+1, res.Leaves, res.Errors, want)
				}
				if i+1 == len(tc.leaves) {
					for _, b := range res.Branches {
						if b.Leaves != tc.first[b.Label] {
							t.Errorf("depth %d after %q: %d leaves, want %d", i+1, b.Label, b.Leaves, tc.first[b.Label])
						}
					}
					if len(res.Branches) != len(tc.first) {
						t.Errorf("%d first decisions, want %d", len(res.Branches), len(tc.first))
					}
				}
			}
			if g.Position() != before {
				t.Error("perft changed the game it counted")
			}
		})
	}
}

// TestPerftEnds checks that a line ending the game is a leaf and an end:
// with every supply pile empty, a draw ends the game (DRAW-3, END-2).
func TestPerftEnds(t *testing.T) {
	g, err := inn.ParsePosition(inn.Config{Players: 2, Ages: 3}, cards.Base(), `
P1 blue: Writing
supply 1 exact:
supply 2 exact:
supply 3 exact:
`)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Perft(g, 2)
	if err != nil {
		t.Fatal(err)
	}
	// draw ends the game; dogma Writing draws a 2, none left: ends too.
	if res.Leaves != 2 || res.Ends != 2 {
		t.Fatalf("leaves %d ends %d, want 2 and 2", res.Leaves, res.Ends)
	}
}
