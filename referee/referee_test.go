package referee

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/referee/protocol"
	"github.com/dogma-engine/dogma/scenarios"
)

// fakeEnv names, in the environment of the test binary run again as an
// engine, how the fake engine misbehaves (see fakeEngine).
const fakeEnv = "DOGMA_REFEREE_FAKE"

func TestMain(m *testing.M) {
	if mode := os.Getenv(fakeEnv); mode == serveMode {
		os.Exit(serveStdio())
	} else if mode != "" {
		os.Exit(fakeEngine(mode))
	}
	props.Register(toygame.Suite) // the scenario files name their game
	os.Exit(m.Run())
}

// client is the Python client of Tally, from this package's folder.
const client = "../clients/tally/engine.py"

// needPython skips a test when python3 is missing.
func needPython(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not installed: the Python reference client cannot run (apt-get install python3)")
	}
}

// clientArgv returns the command line of the Python client with plants.
func clientArgv(plants ...string) []string {
	argv := []string{"python3", client}
	for _, p := range plants {
		argv = append(argv, "--plant", p)
	}
	return argv
}

// referee referees games of Tally against argv.
func referee(t *testing.T, argv []string, games int, opts protocol.Options) *Result {
	t.Helper()
	res, err := Run(context.Background(), Options{Suite: toygame.Suite, Engine: strings.Join(argv, " "),
		Seed: 1, Games: games, Workers: 2, Start: ProcessStarter(argv, opts, "tally"),
		Shrink: true, ShrinkTime: 20 * time.Second, Out: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// The Python client, written from Tally's RULES.md alone, agrees with
// dogma in every game of every player count, answering with the changes
// of its state (its default) and with whole states (--no-changes).
func TestPythonClientAgrees(t *testing.T) {
	needPython(t)
	for _, argv := range [][]string{clientArgv(), append(clientArgv(), "--no-changes")} {
		t.Run(strings.Join(append([]string{"changes"}, argv[2:]...), " "), func(t *testing.T) {
			res := referee(t, argv, 240, protocol.Options{})
			for _, fd := range res.Found {
				t.Errorf("game %d: %s", fd.Index, fd.Finding.Report())
			}
			if res.Stats.Games != 240 || res.Stats.Stopped != 0 {
				t.Errorf("stats %+v: want 240 games played to their end", res.Stats)
			}
		})
	}
}

// plants returns the planted bugs the Python client lists.
func plants(t *testing.T) []string {
	t.Helper()
	out, err := exec.Command("python3", client, "--list-plants").Output()
	if err != nil {
		t.Fatalf("--list-plants: %v", err)
	}
	var names []string
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		name, _, _ := strings.Cut(line, "\t")
		names = append(names, name)
	}
	if len(names) < 4 {
		t.Fatalf("the client plants %d bugs, want at least 4", len(names))
	}
	return names
}

// Each planted bug of the client is found, shrunk to at most 15
// decisions and written as a scenario file that replays in dogma and a
// transcript that replays to the same disagreement against the client.
func TestPlantedBugsFoundAndShrunk(t *testing.T) {
	needPython(t)
	for i, plant := range plants(t) {
		t.Run(plant, func(t *testing.T) {
			argv := clientArgv(plant)
			if i%2 == 1 {
				argv = append(argv, "--no-changes") // every other one with whole states
			}
			res := referee(t, argv, 400, protocol.Options{})
			if len(res.Found) != 1 {
				t.Fatalf("%d findings in %d games, want 1", len(res.Found), res.Stats.Games)
			}
			fd := res.Found[0]
			t.Logf("%s: %d -> %d decisions\n%s", plant, fd.Decisions, fd.Shrunk, fd.Finding.Report())
			if fd.Shrunk < 0 || fd.Shrunk > 15 {
				t.Errorf("shrunk to %d decisions, want at most 15", fd.Shrunk)
			}
			if fd.Finding.Kind != KindDisagreement {
				t.Errorf("kind %s, want a disagreement", fd.Finding.Kind)
			}
			if fd.Scenario == "" || fd.Transcript == "" {
				t.Fatalf("files not written: %s", fd.Err)
			}
			rec, err := scenarios.ReadRecord(fd.Scenario)
			if err != nil {
				t.Fatal(err)
			}
			if len(rec.Moves) != fd.Shrunk {
				t.Errorf("the scenario has %d moves, the shrunk game %d", len(rec.Moves), fd.Shrunk)
			}
			if err := scenarios.Check(fd.Scenario, mustRead(t, fd.Scenario)); err != nil {
				t.Errorf("dogma's side of the game does not replay in dogma: %v", err)
			}
			again := replayFile(t, fd.Transcript, argv)
			if again.Finding == nil || again.Finding.Key() != fd.Finding.Key() {
				t.Fatalf("the transcript replays to %+v, want %s", again.Finding, fd.Finding.Key())
			}
			if clean := replayFile(t, fd.Transcript, clientArgv()); clean.Finding != nil {
				t.Errorf("the transcript parts from the client without the bug: %s", clean.Finding)
			}
		})
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// replayFile replays a transcript file against argv.
func replayFile(t *testing.T, path string, argv []string) *Replayed {
	t.Helper()
	tr, err := ReadTranscript(path, bytes.NewReader(mustRead(t, path)))
	if err != nil {
		t.Fatal(err)
	}
	p, err := StartProcess(argv, protocol.Options{}, tr.Header.Game)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	return Replay(tr, p)
}

// An engine that hangs, crashes, writes garbage, answers out of turn or
// refuses a legal label is a finding of its own kind, found within the
// timeout, shrunk, and written with its transcript, which replays to the
// same error.
func TestMisbehavingEngines(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ mode, kind string }{
		{"hang", KindTimeout},
		{"crash", KindCrash},
		{"garbage", KindGarbage},
		{"out-of-turn", KindOutOfTurn},
		{"refuse", KindRefused},
		{"lose-card", KindProperty},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			opts := protocol.Options{Timeout: 300 * time.Millisecond,
				Env: append(os.Environ(), fakeEnv+"="+tc.mode)}
			start := time.Now()
			argv := []string{self}
			res, err := Run(context.Background(), Options{Suite: toygame.Suite, Engine: "fake " + tc.mode,
				Seed: 2, Games: 20, Workers: 1, Start: ProcessStarter(argv, opts, "tally"),
				Shrink: true, ShrinkTime: 5 * time.Second, Out: t.TempDir()})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Found) != 1 {
				t.Fatalf("%d findings, want 1", len(res.Found))
			}
			fd := res.Found[0]
			t.Logf("%s in %v: %d -> %d decisions\n%s", tc.mode, time.Since(start).Round(time.Millisecond), fd.Decisions, fd.Shrunk, fd.Finding.Report())
			if fd.Finding.Kind != tc.kind {
				t.Errorf("kind %s, want %s", fd.Finding.Kind, tc.kind)
			}
			if fd.Shrunk != fakeAfter+1 {
				t.Errorf("shrunk to %d decisions, want %d (where the fake misbehaves)", fd.Shrunk, fakeAfter+1)
			}
			tr, err := ReadTranscript(fd.Transcript, bytes.NewReader(mustRead(t, fd.Transcript)))
			if err != nil {
				t.Fatal(err)
			}
			p, err := StartProcess(argv, opts, "tally")
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			if again := Replay(tr, p); again.Finding == nil || again.Finding.Kind != tc.kind {
				t.Errorf("the transcript replays to %+v, want a %s", again.Finding, tc.kind)
			}
		})
	}
}

