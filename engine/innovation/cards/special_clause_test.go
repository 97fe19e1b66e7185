//go:build !oracle

package cards

import (
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// TestSpecialClaimsCiteTheirOwnClause plays random games in which special
// achievements are claimed, several in one step among them, and requires
// every claim event to cite the clause of the achievement it claims
// (RULES.md SPECIAL-*), or SPECIAL-TIE, or the variant that made its
// claimer eligible: never the clause of another achievement claimed in the
// same step.
func TestSpecialClaimsCiteTheirOwnClause(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 100
	}
	together := 0 // claims that follow another claim in the same step
	for _, cfg := range configs {
		for _, v := range []inn.VariantSet{0, inn.VariantSet(0).With(inn.VarMonumentCombined)} {
			cfg := cfg
			cfg.Ages, cfg.Variants = inn.MaxAge, v
			for seed := uint64(1); seed <= uint64(games); seed++ {
				cfg.Edition = inn.Edition(seed % 2)
				g, err := NewGame(cfg, seed)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := g.Play(randomChooser(seed), 20000); err != nil {
					t.Fatalf("seed %d (%s): %v", seed, cfg, err)
				}
				evs := g.EventsSince(0)
				for i, e := range evs {
					if e.Kind != inn.EvSpecial {
						continue
					}
					sp := inn.Card(e.Card)
					if i > 0 && evs[i-1].Kind == inn.EvSpecial {
						together++
					}
					switch e.Clause {
					case inn.SpecialClause(sp), "SPECIAL-TIE":
					case inn.VarMonumentCombined.ID():
						if sp != inn.Monument || !v.Has(inn.VarMonumentCombined) {
							t.Errorf("seed %d (%s): %s", seed, cfg, g.FormatEvent(e))
						}
					default:
						t.Errorf("seed %d (%s): %s: want the clause %s", seed, cfg, g.FormatEvent(e), inn.SpecialClause(sp))
					}
				}
			}
		}
	}
	if together == 0 {
		t.Fatalf("no step claimed two special achievements in %d games: the test proves nothing", games*len(configs)*2)
	}
}
