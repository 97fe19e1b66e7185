//go:build !oracle

package cards_test

import (
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

// echoesConfig is a game of the 4th edition with Echoes of the Past.
func echoesConfig(t *testing.T, text string) inn.Config {
	t.Helper()
	cfg, err := cards.Registration.ParseConfig(text + " edition=4th expansions=echoes")
	if err != nil {
		t.Fatal(err)
	}
	return cfg.(inn.Config)
}

// The decks of a game with Echoes of the Past are the base piles age1 to
// ageN and the expansion's piles echoes1 to echoesN (EXP-SET-1: one per
// age in play), each with every Echoes card of its age; the Echoes cards
// of the ages above the last are in no deck.
func TestEchoesDecks(t *testing.T) {
	for _, ages := range []int{11, 4} {
		cfg := echoesConfig(t, "players=2 ages="+strconv.Itoa(ages))
		decks, err := inn.Decks(cfg, cards.Base(), 7)
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for age := 1; age <= ages; age++ {
			want = append(want, "age"+strconv.Itoa(age), "echoes"+strconv.Itoa(age))
		}
		slices.Sort(want)
		if got := slices.Sorted(maps.Keys(decks)); !slices.Equal(got, want) {
			t.Fatalf("ages=%d: decks %v, want %v", ages, got, want)
		}
		d := cards.WithEchoes()
		for age := 1; age <= ages; age++ {
			var of []string
			for _, c := range d.ExpansionCards(inn.Echoes) {
				if d.Facts[c].Age == age {
					of = append(of, d.Name(c))
				}
			}
			slices.Sort(of)
			name := "echoes" + strconv.Itoa(age)
			if got := slices.Sorted(slices.Values(decks[name])); len(of) == 0 || !slices.Equal(got, of) {
				t.Errorf("ages=%d: %s holds %v, want the Echoes cards of age %d, %v", ages, name, got, age, of)
			}
		}
	}
}

// NewFromDecks refuses Echoes piles that are not a full set of the
// expansion's cards of their age, each with an error that names the pile
// and what is wrong.
func TestEchoesBrokenDecks(t *testing.T) {
	cfg := echoesConfig(t, "players=3")
	decks, err := inn.Decks(cfg, cards.Base(), 3)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := inn.NewFromDecks(cfg, cards.Base(), decks); err != nil {
		t.Fatalf("the decks of seed 3: %v", err)
	}
	e1, e2, a1 := decks["echoes1"], decks["echoes2"], decks["age1"]
	with := func(name string, list []string) func(d map[string][]string) {
		return func(d map[string][]string) { d[name] = list }
	}
	replace := func(list []string, i int, c string) []string {
		out := slices.Clone(list)
		out[i] = c
		return out
	}
	for _, tc := range []struct {
		why    string
		change func(d map[string][]string)
		err    string
	}{
		{"a pile missing", func(d map[string][]string) { delete(d, "echoes5") }, `no deck "echoes5"`},
		{"a pile past the last age", with("echoes12", nil), `unknown deck "echoes12" (the supply piles are age1 to age11, echoes1 to echoes11)`},
		{"a pile of no expansion", with("figures1", nil), `unknown deck "figures1"`},
		{"a card missing", with("echoes1", e1[1:]), "echoes1: " + strconv.Itoa(len(e1)-1) + " cards, want the " + strconv.Itoa(len(e1)) + " cards of age 1"},
		{"a card extra", with("echoes1", append(slices.Clone(e1), e1[0])), "echoes1: " + strconv.Itoa(len(e1)+1) + " cards"},
		{"a card twice", with("echoes1", replace(e1, 1, e1[0])), "echoes1: " + e1[0] + " twice"},
		{"a card unknown", with("echoes1", replace(e1, 0, "No Such Card")), `echoes1: no card "No Such Card" in the 4th edition with echoes`},
		{"a card of another age", with("echoes1", replace(e1, 0, e2[0])), "echoes1: " + e2[0] + " is of age 2"},
		{"a base card", with("echoes1", replace(e1, 0, a1[0])), "echoes1: " + a1[0] + " is no card of Echoes"},
		{"an Echoes card in a base pile", with("age1", replace(a1, 0, e1[0])), "age1: " + e1[0] + " is a card of Echoes, not of the base game"},
		{"a special achievement", with("echoes1", replace(e1, 0, "Destiny")), `echoes1: no card "Destiny"`},
	} {
		d := maps.Clone(decks)
		tc.change(d)
		_, err := inn.NewFromDecks(cfg, cards.Base(), d)
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%s: NewFromDecks says %v, want an error with %q", tc.why, err, tc.err)
		}
	}
	// The piles of an expansion not in play are no decks of the game.
	base, err := inn.Decks(inn.Config{Players: 2, Edition: inn.Fourth}, cards.Base(), 3)
	if err != nil {
		t.Fatal(err)
	}
	base["echoes1"] = e1
	if _, err := inn.NewFromDecks(inn.Config{Players: 2, Edition: inn.Fourth}, cards.Base(), base); err == nil || !strings.Contains(err.Error(), `unknown deck "echoes1" (the supply piles are age1 to age11)`) {
		t.Errorf("an Echoes pile in a game without the expansion: %v", err)
	}
}

// The neutral state of a game with Echoes of the Past shows each
// player's forecast (ECHO-FORECAST), sorted by name, and the expansion's
// supply piles top first; random games put cards into forecasts and take
// them out again (ECHO-FORESHADOW, ECHO-PROMOTE), and the zones follow.
func TestEchoesNeutralZones(t *testing.T) {
	foreshadowed, emptied := false, false
	for seed := uint64(1); seed <= 12 && !(foreshadowed && emptied); seed++ {
		cfg := echoesConfig(t, "players=2")
		cfg.Variants = inn.Fills()
		g, err := inn.New(cfg, cards.Base(), seed)
		if err != nil {
			t.Fatal(err)
		}
		r := engine.NewRand(seed)
		was := make([]int, 2)
		for k := 0; k < 2000 && g.Err() == nil && !g.Over(); k++ {
			n := g.Neutral()
			s, d := g.State(), g.Deck()
			for p := range 2 {
				var want []string
				s.Players[p].Forecast.Each(func(c inn.Card) { want = append(want, d.Name(c)) })
				slices.Sort(want)
				got, ok := n.Zones["forecast."+strconv.Itoa(p)]
				if !ok || !slices.Equal(got, want) && len(got)+len(want) > 0 {
					t.Fatalf("seed %d, decision %d: forecast.%d is %v (shown %v), want %v", seed, k, p, got, ok, want)
				}
				foreshadowed = foreshadowed || len(want) > 0
				emptied = emptied || len(want) < was[p]
				was[p] = len(want)
			}
			for age := 1; age <= cfg.Ages; age++ {
				var want []string
				for _, c := range s.ExpansionSupply(inn.Echoes, age) {
					want = append(want, d.Name(c))
				}
				if got := n.Zones["echoes"+strconv.Itoa(age)]; !slices.Equal(got, want) && len(got)+len(want) > 0 {
					t.Fatalf("seed %d, decision %d: echoes%d is %v, want %v", seed, k, age, got, want)
				}
			}
			dec := g.Decision()
			if dec == nil {
				break
			}
			if err := g.Choose(r.Intn(len(dec.Options))); err != nil {
				break
			}
		}
	}
	if !foreshadowed || !emptied {
		t.Errorf("random games foreshadowed %v, took a card out of a forecast %v: the forecast zones went untried", foreshadowed, emptied)
	}
}
