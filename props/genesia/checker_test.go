package genesia_test

import (
	"errors"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	gen "github.com/dogma-engine/dogma/engine/genesia"
	"github.com/dogma-engine/dogma/props"
	genprops "github.com/dogma-engine/dogma/props/genesia"
)

func randomChooser(seed uint64) engine.Chooser {
	r := engine.NewRand(seed)
	return engine.ChooserFunc(func(d *engine.Decision) int { return r.Intn(len(d.Options)) })
}

// TestRandomGamesHold plays seeded random games under every property, 1
// to 5 players and teams, with the rules as the text gives them (which
// stop at the first hole) and with every fill-... variant (which play to
// the end): each game ends in a result or a named rule gap, with no
// violation and no other error.
func TestRandomGamesHold(t *testing.T) {
	n := 40
	if testing.Short() {
		n = 8
	}
	for _, vars := range []gen.VariantSet{0, gen.FillAll()} {
		for players := 1; players <= gen.MaxPlayers+1; players++ {
			cfg := gen.Config{Players: players, Variants: vars}
			if players > gen.MaxPlayers {
				cfg = gen.Config{Players: 4, Teams: true, Variants: vars}
			}
			t.Run(cfg.String(), func(t *testing.T) {
				over, gaps := 0, map[string]int{}
				for seed := uint64(1); seed <= uint64(n); seed++ {
					c := &props.Checker{Suite: genprops.Suite, Strict: seed%13 == 0}
					res := c.Run(cfg, seed, randomChooser(seed*7919))
					var gap *engine.RuleGap
					switch {
					case res.Violation != nil:
						t.Fatalf("seed %d: %v\nlabels: %q", seed, res.Violation, res.Log.Labels)
					case res.Failure != nil && errors.As(res.Failure.Err, &gap) && res.Failure.Where == "engine":
						gaps[gap.Clause]++
					case res.Failure != nil:
						t.Fatalf("seed %d: %v\n%s", seed, res.Failure, res.Failure.Stack)
					case res.Game.Over():
						over++
					default:
						t.Fatalf("seed %d: stopped after %d decisions, not over", seed, res.Log.Len())
					}
				}
				if vars != 0 && over < n {
					t.Errorf("%d of %d games over with every fill variant", over, n)
				}
				t.Logf("%d games over, rule gaps %v", over, gaps)
			})
		}
	}
}

// finished plays a game of cfg to its end with random choices.
func finished(t *testing.T, cfg gen.Config) *gen.Game {
	t.Helper()
	g, err := gen.New(cfg, 3)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Play(randomChooser(5), 0); err != nil || !g.Over() {
		t.Fatalf("the game does not end: %v", err)
	}
	return g
}

// Each property fails on a state that breaks its rule.
func TestPropertiesCatchBrokenStates(t *testing.T) {
	cfg := gen.Config{Players: 3, Variants: gen.FillAll()}
	for _, tc := range []struct {
		prop    *props.Property
		clause  string
		breakIt func(g *gen.Game, st *gen.State)
	}{
		{genprops.Conservation, "GEN-COMP-2", func(_ *gen.Game, st *gen.State) { st.Supply[1]++ }},
		{genprops.Conservation, "GEN-COMP-5", func(_ *gen.Game, st *gen.State) { st.Reserve++ }},
		{genprops.Occupation, "GEN-MOVE-4", func(g *gen.Game, st *gen.State) {
			r, _ := g.Board().Lookup("G15")
			st.Clans[r][0]++
			st.Clans[r][1]++
			st.Supply[0]--
			st.Supply[1]--
		}},
		{genprops.Score, "GEN-SCORE-5", func(_ *gen.Game, st *gen.State) { st.Scores[2] += 3 }},
		{genprops.Score, "GEN-SCORE-5", func(_ *gen.Game, st *gen.State) { st.Winners ^= 7 }},
	} {
		g := finished(t, cfg)
		s := &props.Step{Suite: genprops.Suite, Game: g, Config: g.Config(), Decision: &engine.Decision{}}
		if err := tc.prop.Check(s); err != nil {
			t.Fatalf("%s fails on a sound game: %v", tc.prop.Name, err)
		}
		tc.breakIt(g, g.State())
		var v *props.Violation
		if err := tc.prop.Check(s); !errors.As(err, &v) || v.Clause != tc.clause {
			t.Errorf("%s on a broken state: %v, want a violation of %s", tc.prop.Name, err, tc.clause)
		}
	}
}

// The assault property refuses an assault on a region not adjacent, and
// losses that differ between the sides (GEN-ASSAULT-1, GEN-ASSAULT-3).
func TestAssaultsCatchBrokenEvents(t *testing.T) {
	g, err := gen.ParsePosition(gen.Config{}, "game: players=2\nphase: assault age=2 turn=0 round=1\norder: P1, P2\nwar: chosen=P1,P2 war=P1\nregion A3a: P1=3\nregion A3b: P2=1\nregion B-home: P2=1\n", 1)
	if err != nil {
		t.Fatal(err)
	}
	b := genprops.Suite.Snapshot()
	b.Take(g)
	a3a, _ := g.Board().Lookup("A3a")
	a3b, _ := g.Board().Lookup("A3b")
	home, _ := g.Board().Lookup("B-home")
	for _, tc := range []struct {
		clause string
		events []engine.Event
	}{
		{"GEN-ASSAULT-1", []engine.Event{{Kind: gen.EvAssault, Player: 0, From: a3a, To: home, Arg: 1}}},
		{"GEN-ASSAULT-3", []engine.Event{
			{Kind: gen.EvLose, Player: 0, From: a3a, Arg: 2, Clause: "GEN-ASSAULT-3"},
			{Kind: gen.EvLose, Player: 1, From: a3b, Arg: 1, Clause: "GEN-ASSAULT-3"},
		}},
	} {
		s := &props.Step{Suite: genprops.Suite, Game: g, Config: g.Config(), Before: b, Events: tc.events, Decision: &engine.Decision{}}
		var v *props.Violation
		if err := genprops.Assaults.Check(s); !errors.As(err, &v) || v.Clause != tc.clause {
			t.Errorf("%v: %v, want a violation of %s", tc.events, err, tc.clause)
		}
	}
	s := &props.Step{Suite: genprops.Suite, Game: g, Config: g.Config(), Before: b, Decision: &engine.Decision{},
		Events: []engine.Event{{Kind: gen.EvAssault, Player: 0, From: a3a, To: a3b, Arg: 1}}}
	if err := genprops.Assaults.Check(s); err != nil {
		t.Errorf("a legal assault: %v", err)
	}
}
