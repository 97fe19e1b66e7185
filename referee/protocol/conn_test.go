package protocol

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// fakeEnv names the fake engine the test binary plays when it is started
// with it set: the tests start their own binary as the engine.
const fakeEnv = "DOGMA_PROTOCOL_FAKE_ENGINE"

func TestMain(m *testing.M) {
	if mode := os.Getenv(fakeEnv); mode != "" {
		os.Exit(fakeEngine(mode))
	}
	os.Exit(m.Run())
}

// fakeEngine answers requests on stdin as the engine of mode does.
func fakeEngine(mode string) int {
	in := bufio.NewScanner(os.Stdin)
	out := os.Stdout
	state := `{"type":"state","state":{"over":false,"turn":0,"deciding":0,"options":["draw"],"zones":{"deck":["1 red"]},"fields":{}}}`
	for in.Scan() {
		m, err := DecodeRequest(in.Bytes())
		if err != nil {
			fmt.Fprintln(out, `{"type":"error","code":"bad-request","message":"bad line"}`)
			continue
		}
		switch mode + " " + m.MessageType() {
		case "good hello", "unasked hello":
			fmt.Fprintln(out, `{"type":"hello","protocol":1,"engine":"fake","games":["tally"]}`)
			if mode == "unasked" {
				fmt.Fprintln(out, state)
			}
		case "good new", "good choose", "unasked new":
			if c, ok := m.(Choose); ok && c.Label != "draw" {
				fmt.Fprintln(out, `{"type":"error","code":"illegal","message":"no such option"}`)
				continue
			}
			fmt.Fprintln(out, state)
		case "good quit":
			return 0
		case "hang hello":
			time.Sleep(time.Minute)
		case "exit hello":
			fmt.Fprintln(os.Stderr, "panic: the engine fell over")
			return 3
		case "garbage hello":
			fmt.Fprintln(out, "Welcome to the engine!")
		case "long hello":
			fmt.Fprintln(out, `{"type":"hello","engine":"`+strings.Repeat("x", 5000)+`"}`)
		case "outofturn hello":
			fmt.Fprintln(out, state)
		case "badquit quit":
			return 1
		default:
			fmt.Fprintln(out, `{"type":"hello","protocol":1,"engine":"fake","games":["tally"]}`)
		}
	}
	return 0
}

// startFake starts the fake engine of mode.
func startFake(t *testing.T, mode string, opts Options) *Conn {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	opts.Env = append(os.Environ(), fakeEnv+"="+mode)
	c, err := Start([]string{exe}, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func TestConnConversation(t *testing.T) {
	var trace []string
	c := startFake(t, "good", Options{Trace: func(sent bool, line []byte) {
		trace = append(trace, fmt.Sprintf("%v %s", sent, line))
	}})
	h, err := c.Hello()
	if err != nil {
		t.Fatal(err)
	}
	if h.Engine != "fake" || len(h.Games) != 1 || h.Games[0] != "tally" {
		t.Fatalf("hello reply %+v", h)
	}
	s, err := c.New(New{Game: "tally", Players: 2, Decks: map[string][]string{"deck": {"1 red"}}})
	if err != nil {
		t.Fatal(err)
	}
	if n := s.State.Neutral(); n.Deciding != 0 || n.Options[0] != "draw" || n.Zones["deck"][0] != "1 red" {
		t.Fatalf("state %+v", n)
	}
	if _, err := c.Choose("draw"); err != nil {
		t.Fatal(err)
	}
	_, err = c.Choose("play 9 blue")
	var refused *RefusedError
	if !errors.As(err, &refused) || refused.Code != CodeIllegal || refused.Request != TypeChoose {
		t.Fatalf("a refused choice: got %v, want a *RefusedError", err)
	}
	if _, err := c.Choose("draw"); err != nil {
		t.Fatalf("the conversation goes on after a refusal: %v", err)
	}
	if err := c.Quit(); err != nil {
		t.Fatalf("quit: %v", err)
	}
	if len(trace) != 11 || trace[0] != `true {"type":"hello","protocol":1}` {
		t.Fatalf("trace:\n%s", strings.Join(trace, "\n"))
	}
}

// TestConnFaults checks that every way an engine misbehaves is a typed
// error, quickly, never a hang.
func TestConnFaults(t *testing.T) {
	for _, tc := range []struct {
		mode  string
		check func(error) bool
		want  string
	}{
		{"hang", is[*TimeoutError], "no answer to \"hello\""},
		{"exit", is[*CrashError], "exit status 3"},
		{"garbage", is[*GarbageError], "not a JSON object"},
		{"long", is[*GarbageError], "longer than 1000 bytes"},
		{"outofturn", is[*OutOfTurnError], "\"hello\" answered with \"state\""},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			c := startFake(t, tc.mode, Options{Timeout: 500 * time.Millisecond, MaxLine: 1000})
			start := time.Now()
			_, err := c.Hello()
			if err == nil || !tc.check(err) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %T %v, want an error saying %q", err, err, tc.want)
			}
			if tc.mode == "exit" && !strings.Contains(err.Error(), "the engine fell over") {
				t.Errorf("the crash does not quote the engine's stderr: %v", err)
			}
			if _, again := c.New(New{Game: "tally", Players: 2, Decks: map[string][]string{}}); again != err {
				t.Errorf("a request after the break: got %v, want the same error", again)
			}
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
}

func TestConnUnaskedLine(t *testing.T) {
	c := startFake(t, "unasked", Options{Timeout: 2 * time.Second})
	if _, err := c.Hello(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond) // let the unasked line arrive
	_, err := c.New(New{Game: "tally", Players: 2, Decks: map[string][]string{}})
	if !is[*OutOfTurnError](err) || !strings.Contains(err.Error(), "no request asked for") {
		t.Fatalf("got %v, want an *OutOfTurnError for the unasked line", err)
	}
}

func TestConnQuitStatus(t *testing.T) {
	c := startFake(t, "badquit", Options{Timeout: 2 * time.Second})
	if _, err := c.Hello(); err != nil {
		t.Fatal(err)
	}
	if err := c.Quit(); !is[*CrashError](err) || !strings.Contains(err.Error(), "exit status 1") {
		t.Fatalf("got %v, want a *CrashError for an engine that quits with status 1", err)
	}
}

func TestStartMissingEngine(t *testing.T) {
	if _, err := Start([]string{"/no/such/engine"}, Options{}); err == nil {
		t.Fatal("want an error for an engine that does not exist")
	}
}

// is reports whether err is an error of type T.
func is[T error](err error) bool {
	var t T
	return errors.As(err, &t)
}
