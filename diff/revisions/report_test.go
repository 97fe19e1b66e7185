package revisions

import (
	"reflect"
	"testing"

	"github.com/dogma-engine/dogma/diff"
)

// diverged is a pair of games that parted at decision (after its answer)
// on an event of effect under clause; changed makes their outcomes differ.
func diverged(index, decision int, effect, clause string, changed bool) diff.Outcome {
	o := diff.Outcome{Index: index, Seed: uint64(100 + index), Diverged: true,
		A:          diff.End{Over: true, Reason: "score", Winners: []int{0}},
		B:          diff.End{Over: true, Reason: "score", Winners: []int{0}},
		Divergence: diff.Divergence{Kind: diff.KindEvents, Decision: decision, Effect: effect, Clause: clause},
	}
	if changed {
		o.B.Winners = []int{1}
	}
	return o
}

func TestReportGroupsDivergencesByCard(t *testing.T) {
	rep := &Report{}
	groups := map[string]*CardChange{}
	for _, o := range []diff.Outcome{
		{Index: 0, A: diff.End{Over: true}, B: diff.End{Over: true}},
		diverged(1, 9, "Archery 1", "DOGMA-5", true),
		diverged(2, 4, "Archery 1", "DOGMA-3", false),
		diverged(3, 4, "Archery 1", "DOGMA-5", false),
		diverged(4, 2, "", "SETUP-4", true),
		diverged(5, 7, "Oars 2", "DOGMA-5", false),
		diverged(6, 1, "Oars 1", "DOGMA-5", false),
		{Index: 7, A: diff.End{Over: true, Winners: []int{0}}, B: diff.End{Over: true, Winners: []int{1}}},
	} {
		rep.add(groups, o)
	}
	if rep.Games != 8 || rep.Diverged != 6 || rep.Changed != 3 {
		t.Errorf("games %d, diverged %d, changed %d; want 8, 6, 3", rep.Games, rep.Diverged, rep.Changed)
	}
	var cards []*CardChange
	for _, g := range groups {
		cards = append(cards, g)
	}
	sortCards(cards)
	type summary struct {
		Card           string
		Games, Changed int
		Clauses        []string
		Example        int
	}
	var got []summary
	for _, c := range cards {
		got = append(got, summary{c.Card, c.Games, c.Changed, c.Clauses, c.Example.Index})
	}
	// Archery's shortest divergence shows in 5 decisions, in games 2 and 3:
	// the lower index is its example. Both effects of Oars are Oars.
	want := []summary{
		{"Archery", 3, 1, []string{"DOGMA-5", "DOGMA-3"}, 2},
		{"Oars", 2, 0, []string{"DOGMA-5"}, 6},
		{"", 1, 1, []string{"SETUP-4"}, 4},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("cards:\n got %+v\nwant %+v", got, want)
	}
}
