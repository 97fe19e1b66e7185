package innovation

import "testing"

// Pile.remove returns the position c had from the bottom and closes the
// gap, even in a pile that holds every card of a color; a card that is not
// in the pile, though it lay there once, gives -1.
func TestPileRemove(t *testing.T) {
	var p Pile
	for c := Card(0); c < maxPile; c++ {
		p.push(c)
	}
	if i := p.remove(3); i != 3 {
		t.Fatalf("remove(3) from a full pile = %d, want 3", i)
	}
	got := p.Cards()
	if len(got) != maxPile-1 || got[2] != 2 || got[3] != 4 || got[maxPile-2] != maxPile-1 {
		t.Fatalf("the pile after remove(3): %v", got)
	}
	last := Card(maxPile - 1)
	if i := p.remove(last); i != maxPile-2 {
		t.Fatalf("remove of the top card = %d, want %d", i, maxPile-2)
	}
	if i := p.remove(last); i != -1 {
		t.Fatalf("remove of a card no longer in the pile = %d, want -1", i)
	}
	if p.Len() != maxPile-2 {
		t.Fatalf("the pile holds %d cards, want %d", p.Len(), maxPile-2)
	}
}

// labels.effect names effect i of a card "<title> <i+1>", also past the
// third effect, which no card of the base deck has.
func TestEffectNames(t *testing.T) {
	var facts [MaxCards]Facts
	facts[0].Name = "Archery"
	d := NewDeck(facts)
	for i, want := range []string{"Archery 1", "Archery 3", "Archery 4", "Archery 5"} {
		n := []int{0, 2, 3, 4}[i]
		if got := d.label.effect(0, n); got != want {
			t.Errorf("effect(Archery, %d) = %q, want %q", n, got, want)
		}
	}
}

// reserveCards allocates nothing once the buffer has grown, even when a
// step reserves exactly the room the buffer has.
func TestReserveCardsUpToTheCapacity(t *testing.T) {
	var g Game
	g.reserveCards(3)
	room := cap(g.cardBuf)
	allocs := testing.AllocsPerRun(10, func() {
		g.cardBuf = g.cardBuf[:0] // a new step
		g.reserveCards(1)
		g.reserveCards(room - 1)
	})
	if allocs != 0 || cap(g.cardBuf) != room {
		t.Fatalf("reserving the %d cards of room allocated %.0f times (room now %d)", room, allocs, cap(g.cardBuf))
	}
}
