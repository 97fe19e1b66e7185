package protocol

import (
	"maps"
	"slices"

	"github.com/dogma-engine/dogma/engine"
)

// Diff returns the changes that take an engine's previous answer prev to
// its state next, as a StateReply's Changes carries them: next's header
// (over, turn, deciding, options, winners, unknown), the zones and fields
// of next whose content differs from prev's or that prev lacks, and the
// names of those prev has and next lacks.
func Diff(prev, next engine.NeutralState) *State {
	c := FromNeutral(next)
	c.Zones = changedZones(prev.Zones, next.Zones)
	c.Fields = map[string]string{}
	for k, v := range next.Fields {
		if old, ok := prev.Fields[k]; !ok || old != v {
			c.Fields[k] = v
		}
	}
	for k := range prev.Zones {
		if _, ok := next.Zones[k]; !ok {
			c.RemovedZones = append(c.RemovedZones, k)
		}
	}
	for k := range prev.Fields {
		if _, ok := next.Fields[k]; !ok {
			c.RemovedFields = append(c.RemovedFields, k)
		}
	}
	slices.Sort(c.RemovedZones)
	slices.Sort(c.RemovedFields)
	return c
}

// changedZones returns the zones of next whose cards differ from prev's,
// or that prev lacks; an empty zone is never nil.
func changedZones(prev, next map[string][]string) map[string][]string {
	out := map[string][]string{}
	for k, z := range next {
		if old, ok := prev[k]; !ok || !slices.Equal(old, z) {
			if z == nil {
				z = []string{}
			}
			out[k] = z
		}
	}
	return out
}

// Patch applies the changes c to base, the state of the engine's previous
// answer, in place: base takes c's header, the zones and fields c holds,
// and loses those c removes. base's maps must be its own (see Clone).
func (c *State) Patch(base *engine.NeutralState) {
	n := c.Neutral()
	base.Over, base.Turn, base.Deciding = n.Over, n.Turn, n.Deciding
	base.Options, base.Winners, base.Unknown = n.Options, n.Winners, n.Unknown
	if base.Zones == nil {
		base.Zones = map[string][]string{}
	}
	if base.Fields == nil {
		base.Fields = map[string]string{}
	}
	maps.Copy(base.Zones, c.Zones)
	maps.Copy(base.Fields, c.Fields)
	for _, k := range c.RemovedZones {
		delete(base.Zones, k)
	}
	for _, k := range c.RemovedFields {
		delete(base.Fields, k)
	}
}

// Clone returns n with maps of its own, which Patch may change without
// changing n's.
func Clone(n engine.NeutralState) engine.NeutralState {
	n.Zones = maps.Clone(n.Zones)
	n.Fields = maps.Clone(n.Fields)
	return n
}

// FromChanges returns the changes c of a followed neutral state, whose
// header is that of n now, as a StateReply's Changes carries them: what
// Diff returns from the states before and after, without comparing them.
func FromChanges(n *engine.NeutralState, c *engine.NeutralChanges) *State {
	s := FromNeutral(*n)
	s.Zones = make(map[string][]string, len(c.Zones))
	for _, z := range c.Zones {
		s.Zones[z.Name] = z.Cards
	}
	s.Fields = make(map[string]string, len(c.Fields))
	for _, f := range c.Fields {
		s.Fields[f.Name] = f.Value
	}
	if len(c.RemovedZones) > 0 {
		s.RemovedZones = slices.Clone(c.RemovedZones)
	}
	if len(c.RemovedFields) > 0 {
		s.RemovedFields = slices.Clone(c.RemovedFields)
	}
	return s
}
