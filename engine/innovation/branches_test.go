package innovation_test

import (
	"slices"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
)

func TestBranchOf(t *testing.T) {
	for _, tc := range []struct {
		ed   inn.Edition
		e    engine.Event
		want string
	}{
		{inn.First, engine.Event{Kind: inn.EvEffect, Effect: "Archery 1"}, "Archery 1 (1st)"},
		{inn.Third, engine.Event{Kind: "transfer", Effect: "Archery 1"}, "Archery 1 (3rd): transfer"},
		{inn.First, engine.Event{Kind: "draw", Clause: "TURN-3"}, ""},
	} {
		if got := inn.BranchOf(tc.ed, &tc.e); got != tc.want {
			t.Errorf("BranchOf(%s, %+v) = %q, want %q", tc.ed, tc.e, got, tc.want)
		}
	}
}

// Every effect a game begins is one of the branches its deck lists, and
// the list names each effect once.
func TestBranchesListEveryEffectRun(t *testing.T) {
	d := cards.Base()
	ran := 0
	for _, ed := range []inn.Edition{inn.First, inn.Third} {
		list := d.Branches(ed)
		if !slices.Contains(list, "Archery 1 ("+ed.String()+")") {
			t.Fatalf("%s: Archery 1 is not listed", ed)
		}
		listed := map[string]bool{}
		for _, b := range list {
			if listed[b] {
				t.Fatalf("%s: %q is listed twice", ed, b)
			}
			listed[b] = true
		}
		for seed := uint64(0); seed < 10; seed++ {
			g, err := cards.NewGame(inn.Config{Players: 3, Edition: ed}, seed)
			if err != nil {
				t.Fatal(err)
			}
			r := engine.NewRand(seed)
			if _, err := g.Play(engine.ChooserFunc(func(d *engine.Decision) int { return r.Intn(len(d.Options)) }), 3000); err != nil {
				t.Fatal(err)
			}
			for _, e := range g.EventsSince(0) {
				if e.Kind != inn.EvEffect {
					continue
				}
				ran++
				if b := inn.BranchOf(ed, &e); !listed[b] {
					t.Fatalf("%s: the effect %q ran but is not listed", ed, b)
				}
			}
		}
	}
	if ran == 0 {
		t.Fatal("no game ran an effect")
	}
}
