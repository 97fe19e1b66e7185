package engine

import (
	"fmt"
	"strings"
)

// GameVariant is a variant as a game declares it and its rules read it:
// a reading of one clause that a configuration may switch on, and its bit
// in the game's VariantSets, which NewVariantTable gives it from its place
// in the game's list. A game's Variant type is an alias of it.
type GameVariant struct {
	Name   string // the identifier used on command lines and in game files
	Clause string // the clause the variant changes
	Doc    string // one line for people
	bit    uint32
}

// ID returns the variant's clause-style name, as a game's RULES.md writes
// it and its events cite it: "VAR-" and the name in upper case
// ("VAR-MONUMENT-COMBINED").
func (v *GameVariant) ID() string { return "VAR-" + strings.ToUpper(v.Name) }

// VariantTable is a game's variants in a fixed order: the i-th is bit i of
// the game's VariantSets, so that a set of variants switched on is a small
// value.
type VariantTable struct {
	list []*GameVariant
}

// NewVariantTable gives each variant of list its bit (1<<i for the i-th)
// and returns their table. A game calls it once, for its list of
// variants.
func NewVariantTable(list []*GameVariant) VariantTable {
	for i, v := range list {
		v.bit = 1 << i
	}
	return VariantTable{list: list}
}

// List returns the variants as the game's Registration lists them.
func (t VariantTable) List() []Variant {
	out := make([]Variant, len(t.list))
	for i, v := range t.list {
		out[i] = Variant{Name: v.Name, Clause: v.Clause, Doc: v.Doc}
	}
	return out
}

// All returns the set of every variant of t.
func (t VariantTable) All() uint32 { return 1<<len(t.list) - 1 }

// Lookup returns the variant with the given name or clause-style name
// ("monument-combined" or "VAR-MONUMENT-COMBINED").
func (t VariantTable) Lookup(name string) (*GameVariant, bool) {
	n := strings.TrimPrefix(strings.ToLower(strings.TrimSpace(name)), "var-")
	for _, v := range t.list {
		if v.Name == n {
			return v, true
		}
	}
	return nil, false
}

// Names returns the names of the variants of set, in table order.
func (t VariantTable) Names(set uint32) []string {
	var out []string
	for _, v := range t.list {
		if set&v.bit != 0 {
			out = append(out, v.Name)
		}
	}
	return out
}

// Parse reads a comma-separated list of variant names ("none" or "" for
// none) as a set.
func (t VariantTable) Parse(text string) (uint32, error) {
	var set uint32
	for _, f := range strings.Split(text, ",") {
		f = strings.TrimSpace(f)
		if f == "" || f == "none" {
			continue
		}
		v, ok := t.Lookup(f)
		if !ok {
			return 0, fmt.Errorf("unknown variant %q", f)
		}
		set |= v.bit
	}
	return set, nil
}

// VariantsOf is a game's tag type for its VariantSets: Variants, called on
// the zero value, returns the game's table.
type VariantsOf interface {
	Variants() VariantTable
}

// VariantSet is a set of the variants of game G switched on, a bit each.
type VariantSet[G VariantsOf] uint32

// Has reports whether v is switched on.
func (s VariantSet[G]) Has(v *GameVariant) bool { return uint32(s)&v.bit != 0 }

// With returns s with v switched on.
func (s VariantSet[G]) With(v *GameVariant) VariantSet[G] { return s | VariantSet[G](v.bit) }

// Names returns the names of the variants switched on, in table order.
func (s VariantSet[G]) Names() []string {
	var g G
	return g.Variants().Names(uint32(s))
}

// ParseVariantSet reads a comma-separated list of the names of variants
// of game G ("none" or "" for none).
func ParseVariantSet[G VariantsOf](text string) (VariantSet[G], error) {
	var g G
	set, err := g.Variants().Parse(text)
	return VariantSet[G](set), err
}

// AllNames returns the names of every variant of t, in order.
func (t VariantTable) AllNames() []string { return t.Names(t.All()) }

// FillPrefix begins the name of a variant that is no reading of the text:
// it fills a hole (a rule gap) with a stated ruling, so that a campaign can
// play past it.
const FillPrefix = "fill-"

// FillNames returns the names of the fill variants of list (FillPrefix),
// comma-separated, as the value of a variants setting.
func FillNames(list []*GameVariant) string { return NamesWithPrefix(list, FillPrefix) }

// NamesWithPrefix returns the names in list that begin with prefix,
// comma-separated, as the value of a variants setting: a game whose fill
// variants have their own prefix (Innovation's "ult-fill-") reads them so.
func NamesWithPrefix(list []*GameVariant, prefix string) string {
	var names []string
	for _, v := range list {
		if strings.HasPrefix(v.Name, prefix) {
			names = append(names, v.Name)
		}
	}
	return strings.Join(names, ",")
}

// FillSet returns the set of every fill-... variant of game G.
func FillSet[G VariantsOf]() VariantSet[G] { return SetWithPrefix[G](FillPrefix) }

// SetWithPrefix returns the set of the variants of game G whose names
// begin with prefix.
func SetWithPrefix[G VariantsOf](prefix string) VariantSet[G] {
	var g G
	var set VariantSet[G]
	for _, v := range g.Variants().list {
		if strings.HasPrefix(v.Name, prefix) {
			set = set.With(v)
		}
	}
	return set
}
