package toygame

import (
	"errors"
	"slices"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// TestHiddenCards replays every turn with the cards its decider may not
// see shuffled (TALLY-INFO-1) and checks that the decision comes out the
// same whenever the replay did the same things in public.
func TestHiddenCards(t *testing.T) {
	compared := 0
	for seed := uint64(0); seed < 100; seed++ {
		g := newGame(t, setupOf(seed), seed)
		eachDecision(t, g, random(seed), func(g *Game) {
			d := g.Decision()
			if d == nil {
				return
			}
			stepEvents := g.EventsSince(g.StepMark())
			keep := func(c int) bool {
				for _, e := range stepEvents {
					if e.Card == c {
						return true
					}
				}
				return false
			}
			c := g.Clone().(*Game)
			swapped, mark, err := c.ReplayStepHidden(d.Player, uint64(len(g.StepChoices())+1), 40, keep)
			if err != nil || swapped == 0 {
				return
			}
			if !slices.Equal(c.EventsSince(mark), stepEvents) || !slices.Equal(c.StepChoices(), g.StepChoices()) {
				return
			}
			compared++
			if !sameDecision(c.Decision(), d) {
				t.Fatalf("seed %d: %s is asked %q, with hidden cards shuffled %q", seed, engine.SeatName(d.Player), d, c.Decision())
			}
		})
	}
	if compared < 1000 {
		t.Fatalf("only %d decisions compared", compared)
	}
}

func TestReplayWentAnotherWay(t *testing.T) {
	// P1 played 9 red after 4 red and is asked whether P2 discards; with
	// the deck and P2's hand shuffled the turn replays the same way.
	text := "turn: P1 match\nP1 row: 4 red, 9 red\nP2 hand: 5 blue\ndeck: 1 red, 2 red, 3 red\n"
	g, err := ParsePosition(Config{}, text, 1)
	if err != nil {
		t.Fatal(err)
	}
	c := g.Clone().(*Game)
	if swapped, _, err := c.ReplayStepHidden(0, 1, 10, func(int) bool { return false }); swapped == 0 || err != nil {
		t.Fatalf("%d exchanges, %v", swapped, err)
	}
	if !sameDecision(c.Decision(), g.Decision()) {
		t.Fatalf("replayed: %s", c.Decision())
	}
	// A turn whose recorded choice is no longer offered fails the replay.
	if err := g.replay(g.start, append(g.StepChoices(), 5)); !errors.Is(err, ErrReplay) || !errors.Is(g.Err(), ErrReplay) {
		t.Fatalf("replay of a choice out of range: %v", err)
	}
}
