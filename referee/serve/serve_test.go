package serve_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/engine/genesia"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/referee/protocol"
	"github.com/dogma-engine/dogma/referee/serve"
)

// games are the games the tests serve.
var games = []*engine.Registration{toygame.Registration, cards.Registration, uruk.Registration, genesia.Registration}

// serveEnv makes the test binary serve the games on its stdin and stdout,
// as dogma serve does: the subprocess of TestServeSubprocess.
const serveEnv = "DOGMA_SERVE_TEST_ENGINE"

func TestMain(m *testing.M) {
	if os.Getenv(serveEnv) != "" {
		if err := serve.New(games).Serve(os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// inProcess returns a conversation with a server running in a goroutine.
func inProcess(t testing.TB, events bool) *protocol.Conn {
	return conversation(t, events, nil)
}

// inProcessTraced is inProcess with every line given to trace.
func inProcessTraced(t testing.TB, trace func(sent bool, line []byte)) *protocol.Conn {
	return conversation(t, true, trace)
}

func conversation(t testing.TB, events bool, trace func(sent bool, line []byte)) *protocol.Conn {
	reqR, reqW := io.Pipe()
	repR, repW := io.Pipe()
	s := serve.New(games)
	s.Events = events
	go func() {
		err := s.Serve(reqR, repW)
		repW.CloseWithError(errors.Join(err, io.EOF))
	}()
	c := protocol.NewConn(repR, reqW, protocol.Options{Timeout: 20 * time.Second, Trace: trace})
	t.Cleanup(func() { c.Close() })
	return c
}

// urukFill switches on every fill variant of Uruk, so that its games play
// past the holes of its text.
var urukFill = "variants=" + strings.Join(uruk.FillAll().Names(), ",")

// setups are the games played through the protocol.
var setups = []struct {
	reg   *engine.Registration
	setup string
}{
	{toygame.Registration, "players=2"},
	{toygame.Registration, "players=4"},
	{cards.Registration, "players=2 edition=1st"},
	{cards.Registration, "players=3 edition=3rd"},
	{cards.Registration, "players=4 teams edition=3rd"},
	{cards.Registration, "players=2 edition=4th"},
	{cards.Registration, "players=3 edition=4th expansions=echoes"},
	{uruk.Registration, "players=3 " + urukFill},
	{genesia.Registration, "players=4 variants=" + strings.Join(genesia.FillAll().Names(), ",")},
}

// TestServeInProcess plays random games of every game through the protocol
// and checks every state the server reports against dogma's own game of
// the same seed.
func TestServeInProcess(t *testing.T) {
	c := inProcess(t, true)
	h, err := c.Hello()
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"tally", "innovation", "uruk", "genesia"}; !reflect.DeepEqual(h.Games, want) {
		t.Fatalf("hello: games %v, want %v", h.Games, want)
	}
	for _, tc := range setups {
		for seed := uint64(1); seed <= 2; seed++ {
			t.Run(fmt.Sprintf("%s %s seed=%d", tc.reg.Name, tc.setup, seed), func(t *testing.T) {
				playAlongside(t, c, tc.reg, tc.setup, seed, 400)
			})
		}
	}
}

// playAlongside plays a game of reg through c and in process side by
// side, at most limit decisions, and fails where they differ.
func playAlongside(t *testing.T, c *protocol.Conn, reg *engine.Registration, setup string, seed uint64, limit int) {
	t.Helper()
	playAlongsideChanges(t, c, reg, setup, seed, limit, false)
}

// playAlongsideChanges is playAlongside, the game's new request asking
// for the changes of each state when changes is set: the served state is
// the state of the new request's answer patched with each answer.
func playAlongsideChanges(t *testing.T, c *protocol.Conn, reg *engine.Registration, setup string, seed uint64, limit int, changes bool) {
	t.Helper()
	cfg, err := reg.ParseConfig(setup)
	if err != nil {
		t.Fatal(err)
	}
	req, err := serve.NewRequest(reg, cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	own, err := reg.New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	req.Changes = changes
	reply, err := c.New(req)
	if err != nil {
		t.Fatal(err)
	}
	var got engine.NeutralState
	r := engine.NewRand(seed)
	for k := 0; ; k++ {
		want, _ := reg.NeutralOf(own)
		if reply.Changes != nil {
			reply.Changes.Patch(&got)
		} else {
			got = reply.State.Neutral()
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("decision %d: served state\n%+v\nwant\n%+v", k, got, want)
		}
		if own.Over() || k == limit {
			return
		}
		d := own.Decision()
		i := r.Intn(len(d.Options))
		label := d.Options[i].Label
		if err := own.Choose(i); err != nil || own.Err() != nil {
			var refused *protocol.RefusedError
			_, err := c.Choose(label)
			if !errors.As(err, &refused) || refused.Code != protocol.CodeUnsupported {
				t.Fatalf("decision %d: dogma stops at %v; served: %v", k, own.Err(), err)
			}
			return
		}
		if reply, err = c.Choose(label); err != nil {
			t.Fatalf("decision %d: choose %q: %v", k, label, err)
		}
	}
}

// TestServeRefusals sends requests the server must refuse, each answered
// with an error of the right code, and the conversation goes on.
func TestServeRefusals(t *testing.T) {
	s := serve.New(games)
	tally := newLine(t, toygame.Registration, "players=2", 1)
	for _, tc := range []struct {
		line, code, want string
	}{
		{`garbage`, "bad-request", "not a JSON object"},
		{`{"type":"dance"}`, "bad-request", "unknown request type"},
		{`{"type":"hello","protocol":2}`, "unsupported", "dogma speaks protocol 1"},
		{`{"type":"choose","label":"draw"}`, "illegal", "no game in progress"},
		{`{"type":"new","game":"chess","players":2,"decks":{}}`, "unsupported", "no game \"chess\""},
		{`{"type":"new","game":"tally","players":2,"settings":{"speed":"fast"},"decks":{}}`, "unsupported", "no setting \"speed\""},
		{`{"type":"new","game":"tally","players":2,"settings":{"players":"3"},"decks":{}}`, "bad-request", "not a setting"},
		{`{"type":"new","game":"tally","players":9,"decks":{}}`, "bad-request", "out of range"},
		{`{"type":"new","game":"innovation","players":2,"settings":{"edition":"5th"},"decks":{}}`, "bad-request", "5th"},
		{`{"type":"new","game":"tally","players":2,"decks":{"deck":["1 red"]}}`, "bad-request", "1 cards, want all 36"},
		{`{"type":"new","game":"tally","players":2,"decks":{"pile":[]}}`, "bad-request", "unknown deck \"pile\""},
		{`{"type":"new","game":"uruk","players":2,"decks":{}}`, "bad-request", "no deck"},
		{tally, "", ""},
		{`{"type":"choose","label":"play 99 red"}`, "illegal", "no option \"play 99 red\": the options are \"draw\""},
		{`{"type":"choose","label":"draw"}`, "", ""},
	} {
		reply, quit := s.Handle([]byte(tc.line))
		if quit {
			t.Fatalf("%s: taken for a quit", tc.line)
		}
		e, isErr := reply.(protocol.ErrorReply)
		switch {
		case tc.code == "" && isErr:
			t.Errorf("%s: refused: %s", tc.line, e.Message)
		case tc.code != "" && !isErr:
			t.Errorf("%s: answered %T, want an error %s", tc.line, reply, tc.code)
		case tc.code != "" && (e.Code != tc.code || !strings.Contains(e.Message, tc.want)):
			t.Errorf("%s: error %s %q, want %s saying %q", tc.line, e.Code, e.Message, tc.code, tc.want)
		}
	}
	if _, quit := s.Handle([]byte(`{"type":"quit"}`)); !quit {
		t.Error("quit not taken for a quit")
	}
}

// newLine returns the new request of a game as a line.
func newLine(t *testing.T, reg *engine.Registration, setup string, seed uint64) string {
	t.Helper()
	cfg, err := reg.ParseConfig(setup)
	if err != nil {
		t.Fatal(err)
	}
	req, err := serve.NewRequest(reg, cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestServeAfterTheEnd plays a Tally game to its end: a choice after it is
// refused as illegal.
func TestServeAfterTheEnd(t *testing.T) {
	c := inProcess(t, false)
	reg := toygame.Registration
	cfg, _ := reg.ParseConfig("players=2")
	req, _ := serve.NewRequest(reg, cfg, 5)
	reply, err := c.New(req)
	if err != nil {
		t.Fatal(err)
	}
	for !reply.State.Over {
		if reply, err = c.Choose(reply.State.Options[0]); err != nil {
			t.Fatal(err)
		}
	}
	if len(reply.State.Winners) == 0 || reply.State.Turn != nil || reply.State.Deciding != nil {
		t.Errorf("the end: %+v", reply.State)
	}
	var refused *protocol.RefusedError
	if _, err := c.Choose("draw"); !errors.As(err, &refused) || refused.Code != protocol.CodeIllegal {
		t.Fatalf("a choice after the end: %v, want refused as illegal", err)
	}
}

// TestServeLongLine sends a line longer than the protocol's maximum: it is
// refused, and the next request answered.
func TestServeLongLine(t *testing.T) {
	in := strings.Repeat("x", protocol.MaxLine+10) + "\n" + `{"type":"hello","protocol":1}` + "\n"
	var out strings.Builder
	if err := serve.New(games).Serve(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], "longer than") || !strings.Contains(lines[1], `"engine":"dogma"`) {
		t.Fatalf("answers:\n%s", out.String())
	}
}

// TestServeSubprocess plays a Tally game and an Uruk game through the test
// binary run as the engine, as dogma referee runs dogma serve, and quits.
func TestServeSubprocess(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	c, err := protocol.Start([]string{exe}, protocol.Options{Env: append(os.Environ(), serveEnv+"=1"), Timeout: 20 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Hello(); err != nil {
		t.Fatal(err)
	}
	playAlongside(t, c, toygame.Registration, "players=3", 7, 1000)
	playAlongside(t, c, uruk.Registration, "players=2 "+urukFill, 7, 100)
	if err := c.Quit(); err != nil {
		t.Fatalf("quit: %v", err)
	}
}

// TestServeQuiet: dogma serve lists the capability quiet, and a game whose
// new request asks for it gets no events in its state replies, while
// another game's replies have them.
func TestServeQuiet(t *testing.T) {
	c := inProcess(t, true)
	h, err := c.Hello()
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(h.Capabilities, protocol.CapabilityQuiet) {
		t.Fatalf("hello: capabilities %v, want %q among them", h.Capabilities, protocol.CapabilityQuiet)
	}
	cfg, err := toygame.Registration.ParseConfig("players=2")
	if err != nil {
		t.Fatal(err)
	}
	for _, quiet := range []bool{false, true, false} {
		req, err := serve.NewRequest(toygame.Registration, cfg, 1)
		if err != nil {
			t.Fatal(err)
		}
		req.Quiet, req.Changes = quiet, true
		reply, err := c.New(req)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 5; k++ {
			if quiet && reply.Events != nil || !quiet && len(reply.Events) == 0 {
				t.Fatalf("quiet %t, decision %d: events %q", quiet, k, reply.Events)
			}
			state := reply.State
			if state == nil {
				state = reply.Changes
			}
			if len(state.Options) == 0 {
				break
			}
			if reply, err = c.Choose(state.Options[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestServePushedAsHandled: Serve, which plays a game in push mode while
// the requests are choices of options offered, answers a conversation
// line for line as Handle answers its lines one at a time, with refused
// labels, garbage, a line too long, a new game in the middle and
// one-option decisions among the choices.
func TestServePushedAsHandled(t *testing.T) {
	for _, tc := range []struct {
		reg   *engine.Registration
		setup string
	}{
		{cards.Registration, "players=3 edition=3rd"},
		{uruk.Registration, "players=2"},
		{toygame.Registration, "players=2"},
	} {
		t.Run(tc.reg.Name, func(t *testing.T) {
			cfg, err := tc.reg.ParseConfig(tc.setup)
			if err != nil {
				t.Fatal(err)
			}
			ref := serve.New(games)
			var script, want []byte
			send := func(line []byte) protocol.Message {
				script = append(append(script, line...), '\n')
				reply, quit := ref.Handle(line)
				if len(line) > protocol.MaxLine { // refused by Serve unread
					reply = protocol.ErrorReply{Code: protocol.CodeBadRequest, Message: fmt.Sprintf("a line longer than %d bytes", protocol.MaxLine)}
				}
				if quit {
					return nil
				}
				out, err := protocol.Encode(reply)
				if err != nil {
					t.Fatal(err)
				}
				want = append(want, out...)
				return reply
			}
			encoded := func(m protocol.Message) []byte {
				line, err := protocol.Encode(m)
				if err != nil {
					t.Fatal(err)
				}
				return line[:len(line)-1]
			}
			send(encoded(protocol.Hello{Protocol: protocol.Version}))
			r := engine.NewRand(7)
			for game := uint64(1); game <= 2; game++ {
				req, err := serve.NewRequest(tc.reg, cfg, game)
				if err != nil {
					t.Fatal(err)
				}
				req.Changes = game == 1
				reply := send(encoded(req))
				var options []string
				for k := 0; k < 300; k++ {
					if st, ok := reply.(protocol.StateReply); ok {
						s := st.State
						if s == nil {
							s = st.Changes
						}
						options = s.Options
					}
					if len(options) == 0 {
						break
					}
					switch {
					case k%17 == 5:
						reply = send([]byte(`{"type":"choose","label":"no such option"}`))
					case k%29 == 11:
						reply = send([]byte(`{"type":"choose"`))
					case k%41 == 23:
						reply = send(bytes.Repeat([]byte("x"), protocol.MaxLine+10))
					default:
						reply = send(encoded(protocol.Choose{Label: options[r.Intn(len(options))]}))
					}
				}
			}
			send([]byte(`{"type":"quit"}`))
			send(encoded(protocol.Hello{Protocol: protocol.Version})) // after the quit: never read
			var got bytes.Buffer
			if err := serve.New(games).Serve(bytes.NewReader(script), &got); err != nil {
				t.Fatal(err)
			}
			gotLines, wantLines := strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")
			wantLines = wantLines[:len(wantLines)-2] // the hello after the quit
			for i := range min(len(gotLines), len(wantLines)) {
				if gotLines[i] != wantLines[i] {
					t.Fatalf("answer %d:\nserved  %.300s\nhandled %.300s", i, gotLines[i], wantLines[i])
				}
			}
			if len(gotLines) != len(wantLines)+1 {
				t.Fatalf("%d answers served, %d handled", len(gotLines)-1, len(wantLines))
			}
		})
	}
}
