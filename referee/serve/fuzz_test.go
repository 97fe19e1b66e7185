package serve_test

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/referee/protocol"
	"github.com/dogma-engine/dogma/referee/serve"
)

// FuzzHandle sends the server one line after a Tally game has begun: any
// line gets an answer of the protocol, never a failure of the engine (a
// panic the server would have caught).
func FuzzHandle(f *testing.F) {
	tally := toygame.Registration
	cfg, _ := tally.ParseConfig("players=2")
	req, _ := serve.NewRequest(tally, cfg, 1)
	start, _ := protocol.Encode(req)
	f.Add([]byte(`{"type":"choose","label":"draw"}`))
	f.Add([]byte(`{"type":"choose","label":"play 1 red"}`))
	f.Add([]byte(`{"type":"hello","protocol":1}`))
	f.Add(start)
	f.Add([]byte(strings.Replace(string(start), `"1 red"`, `"13 red"`, 1)))
	f.Add([]byte(`{"type":"new","game":"innovation","players":3,"settings":{"edition":"4th","ages":"2"},"decks":{"age1":["Archery"]}}`))
	f.Add([]byte(`{"type":"new","game":"uruk","players":2,"decks":{"summaries":["Summary 2"]}}`))
	f.Fuzz(func(t *testing.T, line []byte) {
		s := serve.New(games)
		if reply, _ := s.Handle(start); reply.MessageType() != protocol.TypeState {
			t.Fatalf("the game does not begin: %#v", reply)
		}
		reply, quit := s.Handle(line)
		if quit {
			return
		}
		if e, ok := reply.(protocol.ErrorReply); ok && strings.Contains(e.Message, "dogma failed") {
			t.Fatalf("%s: %s", line, e.Message)
		}
		if _, err := protocol.Encode(reply); err != nil {
			t.Fatal(err)
		}
	})
}
