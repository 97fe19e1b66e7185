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
