package cards

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// ImplementedAges is the largest n with every card of ages 1..n written in
// both editions: random play's default ages rest on it.
func TestImplementedAges(t *testing.T) {
	d := Base()
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
	one.SetEffects(Writing, inn.First, d.Effects(Writing, inn.First)...)
	if one.Implemented(Writing) || one.ImplementedAges() != 0 {
		t.Fatal("a card written in the 1st edition only counts as written")
	}
	one.SetEffects(Writing, inn.Third, d.Effects(Writing, inn.Third)...)
	if !one.Implemented(Writing) || one.Implemented(Oars) {
		t.Fatal("Implemented does not follow the editions written")
	}
}
