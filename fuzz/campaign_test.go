package fuzz

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
	innprops "github.com/dogma-engine/dogma/props/innovation"
	"github.com/dogma-engine/dogma/scenarios"
)

func TestCampaignClean(t *testing.T) {
	run := func() *Result {
		res, err := Run(context.Background(), Options{Suite: innprops.Suite, Seed: 7, Games: 24, Workers: 2})
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

// TestCampaignFindsPlantedBugs runs a campaign with a planted bug: it
// finds it, names the property that guards it, writes the log and a
// shrunk scenario that fails with the same property and clause while the
// bug is planted, and passes once it is gone (a regression test).
func TestCampaignFindsPlantedBugs(t *testing.T) {
	for _, bug := range []*inn.Bug{inn.BugConservation, inn.BugSplay, inn.BugShareBonus, inn.BugTurn, inn.BugMayNoDecline} {
		t.Run(bug.Name, func(t *testing.T) {
			out := t.TempDir()
			res, err := Run(context.Background(), Options{Suite: innprops.Suite, Setups: plantedSetups(t, bug), Seed: 3, Games: 40, Workers: 2, Out: out, Shrink: true})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Found) != 1 {
				t.Fatalf("found %d failures, want 1 (stop at the first)", len(res.Found))
			}
			fd := res.Found[0]
			f := fd.Failure
			if f.Kind != KindViolation || f.Property != caughtBy[bug.Name] || fd.Err != "" {
				t.Fatalf("found %v (%s), want a violation of %s", f, fd.Err, caughtBy[bug.Name])
			}
			l, err := scenarios.ReadRecord(fd.LogPath)
			if err != nil {
				t.Fatal(err)
			}
			if len(l.Moves) != f.Decision {
				t.Errorf("the log has %d decisions, the failure came at %d", len(l.Moves), f.Decision)
			}
			if fd.Scenario == "" || filepath.Dir(fd.Scenario) != filepath.Dir(fd.LogPath) {
				t.Fatalf("scenario %q not beside the log %q", fd.Scenario, fd.LogPath)
			}
			data, _ := os.ReadFile(fd.Scenario)
			want := fmt.Sprintf("violation: %s [%s]", f.Property, f.Clause)
			r := scenarios.Replay(fd.Scenario, false)
			if r.Passed || !strings.Contains(r.Failure, want) {
				t.Fatalf("the shrunk scenario does not fail with %q (passed %v):\n%s\n%s", want, r.Passed, r.Failure, data)
			}
			sh := fd.Shrunk
			t.Logf("%s: shrunk from %s to %s in %v (%d replays)", f.Headline(), sh.Before, sh.After, sh.Elapsed, sh.Runs)
			if sh.After.Decisions > sh.Before.Decisions || sh.After.Decisions > 15 {
				t.Errorf("shrunk from %s to %s", sh.Before, sh.After)
			}
			// Once the bug is gone, the file passes.
			if r := scenarios.Replay(withoutBugs(t, fd.Scenario, bug), false); !r.Passed {
				t.Fatalf("the scenario fails without the bug: %s\n%s", r.Failure, data)
			}
		})
	}
}

// lateFailure plays seeded random ten-age games with the planted ending
// bug (a tie on score is won by the first tied player alone) until one
// breaks a property after decision 200, which takes a whole game, and
// returns its log. Which seed does so depends on the cards written (age 6
// made games shorter: the first is now seed 355), so the search is wide.
func lateFailure(t testing.TB) (*scenarios.Record, *Failure) {
	c := &campaign{opts: Options{Suite: innprops.Suite}}
	chk := c.checker()
	cfg := inn.Config{Players: 2, Ages: 10, Bugs: inn.BugSet(0).With(inn.BugEnding)}
	for i := 0; i < 2000; i++ {
		_, l, f := c.play(context.Background(), chk, cfg, GameSeed(11, i), NewRandom(GameSeed(11, i)^0xc4a5e5), nil)
		if f != nil && f.Decision > 200 {
			return l, f
		}
	}
	t.Fatal("no game broke a property late")
	return nil, nil
}

func TestShrinkLateFailure(t *testing.T) {
	l, f := lateFailure(t)
	if f.Property != "ending" || f.Clause != "END-2" {
		t.Fatalf("the late failure is %v, want ending at END-2", f)
	}
	sh, err := Shrink(context.Background(), l, f, ShrinkOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("failure at decision %d; shrunk %s -> %s in %v (%d replays; candidates %+v)", f.Decision, sh.Before, sh.After, sh.Elapsed, sh.Runs, sh.Shrink)
	if sh.Shrink.Tried == 0 || sh.Shrink.Tried > sh.Runs || sh.Shrink.Rounds < 2 {
		t.Errorf("the shrink counts %+v in %d replays: want candidates replayed, each a replay, and a last round that keeps none", sh.Shrink, sh.Runs)
	}
	if sh.After.Decisions > 15 {
		t.Errorf("shrunk to %d decisions, want at most 15", sh.After.Decisions)
	}
	if sh.Position == "" || sh.After.Cards >= sh.Before.Cards {
		t.Errorf("the starting position did not shrink: %s -> %s", sh.Before, sh.After)
	}
	if g := ReplayFailure(sh); g == nil || g.Key() != f.Key() {
		t.Errorf("the shrunk game fails with %v, want %v", g, f)
	}
	path := filepath.Join(t.TempDir(), "late.txt")
	if err := WriteScenario(path, sh, "late.log"); err != nil {
		t.Fatal(err)
	}
}

// always is a property passed to the campaign for the test: every game
// breaks it after its first decision, at a clause named after its number
// of players.
var always = &props.Property{
	Name: "always", Clauses: []string{"TEST-2", "TEST-3", "TEST-4"}, Doc: "never holds",
	Check: func(s *props.Step) error {
		return s.Failf(fmt.Sprintf("TEST-%d", s.Game.Players()), "planted")
	},
}

func TestCampaignKeepGoingAndInterrupt(t *testing.T) {
	// Every game fails; the campaign is interrupted after a few games.
	out := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	res, err := Run(ctx, Options{
		Suite: innprops.Suite, Seed: 1, Workers: 1, KeepGoing: true, Out: out, Props: []*props.Property{always},
		OnGame: func(g engine.Game, l *scenarios.Record, f *Failure) {
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
		if fd.Failure.Property != "always" || fd.Failure.Decision != 1 {
			t.Errorf("found %v, want always after decision 1", fd.Failure)
		}
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

// TestShrinkLateFailureShortBudget shrinks the late failure within the
// time of a few dozen replays of the whole game: the shrinker starts at the
// failing action before it shrinks the decisions, so that a failure at
// the end of a long game still shrinks to a few decisions when the budget
// ends long before the decision stages could replay the game enough.
func TestShrinkLateFailureShortBudget(t *testing.T) {
	l, f := lateFailure(t)
	chk := &props.Checker{Suite: l.Suite}
	begin := time.Now()
	if g := failureOf(chk.Run(l.Config, l.Seed, &script{mode: byLabels, steps: l.Moves})); g == nil || g.Key() != f.Key() {
		t.Fatalf("the log replays to %v, want %v", g, f)
	}
	budget := 30 * time.Since(begin)
	ctx, cancel := context.WithTimeout(context.Background(), budget)
	defer cancel()
	sh, err := Shrink(ctx, l, f, ShrinkOptions{})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("budget %v: shrunk %s -> %s (%d replays)", budget, sh.Before, sh.After, sh.Runs)
	if sh.After.Decisions > 15 {
		t.Errorf("shrunk to %d decisions within %v, want at most 15", sh.After.Decisions, budget)
	}
	if g := ReplayFailure(sh); g == nil || g.Key() != f.Key() {
		t.Errorf("the shrunk game fails with %v, want %v", g, f)
	}
}

// BenchmarkShrinkLateFailure shrinks the late failure of the planted
// ending bug (a ten-age game failing after decision 200).
func BenchmarkShrinkLateFailure(b *testing.B) {
	l, f := lateFailure(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sh, err := Shrink(context.Background(), l, f, ShrinkOptions{})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(sh.Before.Decisions), "decisions-before")
		b.ReportMetric(float64(sh.After.Decisions), "decisions-after")
		b.ReportMetric(float64(sh.Before.Cards), "cards-before")
		b.ReportMetric(float64(sh.After.Cards), "cards-after")
	}
}

// TestCampaignFindsStaleMoves runs campaigns with the planted bugs that
// act on a stale set of cards: each is found, either by the decision
// contract or as an engine MoveError, and shrunk to a scenario that fails
// while the bug is planted and, for the demand, passes once it is gone.
func TestCampaignFindsStaleMoves(t *testing.T) {
	for _, bug := range []*inn.Bug{inn.BugStaleOption, inn.BugStaleDemand} {
		t.Run(bug.Name, func(t *testing.T) {
			out := t.TempDir()
			res, err := Run(context.Background(), Options{Suite: innprops.Suite, Setups: plantedSetups(t, bug), Seed: 5, Games: 400, Workers: 2, Out: out, Shrink: true})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Found) != 1 {
				t.Fatalf("found %d failures, want 1", len(res.Found))
			}
			f := res.Found[0].Failure
			switch {
			case f.Kind == KindViolation && f.Property == "decisions":
			case f.Kind == KindError && strings.Contains(f.Message, "but it is in"):
			default:
				t.Fatalf("found %v, want a decisions violation or a move error", f)
			}
			sc := res.Found[0].Scenario
			if r := scenarios.Replay(sc, false); r.Passed {
				t.Fatalf("the shrunk scenario passes with the bug planted")
			}
			if bug == inn.BugStaleOption {
				// The scenario answers with the stale card, an option
				// the fixed engine no longer offers: it cannot pass.
				return
			}
			if r := scenarios.Replay(withoutBugs(t, sc, bug), false); !r.Passed {
				t.Fatalf("the scenario fails without the bug: %s", r.Failure)
			}
		})
	}
}

// TestCampaignSameFailureWhateverWorkers: game i of a campaign is the same
// game on any number of workers, and the failure reported is the one of the
// lowest game index, so a campaign seed with a game budget reports the same
// failure with one worker or several.
func TestCampaignSameFailureWhateverWorkers(t *testing.T) {
	for _, bug := range []*inn.Bug{inn.BugEnding, inn.BugStaleDemand} {
		t.Run(bug.Name, func(t *testing.T) {
			var want *Found
			for _, workers := range []int{1, 2, 4, 1, 3} {
				res, err := Run(context.Background(), Options{Suite: innprops.Suite, Setups: plantedSetups(t, bug), Seed: 5, Games: 60, Workers: workers})
				if err != nil {
					t.Fatal(err)
				}
				if len(res.Found) != 1 {
					t.Fatalf("%d workers: found %d failures, want 1", workers, len(res.Found))
				}
				fd := res.Found[0]
				if fd.Game != Seed(GameSeed(5, fd.Index)) {
					t.Fatalf("%d workers: game %d has seed %d, want %d", workers, fd.Index, fd.Game, GameSeed(5, fd.Index))
				}
				if want == nil {
					want = fd
					if fd.Index == 0 {
						t.Fatalf("the first game fails: the test shows nothing")
					}
					continue
				}
				if fd.Index != want.Index || fd.Game != want.Game || fd.Failure.Key() != want.Failure.Key() {
					t.Fatalf("%d workers report game %d (seed %d): %v; one worker reports game %d (seed %d): %v",
						workers, fd.Index, fd.Game, fd.Failure, want.Index, want.Game, want.Failure)
				}
			}
		})
	}
}

// TestDirectedCampaignIsReproducible: a directed campaign's pool of
// policies changes between epochs, yet game i is the same game with one
// worker or two: the same policy and the same decisions.
func TestDirectedCampaignIsReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("plays three epochs of games twice")
	}
	run := func(workers int) map[uint64]string {
		var mu sync.Mutex
		games := map[uint64]string{}
		opts := Options{Suite: innprops.Suite, Seed: 9, Games: 2*epochGames + 40, Workers: workers, Policy: PolicyDirected,
			OnGame: func(g engine.Game, l *scenarios.Record, _ *Failure) {
				mu.Lock()
				defer mu.Unlock()
				games[l.Seed] = fmt.Sprintf("%v %d %x", l.Notes, len(l.Moves), g.Hash())
			}}
		if _, err := Run(context.Background(), opts); err != nil {
			t.Fatal(err)
		}
		return games
	}
	one, two := run(1), run(2)
	if len(one) != 2*epochGames+40 || len(two) != len(one) {
		t.Fatalf("played %d and %d games", len(one), len(two))
	}
	mutated := 0
	for seed, g := range one {
		if two[seed] != g {
			t.Fatalf("game of seed %d: %s with one worker, %s with two", seed, g, two[seed])
		}
		if strings.Contains(g, "policy:") {
			mutated++
		}
	}
	if mutated == 0 {
		t.Fatal("no game played a policy")
	}
}

// TestPolicyGamesStopAtTheCap: a game played by a swarm policy that
// reaches the length cap stops unfinished (a legal game may go on for
// ever under a policy that never melds), while a uniform game there still
// breaks the termination property.
func TestPolicyGamesStopAtTheCap(t *testing.T) {
	res, err := Run(context.Background(), Options{Suite: innprops.Suite, Seed: 3, Games: 20, Workers: 1, Policy: PolicySwarm, MaxDecisions: 40})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Found) != 0 || res.Stats.Capped == 0 {
		t.Fatalf("swarm games at a cap of 40: %d failures, %d capped; want none and some", len(res.Found), res.Stats.Capped)
	}
	res, err = Run(context.Background(), Options{Suite: innprops.Suite, Seed: 3, Games: 20, Workers: 1, Policy: PolicyUniform, MaxDecisions: 40})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Found) != 1 || res.Found[0].Failure.Property != "termination" {
		t.Fatalf("uniform games at a cap of 40: found %v, want a termination violation", res.Found)
	}
}

// plantedSetups returns the default setups of Innovation with bugs planted
// in each.
func plantedSetups(t testing.TB, bugs ...*inn.Bug) []engine.Config {
	t.Helper()
	var names []string
	for _, b := range bugs {
		names = append(names, b.Name)
	}
	setups, err := PlantedSetups(innprops.Suite.Registration, innprops.Suite.Setups(), names...)
	if err != nil {
		t.Fatal(err)
	}
	return setups
}

// withoutBugs writes a copy of the scenario file at path whose
// configurations no longer plant bug, and returns the copy's path: the
// scenario as it stands once the bug is fixed.
func withoutBugs(t testing.TB, path string, bug *inn.Bug) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	planted := " bugs=" + bug.Name
	if !strings.Contains(string(data), planted) {
		t.Fatalf("the scenario does not record the planted bug (%s):\n%s", planted, data)
	}
	fixed := filepath.Join(t.TempDir(), filepath.Base(path))
	if err := os.WriteFile(fixed, []byte(strings.ReplaceAll(string(data), planted, "")), 0o644); err != nil {
		t.Fatal(err)
	}
	return fixed
}
