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
