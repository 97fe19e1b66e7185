package protocol

import (
	"fmt"
	"slices"
)

// strMap reads an object of strings into a map made for size members.
// With removed not nil, a member may be null: its name is added to
// *removed.
func (p *parser) strMap(size int, removed *[]string) (map[string]string, error) {
	out := make(map[string]string, size)
	err := p.object(func(key string) error {
		if _, twice := out[key]; twice || removed != nil && slices.Contains(*removed, key) {
			return fmt.Errorf("member %q twice", key)
		}
		if removed != nil && p.literal("null") {
			*removed = append(*removed, key)
			return nil
		}
		s, err := p.str()
		out[key] = s
		return err
	})
	return out, err
}

// listMap reads an object of arrays of strings into a map made for size
// members. With removed not nil, a member may be null: its name is added
// to *removed.
func (p *parser) listMap(size int, removed *[]string) (map[string][]string, error) {
	out := make(map[string][]string, size)
	err := p.object(func(key string) error {
		if _, twice := out[key]; twice || removed != nil && slices.Contains(*removed, key) {
			return fmt.Errorf("member %q twice", key)
		}
		if removed != nil && p.literal("null") {
			*removed = append(*removed, key)
			return nil
		}
		list, err := p.strs()
		if err != nil {
			return fmt.Errorf("%q: %v", key, err)
		}
		out[key] = list
		return nil
	})
	return out, err
}

// stateMembers are the members of a STATE; the first six are required.
var stateMembers = [...]string{"over", "turn", "deciding", "options", "zones", "fields", "winners", "unknown"}

// mapSize is the size the maps of a state are made for: a game's zones and
// fields, most of the time, without growing.
const mapSize = 64

// state reads a STATE object, or with changes a CHANGES object: its zones
// and fields may be null, for those removed.
func (p *parser) state(changes bool) (*State, error) {
	s := &State{}
	size := mapSize
	var removedZones, removedFields *[]string
	if changes {
		size = 0
		removedZones, removedFields = &s.RemovedZones, &s.RemovedFields
	}
	var seen uint8
	err := p.object(func(key string) error {
		i := 0
		for i < len(stateMembers) && stateMembers[i] != key {
			i++
		}
		if i == len(stateMembers) {
			return fmt.Errorf("unknown member %q", key)
		}
		if seen&(1<<i) != 0 {
			return fmt.Errorf("member %q twice", key)
		}
		seen |= 1 << i
		var err error
		switch key {
		case "over":
			s.Over, err = p.bool()
		case "turn":
			s.Turn, err = p.seat()
		case "deciding":
			s.Deciding, err = p.seat()
		case "options":
			s.Options, err = p.strs()
		case "zones":
			s.Zones, err = p.listMap(size, removedZones)
		case "fields":
			s.Fields, err = p.strMap(size, removedFields)
		case "winners":
			s.Winners = []int{}
			err = p.array(func() error {
				w, err := p.seat()
				if err == nil && w == nil {
					err = fmt.Errorf("a winner is null")
				}
				if err == nil {
					s.Winners = append(s.Winners, *w)
				}
				return err
			})
		case "unknown":
			s.Unknown, err = p.strs()
		}
		if err != nil {
			return fmt.Errorf("%q: %v", key, err)
		}
		return nil
	})
	if err == nil {
		for i, k := range stateMembers[:6] {
			if seen&(1<<i) == 0 {
				return nil, fmt.Errorf("no %q", k)
			}
		}
	}
	return s, err
}
