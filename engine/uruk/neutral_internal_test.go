package uruk

import (
	"fmt"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// The neutral state's texts are those the position texts write: the
// cubes, what lies on a discovery, the discs.
func TestNeutralTexts(t *testing.T) {
	r := engine.NewRand(7)
	for range 2000 {
		var k [NumColors]uint8
		for col := range k {
			k[col] = uint8(r.Intn(4))
		}
		if got, want := cubesText(k), cubeList(k); got != want {
			t.Fatalf("cubesText %q, cubeList %q", got, want)
		}
		sl := Slot{Card: Card(r.Intn(NumDiscoveries)), Discs: uint8(r.Intn(3)), Cubes: k}
		if r.Intn(2) == 0 {
			sl.Cubes = [NumColors]uint8{}
		}
		text := slotText(&sl)
		want := strings.TrimSuffix(strings.TrimPrefix(text[len(sl.Card.String()):], " ["), "]")
		if got := slotField(&sl); got != want {
			t.Fatalf("slotField %q, slotText %q", got, text)
		}
		s := State{Common: uint8(r.Intn(9)), BoxDiscs: uint8(r.Intn(9))}
		for i := range s.Epochs {
			s.Epochs[i] = uint8(r.Intn(5))
		}
		if got, want := discsText(&s), fmt.Sprintf("I=%d II=%d III=%d IV=%d common=%d box=%d", s.Epochs[0], s.Epochs[1], s.Epochs[2], s.Epochs[3], s.Common, s.BoxDiscs); got != want {
			t.Fatalf("discsText %q, want %q", got, want)
		}
	}
}
