//go:build !oracle

package uruk

import "testing"

// TestSimplify checks that each simpler position has one thing fewer out
// of the box and keeps every card in one place.
func TestSimplify(t *testing.T) {
	g, err := ParsePosition(Config{}, viewPosition+"\ndiscard: Axt, Axt", 1)
	if err != nil {
		t.Fatal(err)
	}
	simpler := Simplify(g)
	// pile, discard, P2's hand, 1+2 hand cards, 1 pile card, 2 discards
	if len(simpler) != 9 {
		t.Fatalf("%d simpler positions, want 9", len(simpler))
	}
	box := g.State().Box.Len()
	for i, s := range simpler {
		st := s.(*Game).State()
		if st.Box.Len() <= box {
			t.Errorf("position %d puts nothing in the box", i)
		}
		p, err := ParsePosition(Config{}, s.Position(), 1)
		if err != nil || p.Hash() != s.Hash() {
			t.Errorf("position %d does not round-trip: %v", i, err)
		}
	}
	if Simplify(simpler[0])[0].(*Game).State().Box.Len() <= simpler[0].(*Game).State().Box.Len() {
		t.Error("a simpler position cannot be simplified further")
	}
}
