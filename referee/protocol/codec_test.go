package protocol

import (
	"strings"
	"testing"
)

func TestEncodeDecodeRoundTrip(t *testing.T) {
	zero := 0
	for _, m := range []Message{
		Hello{Protocol: 1},
		New{Game: "tally", Players: 2, Settings: map[string]string{"keep": "x"}, Decks: map[string][]string{"deck": {"7 red"}}},
		Choose{Label: "play 7 red"},
		Quit{},
	} {
		line, err := Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeRequest(line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		again, _ := Encode(back)
		if string(again) != string(line) {
			t.Errorf("round trip: %s became %s", line, again)
		}
	}
	for _, m := range []Message{
		HelloReply{Protocol: 1, Engine: "dogma", Games: []string{"tally"}},
		StateReply{State: &State{Turn: &zero, Deciding: &zero, Options: []string{"draw"}, Zones: map[string][]string{}, Fields: map[string]string{}}, Events: []string{"P1 draws"}},
		StateReply{State: &State{Over: true, Options: []string{}, Zones: map[string][]string{}, Fields: map[string]string{}, Winners: []int{1}}},
		ErrorReply{Code: CodeIllegal, Message: "no option \"x\""},
	} {
		line, err := Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeReply(line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		again, _ := Encode(back)
		if string(again) != string(line) {
			t.Errorf("round trip: %s became %s", line, again)
		}
	}
	line, _ := Encode(Choose{Label: "yes"})
	if string(line) != "{\"type\":\"choose\",\"label\":\"yes\"}\n" {
		t.Errorf("Encode: %q", line)
	}
}

func TestDecodeGarbage(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{``, "not a JSON object"},
		{`[1,2]`, "not a JSON object"},
		{`{"type":"hello"`, "unexpected end of the line"},
		{`{"protocol":1}`, "no \"type\" member"},
		{`{"type":"dance"}`, "unknown request type"},
		{`{"type":"hello","protocol":"1"}`, "want a number"},
		{`{"type":"hello","protocol":1,"extra":2}`, "unknown member \"extra\""},
		{`{"type":"hello"}`, "no protocol version"},
		{`{"type":"choose"}`, "no label"},
		{`{"type":"new","game":"tally","players":2}`, "no decks"},
		{`{"type":"quit"} {"type":"quit"}`, "more after the object"},
	} {
		_, err := DecodeRequest([]byte(tc.line))
		if !is[*GarbageError](err) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want a *GarbageError saying %q", tc.line, err, tc.want)
		}
	}
	for _, tc := range []struct{ line, want string }{
		{`{"type":"state","state":{"over":false,"turn":0,"deciding":null,"options":["a"],"zones":{},"fields":{}}}`, "nobody deciding"},
		{`{"type":"state","state":{"over":true,"turn":null,"deciding":null,"options":[],"zones":{},"fields":{}}}`, "no winners"},
		{`{"type":"state","state":{"over":false,"turn":0,"deciding":0,"options":[],"zones":{},"fields":{}}}`, "no options in a game not over"},
		{`{"type":"error","code":"oops","message":"x"}`, "unknown code"},
		{`{"type":"choose","label":"x"}`, "unknown reply type"},
	} {
		_, err := DecodeReply([]byte(tc.line))
		if !is[*GarbageError](err) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want a *GarbageError saying %q", tc.line, err, tc.want)
		}
	}
}

// TestDecodeDropEvents: a conversation that drops the events of its state
// replies reads them as strictly as any other member and keeps none.
func TestDecodeDropEvents(t *testing.T) {
	state := `{"over":false,"turn":0,"deciding":0,"options":["draw"],"zones":{},"fields":{}}`
	good := `{"type":"state","state":` + state + `,"events":["P1 draws","an \"escaped\" event"]}`
	m, err := decodeWith(parser{b: []byte(good), dropEvents: true}, true)
	if err != nil {
		t.Fatalf("%s: %v", good, err)
	}
	if r := m.(StateReply); r.Events != nil || r.State == nil {
		t.Fatalf("%s: events %q kept, state %v", good, r.Events, r.State)
	}
	for _, bad := range []string{
		`{"type":"state","state":` + state + `,"events":[1]}`,
		`{"type":"state","state":` + state + `,"events":["P1 \x01 draws"]}`,
		`{"type":"state","state":` + state + `,"events":["P1 \xff draws"]}`,
		`{"type":"state","state":` + state + `,"events":["P1 \u draws"]}`,
		`{"type":"state","state":` + state + `,"events":["P1 draws]}`,
		`{"type":"state","state":` + state + `,"events":"P1 draws"}`,
	} {
		if _, err := decodeWith(parser{b: []byte(bad), dropEvents: true}, true); err == nil {
			t.Errorf("%q: read without an error", bad)
		}
	}
}
