package toygame

import "testing"

// perft counts the lines of depth decisions below g, a line that ends the
// game early counting as one, the way chess engines pin move generation.
// Every option is tried on a clone (pull mode).
func perft(t *testing.T, g *Game, depth int) int {
	d := g.Decision()
	if depth == 0 || d == nil {
		return 1
	}
	n := 0
	for i := range d.Options {
		c := g.Clone().(*Game)
		if err := c.Choose(i); err != nil {
			t.Fatal(err)
		}
		n += perft(t, c, depth-1)
	}
	return n
}

// TestPerft pins the decision tree of a 2-player game of seed 1.
//
// By hand: P1 holds 3 cards, so P1 may draw or play one of them: 4 lines
// at depth 1. No row has two cards yet, so no play can match and every
// line passes to P2, who holds 3 cards: 4 × 4 = 16 lines at depth 2. At
// depth 3 it is P1's turn again: after P1 drew (1 line of the 4) P1 holds
// 4 cards and has 5 options; after P1 played (3 lines) it holds 2 and has
// 3: 1×4×5 + 3×4×3 = 20 + 36 = 56. Depth 4 depends on the deal: P1
// holds 8 red, 8 blue and 12 blue, P2 2 green, 5 red and 5 green, and the
// deck's top is 6 green. P2 has 1 + its hand options, except after P1's
// second play matched its first (the two blues), when P1 has the two
// options yes and no. After P1 drew: 1×5×5 + 3×5×3 = 70. After P1 played
// 8 red: P2 drew 5+5+5, or played (×3) 3+3+3; after 8 blue or 12 blue:
// 5+5+2 or (×3) 3+3+2. So 70 + (15+27) + 2×(12+24) = 184.
func TestPerft(t *testing.T) {
	g := newGame(t, Config{Players: 2}, 1)
	for depth, want := range []int{1, 4, 16, 56, 184} {
		if got := perft(t, g, depth); got != want {
			t.Errorf("perft(%d) = %d, want %d", depth, got, want)
		}
	}
}
