package genesia

import (
	"strings"
	"testing"
)

// The shrinker's position stage takes away what a failure does not need:
// here everything but the clans of A3a, which the kept positions hold.
func TestSimplifyKeepsWhatIsAsked(t *testing.T) {
	text := "game: players=2\nphase: expansion age=1 turn=0 round=0\norder: P1, P2\nP1: coins=4\nP1 hand: Carte 1\nregion A3a: P1=3\nregion B1a: P2=2 city=P2\n"
	keep := func(s string) bool { return strings.Contains(s, "region A3a: P1=3") }
	got := Registration.Simplify(text, keep)
	if !keep(got) || strings.Contains(got, "B1a") || strings.Contains(got, "Carte 1") || strings.Contains(got, "coins=4") {
		t.Errorf("simplified to\n%s", got)
	}
	if n, m := PositionSize(text), PositionSize(got); m >= n || m != 3 {
		t.Errorf("sizes %d then %d, want 3 at the end", n, m)
	}
}
