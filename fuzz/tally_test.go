package fuzz

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/scenarios"
)

// The harness plays Tally, the toy game, exactly as it plays Innovation:
// nothing in this package knows which game it drives.
func init() { props.Register(toygame.Suite) }

// A campaign of Tally is clean and reproducible from its seed, and its
// coverage lists the game's clauses and branches.
func TestCampaignOfTally(t *testing.T) {
	cov := NewCoverage(toygame.Suite)
	run := func() *Result {
		res, err := Run(context.Background(), Options{Suite: toygame.Suite, Seed: 4, Games: 60, Workers: 2,
			OnGame: func(g engine.Game, _ *scenarios.Record, _ *Failure) { cov.AddGame(g) }})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	a, b := run(), run()
	if len(a.Found) != 0 {
		t.Fatalf("a clean game failed: %v", a.Found[0].Failure)
	}
	if a.Stats.Games != 60 || a.Stats.Decisions != b.Stats.Decisions {
		t.Fatalf("stats %+v then %+v", a.Stats, b.Stats)
	}
	r := cov.Report(toygame.Suite.Setups())
	if len(r.Clauses) != len(toygame.Suite.Clauses) || r.Clauses[len(r.Clauses)-1].Hits == 0 {
		t.Errorf("clauses: %+v", r.Clauses)
	}
	if len(r.Effects) == 0 || len(r.Branches) != 0 {
		t.Errorf("Tally lists every branch it has: %d listed rows, %d others", len(r.Effects), len(r.Branches))
	}
}

// A campaign of Tally finds the planted defect, writes a log and a shrunk
// scenario that name Tally, and both read back as games of Tally that fail
// with the defect their configuration plants.
func TestCampaignFindsTallyBug(t *testing.T) {
	out := t.TempDir()
	bug := engine.Bug{Name: "keep-last-card", Plant: toygame.Plant}
	pf, err := FindPlanted(context.Background(), toygame.Suite, bug, 1, 20*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if !pf.Found || pf.Reported != "conservation" || pf.Shrunk == nil {
		t.Fatalf("found %+v, want the conservation property to report the bug, shrunk", pf)
	}
	setups, err := PlantedSetups(toygame.Suite.Registration, toygame.Suite.Setups(), toygame.BugKeepDiscard)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(context.Background(), Options{Suite: toygame.Suite, Setups: setups, Seed: 1, Games: 2000, Workers: 2, Out: out, Shrink: true, ShrinkTime: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Found) != 1 || res.Found[0].Scenario == "" {
		t.Fatalf("found %+v", res.Found)
	}
	fd := res.Found[0]
	for _, path := range []string{fd.LogPath, fd.Scenario} {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(data, []byte("# game: tally\n")) {
			t.Fatalf("%s does not start with its game's header:\n%s", path, data)
		}
		l, err := scenarios.ReadRecord(path)
		if err != nil {
			t.Fatal(err)
		}
		if l.Suite != toygame.Suite {
			t.Fatalf("%s reads as a game of %s", path, l.Suite.Name)
		}
		if _, f, err := Replay(l, nil); err != nil || f == nil || f.Key() != fd.Failure.Key() {
			t.Fatalf("%s replays to %v, %v; want %v", path, f, err, fd.Failure)
		}
		if err := scenarios.Check(path, data); err == nil || !strings.Contains(err.Error(), "conservation") {
			t.Fatalf("%s checks to %v, want the conservation violation", path, err)
		}
	}
	t.Logf("%s: shrunk from %s to %s", fd.Failure.Headline(), fd.Shrunk.Before, fd.Shrunk.After)
}

// A fuzz input picks one of the game's setups.
func TestDecodeGameSetups(t *testing.T) {
	setups := toygame.Suite.Setups()
	in := GameInput{Setup: 2, Seed: 77, Rest: []byte{5, 6}}
	out := DecodeGame(EncodeGame(in), setups)
	if out.Setup != 2 || out.Config != setups[2] || out.Seed != 77 || !bytes.Equal(out.Rest, in.Rest) {
		t.Fatalf("round trip: %+v became %+v", in, out)
	}
	if got := DecodeGame([]byte{1, 0, 0, 0, 0, 0, 0, 0, byte(len(setups) + 1)}, setups); got.Setup != 1 || got.Seed != 1 {
		t.Fatalf("the setup byte is taken modulo the setups: %+v", got)
	}
	if got := DecodeGame(nil, setups); got.Setup != 0 || got.Config != setups[0] || got.Seed != 0 || len(got.Rest) != 0 {
		t.Fatalf("an empty input: %+v, want setup 0 and seed 0", got)
	}
}
