package diff

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// ErrUnchanged is wrapped by WithVariant's error when the variant leaves
// the configuration as it was: it is on already, or the game drops it
// there (a variant of another edition).
var ErrUnchanged = errors.New("the configuration does not change")

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
		return nil, fmt.Errorf("variant %s: the configuration %q: %w", v.Name, cfg, ErrUnchanged)
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

// withoutVariant returns the configuration cfg with the variant name
// switched off, and whether cfg had it on.
func withoutVariant(reg *engine.Registration, cfg engine.Config, name string) (engine.Config, bool, error) {
	fields := strings.Fields(cfg.String())
	found := false
	for i, f := range fields {
		list, ok := strings.CutPrefix(f, "variants=")
		if !ok {
			continue
		}
		var kept []string
		for _, v := range strings.Split(list, ",") {
			if v == name {
				found = true
			} else if v != "" {
				kept = append(kept, v)
			}
		}
		fields[i] = "variants=" + strings.Join(kept, ",")
		if len(kept) == 0 {
			fields[i] = ""
		}
	}
	if !found {
		return nil, false, nil
	}
	out, err := reg.ParseConfig(strings.Join(fields, " "))
	if err != nil {
		return nil, false, fmt.Errorf("variant %s: %v", name, err)
	}
	return out, true, nil
}
