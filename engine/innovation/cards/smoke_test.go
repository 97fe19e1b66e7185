package cards

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// writtenOnlyChooser answers every decision uniformly at random from its
// own seeded generator, but never takes a Dogma action on a card whose
// effects are not written yet, so that games may run with ages beyond the
// written ones.
func writtenOnlyChooser(d *inn.Deck, seed uint64) engine.Chooser {
	r := engine.NewRand(seed)
	var ok []int
	return engine.ChooserFunc(func(dec *engine.Decision) int {
		ok = ok[:0]
		for i, o := range dec.Options {
			if name, isDogma := strings.CutPrefix(o.Label, "dogma "); isDogma {
				if c, found := d.Lookup(name); found && !d.Implemented(c) {
					continue
				}
			}
			ok = append(ok, i)
		}
		return ok[r.Intn(len(ok))]
	})
}

// checkState checks card conservation (COMP-5) and the icon cache against a
// full recount (ICON-1).
func checkState(g *inn.Game) error {
	s := g.State()
	n := s.Specials.Len() + s.Removed.Len()
	for age := 1; age <= inn.MaxAge; age++ {
		n += s.SupplyLen(age)
		if s.AgeAchievement(age) != inn.NoCard {
			n++
		}
	}
	for p := 0; p < s.N; p++ {
		pl := &s.Players[p]
		n += pl.Hand.Len() + pl.ScorePile.Len() + pl.Achievements.Len()
		var want [inn.NumIcons]int
		for col := inn.Color(0); col < inn.NumColors; col++ {
			n += pl.Piles[col].Len()
			if pl.Piles[col].Len() < 2 && pl.Piles[col].Splay() != inn.Unsplayed {
				return fmt.Errorf("P%d %s pile of %d card(s) is splayed (KEY-SPLAY)", p+1, col, pl.Piles[col].Len())
			}
			for i, k := range inn.PileIcons(g.Deck(), &pl.Piles[col]) {
				want[i] += int(k)
			}
		}
		for i := inn.Icon(1); i < inn.NumIcons; i++ {
			if pl.Icons(i) != want[i] {
				return fmt.Errorf("P%d shows %d %s in the cache, %d by recount (ICON-1)", p+1, pl.Icons(i), i, want[i])
			}
		}
	}
	if n != inn.NumCards {
		return fmt.Errorf("%d cards in play, want %d (COMP-5)", n, inn.NumCards)
	}
	return nil
}

// TestRandomPlayAge1 plays many seeded random games with the written ages
// and checks that none fails, panics or runs on for ever, and that cards
// and icon counts stay consistent after every step.
func TestRandomPlayAge1(t *testing.T) {
	if n := Base().ImplementedAges(); n < 1 {
		t.Fatalf("ImplementedAges() = %d; the cards of age 1 should all be written", n)
	}
	// Age 1 alone ends games quickly; ages 1-3 let them run longer, with
	// Dogma actions limited to the written cards.
	ifAffected := inn.VariantSet(0).With(inn.VarIfAffected)
	runs := []struct {
		cfg   inn.Config
		gapOK bool // the 3rd-edition Oars under VAR-IF-AFFECTED is a rule gap
	}{
		{cfg: inn.Config{Players: 2, Ages: 1}},
		{cfg: inn.Config{Players: 2, Ages: 3}},
		{cfg: inn.Config{Players: 3, Ages: 3, Edition: inn.Third}},
		{cfg: inn.Config{Players: 4, Ages: 3, Variants: ifAffected}},
		{cfg: inn.Config{Players: 4, Ages: 3, Teams: true, Edition: inn.Third}},
		{cfg: inn.Config{Players: 2, Ages: 3, Edition: inn.Third, Variants: inn.VariantSet(0).With(inn.VarMonumentCombined)}},
		{cfg: inn.Config{Players: 3, Ages: 3, Edition: inn.Third, Variants: ifAffected}, gapOK: true},
	}
	const games = 300
	dogmas := map[int]int{}
	for _, run := range runs {
		cfg := run.cfg
		for seed := uint64(1); seed <= games; seed++ {
			if err := playRandom(cfg, seed, dogmas); err != nil {
				if run.gapOK && knownGap(cfg, err) {
					continue
				}
				t.Fatalf("%v seed %d: %v", cfg, seed, err)
			}
		}
	}
	// Every card of age 1 must have been activated, or the test proves
	// little about it.
	for c := inn.Card(0); c < inn.NumAgeCards; c++ {
		if Base().Facts[c].Age == 1 && dogmas[int(c)] == 0 {
			t.Errorf("%s was never activated", Base().Name(c))
		}
	}
	t.Logf("dogma actions per card: %v", dogmas)
}

// knownGap reports whether err is the one rule gap the written cards can
// reach on purpose: VAR-IF-AFFECTED applied to the 3rd-edition Oars, whose
// follow-up repeats the demand (see oarsDemand).
func knownGap(cfg inn.Config, err error) bool {
	var gap *engine.RuleGap
	return cfg.Edition == inn.Third && cfg.Variants.Has(inn.VarIfAffected) &&
		errors.As(err, &gap) && gap.Clause == "DOGMA-5" && strings.Contains(gap.Situation, "Oars")
}

// playRandom plays one random game to its end, checking the state after
// every decision, and counts the Dogma actions taken per card.
func playRandom(cfg inn.Config, seed uint64, dogmas map[int]int) error {
	g, err := NewGame(cfg, seed)
	if err != nil {
		return err
	}
	c := writtenOnlyChooser(Base(), seed*7919)
	for steps := 0; !g.Over(); steps++ {
		if steps > 2000 {
			return fmt.Errorf("not over after %d decisions", steps)
		}
		mark := g.Mark()
		if _, err := g.Play(c, 1); err != nil {
			return err
		}
		for _, e := range g.EventsSince(mark) {
			if e.Kind == inn.EvDogma {
				dogmas[e.Card]++
			}
		}
		if err := checkState(g); err != nil {
			return fmt.Errorf("after %d decisions: %v", steps, err)
		}
	}
	return nil
}

// TestOarsIfAffectedThirdIsGap checks that the 3rd-edition Oars under
// VAR-IF-AFFECTED stops with a rule gap rather than repeating for ever.
func TestOarsIfAffectedThirdIsGap(t *testing.T) {
	cfg := inn.Config{Edition: inn.Third, Variants: inn.VariantSet(0).With(inn.VarIfAffected), Ages: 3}
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
