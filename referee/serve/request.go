package serve

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/referee/protocol"
)

// NewRequest returns the "new" request of a game of reg: the players and
// the declared settings of cfg, and the decks the shuffle of seed gives
// (Registration.Decks), so that the engine asked deals the game New(cfg,
// seed) makes. Settings cfg carries that the game does not declare
// (planted bugs) are left out.
func NewRequest(reg *engine.Registration, cfg engine.Config, seed uint64) (protocol.New, error) {
	if reg.Decks == nil {
		return protocol.New{}, fmt.Errorf("%s cannot be served: it gives no decks", reg.Name)
	}
	players, settings, err := Settings(reg, cfg)
	if err != nil {
		return protocol.New{}, err
	}
	decks := reg.Decks(cfg, seed)
	if decks == nil {
		return protocol.New{}, fmt.Errorf("%s: no decks for %s", reg.Name, cfg)
	}
	return protocol.New{Type: protocol.TypeNew, Game: reg.Name, Players: players, Settings: settings, Decks: decks}, nil
}

// Settings returns the players of cfg, a configuration of reg, and its
// other settings that reg declares, as a "new" request gives them: a
// switch named alone is "true".
func Settings(reg *engine.Registration, cfg engine.Config) (players int, settings map[string]string, err error) {
	settings = map[string]string{}
	for _, f := range strings.Fields(cfg.String()) {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			v = "true"
		}
		if _, declared := reg.Setting(k); !declared {
			continue
		}
		if k == "players" {
			if _, err := fmt.Sscan(v, &players); err != nil {
				return 0, nil, fmt.Errorf("%s: players %q: %v", reg.Name, v, err)
			}
			continue
		}
		settings[k] = v
	}
	if players == 0 {
		return 0, nil, fmt.Errorf("%s: the configuration %q names no players", reg.Name, cfg)
	}
	return players, settings, nil
}
