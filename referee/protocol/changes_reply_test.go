package protocol

import (
	"bytes"
	"testing"

	"pgregory.net/rapid"

	"github.com/dogma-engine/dogma/engine"
)

// AppendChangesReply writes, byte for byte, the line AppendEncode writes
// for the same changes: any header (over or not, seats or none, winners
// and unknown or not), zones and fields out of order, named twice,
// emptied, removed, with names and cards to escape, and events or none.
func TestAppendChangesReplyIsEncode(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		name := rapid.SampledFrom([]string{"deck", "hand.0", "hand.1", "row.0", "a\"b", "é", "z\n", "actions"})
		card := rapid.SampledFrom([]string{"1 red", "Writing", "\\", "x\ty", "\xff", ""})
		seatGen := rapid.IntRange(engine.NoSeat, 3)
		n := engine.NeutralState{
			Over:     rapid.Bool().Draw(t, "over"),
			Turn:     seatGen.Draw(t, "turn"),
			Deciding: seatGen.Draw(t, "deciding"),
			Options:  rapid.SliceOf(card).Draw(t, "options"),
		}
		if rapid.Bool().Draw(t, "nilOptions") {
			n.Options = nil
		}
		if rapid.Bool().Draw(t, "winners") {
			n.Winners = rapid.SliceOf(rapid.IntRange(0, 3)).Draw(t, "winnerList")
		}
		if rapid.Bool().Draw(t, "unknown") {
			n.Unknown = rapid.SliceOf(name).Draw(t, "unknownList")
		}
		var c engine.NeutralChanges
		for range rapid.IntRange(0, 40).Draw(t, "zones") {
			cards := rapid.SliceOf(card).Draw(t, "cards")
			if cards == nil {
				cards = []string{} // as the follower reports an empty zone
			}
			c.Zones = append(c.Zones, engine.NeutralZone{Name: name.Draw(t, "zone"), Cards: cards})
		}
		for range rapid.IntRange(0, 5).Draw(t, "fields") {
			c.Fields = append(c.Fields, engine.NeutralField{Name: name.Draw(t, "field"), Value: card.Draw(t, "value")})
		}
		c.RemovedZones = rapid.SliceOf(name).Draw(t, "removedZones")
		c.RemovedFields = rapid.SliceOf(name).Draw(t, "removedFields")
		var events []string
		if rapid.Bool().Draw(t, "events") {
			events = rapid.SliceOf(card).Draw(t, "eventList")
		}
		want, err := AppendEncode(nil, StateReply{Changes: FromChanges(&n, &c), Events: events})
		if err != nil {
			t.Fatal(err)
		}
		if got := AppendChangesReply(nil, &n, &c, events); !bytes.Equal(got, want) {
			t.Fatalf("AppendChangesReply wrote\n%s\nAppendEncode\n%s", got, want)
		}
	})
}

// The line AppendChangesReply writes is a reply of the protocol.
func TestAppendChangesReplyDecodes(t *testing.T) {
	n := engine.NeutralState{Turn: 1, Deciding: 0, Options: []string{"draw", "meld Writing"}}
	c := engine.NeutralChanges{Zones: []engine.NeutralZone{{Name: "hand.1", Cards: []string{}}, {Name: "board.0.blue", Cards: []string{"Writing"}}},
		RemovedFields: []string{"splay.0.blue"}}
	line := AppendChangesReply(nil, &n, &c, nil)
	m, err := DecodeReply(bytes.TrimSuffix(line, []byte("\n")))
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	s := m.(StateReply).Changes
	if s == nil || len(s.Zones) != 2 || len(s.Zones["hand.1"]) != 0 || s.Zones["board.0.blue"][0] != "Writing" || len(s.RemovedFields) != 1 {
		t.Errorf("decoded %+v from %s", s, line)
	}
}

// AppendChangesReply allocates nothing when its buffer has room: dogma
// serve and the referee call it at every decision.
func TestAppendChangesReplyAllocatesNothing(t *testing.T) {
	n := engine.NeutralState{Turn: 1, Deciding: 0, Options: []string{"draw", "meld Writing", "dogma Writing"}}
	c := engine.NeutralChanges{Zones: []engine.NeutralZone{{Name: "hand.1", Cards: []string{"Archery", "Oars"}}, {Name: "age1", Cards: []string{"Writing"}}},
		Fields: []engine.NeutralField{{Name: "actions", Value: "1"}}, RemovedFields: []string{"splay.0.blue"}}
	buf := make([]byte, 0, 4096)
	if allocs := testing.AllocsPerRun(100, func() { buf = AppendChangesReply(buf[:0], &n, &c, nil) }); allocs != 0 {
		t.Errorf("%v allocations a reply", allocs)
	}
}
