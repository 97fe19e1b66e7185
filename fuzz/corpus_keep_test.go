package fuzz

import (
	"slices"
	"testing"
)

// Save keeps only the candidates that add what the corpus and the games
// kept before them lack, the most first, at most Max.
func TestInterestingKeepsWhatAddsCoverage(t *testing.T) {
	in := &Interesting{
		Max:  3,
		base: map[string]bool{"A": true, "B": true},
		picked: map[uint64]pickedGame{
			1: {keys: []string{"A", "C"}},           // adds C
			2: {keys: []string{"C", "D", "E"}},      // adds C, D, E: first
			3: {keys: []string{"A", "B"}},           // adds nothing
			4: {keys: []string{"D", "F"}},           // adds F once 2 is kept
			5: {keys: []string{"G"}},                // adds G
			6: {keys: []string{"H"}},                // adds H, but the cap is 3
			7: {keys: []string{"C", "D", "E", "B"}}, // adds what 2 adds: not both
		},
	}
	got := in.keep()
	if want := []uint64{2, 4, 5}; !slices.Equal(got, want) {
		t.Fatalf("kept %v, want %v", got, want)
	}
	in.Max = 0 // the default cap
	got = in.keep()
	if want := []uint64{2, 4, 5, 6}; !slices.Equal(got, want) {
		t.Fatalf("without a cap of its own: kept %v, want %v", got, want)
	}
}
