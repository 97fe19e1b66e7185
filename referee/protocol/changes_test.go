package protocol

import (
	"bufio"
	"errors"
	"io"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dogma-engine/dogma/engine"
)

// The changes between two states go through a line and patch the first
// into the second: a zone changed, emptied, added and removed, a field
// changed, added and removed; what did not change is left out of the line.
func TestDiffPatchRoundTrip(t *testing.T) {
	prev := engine.NeutralState{Turn: 0, Deciding: 0, Options: []string{"draw"},
		Zones:  map[string][]string{"deck": {"1 red", "2 red"}, "hand.0": {"3 red"}, "hand.1": {"4 red"}, "aside": {"5 red"}},
		Fields: map[string]string{"actions": "2", "splay.0.red": "left", "same": "x"}}
	next := engine.NeutralState{Turn: 1, Deciding: 1, Options: []string{"draw", "play 3 red"},
		Zones:  map[string][]string{"deck": {"2 red"}, "hand.0": {}, "hand.1": {"4 red"}, "row.0": {"1 red", "3 red"}},
		Fields: map[string]string{"actions": "1", "same": "x", "new": "y"}}
	c := Diff(prev, next)
	if got := slices.Sorted(maps.Keys(c.Zones)); !slices.Equal(got, []string{"deck", "hand.0", "row.0"}) {
		t.Errorf("changed zones %v, want deck, hand.0, row.0", got)
	}
	if got := slices.Sorted(maps.Keys(c.Fields)); !slices.Equal(got, []string{"actions", "new"}) {
		t.Errorf("changed fields %v, want actions, new", got)
	}
	line, err := Encode(StateReply{Changes: c})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"changes":{`, `"hand.0":[]`, `"aside":null`, `"splay.0.red":null`} {
		if !strings.Contains(string(line), want) {
			t.Errorf("%s lacks %s", line, want)
		}
	}
	if strings.Contains(string(line), `"hand.1"`) || strings.Contains(string(line), `"same"`) {
		t.Errorf("%s holds what did not change", line)
	}
	m, err := DecodeReply(line)
	if err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	base := Clone(prev)
	m.(StateReply).Changes.Patch(&base)
	if base.Turn != 1 || base.Deciding != 1 || !slices.Equal(base.Options, next.Options) {
		t.Errorf("header %d %d %v, want next's", base.Turn, base.Deciding, base.Options)
	}
	if !maps.EqualFunc(base.Zones, next.Zones, slices.Equal) || !maps.Equal(base.Fields, next.Fields) {
		t.Errorf("patched %v %v\nwant %v %v", base.Zones, base.Fields, next.Zones, next.Fields)
	}
	if _, ok := prev.Zones["aside"]; !ok {
		t.Error("Patch changed the state Clone copied")
	}
}

// A changes reply is read only where it belongs: never as a state, never
// with a state, never with a null where a state has none.
func TestDecodeChanges(t *testing.T) {
	header := `"over":false,"turn":0,"deciding":0,"options":["draw"]`
	for _, tc := range []struct{ line, want string }{
		{`{"type":"state","changes":{` + header + `,"zones":{"deck":null},"fields":{"a":null,"b":"1"}}}`, ""},
		{`{"type":"state","state":{` + header + `,"zones":{"deck":null},"fields":{}}}`, "want an array"},
		{`{"type":"state","state":{` + header + `,"zones":{},"fields":{"a":null}}}`, "want a string"},
		{`{"type":"state","changes":{` + header + `,"zones":{},"fields":{}},"state":{` + header + `,"zones":{},"fields":{}}}`, "both a state and changes"},
		{`{"type":"state","changes":true}`, `"changes" is an object`},
		{`{"type":"state","changes":{` + header + `,"zones":{"deck":null,"deck":[]},"fields":{}}}`, `member "deck" twice`},
		{`{"type":"state","changes":{` + header + `,"fields":{}}}`, `no "zones"`},
	} {
		m, err := DecodeReply([]byte(tc.line))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.line, err)
		case tc.want == "":
			c := m.(StateReply).Changes
			if !slices.Equal(c.RemovedZones, []string{"deck"}) || !slices.Equal(c.RemovedFields, []string{"a"}) || c.Fields["b"] != "1" {
				t.Errorf("%s: read as %+v", tc.line, c)
			}
		case err == nil || !strings.Contains(err.Error(), tc.want):
			t.Errorf("%s: error %v, want %q", tc.line, err, tc.want)
		}
	}
	m, err := DecodeRequest([]byte(`{"type":"new","game":"tally","players":2,"decks":{"deck":[]},"changes":true}`))
	if err != nil || !m.(New).Changes {
		t.Errorf("new with changes: %+v, %v", m, err)
	}
	if _, err := DecodeRequest([]byte(`{"type":"new","game":"tally","players":2,"decks":{},"changes":{}}`)); err == nil {
		t.Error("new with changes as an object: no error")
	}
	m, err = DecodeReply([]byte(`{"type":"hello","protocol":1,"engine":"e","games":[],"capabilities":["changes"]}`))
	if err != nil || !slices.Equal(m.(HelloReply).Capabilities, []string{CapabilityChanges}) {
		t.Errorf("hello with capabilities: %+v, %v", m, err)
	}
}

// scripted returns a Conn to an engine that reads a request and answers
// with the next of lines, whatever the request.
func scripted(t *testing.T, lines ...string) *Conn {
	t.Helper()
	reqR, reqW := io.Pipe()
	repR, repW := io.Pipe()
	go func() {
		defer repW.Close()
		in := bufio.NewScanner(reqR)
		for _, l := range lines {
			if !in.Scan() {
				return
			}
			io.WriteString(repW, l+"\n")
		}
	}()
	c := NewConn(repR, reqW, Options{Timeout: 2 * time.Second})
	t.Cleanup(func() { c.Close() })
	return c
}

// Changes nobody asked for are not a message of the conversation: to a
// new request, or to a choose of a game whose new did not ask for them.
// Asked, they are answers; and several choices may be sent before their
// answers are received, which come in order.
func TestConnChanges(t *testing.T) {
	header := `"over":false,"turn":0,"deciding":0,"options":["draw"]`
	state := `{"type":"state","state":{` + header + `,"zones":{},"fields":{}}}`
	changes := `{"type":"state","changes":{` + header + `,"zones":{"deck":["1 red"]},"fields":{}}}`
	changes2 := `{"type":"state","changes":{` + header + `,"zones":{"deck":[]},"fields":{}}}`
	newReq := New{Game: "tally", Players: 2, Decks: map[string][]string{}}

	c := scripted(t, changes)
	var garbage *GarbageError
	if _, err := c.New(newReq); !errors.As(err, &garbage) {
		t.Errorf("changes answering a new: %v, want garbage", err)
	}
	c = scripted(t, state, changes)
	if _, err := c.New(newReq); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Choose("draw"); !errors.As(err, &garbage) {
		t.Errorf("changes not asked: %v, want garbage", err)
	}

	c = scripted(t, state, changes, changes2)
	newReq.Changes = true
	if _, err := c.New(newReq); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if err := c.Send(Choose{Label: "draw"}); err != nil {
			t.Fatal(err)
		}
	}
	for _, want := range []int{1, 0} {
		m, err := c.Receive()
		if err != nil {
			t.Fatal(err)
		}
		if got := len(m.(StateReply).Changes.Zones["deck"]); got != want {
			t.Errorf("deck of %d cards, want %d: the answers out of order", got, want)
		}
	}
	if _, err := c.Receive(); err == nil {
		t.Error("a receive with no request sent: no error")
	}
}
