package genesia

import (
	"errors"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// randomChooser answers every decision with a seeded random option.
func randomChooser(seed uint64) engine.Chooser {
	r := engine.NewRand(seed)
	return engine.ChooserFunc(func(d *engine.Decision) int { return r.Intn(len(d.Options)) })
}

// Random games of every player count, with and without the fill
// variants, end in a result or a rule gap, never in another error.
func TestRandomGamesEnd(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	for _, fills := range []VariantSet{0, FillAll()} {
		for players := 1; players <= MaxPlayers; players++ {
			for teams := range 2 {
				if teams == 1 && players < 3 {
					continue
				}
				cfg := Config{Players: players, Teams: teams == 1, Variants: fills}
				ended, gaps := 0, 0
				for seed := uint64(1); seed <= uint64(games); seed++ {
					g, err := New(cfg, seed)
					if err != nil {
						t.Fatalf("%s seed %d: %v", cfg, seed, err)
					}
					_, err = g.Play(randomChooser(seed), 100000)
					var gap *engine.RuleGap
					switch {
					case errors.As(err, &gap):
						gaps++
					case err != nil:
						t.Fatalf("%s seed %d: %v", cfg, seed, err)
					case !g.Over():
						t.Fatalf("%s seed %d: not over after 100000 decisions", cfg, seed)
					default:
						ended++
					}
				}
				t.Logf("%s: %d ended, %d rule gaps", cfg, ended, gaps)
				if fills != 0 && ended == 0 {
					t.Errorf("%s: no game ended with the fill variants", cfg)
				}
			}
		}
	}
}
