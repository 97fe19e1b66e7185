package innovation_test

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// ImplementedAges is the largest n with every card of ages 1..n written in
// both editions: random play's default ages rest on it.
func TestImplementedAges(t *testing.T) {
	d := cards.Base()
	n := d.ImplementedAges()
	missing := map[int]bool{}
	for c := inn.Card(0); c < inn.NumAgeCards; c++ {
		if !d.Implemented(c) {
			missing[d.Facts[c].Age] = true
		}
	}
	for age := 1; age <= n; age++ {
		if missing[age] {
			t.Fatalf("ImplementedAges is %d, but a card of age %d is not written", n, age)
		}
	}
	if n < inn.MaxAge && !missing[n+1] {
		t.Fatalf("ImplementedAges is %d, but every card of age %d is written", n, n+1)
	}
	// A card written in one edition only is not implemented.
	one := inn.NewDeck(d.Facts)
	one.SetEffects(cards.Writing, inn.First, d.Effects(cards.Writing, inn.First)...)
	if one.Implemented(cards.Writing) || one.ImplementedAges() != 0 {
		t.Fatal("a card written in the 1st edition only counts as written")
	}
	one.SetEffects(cards.Writing, inn.Third, d.Effects(cards.Writing, inn.Third)...)
	if !one.Implemented(cards.Writing) || one.Implemented(cards.Oars) {
		t.Fatal("Implemented does not follow the editions written")
	}
}
