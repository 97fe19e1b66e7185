package diff

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// WithVariant returns the configuration cfg with the variant name switched
// on, as the game's ParseConfig reads cfg's text followed by the setting
// "variants=NAME" (the notation engine.Registration documents for the
// variants of a configuration). The variant replaces any that cfg has.
// It is an error for the game not to know the variant, or for the
// configuration not to change.
func WithVariant(reg *engine.Registration, cfg engine.Config, name string) (engine.Config, error) {
	v, ok := reg.Variant(name)
	if !ok {
		return nil, fmt.Errorf("%s has no variant %q (known: %s)", reg.Name, name, variantNames(reg))
	}
	out, err := reg.ParseConfig(addVariant(cfg.String(), v.Name))
	if err != nil {
		return nil, fmt.Errorf("variant %s: %v", v.Name, err)
	}
	if out.String() == cfg.String() {
		return nil, fmt.Errorf("variant %s: the configuration %q does not change", v.Name, cfg)
	}
	return out, nil
}

// variantNames lists the variants of reg, for error messages.
func variantNames(reg *engine.Registration) string {
	if len(reg.Variants) == 0 {
		return "none"
	}
	names := make([]string, len(reg.Variants))
	for i, v := range reg.Variants {
		names[i] = v.Name
	}
	return strings.Join(names, ", ")
}

// MakerOf returns the maker of games of cfg under reg.
func MakerOf(reg *engine.Registration, cfg engine.Config) Maker {
	return func(seed uint64) (engine.Game, error) { return reg.New(cfg, seed) }
}

// addVariant adds variant name to a configuration text, joining the list
// of a "variants=" setting it may already have: a setting given twice
// would keep only the last.
func addVariant(text, name string) string {
	fields := strings.Fields(text)
	for i, f := range fields {
		if list, ok := strings.CutPrefix(f, "variants="); ok {
			if list == "" {
				fields[i] = "variants=" + name
			} else {
				fields[i] = f + "," + name
			}
			return strings.Join(fields, " ")
		}
	}
	return strings.TrimSpace(text + " variants=" + name)
}
