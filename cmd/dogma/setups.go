package main

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// innovationSetups returns the Innovation configurations a campaign of fuzz
// or coverage mixes, from their flags: one for each edition and each
// player count ("2", "3", "4" or "teams", 4 players in two teams), with
// the variants switched on and all ten ages, editions first.
func innovationSetups(players []string, editions []inn.Edition, variants inn.VariantSet) []engine.Config {
	var out []engine.Config
	for _, ed := range editions {
		for _, p := range players {
			cfg := inn.Config{Edition: ed, Variants: variants, Ages: inn.MaxAge}
			switch p {
			case "teams":
				cfg.Players, cfg.Teams = 4, true
			case "2":
				cfg.Players = 2
			case "3":
				cfg.Players = 3
			case "4":
				cfg.Players = 4
			default:
				continue
			}
			out = append(out, cfg)
		}
	}
	return out
}
