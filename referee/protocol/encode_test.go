package protocol

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"
)

// tricky are strings the encoder and the decoder must carry as
// encoding/json does.
var tricky = []string{
	"", "plain", `quote " and backslash \`, "tab\tnew\nline\r", "\x00\x01\x1f", "<&>",
	"Straße Tongefäß", "emoji 🎲", "bad utf-8 \xff\xfe end", "\u2028\u2029",
}

// TestEncodeAgreesWithEncodingJSON checks that the hand-written encoder
// writes what encoding/json reads back as the same value.
func TestEncodeAgreesWithEncodingJSON(t *testing.T) {
	zero := 0
	for _, s := range tricky {
		for _, m := range []Message{
			Choose{Label: s},
			ErrorReply{Code: CodeIllegal, Message: s},
			New{Game: "g", Players: 2, Settings: map[string]string{s: s, "b": "c"}, Decks: map[string][]string{s: {s, "x"}, "a": {}}},
			StateReply{State: &State{Turn: &zero, Deciding: &zero, Options: []string{s}, Zones: map[string][]string{s: {s}}, Fields: map[string]string{s: s}, Unknown: []string{s}}, Events: []string{s}},
		} {
			line, err := Encode(m)
			if err != nil {
				t.Fatal(err)
			}
			var got, want any
			if err := json.Unmarshal(line, &got); err != nil {
				t.Fatalf("%q: encoding/json cannot read %s: %v", s, line, err)
			}
			ref, _ := json.Marshal(m)
			json.Unmarshal(ref, &want)
			if w, ok := want.(map[string]any); ok {
				w["type"] = m.MessageType()
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%q:\n got %s\nwant %s", s, line, ref)
			}
		}
	}
}

// TestDecodeAgreesWithEncodingJSON checks that the decoder reads strings,
// escaped or not, as encoding/json does.
func TestDecodeAgreesWithEncodingJSON(t *testing.T) {
	for _, s := range tricky {
		if !strings.Contains(s, "\xff") {
			ref, _ := json.Marshal(map[string]string{"type": "choose", "label": s})
			m, err := DecodeRequest(ref)
			if s == "" {
				if err == nil {
					t.Errorf("an empty label is read")
				}
				continue
			}
			if err != nil || m.(Choose).Label != s {
				t.Errorf("%s: got %#v, %v", ref, m, err)
			}
		}
	}
	for line, want := range map[string]string{
		`{"type":"choose","label":"caf\u00e9 \"x\" \\ \/"}`: `café "x" \ /`,
		`{"type":"choose","label":"\ud83c\udfb2"}`:          "🎲",
		` { "label" : "a" , "type" : "choose" } `:           "a",
	} {
		m, err := DecodeRequest([]byte(line))
		if err != nil || m.(Choose).Label != want {
			t.Errorf("%s: got %#v, %v, want %q", line, m, err, want)
		}
	}
}

func TestDecodeRefusesBadJSON(t *testing.T) {
	for _, line := range []string{
		`{"type":"choose","label":null}`,
		`{"type":"choose","label":"a","label":"b"}`,
		"{\"type\":\"choose\",\"label\":\"\xff\"}",
		"{\"type\":\"choose\",\"label\":\"a\tb\"}",
		`{"type":"hello","protocol":01}`,
		`{"type":"hello","protocol":1.0}`,
		`{"type":"hello","protocol":1e0}`,
		`{"type":"hello","protocol":99999999999999999999}`,
		`{"type":"choose","label":"a"}x`,
		`{"type":"choose","label":"a",}`,
		`{"type":"choose" "label":"a"}`,
		`{type:"choose"}`,
		`{"type":"choose","label":"a`,
		`{"type":"choose","label":"\x"}`,
		`{"type":"new","game":"g","players":2,"decks":{"d":["a"],"d":["b"]}}`,
		`{"type":"new","game":"g","players":2,"decks":{"d":"a"}}`,
		`{"type":"new","game":"g","players":2,"decks":{"d":[1]}}`,
	} {
		if _, err := DecodeRequest([]byte(line)); !is[*GarbageError](err) {
			t.Errorf("%s: got %v, want a *GarbageError", line, err)
		}
	}
	for _, line := range []string{
		`{"type":"state","state":{"over":false,"turn":-1,"deciding":0,"options":["a"],"zones":{},"fields":{}}}`,
		`{"type":"state","state":{"over":false,"turn":0,"deciding":0,"options":["a"],"zones":{},"fields":{},"score":1}}`,
		`{"type":"state","state":{"over":false,"deciding":0,"options":["a"],"zones":{},"fields":{}}}`,
		`{"type":"state","state":{"over":"no","turn":0,"deciding":0,"options":["a"],"zones":{},"fields":{}}}`,
		`{"type":"state","state":{"over":true,"turn":null,"deciding":null,"options":[],"zones":{},"fields":{},"winners":[null]}}`,
		`{"type":"state","state":null}`,
	} {
		if _, err := DecodeReply([]byte(line)); !is[*GarbageError](err) {
			t.Errorf("%s: got %v, want a *GarbageError", line, err)
		}
	}
}

