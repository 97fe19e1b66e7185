package innovation_test

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// hiddenPosition hides from P1 P2's hand (Currency), the supply piles and
// the age achievements: plenty of cards of each age to exchange.
const hiddenPosition = `
game: players=3 ages=6
turn: P1 actions=2 number=5 first=P1
P1 blue: Pottery
P1 hand: Oars
P2 red: Archery
P2 hand: Currency
P3 green: Sailing
`

// keepNone is a keep function that lets every hidden card move.
func keepNone(int) bool { return false }

// After ReplayStepSwapped exchanges a top card with a card of another
// zone, every player's visible icons are those of the piles as they now
// are (ICON-1): Oars, from P1's hand, becomes P2's red top card in place
// of Archery.
func TestReplayStepSwappedCountsIconsAnew(t *testing.T) {
	d := cards.Base()
	g := parse(t, d, hiddenPosition)
	c := g.CloneGame()
	if n, _, err := c.ReplayStepSwapped([][2]inn.Card{{cards.Archery, cards.Oars}}); n != 1 || err != nil {
		t.Fatalf("swapped %d, want 1: %v", n, err)
	}
	s := c.State()
	if s.Players[1].Top(inn.Red) != cards.Oars {
		t.Fatalf("P2's red top card is %s, want Oars", d.Name(s.Players[1].Top(inn.Red)))
	}
	for p := 0; p < s.N; p++ {
		var want [inn.NumIcons]int
		for col := inn.Color(0); col < inn.NumColors; col++ {
			for i, n := range inn.PileIcons(d, &s.Players[p].Piles[col]) {
				want[i] += int(n)
			}
		}
		for i := inn.Icon(1); i < inn.NumIcons; i++ {
			if got := s.Players[p].Icons(i); got != want[i] {
				t.Errorf("P%d has %d %s icons, want %d", p+1, got, i, want[i])
			}
		}
	}
}

// The mark ReplayStepSwapped returns is that of the step's first event,
// also in a clone that has played steps of its own since it was made.
func TestReplayStepSwappedMarksTheStepStart(t *testing.T) {
	d := cards.Base()
	c := parse(t, d, hiddenPosition).CloneGame()
	if err := c.ChooseLabel(inn.LabelDraw); err != nil {
		t.Fatal(err)
	}
	if err := c.ChooseLabel(inn.LabelDraw); err != nil {
		t.Fatal(err)
	}
	// A fresh clone keeps only the events of the current step.
	fresh := c.CloneGame()
	stepStart := fresh.Mark() - len(fresh.EventsSince(0))
	supply := c.State().Supply(3)
	n, mark, err := c.ReplayStepSwapped([][2]inn.Card{{supply[0], supply[1]}})
	if n != 1 || err != nil {
		t.Fatalf("swapped %d, want 1: %v", n, err)
	}
	if mark != stepStart {
		t.Fatalf("mark %d, want %d (the step began there)", mark, stepStart)
	}
}

// ReplayStepHidden exchanges cards hidden from the player (INFO-1,
// INFO-2) when there are some: every card it moved was hidden from P1,
// and no card P1 may see moved.
func TestReplayStepHiddenExchangesHiddenCards(t *testing.T) {
	d := cards.Base()
	g := parse(t, d, hiddenPosition)
	before := g.State()
	c := g.CloneGame()
	n, _, err := c.ReplayStepHidden(0, 1, 50, keepNone)
	if err != nil || n == 0 {
		t.Fatalf("swapped %d cards of the many hidden from P1: %v", n, err)
	}
	after := c.State()
	moved := 0
	for card := inn.Card(0); card < inn.NumAgeCards; card++ {
		if before.Where(card) == after.Where(card) && sameSlot(before, after, card) {
			continue
		}
		moved++
		if !inn.HiddenFrom(before, 0, card) {
			t.Errorf("%s moved, but P1 sees it", d.Name(card))
		}
	}
	if moved == 0 {
		t.Fatal("no card moved")
	}
}