// fakeAfter is the number of decisions a fake engine plays right before it
// misbehaves.
const fakeAfter = 3

// fakeEngine serves dogma's own Tally behind the protocol, as a stand-in
// for another engine, and misbehaves as mode says at the choice that
// follows fakeAfter decisions: "hang" stops answering, "crash" exits 3,
// "garbage" writes a line that is no JSON, "out-of-turn" answers a hello,
// "refuse" refuses the label, "lose-card" drops a card from its state.
func fakeEngine(mode string) int {
	reg := toygame.Registration
	in := bufio.NewScanner(os.Stdin)
	out := bufio.NewWriter(os.Stdout)
	send := func(m protocol.Message) {
		b, _ := protocol.Encode(m)
		out.Write(b)
		out.Flush()
	}
	var g engine.Game
	made := 0
	for in.Scan() {
		req, err := protocol.DecodeRequest(in.Bytes())
		if err != nil {
			send(protocol.ErrorReply{Code: protocol.CodeBadRequest, Message: err.Error()})
			continue
		}
		switch r := req.(type) {
		case protocol.Hello:
			send(protocol.HelloReply{Protocol: protocol.Version, Engine: "fake " + mode, Games: []string{"tally"}})
		case protocol.Quit:
			return 0
		case protocol.New:
			cfg, err := reg.ParseConfig(fmt.Sprintf("players=%d", r.Players))
			if err == nil {
				g, err = reg.NewFromDecks(cfg, r.Decks)
			}
			if err != nil {
				send(protocol.ErrorReply{Code: protocol.CodeBadRequest, Message: err.Error()})
				continue
			}
			made = 0
			n, _ := reg.NeutralOf(g)
			send(protocol.StateReply{State: protocol.FromNeutral(n)})
		case protocol.Choose:
			d := g.Decision()
			i := -1
			if d != nil {
				i = d.Index(r.Label)
			}
			if i < 0 {
				send(protocol.ErrorReply{Code: protocol.CodeIllegal, Message: "not offered: " + r.Label})
				continue
			}
			if made == fakeAfter {
				switch mode {
				case "hang":
					time.Sleep(time.Hour)
				case "crash":
					fmt.Fprintln(os.Stderr, "fake engine: crashing on purpose")
					return 3
				case "garbage":
					out.WriteString("Traceback (most recent call last): oops\n")
					out.Flush()
					continue
				case "out-of-turn":
					send(protocol.HelloReply{Protocol: protocol.Version, Engine: "fake", Games: []string{"tally"}})
					continue
				case "refuse":
					send(protocol.ErrorReply{Code: protocol.CodeIllegal, Message: "not offered: " + r.Label})
					continue
				}
			}
			if err := g.Choose(i); err != nil {
				send(protocol.ErrorReply{Code: protocol.CodeIllegal, Message: err.Error()})
				continue
			}
			made++
			n, _ := reg.NeutralOf(g)
			if mode == "lose-card" && made > fakeAfter {
				n.Zones["deck"] = n.Zones["deck"][1:]
			}
			send(protocol.StateReply{State: protocol.FromNeutral(n)})
		}
	}
	return 0
}