// FuzzDecode: no line makes the decoder panic, and a line it reads encodes
// to a line it reads as the same message.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		`{"type":"hello","protocol":1}`,
		`{"type":"new","game":"tally","players":2,"settings":{"a":"b"},"decks":{"deck":["7 red"]}}`,
		`{"type":"choose","label":"play 7 red"}`,
		`{"type":"quit"}`,
		`{"type":"hello","protocol":1,"engine":"e","games":["tally"]}`,
		`{"type":"state","state":{"over":false,"turn":0,"deciding":1,"options":["a"],"zones":{"z":["c"]},"fields":{"f":"v"},"unknown":["x"]},"events":["e"]}`,
		`{"type":"state","state":{"over":true,"turn":null,"deciding":null,"options":[],"zones":{},"fields":{},"winners":[0,1]}}`,
		`{"type":"error","message":"m","code":"illegal"}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		for _, decode := range []func([]byte) (Message, error){DecodeRequest, DecodeReply} {
			m, err := decode(line)
			if err != nil {
				continue
			}
			again, err := Encode(m)
			if err != nil {
				t.Fatal(err)
			}
			back, err := decode(again)
			if err != nil {
				t.Fatalf("%s read, its encoding %s refused: %v", line, again, err)
			}
			if !reflect.DeepEqual(back, m) {
				t.Fatalf("%s: %#v became %#v", line, m, back)
			}
		}
	})
}

// appendString writes any string, a byte to escape at any place of it
// (the encoder reads eight bytes at a time), in valid UTF-8, as
// encoding/json reads back: the string itself, an invalid UTF-8 byte as
// U+FFFD.
func TestAppendStringAnyString(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		plainBytes := rapid.SampledFrom([]byte("ab 7~\x20\x7f"))
		special := rapid.SampledFrom([]byte("\x00\x1f\"\\\x80\x9f\xa0\xff\xc3\xa9\n"))
		s := string(rapid.SliceOfN(plainBytes, 0, 20).Draw(t, "before"))
		if rapid.Bool().Draw(t, "special") {
			s += string(special.Draw(t, "byte"))
		}
		s += string(rapid.SliceOfN(rapid.OneOf(plainBytes, special), 0, 20).Draw(t, "after"))
		line := appendString(nil, s)
		if !utf8.Valid(line) {
			t.Fatalf("%q written as invalid UTF-8: %q", s, line)
		}
		var got string
		if err := json.Unmarshal(line, &got); err != nil {
			t.Fatalf("%q: encoding/json cannot read %s: %v", s, line, err)
		}
		if want := invalidEach(s); got != want {
			t.Fatalf("%q read back as %q, want %q", s, got, want)
		}
	})
}

// Each byte to escape or to check, at each place of a string of plain
// bytes two words long, is written as encoding/json reads it back.
func TestAppendStringEveryPlace(t *testing.T) {
	for _, c := range []byte("\x00\x1f\"\\\x80\x9f\xa0\xff\n") {
		for at := range 17 {
			b := []byte("abcdefgh ijklmn~\x7f")
			b[at] = c
			s := string(b)
			line := appendString(nil, s)
			var got string
			if err := json.Unmarshal(line, &got); err != nil || !utf8.Valid(line) || got != invalidEach(s) {
				t.Errorf("%q written %q, read back as %q (%v)", s, line, got, err)
			}
		}
	}
}

// invalidEach returns s with each byte of an invalid UTF-8 sequence as
// U+FFFD.
func invalidEach(s string) string {
	var out []rune
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		out = append(out, r)
		i += size
	}
	return string(out)
}

// PlainChooseLabel reads the label of every choose request Encode writes
// whose label needs no escape, as DecodeRequest reads it, and no other
// line.
func TestPlainChooseLabel(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		label := string(rapid.SliceOfN(rapid.SampledFrom([]byte("ab 7~\x7f\"\\\n\xc3\xa9")), 0, 40).Draw(t, "label"))
		line, err := Encode(Choose{Label: label})
		if err != nil {
			t.Fatal(err)
		}
		line = line[:len(line)-1]
		got, ok := PlainChooseLabel(line)
		if ok != (plain(label) == len(label)) {
			t.Fatalf("%s: PlainChooseLabel ok %v", line, ok)
		}
		if ok && string(got) != label {
			t.Fatalf("%s: label %q, want %q", line, got, label)
		}
	})
	for _, line := range []string{
		`{"type":"choose","label":"a\"b"}`, `{"type":"choose","label":"a"} `, `{"type":"choose", "label":"a"}`,
		`{"label":"a","type":"choose"}`, `{"type":"choose","label":"a`, `{"type":"choose","label":"`, `{"type":"new","label":"a"}`,
	} {
		if got, ok := PlainChooseLabel([]byte(line)); ok {
			t.Errorf("%s: read as the plain label %q", line, got)
		}
	}
}