// sameSlot reports whether card c is at the same depth of its supply pile
// in both states (true for a card not in a supply pile).
func sameSlot(a, b *inn.State, c inn.Card) bool {
	for age := 1; age <= inn.MaxAge; age++ {
		pa, pb := a.Supply(age), b.Supply(age)
		for i := range pa {
			if pa[i] == c {
				return i < len(pb) && pb[i] == c
			}
		}
	}
	return true
}

// ReplayStepHidden makes at most shuffles exchanges: none for 0, one at
// most for 1, whatever the salt.
func TestReplayStepHiddenAtMostShuffles(t *testing.T) {
	g := parse(t, cards.Base(), hiddenPosition)
	for salt := uint64(0); salt < 40; salt++ {
		if n, _, _ := g.CloneGame().ReplayStepHidden(0, salt, 0, keepNone); n != 0 {
			t.Fatalf("salt %d: %d exchanges for 0 shuffles", salt, n)
		}
		if n, _, _ := g.CloneGame().ReplayStepHidden(0, salt, 1, keepNone); n > 1 {
			t.Fatalf("salt %d: %d exchanges for 1 shuffle", salt, n)
		}
	}
}

// The exchanges ReplayStepHidden draws depend on the salt, not only on
// the step's start: different salts lead to different states.
func TestReplayStepHiddenDependsOnSalt(t *testing.T) {
	g := parse(t, cards.Base(), hiddenPosition)
	seen := map[uint64]bool{}
	for salt := uint64(1); salt <= 8; salt++ {
		c := g.CloneGame()
		if _, _, err := c.ReplayStepHidden(0, salt, 3, keepNone); err != nil {
			t.Fatal(err)
		}
		seen[c.State().Hash()] = true
	}
	if len(seen) < 2 {
		t.Fatal("eight salts gave the same exchanges")
	}
}

// Two hidden cards of an age are enough for an exchange: here the only
// cards hidden from P1 are the two age-1 cards of the supply.
func TestReplayStepHiddenExchangesTheOnlyTwoHiddenCards(t *testing.T) {
	g := parse(t, cards.Base(), `
game: players=2 ages=3
turn: P1 actions=2 number=5 first=P1
P1 blue: Pottery
P2 red: Archery
available: Monument, Empire, World, Wonder, Universe
supply 1 exact: Writing, Tools
supply 2 exact:
supply 3 exact:
`)
	for salt := uint64(1); salt <= 10; salt++ {
		c := g.CloneGame()
		n, _, err := c.ReplayStepHidden(0, salt, 50, keepNone)
		if err != nil {
			t.Fatal(err)
		}
		if n > 0 {
			return
		}
	}
	t.Fatal("Writing and Tools were never exchanged in ten salts of 50 shuffles")
}

// HiddenFrom (INFO-1, INFO-2): an opponent's covered card in an unsplayed
// pile is hidden; one's own covered card, the covered card of a splayed
// pile and a top card are not.
func TestHiddenFromBoard(t *testing.T) {
	g := parse(t, cards.Base(), `
game: players=2 ages=3
turn: P1 actions=2 number=5 first=P1
P1 red: Archery, Oars
P2 blue: Writing, Pottery
P2 yellow left: Masonry, Agriculture
`)
	s := g.State()
	cases := []struct {
		card   inn.Card
		p      int
		hidden bool
	}{
		{cards.Pottery, 0, true},      // P2's covered blue card, unsplayed
		{cards.Pottery, 1, false},     // P2's own covered card
		{cards.Writing, 0, false},     // P2's top card
		{cards.Agriculture, 0, false}, // covered, but in a splayed pile
		{cards.Oars, 0, false},        // P1's own covered card
		{cards.Oars, 1, true},         // P1's covered red card, seen by P2
	}
	for _, tc := range cases {
		if got := inn.HiddenFrom(s, tc.p, tc.card); got != tc.hidden {
			t.Errorf("HiddenFrom(P%d, %s) = %v, want %v", tc.p+1, cards.Base().Name(tc.card), got, tc.hidden)
		}
	}
}
