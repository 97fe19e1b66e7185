//go:build !oracle

package cards

import (
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Random play over the written cards: every game ends, every card is
// played, push and pull play agree, and the same seed and choices give the
// same game. The invariants checked at every step live in package props;
// these tests guard the cards and the engine on their own.

// configs are the table sizes every random-play test covers.
var configs = []inn.Config{
	{Players: 2},
	{Players: 3},
	{Players: 4},
	{Players: 4, Teams: true},
}

// randomChooser picks uniformly among the options with its own seeded
// generator.
func randomChooser(seed uint64) engine.Chooser {
	r := engine.NewRand(seed)
	return engine.ChooserFunc(func(d *engine.Decision) int { return r.Intn(len(d.Options)) })
}

// TestRandomGamesEnd plays 1,000 seeded random games for each table size
// with every written age (the full game) and both editions alternating: every game must end with a
// defined result, without error or panic.
func TestRandomGamesEnd(t *testing.T) {
	games := 1000
	if testing.Short() {
		games = 100
	}
	for _, cfg := range configs {
		cfg.Ages = inn.MaxAge
		t.Run(fmt.Sprintf("players=%d,teams=%v", cfg.Players, cfg.Teams), func(t *testing.T) {
			for seed := uint64(1); seed <= uint64(games); seed++ {
				cfg := cfg
				cfg.Edition = inn.Edition(seed % 2)
				g, err := NewGame(cfg, seed)
				if err != nil {
					t.Fatal(err)
				}
				n, err := g.Play(randomChooser(seed), 20000)
				if err != nil {
					t.Fatalf("seed %d (%s): decision %d: %v", seed, cfg, n, err)
				}
				res := g.Result()
				if !res.Over || len(res.Winners) == 0 || res.Clause == "" {
					t.Fatalf("seed %d (%s): no defined result after %d decisions: %+v", seed, cfg, n, res)
				}
			}
		})
	}
}

// TestEveryCardPlayed plays random games under every profile (editions,
// variants, table sizes) and requires every written card to have been
// activated, so that the other random tests prove something about each.
// The one reachable rule gap (3rd-edition Oars under VAR-IF-AFFECTED) stops
// a game without failing the test.
func TestEveryCardPlayed(t *testing.T) {
	dogmas := map[inn.Card]int{}
	for _, cfg := range configs {
		for _, ed := range []inn.Edition{inn.First, inn.Third} {
			for _, v := range []inn.VariantSet{0, inn.VariantSet(0).With(inn.VarMonumentCombined), inn.VariantSet(0).With(inn.VarIfAffected)} {
				cfg := cfg
				cfg.Ages, cfg.Edition, cfg.Variants = inn.MaxAge, ed, v
				for seed := uint64(1); seed <= 60; seed++ {
					g, err := NewGame(cfg, seed)
					if err != nil {
						t.Fatal(err)
					}
					mark := g.Mark()
					_, err = g.Play(randomChooser(seed*7919), 20000)
					var gap *engine.RuleGap
					if err != nil && !(ed == inn.Third && v.Has(inn.VarIfAffected) && errors.As(err, &gap)) {
						t.Fatalf("%s seed %d: %v", cfg, seed, err)
					}
					for _, e := range g.EventsSince(mark) {
						if e.Kind == inn.EvDogma {
							dogmas[inn.Card(e.Card)]++
						}
					}
				}
			}
		}
	}
	for c := inn.Card(0); c < inn.NumAgeCards; c++ {
		if dogmas[c] == 0 {
			t.Errorf("%s was never activated", Base().Name(c))
		}
	}
}

// TestPullMatchesPush plays the same random games in push mode (Play) and
// in pull mode (Decision, Choose), where each step is replayed from its
// start with the recorded choices: effects must ask the same questions on
// replay, so both games end in the same position.
func TestPullMatchesPush(t *testing.T) {
	for i, cfg := range configs {
		cfg.Ages, cfg.Edition = inn.MaxAge, inn.Edition(i%2)
		for seed := uint64(1); seed <= 30; seed++ {
			push, _ := NewGame(cfg, seed)
			if _, err := push.Play(randomChooser(seed), 20000); err != nil {
				t.Fatalf("%s seed %d, push: %v", cfg, seed, err)
			}
			pull, _ := NewGame(cfg, seed)
			c := randomChooser(seed)
			for d := pull.Decision(); d != nil; d = pull.Decision() {
				if err := pull.Choose(c.Choose(d)); err != nil {
					t.Fatalf("%s seed %d, pull: %v", cfg, seed, err)
				}
			}
			if a, b := push.Position(), pull.Position(); a != b {
				t.Fatalf("%s seed %d: push and pull games differ:\n%s\n---\n%s", cfg, seed, a, b)
			}
		}
	}
}

// TestDeterminism plays the same seed and decisions twice, once in push
// mode and once answering one decision at a time, and requires identical
// event logs and hashes.
func TestDeterminism(t *testing.T) {
	for i, cfg := range configs {
		cfg.Ages = inn.MaxAge
		seed := uint64(100 + i)
		var choices []int
		rec := randomChooser(seed)
		a, _ := NewGame(cfg, seed)
		if _, err := a.Play(engine.ChooserFunc(func(d *engine.Decision) int {
			c := rec.Choose(d)
			choices = append(choices, c)
			return c
		}), 20000); err != nil {
			t.Fatal(err)
		}
		b, _ := NewGame(cfg, seed)
		for _, c := range choices {
			if err := b.Choose(c); err != nil {
				t.Fatal(err)
			}
		}
		if a.Hash() != b.Hash() {
			t.Errorf("%s: hashes differ: %x and %x", cfg, a.Hash(), b.Hash())
		}
		if !reflect.DeepEqual(a.EventsSince(0), b.EventsSince(0)) {
			t.Errorf("%s: event logs differ", cfg)
		}
		if a.Position() != b.Position() {
			t.Errorf("%s: positions differ", cfg)
		}
	}
}

// TestOarsIfAffectedThirdIsGap checks that the 3rd-edition Oars under
// VAR-IF-AFFECTED stops with a rule gap rather than repeating for ever.
func TestOarsIfAffectedThirdIsGap(t *testing.T) {
	cfg := inn.Config{Edition: inn.Third, Variants: inn.VariantSet(0).With(inn.VarIfAffected), Ages: inn.MaxAge}
	g, err := inn.ParsePosition(cfg, Base(), "P1 red: Oars\nP2 hand: Archery\n")
	if err != nil {
		t.Fatal(err)
	}
	err = g.ChooseLabel("dogma Oars")
	var gap *engine.RuleGap
	if !errors.As(err, &gap) || gap.Clause != "DOGMA-5" {
		t.Fatalf("dogma Oars: got %v, want a rule gap at DOGMA-5", err)
	}
}
