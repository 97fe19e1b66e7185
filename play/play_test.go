package play_test

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/toygame"
	"github.com/dogma-engine/dogma/play"
	"github.com/dogma-engine/dogma/props"
)

func tallyConfig(t *testing.T) engine.Config {
	t.Helper()
	cfg, err := toygame.Suite.ParseConfig("players=2")
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// A seed names one whole game: the same seed plays the same moves.
func TestRandomGameOfASeed(t *testing.T) {
	cfg := tallyConfig(t)
	var moves [2][]play.Move
	for i := range moves {
		rg, err := play.NewRandom(toygame.Suite, cfg, 7)
		if err != nil {
			t.Fatal(err)
		}
		n, err := rg.Play(0)
		if err != nil || !rg.Game.Result().Over || n != len(rg.Moves) {
			t.Fatalf("game %d: %d decisions, %d moves, over %v, error %v", i, n, len(rg.Moves), rg.Game.Result().Over, err)
		}
		moves[i] = rg.Moves
	}
	if !reflect.DeepEqual(moves[0], moves[1]) {
		t.Error("two games of seed 7 played different moves")
	}
}

func TestStatsOfTallyGames(t *testing.T) {
	cfg := tallyConfig(t)
	st := play.NewStats(cfg, toygame.Suite, 1, 20)
	st.Checked = true
	chk := &props.Checker{Suite: toygame.Suite, Cap: play.DecisionLimit}
	for s := uint64(1); s <= 20; s++ {
		rg, err := play.NewRandom(toygame.Suite, cfg, s)
		if err != nil {
			t.Fatal(err)
		}
		n, err := rg.PlayChecked(chk)
		st.Add(rg, n, err)
	}
	st.Finish(time.Second)
	if st.Games != 20 || st.Finished != 20 || st.Failed != 0 || st.GamesPerS != 20 {
		t.Errorf("%d games, %d finished, %d failed, %.1f games/s", st.Games, st.Finished, st.Failed, st.GamesPerS)
	}
	wins := 0
	for _, n := range st.Wins {
		wins += n
	}
	if wins < st.Finished || len(st.Wins) != 2 {
		t.Errorf("wins %v for %d finished games", st.Wins, st.Finished)
	}
	if st.Decisions.Min == 0 || st.Decisions.Min > st.Decisions.Median || st.Decisions.Median > st.Decisions.Max {
		t.Errorf("lengths %+v", st.Decisions)
	}
	var b bytes.Buffer
	st.WriteText(&b)
	if !strings.HasPrefix(b.String(), "played 20 games (players=2), seeds 1..20, in 1.00s: 20.0 games/s") || !strings.Contains(b.String(), "end reasons:") {
		t.Errorf("text:\n%s", b.String())
	}
}

func TestSummarize(t *testing.T) {
	if got := play.Summarize(nil); got != (play.Lengths{}) {
		t.Errorf("no lengths: %+v", got)
	}
	xs := []int{10, 1, 9, 2, 8, 3, 7, 4, 6, 5, 11}
	want := play.Lengths{Min: 1, P10: 2, Median: 6, P90: 10, Max: 11, Mean: 6}
	if got := play.Summarize(xs); got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
	if xs[0] != 10 {
		t.Error("Summarize sorted its argument")
	}
}

func TestGapHints(t *testing.T) {
	s := &props.Suite{Registration: &engine.Registration{Name: "g", Variants: []engine.Variant{
		{Name: "fill-a", Clause: "G-1"}, {Name: "fill-b", Clause: "G-2"}, {Name: "other", Clause: "G-3"},
	}}}
	if got := play.GapFill(s, "G-9"); got != "" {
		t.Errorf("a gap no variant fills: %q", got)
	}
	if got := play.GapFill(s, "G-1"); !strings.HasPrefix(got, "--variant fill-a fills it; --variant fill-a,fill-b fills every hole") {
		t.Errorf("G-1: %q", got)
	}
	if got := play.GapHint(s, map[string]int{"G-1": 3, "G-2": 2}, 6); got != "" {
		t.Errorf("half the games at one gap is no hint: %q", got)
	}
	if got := play.GapHint(s, map[string]int{"G-1": 4, "G-2": 1}, 6); !strings.HasPrefix(got, "4 of 6 games stop at the rule gap G-1, where the rulebook says nothing: --variant fill-a") {
		t.Errorf("hint: %q", got)
	}
	gap := &engine.RuleGap{Clause: "G-2"}
	if err := play.RuleGapError(s, gap); !strings.Contains(err.Error(), "--variant fill-b fills it") {
		t.Errorf("rule gap error: %v", err)
	}
	plain := errors.New("plain")
	if err := play.RuleGapError(s, plain); err != plain {
		t.Errorf("an error that is no rule gap: %v", err)
	}
}