// Compare reports each difference of two states, and skips what the
// engine does not know or leaves out.
func TestCompare(t *testing.T) {
	want := engine.NeutralState{Turn: 0, Deciding: 1, Options: []string{"a", "b"},
		Zones:  map[string][]string{"deck": {"x", "y"}, "hand.0": {"z"}},
		Fields: map[string]string{"actions": "2"}}
	same := want
	same.Options = []string{"b", "a"}
	if d := Compare(want, same); d != nil {
		t.Errorf("options in another order: %v", d)
	}
	partial := engine.NeutralState{Turn: 0, Deciding: 1, Options: []string{"a", "b"},
		Zones: map[string][]string{"deck": {"y", "x"}}, Unknown: []string{"deck", "actions"}}
	if d := Compare(want, partial); d != nil {
		t.Errorf("unknown and missing parts compared: %v", d)
	}
	lost, reordered := want, want
	lost.Unknown = []string{"deck"}
	reordered.Zones = map[string][]string{"deck": {"y", "x"}, "hand.0": {"z"}}
	if d := Compare(lost, reordered); d != nil {
		t.Errorf("a zone dogma no longer knows compared: %v", d)
	}
	other := engine.NeutralState{Turn: 1, Deciding: 1, Options: []string{"a"},
		Zones: map[string][]string{"deck": {"y", "x"}, "hand.0": {"z"}, "junk": {"q"}}, Fields: map[string]string{"actions": "1"}}
	got := Compare(want, other)
	wantDiffs := []string{"turn", "options", "zone deck", "zone junk", "field actions"}
	if len(got) != len(wantDiffs) {
		t.Fatalf("differences %q, want one each of %v", got, wantDiffs)
	}
	for i, w := range wantDiffs {
		if !strings.HasPrefix(got[i], w) {
			t.Errorf("difference %d is %q, want one of %s", i, got[i], w)
		}
	}
}

