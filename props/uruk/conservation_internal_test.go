package uruk

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// TestConservationTouched checks the part of conservation that runs where
// Step.Full is not set: the events' moves, from the state before to the
// state after, for the cards they touch.
func TestConservationTouched(t *testing.T) {
	const base = `turn: P1 actions=3 number=1 first=P1
P1 tableau: Netz [village blue=3]
P1 hand: Axt, Axt
P2 tableau: Lehmhaus [village yellow=3]
display: Brennofen, Straße, Wasserrad
pile: Segelschiff`
	parse := func(text string) *uk.Game {
		g, err := uk.ParsePosition(uk.Config{}, text, 1)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		return g
	}
	card := func(name string) int {
		for c := uk.Card(0); c < uk.NumDiscoveries; c++ {
			if c.Type().String() == name {
				return int(c)
			}
		}
		t.Fatalf("no card %s", name)
		return 0
	}
	take := func(c int, from, to uk.Place) engine.Event {
		return engine.Event{Kind: uk.EvTake, Player: 0, Card: c, From: int(from), To: int(to), Clause: "URUK-DRAW-1"}
	}
	segel := card("Segelschiff")
	drawn := strings.Replace(strings.Replace(base, "P1 hand: Axt, Axt", "P1 hand: Axt, Axt, Segelschiff", 1), "\npile: Segelschiff", "", 1)
	for _, tc := range []struct {
		name          string
		before, after string
		events        []engine.Event
		want          string // "" for no violation
	}{
		{"a draw the events tell", base, drawn, []engine.Event{take(segel, uk.PilePlace, uk.HandPlace(0))}, ""},
		{"a card taken from where it is not", base, drawn, []engine.Event{take(segel, uk.DisplayPlace(0), uk.HandPlace(0))}, "takes Segelschiff from display"},
		{"a card the events leave elsewhere", base, base, []engine.Event{take(segel, uk.PilePlace, uk.HandPlace(0))}, "events of the decision leave it"},
		{"a card moved where it is", base, base, []engine.Event{take(segel, uk.PilePlace, uk.PilePlace)}, "where it is"},
	} {
		snap := Suite.Snapshot()
		snap.Take(parse(tc.before))
		a := parse(tc.after)
		s := &props.Step{Suite: Suite, Game: a, Config: a.Configuration(), Before: snap, Start: snap,
			Decision: &engine.Decision{Options: []engine.Option{{Label: "x"}}}, Events: tc.events, StepEvents: tc.events, Log: &props.Log{}}
		err := checkTouched(s)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v, want no violation", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want a violation with %q", tc.name, err, tc.want)
		}
	}
}
