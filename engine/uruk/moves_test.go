package uruk

import (
	"errors"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// A move the state cannot make stops the game with an engine.MoveError
// that says what moved and where, never with a panic of the Go runtime.
func TestBadMovesAreMoveErrors(t *testing.T) {
	g, err := New(Config{Players: 2}, 1)
	if err != nil {
		t.Fatal(err)
	}
	c := g.s.Players[0].Hand.Cards()[0]
	cases := []struct {
		name string
		move func(g *Game)
		want string
	}{
		{"card to a place of cubes", func(g *Game) { g.moveCard(EvTake, 0, c, HandPlace(0), ReservePlace, "URUK-DRAW-1") },
			"take " + c.String() + " to " + ReservePlace.String() + ", which takes none"},
		{"card from the wrong place", func(g *Game) { g.moveCard(EvDiscard, 0, c, DiscardPlace, PilePlace, "URUK-DRAW-1") },
			"discard " + c.String() + " from " + DiscardPlace.String() + ", but it is in " + HandPlace(0).String()},
		{"cube from a place of cards", func(g *Game) { g.moveCube(0, Red, PilePlace, StockPlace(0), "URUK-TRADE-1") },
			"cube red cube from " + PilePlace.String() + ", but there is none"},
		{"disc to a place of cubes", func(g *Game) { g.moveDisc(0, EpochPlace(0), ReservePlace, "URUK-COLONY-1") },
			"disc disc to " + ReservePlace.String() + ", which takes none"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h := g.Clone().(*Game)
			err := engine.Catch(func() { tc.move(h) })
			var me *engine.MoveError
			if !errors.As(err, &me) || me.Game != "uruk" || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want a MoveError saying %q", err, tc.want)
			}
		})
	}
}
