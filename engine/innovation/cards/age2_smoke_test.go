package cards

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// age2Chooser returns a random chooser that never picks "dogma X" for a
// card whose effects are not written yet, and that takes a Dogma action
// half of the time when one is offered, so that the written cards are
// exercised often.
func age2Chooser(d *inn.Deck, r *engine.Rand) engine.Chooser {
	return engine.ChooserFunc(func(dec *engine.Decision) int {
		if dec.Kind != engine.KindAction {
			return r.Intn(len(dec.Options))
		}
		var dogmas, others []int
		for i, o := range dec.Options {
			name, ok := strings.CutPrefix(o.Label, "dogma ")
			if !ok {
				others = append(others, i)
				continue
			}
			if c, found := d.Lookup(name); found && d.Implemented(c) {
				dogmas = append(dogmas, i)
			}
		}
		if len(dogmas) > 0 && (len(others) == 0 || r.Intn(2) == 0) {
			return dogmas[r.Intn(len(dogmas))]
		}
		return others[r.Intn(len(others))]
	})
}

// TestAge2RandomPlay plays seeded random games with ages 1–2 and 1–3 in
// both editions, with and without the variants, activating only written
// cards: none may fail or panic, every game must end (DRAW-3, END-1), and
// its final position must read back as the same text (COMP-5).
func TestAge2RandomPlay(t *testing.T) {
	deck := Base()
	var used [inn.NumAgeCards]int
	profiles := []inn.Config{
		{Players: 2, Ages: 2},
		{Players: 3, Ages: 2, Edition: inn.Third},
		{Players: 4, Ages: 2, Teams: true, Variants: inn.VariantSet(0).With(inn.VarIfAffected)},
		{Players: 4, Ages: 2, Edition: inn.Third, Variants: inn.VariantSet(0).With(inn.VarMonumentCombined)},
		{Players: 2, Ages: 3, Edition: inn.Third},
		{Players: 3, Ages: 3, Variants: inn.VariantSet(0).With(inn.VarIfAffected)},
	}
	for _, cfg := range profiles {
		for seed := uint64(1); seed <= 400; seed++ {
			g, err := NewGame(cfg, seed)
			if err != nil {
				t.Fatalf("%v seed %d: new game: %v", cfg, seed, err)
			}
			r := engine.NewRand(seed * 7919)
			if _, err := g.Play(age2Chooser(deck, r), 5000); err != nil {
				t.Fatalf("%v seed %d: %v", cfg, seed, err)
			}
			if !g.Over() {
				t.Fatalf("%v seed %d: not over after 5000 decisions", cfg, seed)
			}
			text := g.Position()
			back, err := inn.ParsePosition(inn.Config{}, deck, text)
			if err != nil {
				t.Fatalf("%v seed %d: final position does not parse: %v\n%s", cfg, seed, err, text)
			}
			if again := back.Position(); again != text {
				t.Fatalf("%v seed %d: final position does not round-trip:\n%s\nreads back as\n%s", cfg, seed, text, again)
			}
			for _, e := range g.EventsSince(0) {
				if e.Kind == inn.EvDogma && e.Card >= 0 {
					used[e.Card]++
				}
			}
		}
	}
	t.Logf("activations: %v", used[:25])
	for c := Calendar; c <= Philosophy; c++ {
		if used[c] == 0 {
			t.Errorf("%s was never activated", deck.Name(c))
		}
	}
}

// TestAge2PullMatchesPush plays the same random games once in push mode
// (Play) and once in pull mode (Decision/Choose, which replays each step
// from its start): the effects must be deterministic, so both must end in
// the same position.
func TestAge2PullMatchesPush(t *testing.T) {
	deck := Base()
	for _, cfg := range []inn.Config{{Players: 2, Ages: 2}, {Players: 3, Ages: 3, Edition: inn.Third}} {
		for seed := uint64(1); seed <= 60; seed++ {
			push, err := NewGame(cfg, seed)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := push.Play(age2Chooser(deck, engine.NewRand(seed)), 5000); err != nil {
				t.Fatalf("%v seed %d: push: %v", cfg, seed, err)
			}
			pull, err := NewGame(cfg, seed)
			if err != nil {
				t.Fatal(err)
			}
			c := age2Chooser(deck, engine.NewRand(seed))
			for n := 0; n < 5000; n++ {
				d := pull.Decision()
				if d == nil {
					break
				}
				if err := pull.Choose(c.Choose(d)); err != nil {
					t.Fatalf("%v seed %d: pull: %v", cfg, seed, err)
				}
			}
			if !pull.Over() {
				t.Fatalf("%v seed %d: pull: not over", cfg, seed)
			}
			if a, b := push.Position(), pull.Position(); a != b {
				t.Fatalf("%v seed %d: push and pull differ:\n%s\n---\n%s", cfg, seed, a, b)
			}
		}
	}
}
