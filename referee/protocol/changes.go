package protocol

import (
	"maps"
	"slices"
	"strconv"

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

// AppendChangesReply appends, without building the maps of a State, the
// line of the state reply whose changes are c, those of a followed
// neutral state n as FromChanges takes them, with events (none when nil):
// byte for byte what AppendEncode appends for StateReply{Changes:
// FromChanges(n, c), Events: events}, its newline included. dogma serve
// writes its answers with it, and the referee compares an engine's
// answer with it before decoding the answer.
func AppendChangesReply(b []byte, n *engine.NeutralState, c *engine.NeutralChanges, events []string) []byte {
	b = append(b, `{"type":"state","changes":{"over":`...)
	b = strconv.AppendBool(b, n.Over)
	b = appendSeatNumber(append(b, `,"turn":`...), n.Turn)
	deciding := n.Deciding
	if n.Over {
		deciding = engine.NoSeat
	}
	b = appendSeatNumber(append(b, `,"deciding":`...), deciding)
	b = appendStrings(append(b, `,"options":`...), n.Options)
	b = appendByName(append(b, `,"zones":{`...), len(c.Zones), func(i int) string { return c.Zones[i].Name },
		func(b []byte, i int) []byte { return appendStrings(b, c.Zones[i].Cards) }, c.RemovedZones)
	b = appendByName(append(b, `,"fields":{`...), len(c.Fields), func(i int) string { return c.Fields[i].Name },
		func(b []byte, i int) []byte { return appendString(b, c.Fields[i].Value) }, c.RemovedFields)
	if n.Winners != nil || n.Over {
		b = appendWinners(append(b, `,"winners":`...), n.Winners)
	}
	if n.Unknown != nil {
		b = appendStrings(append(b, `,"unknown":`...), n.Unknown)
	}
	b = append(b, '}')
	if events != nil {
		b = appendStrings(append(b, `,"events":`...), events)
	}
	return append(b, "}\n"...)
}

// appendByName appends the n members of an object, the name and value of
// member i given by name and value, in the order of their names (of
// several with one name the last), then the names of removed as null
// members, and closes the object.
func appendByName(b []byte, n int, name func(i int) string, value func(b []byte, i int) []byte, removed []string) []byte {
	var buf [32]int
	order := byName(buf[:0], n, name)
	for j, i := range order {
		if j > 0 {
			b = append(b, ',')
		}
		b = value(append(appendString(b, name(i)), ':'), i)
	}
	return appendNulls(b, len(order) == 0, removed)
}

// appendSeatNumber appends the seat p, null for engine.NoSeat.
func appendSeatNumber(b []byte, p int) []byte {
	if p < 0 {
		return append(b, "null"...)
	}
	return strconv.AppendInt(b, int64(p), 10)
}

// byName appends to order the indexes 0..n-1 sorted by name, keeping of
// several with one name the last, as a map filled in order keeps it.
func byName(order []int, n int, name func(i int) string) []int {
	for i := range n {
		// an insertion sort: a decision changes a few zones and fields
		j := len(order)
		for j > 0 && name(order[j-1]) > name(i) {
			j--
		}
		if j > 0 && name(order[j-1]) == name(i) {
			order[j-1] = i
			continue
		}
		order = slices.Insert(order, j, i)
	}
	return order
}
