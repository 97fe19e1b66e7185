package enginetest

import (
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
)

// NeutralOptions say which games Neutral plays.
type NeutralOptions struct {
	// Setups are the configurations played, as texts the registration's
	// ParseConfig reads; nil means the registration's Setups.
	Setups []string
	// Seeds are the seeds each setup is played from; nil means 1, 2 and 3.
	Seeds []uint64
	// MaxDecisions caps the decisions of one game (0: 3000).
	MaxDecisions int
	// NotCards names the entries of Decks that are no decks of cards
	// (Uruk's seed of its later shuffles).
	NotCards []string
}

// Neutral checks the registration's NeutralHooks: for every setup and
// seed, the game NewFromDecks sets up from the decks Decks gives is the
// game New makes from the seed (the same hash, the same decision and the
// same neutral state at every decision of a random game, the same end);
// the neutral state lists every card of the decks in one zone, and its
// cards are the same at every decision (conservation); and NewFromDecks
// refuses decks with a card missing, a card twice, a card unknown or a
// deck unknown.
func Neutral(t *testing.T, reg *engine.Registration, opts NeutralOptions) {
	t.Helper()
	if reg.Neutral == nil || reg.Decks == nil || reg.NewFromDecks == nil {
		t.Fatalf("%s registers no neutral hooks", reg.Name)
	}
	cfgs := opts.setups(t, reg)
	for _, cfg := range cfgs {
		for _, seed := range opts.Seeds {
			t.Run(fmt.Sprintf("%s/seed=%d", cfg, seed), func(t *testing.T) {
				checkNeutral(t, reg, cfg, seed, opts)
			})
		}
	}
}

// checkNeutral plays one game from the seed and from its decks side by
// side.
func checkNeutral(t *testing.T, reg *engine.Registration, cfg engine.Config, seed uint64, opts NeutralOptions) {
	decks := reg.Decks(cfg, seed)
	if len(decks) == 0 {
		t.Fatalf("Decks gives no decks")
	}
	seeded, err := reg.New(cfg, seed)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	dealt, err := reg.NewFromDecks(cfg, decks)
	if err != nil {
		t.Fatalf("NewFromDecks: %v", err)
	}
	inDecks := map[string]int{}
	for name, list := range decks {
		if !slices.Contains(opts.NotCards, name) {
			for _, c := range list {
				inDecks[c]++
			}
		}
	}
	var cards map[string]int // the cards of the first neutral state
	r := engine.NewRand(seed ^ 0x9e3779b97f4a7c15)
	k := 0
	for ; ; k++ {
		a, _ := reg.NeutralOf(seeded)
		b, _ := reg.NeutralOf(dealt)
		if seeded.Hash() != dealt.Hash() {
			t.Fatalf("decision %d: the game from the decks has hash %#x, the seeded game %#x", k, dealt.Hash(), seeded.Hash())
		}
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("decision %d: the neutral states differ:\nseeded: %+v\ndealt:  %+v", k, a, b)
		}
		counts := map[string]int{}
		for zone, list := range a.Zones {
			for _, c := range list {
				if c == "" {
					t.Fatalf("decision %d: an empty card name in zone %s", k, zone)
				}
				counts[c]++
			}
		}
		if cards == nil {
			cards = counts
			for c, n := range inDecks {
				if counts[c] != n {
					t.Fatalf("the neutral state lists %s %d times, the decks %d", c, counts[c], n)
				}
			}
		} else if !maps.Equal(cards, counts) {
			t.Fatalf("decision %d: the cards of the neutral state changed: %s", k, countDiff(cards, counts))
		}
		if errA, errB := seeded.Err(), dealt.Err(); errA != nil || errB != nil {
			if fmt.Sprint(errA) != fmt.Sprint(errB) {
				t.Fatalf("decision %d: the games stop differently: %v and %v", k, errA, errB)
			}
			var gap *engine.RuleGap
			if !errors.As(errA, &gap) {
				t.Fatalf("decision %d: %v", k, errA)
			}
			break
		}
		if a.Over || k >= opts.MaxDecisions {
			break
		}
		d := seeded.Decision()
		if d == nil {
			t.Fatalf("decision %d: no decision in a game not over", k)
		}
		i := r.Intn(len(d.Options))
		errA, errB := seeded.Choose(i), dealt.Choose(i)
		if fmt.Sprint(errA) != fmt.Sprint(errB) {
			t.Fatalf("decision %d: choosing %q: %v and %v", k, d.Options[i].Label, errA, errB)
		}
	}
	t.Logf("%d decisions alike", k)
	refusesBrokenDecks(t, reg, cfg, decks, opts)
}

// refusesBrokenDecks checks that NewFromDecks refuses decks that are not
// a full set of the game's cards.
func refusesBrokenDecks(t *testing.T, reg *engine.Registration, cfg engine.Config, decks map[string][]string, opts NeutralOptions) {
	var name string
	for _, n := range slices.Sorted(maps.Keys(decks)) {
		if len(decks[n]) > 1 && !slices.Contains(opts.NotCards, n) {
			name = n
			break
		}
	}
	if name == "" {
		return
	}
	list := decks[name]
	last := list[len(list)-1]
	other := list[slices.IndexFunc(list, func(c string) bool { return c != last })]
	broken := map[string]func(d map[string][]string){
		"a card missing": func(d map[string][]string) { d[name] = list[:len(list)-1] },
		"a card twice":   func(d map[string][]string) { d[name] = append(slices.Clone(list[:len(list)-1]), other) },
		"a card unknown": func(d map[string][]string) { d[name] = append(slices.Clone(list[:len(list)-1]), "No Such Card") },
		"a deck unknown": func(d map[string][]string) { d["no-such-deck"] = []string{} },
		"a deck missing": func(d map[string][]string) { delete(d, name) },
	}
	for _, why := range slices.Sorted(maps.Keys(broken)) {
		d := maps.Clone(decks)
		broken[why](d)
		if _, err := reg.NewFromDecks(cfg, d); err == nil {
			t.Errorf("NewFromDecks accepts decks with %s (%s)", why, name)
		}
	}
}

// countDiff describes how the counts of cards b differ from a.
func countDiff(a, b map[string]int) string {
	var out []string
	for _, c := range slices.Sorted(maps.Keys(a)) {
		if a[c] != b[c] {
			out = append(out, fmt.Sprintf("%s %d -> %d", c, a[c], b[c]))
		}
	}
	for _, c := range slices.Sorted(maps.Keys(b)) {
		if _, ok := a[c]; !ok {
			out = append(out, fmt.Sprintf("%s 0 -> %d", c, b[c]))
		}
	}
	return strings.Join(out, ", ")
}

// setups fills the defaults of o (seeds 1 to 3, 3,000 decisions) and
// returns the configurations it names, or the game's own setups.
func (o *NeutralOptions) setups(t *testing.T, reg *engine.Registration) []engine.Config {
	t.Helper()
	if o.Seeds == nil {
		o.Seeds = []uint64{1, 2, 3}
	}
	if o.MaxDecisions <= 0 {
		o.MaxDecisions = 3000
	}
	if o.Setups == nil {
		return reg.Setups()
	}
	var cfgs []engine.Config
	for _, s := range o.Setups {
		cfg, err := reg.ParseConfig(s)
		if err != nil {
			t.Fatalf("%s: setup %q: %v", reg.Name, s, err)
		}
		cfgs = append(cfgs, cfg)
	}
	return cfgs
}
