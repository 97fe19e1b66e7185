package innovation_test

import (
	"errors"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// strictPosition gives P1 Pottery to activate, Sailing in hand and Oars in
// the score pile.
const strictPosition = `
game: players=2 ages=10
turn: P1 actions=2 number=5 first=P1
P1 blue: Pottery
P1 hand: Sailing
P1 score: Oars
P2 red: Archery
`

// An effect that moves a card from a place where it is not, or onto the
// place where it already is, stops the game with a MoveError naming the
// effect, the verb and the card; the same moves from the right place work.
func TestStrictMoves(t *testing.T) {
	cases := []struct {
		name string
		run  func(x *inn.Exec)
		want string // "" for no error
	}{
		{"meld from hand", func(x *inn.Exec) { x.Meld(x.Player, cards.Sailing) }, ""},
		{"meld twice", func(x *inn.Exec) {
			x.Meld(x.Player, cards.Sailing)
			x.Meld(x.Player, cards.Sailing)
		}, "meld Sailing from P1 hand, but it is in P1 green"},
		{"meld from score pile without saying so", func(x *inn.Exec) { x.Meld(x.Player, cards.Oars) }, "meld Oars from P1 hand, but it is in P1 score"},
		{"meld from score pile", func(x *inn.Exec) { x.MeldFrom(x.Player, cards.Oars, inn.ScorePlace(x.Player)) }, ""},
		{"score twice", func(x *inn.Exec) {
			x.Score(x.Player, cards.Sailing)
			x.ScoreFrom(x.Player, cards.Sailing, inn.ScorePlace(x.Player))
		}, "score Sailing from elsewhere, but it is in P1 score"},
		{"transfer of another's card", func(x *inn.Exec) { x.Transfer(x.Player, cards.Archery, inn.HandPlace(x.Player)) }, "transfer Archery from P1 hand or P1 score or P1 board, but it is in P2 red"},
		{"transfer from a named board", func(x *inn.Exec) {
			x.TransferFrom(x.Player, cards.Archery, inn.HandPlace(x.Player), inn.WholeBoard(1))
		}, ""},
		{"return twice", func(x *inn.Exec) {
			x.Return(x.Player, cards.Sailing)
			x.Return(x.Player, cards.Sailing)
		}, "return Sailing from P1 hand, but it is in supply 1"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := inn.NewDeck(cards.Base().Facts)
			for _, ed := range []inn.Edition{inn.First, inn.Third} {
				d.SetEffects(cards.Pottery, ed, inn.Effect{Solo: true, Run: tc.run})
			}
			g := parse(t, d, strictPosition)
			err := g.ChooseLabel("dogma Pottery")
			var me *inn.MoveError
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("error %v, want none", err)
			case tc.want == "":
			case !errors.As(err, &me):
				t.Fatalf("error %v, want a MoveError", err)
			case me.Effect != "Pottery 1" || !strings.Contains(err.Error(), tc.want):
				t.Fatalf("error %q (effect %q), want it to say %q in Pottery 1", err, me.Effect, tc.want)
			}
		})
	}
}

// A repeating effect whose round changes nothing stops with a LoopError;
// one that changes the game each round runs until it says stop.
func TestRepeatNeedsProgress(t *testing.T) {
	for _, tc := range []struct {
		name  string
		round func(x *inn.Exec, n *int) bool
		loop  bool
	}{
		{"draws each round", func(x *inn.Exec, n *int) bool { x.Draw(x.Player, 1); *n++; return *n < 3 }, false},
		{"reveals only", func(x *inn.Exec, n *int) bool { x.RevealHand(x.Player); *n++; return *n < 3 }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := inn.NewDeck(cards.Base().Facts)
			rounds := 0
			run := func(x *inn.Exec) { x.Repeat(func() bool { return tc.round(x, &rounds) }) }
			for _, ed := range []inn.Edition{inn.First, inn.Third} {
				d.SetEffects(cards.Pottery, ed, inn.Effect{Solo: true, Run: run})
			}
			g := parse(t, d, strictPosition)
			err := g.ChooseLabel("dogma Pottery")
			var le *inn.LoopError
			if tc.loop != errors.As(err, &le) {
				t.Fatalf("error %v, want a LoopError: %v", err, tc.loop)
			}
			if tc.loop && (le.Effect != "Pottery 1" || le.Round != 1) {
				t.Fatalf("LoopError %+v, want Pottery 1 at its first repetition", le)
			}
			if !tc.loop && rounds != 3 {
				t.Fatalf("%d rounds, want 3", rounds)
			}
		})
	}
}

