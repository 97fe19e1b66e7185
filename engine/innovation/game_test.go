package innovation_test

import (
	"errors"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// randomChooser answers every decision with an option drawn from seed, and
// records its answers.
func randomChooser(seed uint64, answers *[]int) engine.Chooser {
	r := engine.NewRand(seed)
	return engine.ChooserFunc(func(d *engine.Decision) int {
		i := r.Intn(len(d.Options))
		*answers = append(*answers, i)
		return i
	})
}

// Play with no limit (limit <= 0) answers decisions until the game ends;
// the game's last event is its end, which no player performs and which
// moves no card (engine.Event: -1 for either).
func TestPlayWithoutLimitPlaysToTheEnd(t *testing.T) {
	for _, limit := range []int{0, -1} {
		g, err := cards.NewGame(inn.Config{Players: 2, Ages: 3}, 5)
		if err != nil {
			t.Fatal(err)
		}
		var answers []int
		made, err := g.Play(randomChooser(5, &answers), limit)
		if err != nil {
			t.Fatalf("limit %d: %v", limit, err)
		}
		if !g.Over() || g.Decision() != nil {
			t.Fatalf("limit %d: the game is not over after %d decisions", limit, made)
		}
		if made != len(answers) || made == 0 {
			t.Fatalf("limit %d: Play reports %d decisions, the chooser made %d", limit, made, len(answers))
		}
		ev := g.EventsSince(0)
		end := ev[len(ev)-1]
		if end.Kind != inn.EvEnd || end.Player != -1 || end.Card != -1 {
			t.Fatalf("limit %d: last event %+v, want an end with player -1 and card -1", limit, end)
		}
	}
}

// Play with a limit makes exactly that many decisions, and they have the
// same effect as the same answers given one by one with Choose; the next
// decision is left pending.
func TestPlayStopsAtItsLimit(t *testing.T) {
	const limit = 12
	g, err := cards.NewGame(inn.Config{Players: 3}, 9)
	if err != nil {
		t.Fatal(err)
	}
	var answers []int
	made, err := g.Play(randomChooser(9, &answers), limit)
	if err != nil {
		t.Fatal(err)
	}
	if made != limit || len(answers) != limit {
		t.Fatalf("Play made %d decisions (chooser asked %d times), want %d", made, len(answers), limit)
	}
	if g.Over() || g.Decision() == nil {
		t.Fatal("no decision is pending after Play stopped at its limit")
	}
	h, err := cards.NewGame(inn.Config{Players: 3}, 9)
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range answers {
		if err := h.Choose(a); err != nil {
			t.Fatalf("answer %d: %v", i, err)
		}
	}
	if h.State().HashFull() != g.State().HashFull() || h.Mark() != g.Mark() {
		t.Fatal("Play and Choose with the same answers reach different games")
	}
	// A second Play goes on from the decision left pending, here one in
	// the middle of a step, after the step has changed the game.
	r := engine.NewRand(11)
	for len(g.Choices()) == 0 {
		a := r.Intn(len(g.Decision().Options))
		if err := g.Choose(a); err != nil {
			t.Fatal(err)
		}
		answers = append(answers, a)
	}
	more, err := g.Play(randomChooser(10, &answers), 3)
	if err != nil || more != 3 {
		t.Fatalf("second Play: %d decisions, %v", more, err)
	}
	for _, a := range answers[limit:] {
		if err := h.Choose(a); err != nil {
			t.Fatal(err)
		}
	}
	if h.State().HashFull() != g.State().HashFull() {
		t.Fatal("a second Play and Choose with the same answers reach different games")
	}
}

// A chooser that answers an option the decision does not have stops the
// game with an engine.ErrIllegal error.
func TestPlayRefusesAnOptionPastTheLast(t *testing.T) {
	g, err := cards.NewGame(inn.Config{Players: 2}, 3)
	if err != nil {
		t.Fatal(err)
	}
	_, err = g.Play(engine.ChooserFunc(func(d *engine.Decision) int { return len(d.Options) }), 0)
	if !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("Play with an answer past the last option: %v, want ErrIllegal", err)
	}
}

// CopyTo makes an Innovation game given as dst a copy of the original and
// returns dst itself; given the original or no Innovation game, it
// returns a new copy.
func TestCopyToReusesItsDestination(t *testing.T) {
	g, err := cards.NewGame(inn.Config{Players: 2}, 4)
	if err != nil {
		t.Fatal(err)
	}
	dst, err := cards.NewGame(inn.Config{Players: 2}, 8)
	if err != nil {
		t.Fatal(err)
	}
	if got := g.CopyTo(dst); got != engine.Game(dst) {
		t.Fatal("CopyTo did not copy into the game it was given")
	}
	if dst.Hash() != g.Hash() {
		t.Fatal("the game given to CopyTo is not a copy of the original")
	}
	for _, other := range []engine.Game{g, nil, (*inn.Game)(nil)} {
		got := g.CopyTo(other)
		if got == nil || got == engine.Game(g) || got.(*inn.Game).Hash() != g.Hash() {
			t.Fatalf("CopyTo(%T) did not return a new copy", other)
		}
	}
}

// EventsSince, on a clone, returns the events logged after a mark the
// clone gave: the clone's marks go on from the original's.
func TestEventsSinceMarkOfAClone(t *testing.T) {
	g, err := cards.NewGame(inn.Config{Players: 2}, 6)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 6; i++ {
		if err := g.Choose(0); err != nil {
			t.Fatal(err)
		}
	}
	c := g.CloneGame()
	if c.Mark() != g.Mark() || c.Mark() == 0 {
		t.Fatalf("the clone's mark is %d, the original's %d", c.Mark(), g.Mark())
	}
	mark := c.Mark()
	if err := c.Choose(0); err != nil {
		t.Fatal(err)
	}
	if err := g.Choose(0); err != nil {
		t.Fatal(err)
	}
	got, want := c.EventsSince(mark), g.EventsSince(mark)
	if len(want) == 0 || len(got) != len(want) {
		t.Fatalf("the clone has %d events since its mark, the original %d", len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("event %d: the clone has %+v, the original %+v", i, got[i], want[i])
		}
	}
}

// With the planted legality bug an option one past the last is accepted,
// and replaying the step then finds the answer out of range: the game
// fails with an error instead of crashing.
func TestReplayedChoiceOutOfRangeFailsTheGame(t *testing.T) {
	g, err := cards.NewGame(inn.Config{Players: 2, Bugs: inn.BugSet(0).With(inn.BugLegality)}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Choose(len(g.Decision().Options)); err == nil || g.Err() == nil {
		t.Fatal("an answer one past the last option was replayed without error")
	}
}
