package innovation

import "testing"

// TestBugsAreDistinct checks that no two planted bugs share a switch or a
// name: planting one must never plant another.
func TestBugsAreDistinct(t *testing.T) {
	bits := map[uint32]string{}
	names := map[string]bool{}
	for _, b := range allBugs() {
		if b.bit == 0 || b.bit&(b.bit-1) != 0 {
			t.Errorf("bug %s: switch %#x is not a single bit", b.Name, b.bit)
		}
		if other, ok := bits[b.bit]; ok {
			t.Errorf("bugs %s and %s share the switch %#x", other, b.Name, b.bit)
		}
		bits[b.bit] = b.Name
		if names[b.Name] {
			t.Errorf("two bugs are named %s", b.Name)
		}
		names[b.Name] = true
	}
}
