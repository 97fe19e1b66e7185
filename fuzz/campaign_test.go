package fuzz

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/scenarios"
)

// lateHand is a property planted for the tests: no player holds three
// cards of age 5 or more. Random play with ten ages breaks it late in a
// game, after well over a hundred decisions.
func lateHand(g *inn.Game) []scenarios.Violation {
	d := g.Deck()
	for p := 0; p < g.Players(); p++ {
		n := 0
		g.State().Players[p].Hand.Each(func(c inn.Card) {
			if d.Facts[c].Age >= 5 {
				n++
			}
		})
		if n >= 3 {
			return []scenarios.Violation{{Property: "late-hand", Clause: "TEST-1", Message: fmt.Sprintf("%s holds %d cards of age 5 or more", inn.SeatName(p), n)}}
		}
	}
	return nil
}

// planted switches the check command to check for plants for one test.
func planted(t testing.TB, c scenarios.Checker) {
	prev := scenarios.SetChecker(c)
	t.Cleanup(func() { scenarios.SetChecker(prev) })
}

func TestCampaignClean(t *testing.T) {
	run := func() *Result {
		res, err := Run(context.Background(), Options{Seed: 7, Games: 24, Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	a, b := run(), run()
	if len(a.Found) != 0 {
		t.Fatalf("a clean engine failed: %v", a.Found[0].Failure)
	}
	if a.Stats.Games != 24 || a.Stats.Decisions == 0 {
		t.Fatalf("stats = %+v, want 24 games and some decisions", a.Stats)
	}
	// A game budget makes the campaign reproducible from its seed.
	if a.Stats.Decisions != b.Stats.Decisions {
		t.Fatalf("the same seed made %d then %d decisions", a.Stats.Decisions, b.Stats.Decisions)
	}
}

func TestCampaignFindsAndShrinks(t *testing.T) {
	planted(t, lateHand)
	out := t.TempDir()
	res, err := Run(context.Background(), Options{
		Seed: 3, Games: 50, Workers: 2, Out: out, Shrink: true,
		Setups: []inn.Config{{Players: 2, Ages: 10}},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Found) != 1 {
		t.Fatalf("found %d failures, want 1 (stop at the first)", len(res.Found))
	}
	fd := res.Found[0]
	if fd.Failure.Property != "late-hand" || fd.Err != "" {
		t.Fatalf("found %v (%s)", fd.Failure, fd.Err)
	}
	l, err := ReadLog(fd.LogPath)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Steps) != fd.Failure.Decision {
		t.Errorf("the log has %d decisions, the failure came at %d", len(l.Steps), fd.Failure.Decision)
	}
	if fd.Scenario == "" || filepath.Dir(fd.Scenario) != filepath.Dir(fd.LogPath) {
		t.Fatalf("scenario %q not beside the log %q", fd.Scenario, fd.LogPath)
	}
	data, _ := os.ReadFile(fd.Scenario)
	r := scenarios.Replay(fd.Scenario, false)
	if r.Passed || !strings.Contains(r.Failure, "violation: late-hand [TEST-1]") {
		t.Fatalf("the shrunk scenario does not fail with the violation (%v):\n%s\n%s", r.Passed, r.Failure, data)
	}
	// Once the bug is gone (here: the planted property), the file passes:
	// it is a regression test.
	scenarios.SetChecker(scenarios.NoProperties)
	if r := scenarios.Replay(fd.Scenario, false); !r.Passed {
		t.Fatalf("the scenario fails without the bug: %s\n%s", r.Failure, data)
	}
}

func TestShrinkLateFailure(t *testing.T) {
	pr := Probe{Check: lateHand}
	l, f := lateFailure(t, &pr)
	sh, err := Shrink(context.Background(), l, f, ShrinkOptions{Probe: pr})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("failure at decision %d; shrunk %s -> %s in %v", f.Decision, sh.Before, sh.After, sh.Elapsed)
	if sh.After.Decisions > 15 {
		t.Errorf("shrunk to %d decisions, want at most 15", sh.After.Decisions)
	}
	if sh.Position == "" || sh.After.Cards >= sh.Before.Cards {
		t.Errorf("the starting position did not shrink: %s -> %s", sh.Before, sh.After)
	}
	if g := ReplayFailure(sh, &pr); g == nil || g.Key() != f.Key() {
		t.Errorf("the shrunk game fails with %v, want %v", g, f)
	}
}

// lateFailure plays seeded random games until one breaks the planted
// property after decision 100, and returns its log.
func lateFailure(t testing.TB, pr *Probe) (*Log, *Failure) {
	for i := 0; i < 50; i++ {
		c := &campaign{opts: Options{Probe: *pr, Strict: true, MaxDecisions: 20000}, deck: cards.Base()}
		var buf []int
		_, l, f := c.play(context.Background(), inn.Config{Players: 2, Ages: 10}, GameSeed(11, i), &buf)
		if f != nil && f.Decision > 100 {
			return l, f
		}
	}
	t.Fatal("no game broke the planted property late")
	return nil, nil
}

func TestCampaignKeepGoingAndInterrupt(t *testing.T) {
	// Every game fails, at a clause named after its player count; the
	// campaign is interrupted after a few games.
	byPlayers := func(g *inn.Game) []scenarios.Violation {
		return []scenarios.Violation{{Property: "always", Clause: fmt.Sprintf("TEST-%d", g.Players()), Message: "planted"}}
	}
	out := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	res, err := Run(ctx, Options{
		Seed: 1, Workers: 1, KeepGoing: true, Out: out, Probe: Probe{Check: byPlayers},
		OnGame: func(g *inn.Game, l *Log, f *Failure) {
			if l.Seed == GameSeed(1, 5) {
				cancel()
			}
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	if !res.Interrupted {
		t.Error("the campaign does not say it was interrupted")
	}
	// The default mix has four setups per edition: 2, 3, 4 players and
	// teams; teams and 4 players share a clause here.
	if len(res.Found) != 3 {
		t.Fatalf("found %d distinct failures, want 3", len(res.Found))
	}
	for _, fd := range res.Found {
		if _, err := os.Stat(fd.LogPath); err != nil {
			t.Errorf("failure %v is not on disk: %v", fd.Failure, err)
		}
	}
	entries, _ := os.ReadDir(out)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), ".") {
			t.Errorf("a temporary file is left: %s", e.Name())
		}
	}
}

func TestLogRoundTrip(t *testing.T) {
	l := &Log{Config: inn.Config{Players: 4, Teams: true, Edition: inn.Third, Ages: 3, Variants: inn.VariantSet(0).With(inn.VarIfAffected)},
		Seed: 99, Steps: []Step{{0, "meld Writing"}, {3, "draw"}}, Notes: []string{"a note"}}
	l.Config, _ = l.Config.Normalize()
	text := l.Format()
	back, err := ParseLog("x.log", bytes.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(back.Format(), text) {
		t.Fatalf("round trip:\n%s\nbecame\n%s", text, back.Format())
	}
	for _, bad := range []struct{ text, want string }{
		{"config: players=2 ages=3\nseed: 1\nP3: draw\n", "x.log:3: P3 does not play"},
		{"P1: draw\n", "x.log:1: a decision before"},
		{"config: players=9\n", "x.log:1: players must be 2, 3 or 4"},
		{"config: players=2\nseed: x\n", "x.log:2: bad seed"},
	} {
		_, err := ParseLog("x.log", strings.NewReader(bad.text))
		if err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("ParseLog(%q) = %v, want %q", bad.text, err, bad.want)
		}
	}
}

func BenchmarkShrinkLateFailure(b *testing.B) {
	pr := Probe{Check: lateHand}
	l, f := lateFailure(b, &pr)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sh, err := Shrink(context.Background(), l, f, ShrinkOptions{Probe: pr})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(sh.After.Decisions), "decisions")
	}
}