// Check finds what no state may hold.
func TestCheck(t *testing.T) {
	cards := map[string]int{"x": 1, "y": 1, "z": 1}
	ok := engine.NeutralState{Turn: 0, Deciding: 0, Options: []string{"a"}, Zones: map[string][]string{"deck": {"x", "y"}, "hand.0": {"z"}}}
	if bad := Check(ok, 2, cards); bad != nil {
		t.Errorf("a sound state: %v", bad)
	}
	for _, tc := range []struct {
		name string
		s    engine.NeutralState
	}{
		{"twice", engine.NeutralState{Deciding: 0, Options: []string{"a"}, Zones: map[string][]string{"deck": {"x", "y"}, "hand.0": {"z", "x"}}}},
		{"missing", engine.NeutralState{Deciding: 0, Options: []string{"a"}, Zones: map[string][]string{"deck": {"x", "y"}}}},
		{"stranger", engine.NeutralState{Deciding: 0, Options: []string{"a"}, Zones: map[string][]string{"deck": {"x", "y", "z", "w"}}}},
		{"nobody deciding", engine.NeutralState{Deciding: engine.NoSeat, Options: []string{"a"}, Zones: ok.Zones}},
		{"no option", engine.NeutralState{Deciding: 0, Zones: ok.Zones}},
		{"over with options", engine.NeutralState{Over: true, Deciding: engine.NoSeat, Options: []string{"a"}, Zones: ok.Zones}},
		{"over with a decider", engine.NeutralState{Over: true, Deciding: 1, Zones: ok.Zones}},
		{"winner out of range", engine.NeutralState{Over: true, Deciding: engine.NoSeat, Winners: []int{2}, Zones: ok.Zones}},
		{"option twice", engine.NeutralState{Deciding: 0, Options: []string{"a", "a"}, Zones: ok.Zones}},
	} {
		if bad := Check(tc.s, 2, cards); len(bad) == 0 {
			t.Errorf("%s: no rule broken", tc.name)
		}
	}
}

// A transcript reads back as written.
func TestTranscriptRoundTrip(t *testing.T) {
	s := protocol.FromNeutral(engine.NeutralState{Turn: 0, Deciding: 0, Options: []string{"draw"}, Zones: map[string][]string{"deck": {"1 red"}}})
	tr := &Transcript{Header: TranscriptHeader{Transcript: TranscriptVersion, Game: "tally", Config: "players=2", Seed: 7},
		Exchanges: []Exchange{
			{Request: protocol.New{Game: "tally", Players: 2, Decks: map[string][]string{"deck": {"1 red"}}}, Expect: s},
			{Request: protocol.Choose{Label: "draw"}, Expect: s, Clause: "TALLY-DRAW-1"},
			{Request: protocol.Choose{Label: "yes"}},
		}}
	text := tr.Format()
	back, err := ReadTranscript("t.jsonl", bytes.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back.Format(), text) {
		t.Errorf("read back differently:\n%s\nvs\n%s", back.Format(), text)
	}
	for _, bad := range []string{"", "{}\n", `{"transcript":1}` + "\n" + `{"request":{"type":"choose","label":"x"}}` + "\n"} {
		if _, err := ReadTranscript("bad.jsonl", strings.NewReader(bad)); err == nil {
			t.Errorf("%q read as a transcript", bad)
		}
	}

}