// A repeating effect that comes back to a state it was in before, here by
// splaying a pile left and right in turn, stops with a LoopError naming
// the repetition it returned to.
func TestRepeatCycles(t *testing.T) {
	d := inn.NewDeck(cards.Base().Facts)
	round := 0
	run := func(x *inn.Exec) {
		round = 0
		x.Repeat(func() bool {
			round++
			dir := inn.Left
			if round%2 == 0 {
				dir = inn.Right
			}
			x.Splay(x.Player, inn.Blue, dir)
			return true
		})
	}
	for _, ed := range []inn.Edition{inn.First, inn.Third} {
		d.SetEffects(cards.Pottery, ed, inn.Effect{Solo: true, Run: run})
	}
	g := parse(t, d, `
game: players=2 ages=10
turn: P1 actions=2 number=5 first=P1
P1 blue: Pottery, Tools
P2 red: Archery
`)
	err := g.ChooseLabel("dogma Pottery")
	var le *inn.LoopError
	if !errors.As(err, &le) || le.Round != 3 || le.Again != 2 {
		t.Fatalf("error %v (%+v), want a LoopError: repetition 3 back to the state before repetition 2", err, le)
	}
}

// ReplayStepSwapped moves hidden cards between zones and within a pile,
// keeps the state's bookkeeping whole (every card where it is recorded,
// the incremental hash equal to a full one), and asks the same first
// decision of the step.
func TestReplayStepSwapped(t *testing.T) {
	d := cards.Base()
	g := parse(t, d, `
game: players=3 ages=6
turn: P1 actions=2 number=5 first=P1
P1 blue: Pottery
P1 hand: Oars
P2 red: Archery
P2 hand: Currency
P3 green: Sailing
supply 2 exact: Calendar, Mathematics, Construction
`)
	s := g.State()
	supply := s.Supply(2)
	pairs := [][2]inn.Card{{supply[0], supply[1]}, {cards.Currency, supply[2]}}
	c := g.CloneGame()
	n, _, err := c.ReplayStepSwapped(pairs)
	if err != nil || n != len(pairs) {
		t.Fatalf("swapped %d of %d: %v", n, len(pairs), err)
	}
	cs := c.State()
	if cs.Hash() != cs.HashFull() {
		t.Fatal("the incremental hash differs from a full one after the swap")
	}
	if got := cs.Supply(2); got[0] != supply[1] || got[1] != supply[0] || got[2] != cards.Currency {
		t.Fatalf("supply 2 is %v, want its first two cards exchanged and Currency last", got)
	}
	if cs.Where(supply[2]) != inn.HandPlace(1) || !cs.Players[1].Hand.Has(supply[2]) || cs.Players[1].Hand.Has(cards.Currency) {
		t.Fatal("the hand card and the supply card did not change places")
	}
	if g.Decision().String() != c.Decision().String() {
		t.Fatalf("the step asks %q, want %q", c.Decision(), g.Decision())
	}
	// A card cannot go to a pile of another color: the pair is skipped.
	if n, _, _ := g.CloneGame().ReplayStepSwapped([][2]inn.Card{{cards.Archery, cards.Oars}}); n != 1 {
		t.Fatalf("Archery and Oars (both red) swapped %d times, want 1", n)
	}
	if n, _, _ := g.CloneGame().ReplayStepSwapped([][2]inn.Card{{cards.Archery, cards.Currency}}); n != 0 {
		t.Fatalf("Archery (red) and Currency (green) swapped %d times, want 0", n)
	}
}

