package referee

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/fuzz"
	"github.com/dogma-engine/dogma/referee/protocol"
)

// TranscriptVersion is the version of the transcript format, the
// "transcript" member of its first line.
const TranscriptVersion = 1

// A Transcript is a refereed game as the engine saw it: every request
// dogma sent it, each with dogma's state after it, which "dogma referee
// --replay" sends again to the engine alone and compares with what it
// answers. Its text is JSON lines: the header, then one line per request,
// {"request": REQUEST, "expect": STATE, "clause": CLAUSE}; a request
// without "expect" answers a one-option decision only the engine asks,
// and is sent only where the engine offers that one option.
type Transcript struct {
	Header    TranscriptHeader
	Exchanges []Exchange
}

// TranscriptHeader is the first line of a transcript: what game it plays
// and what was found in it.
type TranscriptHeader struct {
	Transcript int       `json:"transcript"` // TranscriptVersion
	Game       string    `json:"game"`
	Config     string    `json:"config"` // dogma's configuration text
	Seed       fuzz.Seed `json:"seed"`   // the seed whose shuffle gave the decks
	Engine     string    `json:"engine,omitempty"`
	Finding    string    `json:"finding,omitempty"`
}

// transcriptLine is one request of a transcript as written.
type transcriptLine struct {
	Request json.RawMessage `json:"request"`
	Expect  *protocol.State `json:"expect,omitempty"`
	Clause  string          `json:"clause,omitempty"`
}

// Format returns the transcript's text.
func (t *Transcript) Format() []byte {
	var b bytes.Buffer
	h, _ := json.Marshal(t.Header)
	b.Write(h)
	b.WriteByte('\n')
	for _, x := range t.Exchanges {
		req, err := protocol.Encode(x.Request)
		if err != nil {
			continue
		}
		line, _ := json.Marshal(transcriptLine{Request: bytes.TrimSpace(req), Expect: x.Expect, Clause: x.Clause})
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// ReadTranscript reads a transcript's text; name is the file's name for
// messages.
func ReadTranscript(name string, r io.Reader) (*Transcript, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 4*protocol.MaxLine)
	t := &Transcript{}
	n := 0
	for sc.Scan() {
		n++
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		if n == 1 {
			if err := json.Unmarshal(line, &t.Header); err != nil || t.Header.Transcript == 0 {
				return nil, fmt.Errorf("%s:1: not a transcript of dogma referee (want a header line with \"transcript\": %d)", name, TranscriptVersion)
			}
			if t.Header.Transcript != TranscriptVersion {
				return nil, fmt.Errorf("%s:1: transcript version %d, this dogma reads %d", name, t.Header.Transcript, TranscriptVersion)
			}
			continue
		}
		var tl transcriptLine
		if err := json.Unmarshal(line, &tl); err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, n, err)
		}
		req, err := protocol.DecodeRequest(tl.Request)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, n, err)
		}
		switch req.(type) {
		case protocol.New, protocol.Choose:
		default:
			return nil, fmt.Errorf("%s:%d: a transcript sends only new and choose requests, not %s", name, n, req.MessageType())
		}
		if len(t.Exchanges) == 0 {
			if _, ok := req.(protocol.New); !ok {
				return nil, fmt.Errorf("%s:%d: a transcript starts with a new request", name, n)
			}
		}
		t.Exchanges = append(t.Exchanges, Exchange{Request: req, Expect: tl.Expect, Clause: tl.Clause})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	if n == 0 {
		return nil, fmt.Errorf("%s: empty, not a transcript", name)
	}
	if len(t.Exchanges) == 0 {
		return nil, fmt.Errorf("%s: no request after the header", name)
	}
	return t, nil
}

// Replayed is the outcome of a transcript replayed against an engine.
type Replayed struct {
	// Requests counts the requests sent.
	Requests int `json:"requests"`
	// Finding is where the engine parts from the transcript, or nil when
	// it answered every request as expected.
	Finding *Finding `json:"finding,omitempty"`
}

// Replay sends the requests of t to ext and compares each answer with the
// state the transcript expects, as a refereed game does (Compare, Check),
// stopping at the first difference, broken rule or protocol error.
func Replay(t *Transcript, ext External) *Replayed {
	out := &Replayed{}
	var (
		got     engine.NeutralState
		players int
		cards   map[string]int
		clause  string
		label   string
		moves   int
	)
	part := func(kind, msg string, details []string, want *protocol.State, eng *engine.NeutralState) *Replayed {
		f := &Finding{Kind: kind, Message: msg, Details: details, Decision: moves, Label: label, Clause: clause, Dogma: want}
		if eng != nil {
			f.Engine = protocol.FromNeutral(protocol.Clone(*eng)) // an External may patch eng's maps later
		}
		out.Finding = f
		return out
	}
	for _, x := range t.Exchanges {
		var err error
		switch req := x.Request.(type) {
		case protocol.New:
			players = req.Players
			got, err = ext.New(req)
		case protocol.Choose:
			if x.Expect == nil && (len(got.Options) != 1 || got.Options[0] != req.Label) {
				continue // a one-option decision this engine does not ask
			}
			label = req.Label
			moves++
			got, err = ext.Choose(req.Label)
		}
		out.Requests++
		if x.Clause != "" {
			clause = x.Clause
		}
		want := x.Expect
		if want == nil {
			want = protocol.FromNeutral(protocol.Clone(got))
		}
		if err != nil {
			msg := err.Error()
			var refused *protocol.RefusedError
			if errors.As(err, &refused) && refused.Request == protocol.TypeChoose {
				msg = fmt.Sprintf("the engine refuses %q, an option dogma offers: %s", label, err)
			}
			return part(ErrorKind(err), msg, nil, want, nil)
		}
		if cards == nil && x.Expect != nil && len(x.Expect.Unknown) == 0 {
			cards = CardsOf(x.Expect.Neutral())
		}
		if bad := Check(got, players, cards); len(bad) > 0 {
			return part(KindProperty, "the engine's state breaks a rule of every game: "+bad[0], bad, want, &got)
		}
		if x.Expect == nil {
			continue
		}
		if diffs := Compare(x.Expect.Neutral(), got); len(diffs) > 0 {
			return part(KindDisagreement, "the engine and dogma part: "+diffs[0], diffs, x.Expect, &got)
		}
	}
	return out
}
