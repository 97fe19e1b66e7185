package genesia_test

import (
	"reflect"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/engine/enginetest"
	"github.com/dogma-engine/dogma/engine/genesia"
)

// Genesia set up from the decks of a seed is the game of the seed, in
// every setup a campaign mixes (1 to 5 players and teams, with and
// without the fill-... variants) and the solo modes, and its neutral
// state names every card and objective of the decks once.
func TestNeutralHooks(t *testing.T) {
	var setups []string
	for _, c := range genesia.Registration.Setups() {
		setups = append(setups, c.String())
	}
	setups = append(setups, "players=1 mode=expert", "players=1 mode=heroic variants=fill-reserve-short")
	enginetest.Neutral(t, genesia.Registration, enginetest.NeutralOptions{
		Setups:   setups,
		Seeds:    []uint64{1, 2, 3},
		NotCards: []string{genesia.DeckOrder, genesia.DeckSeed},
	})
}

// Without its seed entry, the game set up from a seed's decks plays as
// the seeded game: the same decisions and the same neutral states.
func TestNeutralWithoutSeed(t *testing.T) {
	reg := genesia.Registration
	cfg, err := reg.ParseConfig("players=3 variants=fill-reserve-short,fill-war-ends,fill-team-ties")
	if err != nil {
		t.Fatal(err)
	}
	decks := reg.Decks(cfg, 5)
	delete(decks, genesia.DeckSeed)
	dealt, err := reg.NewFromDecks(cfg, decks)
	if err != nil {
		t.Fatal(err)
	}
	seeded, err := reg.New(cfg, 5)
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRand(11)
	for k := 0; ; k++ {
		a, _ := reg.NeutralOf(seeded)
		b, _ := reg.NeutralOf(dealt)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("decision %d: the neutral states differ:\nseeded: %+v\ndealt:  %+v", k, a, b)
		}
		if a.Over || seeded.Err() != nil || k > 5000 {
			t.Logf("%d decisions alike", k)
			return
		}
		i := r.Intn(len(seeded.Decision().Options))
		if err := seeded.Choose(i); err != nil {
			t.Fatal(err)
		}
		if err := dealt.Choose(i); err != nil {
			t.Fatal(err)
		}
	}
}
