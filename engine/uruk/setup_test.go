//go:build !oracle

package uruk

import "testing"

// TestSetupFirstPlayer checks that the drawn first player (URUK-SETUP-2)
// is every seat about as often.
func TestSetupFirstPlayer(t *testing.T) {
	for players := 2; players <= 4; players++ {
		var n [MaxPlayers]int
		const games = 1200
		for seed := uint64(0); seed < games; seed++ {
			g, err := New(Config{Players: players}, seed)
			if err != nil {
				t.Fatal(err)
			}
			n[g.State().First]++
		}
		for p := 0; p < players; p++ {
			if want := games / players; n[p] < want*8/10 || n[p] > want*12/10 {
				t.Errorf("%d players: seat %d first in %d of %d games", players, p+1, n[p], games)
			}
		}
	}
}
