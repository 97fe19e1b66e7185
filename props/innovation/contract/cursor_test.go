package contract_test

import (
	"strings"
	"testing"

	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/props/innovation/contract"
)

// performance plays the answers from a position and returns the first
// performance of the effect named, as the card-contracts property builds
// it: the position when it began, then every event up to the next effect
// or the end of the action, each with the decision that logged it.
func performance(t *testing.T, position, effect string, answers ...string) *contract.Performance {
	t.Helper()
	deck := cards.Base()
	cfg := inn.Config{Players: 2, Edition: inn.Third, Ages: inn.MaxAge}
	g, err := inn.ParsePosition(cfg, deck, position)
	if err != nil {
		t.Fatal(err)
	}
	var table contract.Table
	table.Load(deck, g.State(), false)
	var p *contract.Performance
	var answered []int
	activator := -1
	for i, a := range answers {
		if d := g.Decision(); d != nil {
			answered = append(answered, d.Player)
		}
		mark := g.Mark()
		if err := g.ChooseLabel(a); err != nil {
			t.Fatalf("answer %q: %v", a, err)
		}
		evs := g.EventsSince(mark)
		for k := range evs {
			e := &evs[k]
			switch {
			case e.Kind == inn.EvDogma:
				activator = e.Player
			case p == nil && e.Kind == inn.EvEffect && e.Effect == effect:
				p = &contract.Performance{Effect: effect, Card: deck.Name(inn.Card(e.Card)), Index: e.Arg, Edition: cfg.Edition,
					Performer: e.Player, Activator: activator, Demand: e.Clause == "DOGMA-5", Start: table, Decision: i}
			case p != nil && (e.Kind == inn.EvEffect || e.Effect == ""):
				p.End, p.Answered = i, answered
				return p
			case p != nil:
				p.Items = append(p.Items, contract.Item{Event: *e, Decision: i})
			}
			table.Apply(e)
		}
	}
	if p == nil {
		t.Fatalf("%s was not performed", effect)
	}
	p.End, p.Answered = len(answers)-1, answered
	return p
}

// check runs the contract of the performance's effect.
func check(t *testing.T, p *contract.Performance) error {
	t.Helper()
	fn, ok := contract.Lookup(p.Card, p.Edition, p.Index)
	if !ok {
		t.Fatalf("no contract for %s", p.Effect)
	}
	return contract.Run(p, fn)
}

// wantFail checks that the contract breaks with a message containing want.
func wantFail(t *testing.T, p *contract.Performance, want string) {
	t.Helper()
	err := check(t, p)
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("got %v, want a failure containing %q", err, want)
	}
}

const agriculture = `
P1 yellow: Agriculture
P1 hand: Archery
supply 1: Oars, Sailing
supply 2: Calendar, Currency
`

// Agriculture draws one age above the card returned: the age asked is
// relative to that card.
func TestContractRelativeAge(t *testing.T) {
	p := performance(t, agriculture, "Agriculture 1", "dogma Agriculture", "Archery")
	if err := check(t, p); err != nil {
		t.Fatalf("the engine's Agriculture breaks its contract: %v", err)
	}
	for i := range p.Items {
		if p.Items[i].Kind == inn.EvDraw {
			p.Items[i].Arg = 3
		}
	}
	wantFail(t, p, "the text asks P1 to draw a 2")
}

// A "may" step must follow a question: the same return logged by the
// decision that began the effect breaks the contract.
func TestContractMayAsksFirst(t *testing.T) {
	p := performance(t, agriculture, "Agriculture 1", "dogma Agriculture", "Archery")
	for i := range p.Items {
		p.Items[i].Decision = p.Decision
	}
	wantFail(t, p, `"may" step changed the game without asking P1`)
}

// A "may" step that moved nothing was put to the performer, who declined:
// the same performance with no question answered by the performer breaks
// the contract, as the "may" the engine never asks.
func TestContractMayIsOffered(t *testing.T) {
	p := performance(t, agriculture, "Agriculture 1", "dogma Agriculture", "pass")
	if len(p.Items) != 0 {
		t.Fatalf("a declined Agriculture logged %d events", len(p.Items))
	}
	if err := check(t, p); err != nil {
		t.Fatalf("a declined Agriculture breaks its contract: %v", err)
	}
	p.Answered = []int{0, 1} // the question went to P2
	wantFail(t, p, `"may" step was never offered to P1`)
	p.Answered = []int{0} // no question after the action
	wantFail(t, p, `"may" step was never offered to P1`)
}

// An effect that does more than its text, or less, breaks the contract.
func TestContractCounts(t *testing.T) {
	p := performance(t, agriculture, "Agriculture 1", "dogma Agriculture", "Archery")
	extra := p.Items[len(p.Items)-1]
	p.Items = append(p.Items, extra)
	wantFail(t, p, "did more than its text")

	p = performance(t, agriculture, "Agriculture 1", "dogma Agriculture", "Archery")
	p.Items = p.Items[:len(p.Items)-1] // the score of the card drawn
	wantFail(t, p, "the text asks P1 to score")
}

// A performance cut short by the end of the game expects nothing more.
func TestContractEndsWithTheGame(t *testing.T) {
	p := performance(t, agriculture, "Agriculture 1", "dogma Agriculture", "Archery")
	var cut []contract.Item
	for _, it := range p.Items {
		if it.Kind == inn.EvDraw {
			it.Kind, it.Card, it.Clause = inn.EvOverflow, -1, "DRAW-3"
			end := it
			end.Kind, end.Player, end.Arg, end.Clause = inn.EvEnd, -1, 1, "END-2"
			cut = append(cut, it, end)
			break
		}
		cut = append(cut, it)
	}
	p.Items = cut
	if err := check(t, p); err != nil {
		t.Fatalf("a draw above the last age ends the effect: %v", err)
	}
}
