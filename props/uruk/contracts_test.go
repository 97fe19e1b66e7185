package uruk_test

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
	urukprops "github.com/dogma-engine/dogma/props/uruk"
)

// cardNamed returns the first card of the given name.
func cardNamed(t *testing.T, name string) int {
	t.Helper()
	for c := uk.Card(0); c < uk.NumCards; c++ {
		if c.String() == name {
			return int(c)
		}
	}
	t.Fatalf("no card %s", name)
	return -1
}

// TestContractsCatchBrokenSteps feeds each contract a step that breaks
// the card's text, and the same step done right, which it accepts.
func TestContractsCatchBrokenSteps(t *testing.T) {
	ev := func(kind string, p, card int, from, to uk.Place, arg int, clause, effect string) engine.Event {
		return engine.Event{Kind: kind, Player: p, Card: card, From: int(from), To: int(to), Arg: arg, Clause: clause, Effect: effect}
	}
	axt, brennofen, nergal := cardNamed(t, "Axt"), cardNamed(t, "Brennofen"), cardNamed(t, "Nergal")
	red := int(0)
	// Nergal: P1 wins with Axt's level, pays Axt, receives n red cubes.
	nergalGives := func(n int) []engine.Event {
		out := []engine.Event{
			ev(uk.EvActivate, 0, nergal, uk.NoPlace, uk.NoPlace, 0, "URUK-GOD-4", "Nergal"),
			ev(uk.EvDisc, -1, -1, uk.EpochPlace(0), uk.CommonPlace, -1, "URUK-GOD-4", "Nergal"),
			ev(uk.EvBid, 0, nergal, uk.NoPlace, uk.NoPlace, uk.Card(axt).Level(), "URUK-AUCTION-1", "Nergal"),
			ev(uk.EvWin, 0, nergal, uk.NoPlace, uk.NoPlace, uk.Card(axt).Level(), "URUK-AUCTION-1", "Nergal"),
			ev(uk.EvDiscard, 0, axt, uk.HandPlace(0), uk.DiscardPlace, 0, "URUK-GOD-6", "Nergal"),
		}
		for k := 0; k < n; k++ {
			out = append(out, ev(uk.EvCube, 0, -1, uk.ReservePlace, uk.StockPlace(0), red, "URUK-GOD-NERGAL", "Nergal"))
		}
		return append(out, ev(uk.EvDiscard, 0, nergal, uk.GodSlotPlace, uk.DiscardPlace, 0, "URUK-GOD-7", "Nergal"),
			ev(uk.EvTurn, 1, -1, uk.NoPlace, uk.NoPlace, 3, "URUK-TURN-1", ""))
	}
	// The same with the epoch card's disc removed by P2, not by the rules.
	byPlayer := func(evs []engine.Event) []engine.Event {
		out := append([]engine.Event(nil), evs...)
		out[1].Player = 1
		return out
	}
	// Gibil: P2, with the fewest discs, receives n blue cubes; P1's
	// compensation is a red cube taken from P2 (URUK-RES-2), whose own
	// compensation the empty reserve leaves at nothing.
	gibil := cardNamed(t, "Gibil")
	blue := 3
	city := strings.Replace(base, "Netz [village blue=3]", "Netz [city blue=3]", 1)
	gibilGives := func(n int) []engine.Event {
		out := []engine.Event{
			ev(uk.EvActivate, 0, gibil, uk.NoPlace, uk.NoPlace, 0, "URUK-GOD-4", "Gibil"),
			ev(uk.EvDisc, -1, -1, uk.EpochPlace(0), uk.CommonPlace, -1, "URUK-GOD-4", "Gibil"),
		}
		for k := 0; k < n; k++ {
			out = append(out, ev(uk.EvCube, 1, -1, uk.ReservePlace, uk.StockPlace(1), blue, "URUK-GOD-GIBIL", "Gibil"))
		}
		return append(out, ev(uk.EvCube, 0, -1, uk.StockPlace(1), uk.StockPlace(0), red, "URUK-RES-2", "Gibil"),
			ev(uk.EvNone, 1, -1, uk.NoPlace, uk.NoPlace, red, "URUK-RES-2", "Gibil"),
			ev(uk.EvDiscard, 0, gibil, uk.GodSlotPlace, uk.DiscardPlace, 0, "URUK-GOD-7", "Gibil"),
			ev(uk.EvTurn, 1, -1, uk.NoPlace, uk.NoPlace, 3, "URUK-TURN-1", ""))
	}
	// The hand limit: P1 discards k cards and keeps the 7 of the position.
	seven := strings.Replace(base, "P1 hand: Axt, Axt", "P1 hand: Brennofen, Brennofen, Domestizierung, Domestizierung, Rollenprinzip, Rollenprinzip, Wasserrad", 1)
	handLimit := func(k int) []engine.Event {
		out := []engine.Event{ev(uk.EvActivate, 0, nergal, uk.NoPlace, uk.NoPlace, 0, "URUK-GOD-4", "Nergal")}
		for i := 0; i < k; i++ {
			out = append(out, ev(uk.EvDiscard, 0, axt+i, uk.HandPlace(0), uk.DiscardPlace, 0, "URUK-GOD-5", "Nergal"))
		}
		return append(out, ev(uk.EvHandLimit, 0, -1, uk.NoPlace, uk.NoPlace, 7, "URUK-GOD-5", "Nergal"))
	}
	pipe := func(held int) string {
		return strings.Replace(base, "Netz [village blue=3]", "Netz [village blue=3], Tonrohr [red="+string(rune('0'+held))+"]", 1)
	}
	fill := []engine.Event{ev(uk.EvCube, 0, -1, uk.ReservePlace, uk.TableauPlace(0, 1), red, "URUK-CARD-TONROHR-2", "Tonrohr")}
	produce := []engine.Event{ev(uk.EvAction, 0, brennofen, uk.NoPlace, uk.NoPlace, uk.ActProduce, "URUK-TURN-1", "")}
	oven := strings.Replace(base, "Netz [village blue=3]", "Netz [village blue=3], Brennofen", 1)
	// Brennofen gives 1 red cube; Rad und Achse one cube for one of
	// another colour. The turn's uses are checked when the next begins.
	turn := func(p int) engine.Event {
		return ev(uk.EvTurn, p, -1, uk.NoPlace, uk.NoPlace, 3, "URUK-TURN-1", "")
	}
	ovenGives := func(n int) []engine.Event {
		out := []engine.Event{turn(0), produce[0]}
		for k := 0; k < n; k++ {
			out = append(out, ev(uk.EvCube, 0, -1, uk.ReservePlace, uk.StockPlace(0), red, "URUK-CARD-PRODUCE", "Brennofen"))
		}
		return append(out, turn(1))
	}
	ovenAfter := func(n int) string {
		return oven + "\nP1 stock: red=" + string(rune('0'+n))
	}
	wheel := strings.Replace(base, "Netz [village blue=3]", "Netz [village blue=3], Rad und Achse", 1)
	wheelGives := func(in int) []engine.Event {
		return []engine.Event{turn(0),
			ev(uk.EvCube, 0, -1, uk.StockPlace(0), uk.ReservePlace, red, "URUK-CARD-RAD", "Rad und Achse"),
			ev(uk.EvCube, 0, -1, uk.ReservePlace, uk.StockPlace(0), in, "URUK-CARD-RAD", "Rad und Achse"),
			turn(1)}
	}
	// Tonrohr: P1 receives a red cube in his turn and has the most discs
	// but P2's; P2's Tonrohr receives a red cube at the end of the turn.
	pipeOwner := strings.Replace(base, "Lehmhaus [village yellow=3]", "Lehmhaus [village yellow=3], Tonrohr", 1)
	pipeFilled := strings.Replace(base, "Lehmhaus [village yellow=3]", "Lehmhaus [village yellow=3], Tonrohr [red=1]", 1)
	received := ev(uk.EvCube, 0, -1, uk.ReservePlace, uk.StockPlace(0), red, "URUK-CARD-PRODUCE", "Brennofen")
	fillPipe := ev(uk.EvCube, 1, -1, uk.ReservePlace, uk.TableauPlace(1, 1), red, "URUK-CARD-TONROHR-2", "Tonrohr")
	for _, tc := range []struct {
		prop          *props.Property
		before, after string
		bad, good     []engine.Event
		want          string
	}{
		{urukprops.GodContracts, base, base, nergalGives(4), nergalGives(3), "receives 4 cubes (0 not given), not 3"},
		{urukprops.GodContracts, city, city, gibilGives(4), gibilGives(3), "receives 4 cubes (0 not given), not 3"},
		{urukprops.GodContracts, base, base, byPlayer(nergalGives(3)), nergalGives(3), "the disc an activation removes goes by the rules, and its event names P2"},
		{urukprops.HandExcess, seven, seven, handLimit(2), handLimit(0), "holds 9 cards, discards 2 and keeps 7"},
		{urukprops.Capacities, pipe(2), pipe(2), fill, nil, "receives a cube holding 2 already"},
		{urukprops.Capacities, pipe(1), pipe(3), nil, nil, "holds 3 cubes, at most 2"},
		{urukprops.DiscoveryOnce, strings.Replace(oven, "turn: P1 actions=3 number=1 first=P1", "turn: P1 actions=3 number=1 first=P1\nused: Brennofen", 1), oven, produce, nil, "uses Brennofen's function a second time"},
		{urukprops.DiscoveryOnce, oven, oven, produce, nil, "keeps no record of a use made"},
		{urukprops.PipeFill, pipeOwner, pipeOwner + "\nP1 stock: red=1", []engine.Event{turn(0), received, turn(1)}, nil, "P2's Tonrohr (0 cube(s)) receives nothing"},
		{urukprops.PipeFill, pipeOwner, pipeFilled + "\nP1 stock: red=1", nil, []engine.Event{turn(0), received, fillPipe, turn(1)}, ""},
		{urukprops.CardFunctions, oven, ovenAfter(2), ovenGives(2), nil, "1 red cube(s) due, the reserve held 12: he got 2"},
		{urukprops.CardFunctions, oven, ovenAfter(1), ovenGives(1), ovenGives(1), ""},
		{urukprops.CardFunctions, wheel, wheel + "\nP1 stock: red=1", wheelGives(red), nil, "one cube for one of another colour"},
		{urukprops.CardFunctions, wheel, wheel + "\nP1 stock: blue=1", wheelGives(blue), wheelGives(blue), ""},
	} {
		if tc.want == "" {
			if err := tc.prop.Check(stepOf(t, tc.before, tc.after, tc.good, true)); err != nil {
				t.Errorf("%s, done right: %v", tc.prop.Name, err)
			}
			continue
		}
		s := stepOf(t, tc.before, tc.after, tc.bad, true)
		if err := tc.prop.Check(s); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want a violation with %q", tc.prop.Name, err, tc.want)
		}
		if tc.good == nil {
			continue
		}
		if err := tc.prop.Check(stepOf(t, tc.before, tc.after, tc.good, true)); err != nil {
			t.Errorf("%s, done right: %v", tc.prop.Name, err)
		}
	}
}

// TestFunctionsOfferedCatchesAMissingUse feeds functions-offered the choice
// of an action of a player whose Rad und Achse may swap a cube: without
// "use Rad und Achse" among the options it fails, with it it passes.
func TestFunctionsOfferedCatchesAMissingUse(t *testing.T) {
	wheel := strings.Replace(base, "Netz [village blue=3]", "Netz [village blue=3], Rad und Achse", 1) + "\nP1 stock: red=1"
	for _, tc := range []struct {
		labels []string
		want   string
	}{
		{[]string{"take pile", "produce Netz", "end turn"}, "P1 may use Rad und Achse"},
		{[]string{"take pile", "use Rad und Achse", "end turn"}, "P1 may produce Netz"},
		{[]string{"take pile", "produce Netz", "use Rad und Achse", "end turn"}, ""},
	} {
		s := stepOf(t, wheel, wheel, nil, true)
		d := &engine.Decision{Player: 0, Kind: engine.KindAction}
		for _, l := range tc.labels {
			d.Options = append(d.Options, engine.Option{Label: l})
		}
		s.Decision = d
		err := urukprops.FunctionsOffered.Check(s)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%v: %v", tc.labels, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%v: %v, want a violation with %q", tc.labels, err, tc.want)
		}
	}
}
