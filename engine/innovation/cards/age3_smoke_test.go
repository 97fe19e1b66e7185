package cards

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// writtenOnly returns a random chooser that never picks the Dogma action of
// a card whose effects are not written yet, and that picks the Dogma action
// of an age-3 card half the time one is offered, so that random games
// exercise the age-3 effects often.
func writtenOnly(d *inn.Deck, ed inn.Edition, r *engine.Rand) engine.Chooser {
	return engine.ChooserFunc(func(dec *engine.Decision) int {
		var ok, age3 []int
		for i, o := range dec.Options {
			name, isDogma := strings.CutPrefix(o.Label, "dogma ")
			if !isDogma || dec.Kind != engine.KindAction {
				ok = append(ok, i)
				continue
			}
			c, found := d.Lookup(name)
			if !found || d.Effects(c, ed) == nil {
				continue
			}
			ok = append(ok, i)
			if d.Facts[c].Age == 3 {
				age3 = append(age3, i)
			}
		}
		if len(age3) > 0 && r.Intn(2) == 0 {
			return age3[r.Intn(len(age3))]
		}
		return ok[r.Intn(len(ok))]
	})
}

// TestAge3RandomPlay plays seeded random games with ages 1–3 (and 1–4, so
// that the draws of 4s do not always end the game) under every profile, and
// checks that none errs. A rule gap is an error here too, except the one
// the 3rd-edition Oars reaches under VAR-IF-AFFECTED on purpose (knownGap).
func TestAge3RandomPlay(t *testing.T) {
	profiles := []inn.Config{
		{Players: 2, Ages: 3},
		{Players: 2, Ages: 3, Edition: inn.Third},
		{Players: 3, Ages: 4},
		{Players: 4, Ages: 3, Edition: inn.Third, Variants: inn.VariantSet(0).With(inn.VarIfAffected)},
		{Players: 4, Ages: 4, Teams: true, Variants: inn.VariantSet(0).With(inn.VarMonumentCombined)},
	}
	games := 60
	if testing.Short() {
		games = 10
	}
	dogmas := 0
	for _, cfg := range profiles {
		for seed := uint64(1); seed <= uint64(games); seed++ {
			name := fmt.Sprintf("%s/seed=%d", cfg, seed)
			g, err := NewGame(cfg, seed)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			r := engine.NewRand(seed * 7919)
			if _, err := g.Play(writtenOnly(Base(), cfg.Edition, r), 5000); err != nil {
				if knownGap(cfg, err) {
					continue
				}
				var ni *engine.NotImplemented
				if errors.As(err, &ni) {
					t.Fatalf("%s: the chooser reached an unwritten card: %v", name, err)
				}
				t.Fatalf("%s: %v", name, err)
			}
			for _, e := range g.EventsSince(0) {
				if e.Kind == inn.EvDogma && Base().Facts[e.Card].Age == 3 {
					dogmas++
				}
			}
		}
	}
	if dogmas == 0 {
		t.Fatal("no random game activated an age-3 card")
	}
	t.Logf("%d Dogma actions on age-3 cards", dogmas)
}

// TestAge3PullMatchesPush plays the same random games in push mode (Play)
// and in pull mode (Decision, Choose), where each step is replayed from its
// start with the recorded choices: the age-3 effects must ask the same
// questions on replay, so both games end in the same position.
func TestAge3PullMatchesPush(t *testing.T) {
	cfg := inn.Config{Players: 3, Ages: 4, Edition: inn.Third}
	for seed := uint64(1); seed <= 20; seed++ {
		push, err := NewGame(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := push.Play(writtenOnly(Base(), cfg.Edition, engine.NewRand(seed)), 5000); err != nil {
			t.Fatalf("seed %d, push: %v", seed, err)
		}
		pull, err := NewGame(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		c := writtenOnly(Base(), cfg.Edition, engine.NewRand(seed))
		for n := 0; n < 5000; n++ {
			d := pull.Decision()
			if d == nil {
				break
			}
			if err := pull.Choose(c.Choose(d)); err != nil {
				t.Fatalf("seed %d, pull: %v", seed, err)
			}
		}
		if !pull.Over() || !push.Over() {
			t.Fatalf("seed %d: a game did not end within 5000 decisions", seed)
		}
		if a, b := push.Position(), pull.Position(); a != b {
			t.Fatalf("seed %d: push and pull games differ:\n%s\n---\n%s", seed, a, b)
		}
	}
}
