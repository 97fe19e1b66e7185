package uruk_test

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
	urukprops "github.com/dogma-engine/dogma/props/uruk"
)

const base = `turn: P1 actions=3 number=1 first=P1
P1 tableau: Netz [village blue=3]
P1 hand: Axt, Axt
P2 tableau: Lehmhaus [village yellow=3]
display: Brennofen, Straße, Wasserrad
pile: Segelschiff`

// stepOf builds the step of one decision from the positions before and
// after it and the events it logged.
func stepOf(t *testing.T, before, after string, events []engine.Event, done bool) *props.Step {
	t.Helper()
	parse := func(text string) *uk.Game {
		g, err := uk.ParsePosition(uk.Config{}, text, 1)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		return g
	}
	b, a := parse(before), parse(after)
	snap := urukprops.Suite.Snapshot()
	snap.Take(b)
	start := urukprops.Suite.Snapshot()
	start.Take(b)
	return &props.Step{Suite: urukprops.Suite, Game: a, Config: a.Configuration(), Before: snap, Start: start,
		Decision: &engine.Decision{Options: []engine.Option{{Label: "x"}}}, Events: events, StepEvents: events, StepDone: done, Log: &props.Log{}}
}

// TestPropertiesCatchBrokenSteps feeds each property a step that breaks
// it.
func TestPropertiesCatchBrokenSteps(t *testing.T) {
	ev := func(kind string, p, card int, from, to uk.Place, arg int, clause string) engine.Event {
		return engine.Event{Kind: kind, Player: p, Card: card, From: int(from), To: int(to), Arg: arg, Clause: clause}
	}
	axt := 0
	for c := uk.Card(0); c < uk.NumDiscoveries; c++ {
		if c.Type().String() == "Axt" {
			axt = int(c)
			break
		}
	}
	for _, tc := range []struct {
		prop          *props.Property
		before, after string
		events        []engine.Event
		done          bool
		want          string
	}{
		{urukprops.Conservation, base, strings.Replace(base, "P1 hand: Axt, Axt", "P1 hand: Axt", 1), nil, false, "events of the decision leave it"},
		{urukprops.Conservation, base, base, []engine.Event{ev(uk.EvTake, 0, axt, uk.PilePlace, uk.HandPlace(0), 0, "URUK-DRAW-1")}, false, "takes Axt from pile"},
		{urukprops.Tableau, base, strings.Replace(base, "Netz [village blue=3]", "Netz [village blue=3], Brennofen, Brennofen", 1), nil, false, "two Brennofen"},
		{urukprops.HandLimit, base, base, []engine.Event{ev(uk.EvHandLimit, 0, -1, uk.NoPlace, uk.NoPlace, 9, "URUK-GOD-5")}, false, "keeps 9 cards"},
		{urukprops.Display, base, strings.Replace(base, "display: Brennofen, Straße, Wasserrad", "display: -, Straße, Wasserrad", 1), []engine.Event{ev(uk.EvTurn, 0, -1, uk.NoPlace, uk.NoPlace, 3, "URUK-TURN-1")}, true, "display position 1 empty"},
		{urukprops.Actions, strings.Replace(base, "actions=3", "actions=0", 1), base, []engine.Event{ev(uk.EvAction, 0, -1, uk.NoPlace, uk.NoPlace, uk.ActTake, "URUK-TURN-1")}, false, "with none left"},
		{urukprops.Colony, strings.Replace(base, "Netz [village blue=3]", "Netz [blue=3]", 1), base, []engine.Event{ev(uk.EvDisc, 0, -1, uk.EpochPlace(1), uk.TableauPlace(0, 0), -1, "URUK-COLONY-3")}, false, "while epoch I has"},
		{urukprops.Ending, base, base + "\ndiscs: I=0 II=0 III=0 IV=0\nturn: P1 actions=3 number=3 first=P1 phase=over stage=final\nscores: 1, 1\nwinners: P1,P2", nil, false, "not after a whole round"},
		{urukprops.Score, base, base + "\ndiscs: I=0 II=0 III=0 IV=0\nturn: P2 actions=3 number=4 first=P1 phase=over stage=final\nscores: 5, 1\nwinners: P1", nil, false, "the recount 1"},
		{urukprops.LayCost, base, base, []engine.Event{ev(uk.EvLay, 0, axt, uk.HandPlace(0), uk.TableauPlace(0, 1), 0, "URUK-LAY-1")}, true, "paying 0 missing card(s), not 1"},
	} {
		s := stepOf(t, tc.before, tc.after, tc.events, tc.done)
		err := tc.prop.Check(s)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want a violation with %q", tc.prop.Name, err, tc.want)
		}
	}
}
