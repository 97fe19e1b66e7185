package engine

import (
	"fmt"
	"strings"
)

// VariantTable is a game's variants in a fixed order: the i-th is bit i of
// a set of variants, so that a game's set of variants switched on is a
// small value (a uint32 of its own type). It is what Registration.Variants
// lists.
type VariantTable []Variant

// NewVariantTable returns the table of a game's list of variants, each
// described by def.
func NewVariantTable[V any](list []V, def func(V) Variant) VariantTable {
	t := make(VariantTable, len(list))
	for i, v := range list {
		t[i] = def(v)
	}
	return t
}

// VariantID returns the clause-style name of the variant named name, as a
// game's RULES.md writes it and its events cite it: "VAR-" and the name in
// upper case ("VAR-MONUMENT-COMBINED").
func VariantID(name string) string { return "VAR-" + strings.ToUpper(name) }

// Lookup returns the index of the variant with the given name or
// clause-style name ("monument-combined" or "VAR-MONUMENT-COMBINED").
func (t VariantTable) Lookup(name string) (int, bool) {
	n := strings.TrimPrefix(strings.ToLower(strings.TrimSpace(name)), "var-")
	for i, v := range t {
		if v.Name == n {
			return i, true
		}
	}
	return -1, false
}

// Names returns the names of the variants of set (bit i for the i-th), in
// table order.
func (t VariantTable) Names(set uint32) []string {
	var out []string
	for i, v := range t {
		if set&(1<<i) != 0 {
			out = append(out, v.Name)
		}
	}
	return out
}

// Parse reads a comma-separated list of variant names ("none" or "" for
// none) as a set, bit i for the i-th variant.
func (t VariantTable) Parse(text string) (uint32, error) {
	var set uint32
	for _, f := range strings.Split(text, ",") {
		f = strings.TrimSpace(f)
		if f == "" || f == "none" {
			continue
		}
		i, ok := t.Lookup(f)
		if !ok {
			return 0, fmt.Errorf("unknown variant %q", f)
		}
		set |= 1 << i
	}
	return set, nil
}

// VariantBit is what a game's variant type tells the kernel: its bit in
// the game's sets of variants (1<<i for the i-th of its VariantTable),
// and that table. Table is called on the zero value of the type (a nil
// pointer), so it must not read its receiver.
type VariantBit interface {
	Bit() uint32
	Table() VariantTable
}

// VariantSet is a set of a game's variants switched on, a bit each.
type VariantSet[V VariantBit] uint32

// Has reports whether v is switched on.
func (s VariantSet[V]) Has(v V) bool { return uint32(s)&v.Bit() != 0 }

// With returns s with v switched on.
func (s VariantSet[V]) With(v V) VariantSet[V] { return s | VariantSet[V](v.Bit()) }

// Names returns the names of the variants switched on, in table order.
func (s VariantSet[V]) Names() []string {
	var v V
	return v.Table().Names(uint32(s))
}

// ParseVariantSet reads a comma-separated list of the names of variants
// of t ("none" or "" for none).
func ParseVariantSet[V VariantBit](t VariantTable, text string) (VariantSet[V], error) {
	set, err := t.Parse(text)
	return VariantSet[V](set), err
}

// LookupVariant returns the variant of list, whose table is t, with the
// given name or clause-style name.
func LookupVariant[V any](t VariantTable, list []V, name string) (V, bool) {
	i, ok := t.Lookup(name)
	if !ok {
		var none V
		return none, false
	}
	return list[i], true
}
