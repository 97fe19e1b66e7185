package innovation_test

import (
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// Each age has one achievement, which is claimed once (ACHIEVE-1): a
// position where two are claimed, by one player or by two, cannot occur.
func TestParsePositionOneAchievementPerAge(t *testing.T) {
	for _, tc := range []struct{ lines, want string }{
		{"P1 achievements: 1, 1", "P1 holds two age 1 achievements"},
		{"P1 achievements: 1:Pottery, 1", "P1 holds two age 1 achievements"},
		{"P1 achievements: 2\nP2 achievements: 2:Mathematics", "P1 and P2 both hold an age 2 achievement"},
	} {
		_, err := inn.ParsePosition(inn.Config{}, cards.Base(), "game: players=2 ages=3\n"+tc.lines+"\n")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want an error saying %q", tc.lines, err, tc.want)
		}
	}
	if _, err := inn.ParsePosition(inn.Config{}, cards.Base(), "game: players=2 ages=3\nP1 achievements: 1, 2\nP2 achievements: Monument\n"); err != nil {
		t.Errorf("one achievement of each age: %v", err)
	}
	// In the 4th edition the chain rule achieves an 11 each time it
	// applies (ULT-CHAIN-1): a player may hold several.
	if _, err := inn.ParsePosition(inn.Config{}, cards.Base(), "game: players=2 edition=4th\nP1 achievements: 11:Astrogeology, 11:Fusion\n"); err != nil {
		t.Errorf("two 11s achieved by the chain rule: %v", err)
	}
}