// ExecuteEffects runs another card's non-demand effects for the performer
// alone (DOGMA-9): Writing draws a 2 for P1; Archery, a demand only, does
// nothing; the events cite DOGMA-9 and name the executed card's effect.
func TestExecuteEffects(t *testing.T) {
	d := inn.NewDeck(cards.Base().Facts)
	run := func(x *inn.Exec) {
		x.ExecuteEffects(cards.Writing)
		x.ExecuteEffects(cards.Archery)
	}
	base := cards.Base()
	for _, ed := range []inn.Edition{inn.First, inn.Third} {
		d.SetEffects(cards.Pottery, ed, inn.Effect{Run: run})
		d.SetEffects(cards.Writing, ed, base.Effects(cards.Writing, ed)...)
		d.SetEffects(cards.Archery, ed, base.Effects(cards.Archery, ed)...)
	}
	g := parse(t, d, `
game: players=2 ages=10
turn: P1 actions=2 number=5 first=P1
P1 blue: Pottery
P1 red: Archery
P2 hand: Sailing
supply 2: Calendar
`)
	playAndExpect(t, g, "dogma Pottery",
		"P1 dogma Pottery (sharing: none) [DOGMA-1]",
		"P1 performs Pottery 1 [DOGMA-4]",
		"P1 performs Writing 1 [DOGMA-9]",
		"P1 draws Calendar (asked 2) [DOGMA-4] (Writing 1)",
	)
}

// playAndExpect answers the pending decision with label and requires the
// events it logs, as FormatEvent writes them.
func playAndExpect(t *testing.T, g *inn.Game, label string, want ...string) {
	t.Helper()
	mark := g.Mark()
	if err := g.ChooseLabel(label); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range g.EventsSince(mark) {
		got = append(got, g.FormatEvent(e))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("events:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// EndDogmaAction stops the Dogma action at once: the next performer and
// the next effect do not run, and no share bonus is drawn even though a
// sharer changed the game. Remove puts a card out of the game.
func TestEndDogmaAction(t *testing.T) {
	d := inn.NewDeck(cards.Base().Facts)
	first := func(x *inn.Exec) {
		x.Remove(x.Player, x.Hand(x.Player).First(), inn.HandPlace(x.Player))
		if x.Player == x.Activator {
			x.EndDogmaAction()
		}
	}
	second := func(x *inn.Exec) { x.Draw(x.Player, 1) }
	for _, ed := range []inn.Edition{inn.First, inn.Third} {
		d.SetEffects(cards.Writing, ed, inn.Effect{Run: first}, inn.Effect{Run: second})
	}
	g := parse(t, d, `
game: players=2 ages=10
turn: P1 actions=2 number=5 first=P1
P1 blue: Writing
P1 hand: Oars
P2 purple: Education
P2 hand: Sailing
`)
	playAndExpect(t, g, "dogma Writing",
		"P1 dogma Writing (sharing: P2) [DOGMA-1]",
		"P2 performs Writing 1 [DOGMA-4]",
		"P2 removes Sailing from P2 hand [KEY-REMOVE] (Writing 1)",
		"P1 performs Writing 1 [DOGMA-4]",
		"P1 removes Oars from P1 hand [KEY-REMOVE] (Writing 1)",
		"P1 ends the Dogma action [DOGMA-7] (Writing 1)",
	)
	if s := g.State(); !s.Removed.Has(cards.Oars) || !s.Removed.Has(cards.Sailing) || g.Decision() == nil || g.Decision().Player != 0 {
		t.Fatal("the removed cards are not out of the game, or P1 is not asked its second action")
	}
}
