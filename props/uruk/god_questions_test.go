package uruk_test

import (
	"strings"
	"testing"

	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	urukprops "github.com/dogma-engine/dogma/props/uruk"
)

// TestGodQuestionsCatchBrokenQuestions feeds god-questions auctions,
// fists and Ischtar's question that break the texts, and the same done
// right.
func TestGodQuestionsCatchBrokenQuestions(t *testing.T) {
	nergal := cardNamed(t, "Nergal")
	ev := func(kind string, p, arg int, clause string) engine.Event {
		return engine.Event{Kind: kind, Player: p, Card: nergal, From: int(uk.NoPlace), To: int(uk.NoPlace), Arg: arg, Clause: clause, Effect: "Nergal"}
	}
	activate := ev(uk.EvActivate, 0, 0, "URUK-GOD-4")
	bid := func(p, v int) engine.Event { return ev(uk.EvBid, p, v, "URUK-AUCTION-1") }
	pass := func(p int) engine.Event { return ev(uk.EvPass, p, 0, "URUK-AUCTION-1") }
	win := func(p, v int) engine.Event { return ev(uk.EvWin, p, v, "URUK-AUCTION-1") }
	nobody := ev(uk.EvNone, 0, 0, "URUK-AUCTION-1")
	sealed := func(p, bid, offer int) engine.Event { return ev(uk.EvSealed, p, offer<<8|bid, "URUK-DISASTER-1") }
	ischtarDraw := engine.Event{Kind: uk.EvTake, Player: 0, Card: cardNamed(t, "Segelschiff"), From: int(uk.PilePlace), To: int(uk.HandPlace(0)), Clause: "URUK-GOD-ISCHTAR"}
	stocked := base + "\nP1 stock: red=2"
	lighthouse := strings.Replace(base, "Netz [village blue=3]", "Netz [village blue=3], Leuchtturm [village]", 1)
	fists := func(n int) *engine.Decision {
		d := &engine.Decision{Player: 0, Kind: engine.KindValue}
		for k := 0; k < n; k++ {
			d.Options = append(d.Options, engine.Option{Label: "sealed " + string(rune('0'+k))})
		}
		return d
	}
	ischtar := func(labels ...string) *engine.Decision {
		d := &engine.Decision{Player: 0, Kind: engine.KindYesNo}
		for _, l := range labels {
			d.Options = append(d.Options, engine.Option{Label: l})
		}
		return d
	}
	for _, tc := range []struct {
		name     string
		before   string
		decision *engine.Decision
		events   []engine.Event
		want     string
	}{
		{"the best offer's maker asked again", base, nil, []engine.Event{activate, bid(0, 2), pass(1), pass(0)}, "speaks in an auction that is over"},
		{"out of turn", base, nil, []engine.Event{activate, pass(1)}, "it is P1's turn"},
		{"an offer that does not outbid", base, nil, []engine.Event{activate, bid(0, 2), bid(1, 2)}, "does not outbid 2"},
		{"an end before all passed", base, nil, []engine.Event{activate, nobody}, "ends while 2 players have not passed"},
		{"an end with the best offer's rival still in", base, nil, []engine.Event{activate, bid(0, 2), win(0, 2)}, "ends while 2 players have not passed"},
		{"an auction done right", base, nil, []engine.Event{activate, bid(0, 2), bid(1, 4), pass(0), win(1, 4)}, ""},
		{"nobody offers", base, nil, []engine.Event{activate, pass(0), pass(1), nobody}, ""},
		{"a fist without all the cubes", stocked, fists(2), nil, "holds 2 cubes and is offered 2 fists"},
		{"every fist", stocked, fists(3), nil, ""},
		{"a Leuchtturm bonus left out", lighthouse, nil, []engine.Event{sealed(0, 1, 1), sealed(1, 0, 0)}, "his Leuchtturm bonus on resources is 2"},
		{"the Leuchtturm bonus", lighthouse, nil, []engine.Event{sealed(0, 1, 3), sealed(1, 0, 0)}, ""},
		{"Ischtar without the resource", base, ischtar("take pile", "pass"), nil, "offering a resource is false"},
		{"Ischtar's two choices", base, ischtar("take pile", "take a resource"), nil, ""},
		{"Ischtar's card taken unasked", base, nil, []engine.Event{ischtarDraw}, "without the choice of a resource, while the reserve holds"},
		{"Ischtar's card chosen", base, ischtar("take pile", "take a resource"), []engine.Event{ischtarDraw}, ""},
	} {
		s := stepOf(t, tc.before, tc.before, tc.events, false)
		if tc.decision != nil {
			s.Decision = tc.decision
		}
		err := urukprops.GodQuestions.Check(s)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want a violation with %q", tc.name, err, tc.want)
		}
	}
}

// TestAnswersTakenCatchesASwappedAnswer feeds answers-taken a choice of
// the display answered from the pile, a choice of the pile answered with a
// resource, and both done right.
func TestAnswersTakenCatchesASwappedAnswer(t *testing.T) {
	brennofen := cardNamed(t, "Brennofen")
	segelschiff := cardNamed(t, "Segelschiff")
	take := func(card int, from uk.Place, clause string) engine.Event {
		return engine.Event{Kind: uk.EvTake, Player: 0, Card: card, From: int(from), To: int(uk.HandPlace(0)), Clause: clause}
	}
	cube := engine.Event{Kind: uk.EvCube, Player: 0, Card: -1, From: int(uk.ReservePlace), To: int(uk.StockPlace(0)), Clause: "URUK-GOD-ISCHTAR"}
	aqueduct := &engine.Decision{Player: 0, Kind: engine.KindCard, Options: []engine.Option{{Label: "take pile"}, {Label: "take display 1"}}}
	ischtar := &engine.Decision{Player: 0, Kind: engine.KindYesNo, Options: []engine.Option{{Label: "take pile"}, {Label: "take a resource"}}}
	for _, tc := range []struct {
		name     string
		decision *engine.Decision
		choice   int
		events   []engine.Event
		want     string
	}{
		{"the display's card drawn from the pile", aqueduct, 1, []engine.Event{take(segelschiff, uk.PilePlace, "URUK-CARD-AQUAEDUKT")}, "chooses the card 1 of the display (Brennofen) and does not take it"},
		{"the display's card", aqueduct, 1, []engine.Event{take(brennofen, uk.DisplayPlace(0), "URUK-CARD-AQUAEDUKT")}, ""},
		{"the pile answered with the display", aqueduct, 0, []engine.Event{take(brennofen, uk.DisplayPlace(0), "URUK-CARD-AQUAEDUKT")}, "draws none from it"},
		{"the pile answered with a resource", ischtar, 0, []engine.Event{cube}, "draws none from it"},
		{"a resource answered with the pile", ischtar, 1, []engine.Event{take(segelschiff, uk.PilePlace, "URUK-GOD-ISCHTAR")}, "chooses a resource from Ischtar and draws a card"},
		{"the pile", ischtar, 0, []engine.Event{take(segelschiff, uk.PilePlace, "URUK-GOD-ISCHTAR")}, ""},
		{"a resource", ischtar, 1, []engine.Event{cube}, ""},
	} {
		s := stepOf(t, base, base, tc.events, false)
		s.Decision, s.Choice = tc.decision, tc.choice
		err := urukprops.AnswersTaken.Check(s)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want a violation with %q", tc.name, err, tc.want)
		}
	}
}
