package engine

import "testing"

// StepHash is the state's hash between steps and tells apart the choices
// of a step: none, a first choice 0, two choices, another choice.
func TestStepHash(t *testing.T) {
	const h = 0x243f6a8885a308d3
	if StepHash(h, nil) != h {
		t.Fatal("with no choice the hash is not the state's")
	}
	seen := map[uint64][]int{h: nil}
	for _, cs := range [][]int{{0}, {1}, {0, 0}, {0, 1}, {1, 0}, {0, 0, 0}} {
		got := StepHash(h, cs)
		if prev, ok := seen[got]; ok {
			t.Fatalf("choices %v hash as %v", cs, prev)
		}
		seen[got] = cs
	}
}
