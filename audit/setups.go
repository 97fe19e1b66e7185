package audit

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// SetupsFollowing returns the setups of reg whose configuration has every
// one of settings ("edition=1st"): the games a translation describes.
func SetupsFollowing(reg *engine.Registration, settings []string) ([]engine.Config, error) {
	var out []engine.Config
	for _, cfg := range reg.Setups() {
		fields := strings.Fields(cfg.String())
		ok := true
		for _, s := range settings {
			ok = ok && contains(fields, s)
		}
		if ok {
			out = append(out, cfg)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no setup of %s has %s", reg.Name, strings.Join(settings, " "))
	}
	return out, nil
}

// KnowsEffect reports whether effect ("Oars 1") is a branch of some setup
// of reg, as Registration.Branches names them ("Oars 1 (1st)"). A game
// that lists no branches knows every effect.
func KnowsEffect(reg *engine.Registration, setups []engine.Config, effect string) bool {
	if reg.Branches == nil {
		return true
	}
	for _, cfg := range setups {
		for _, b := range reg.Branches(cfg) {
			if b == effect || strings.HasPrefix(b, effect+" ") {
				return true
			}
		}
	}
	return false
}
