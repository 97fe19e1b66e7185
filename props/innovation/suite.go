package innovation

import (
	"slices"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/engine/innovation/cards"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/props/innovation/contract"
)

// The game-generic properties, made for Innovation's clauses.
var (
	// Legality guards DOGMA-8: what a player may choose is what is offered.
	Legality = props.NewLegality("DOGMA-8")
	// Termination guards TURN-1 (a turn's steps end) and END-2 (the game
	// ends).
	Termination = props.NewTermination("TURN-1", "END-2")
	// Determinism guards SETUP-1 (the setup shuffle is the only randomness)
	// and COMP-5 (a position keeps every card in one place).
	Determinism = props.NewDeterminism("SETUP-1", "COMP-5")
	// HiddenInfo guards INFO-1, INFO-2 and SETUP-2.
	HiddenInfo = hiddenInfo()
)

// All returns the properties of Innovation, in the order they run.
// Cheaper, more basic properties come first, so that a defect is reported
// by the property closest to its cause.
func All() []*props.Property {
	return []*props.Property{
		Legality,
		Decisions,
		Conservation,
		Splay,
		Icons,
		Ending,
		Achievements,
		DogmaSets,
		ShareBonus,
		CardText,
		CardContracts,
		Turns,
		Termination,
		Determinism,
		HiddenInfo,
	}
}

// Suite is Innovation as the harness drives it: cards.Registration and the
// properties above.
var Suite = &props.Suite{
	Registration: withContracts(cards.Registration),
	Properties:   All,
	Snapshot:     newSnapshot,
	SkipBefore:   true, // the events since a window began, or since a step began, tell the rest
	Termination:  "END-2",
	EventBudget:  eventBudget,
}

// Lookup returns the property of Innovation with the given name.
func Lookup(name string) (*props.Property, bool) { return Suite.Lookup(name) }

// hiddenInfo is the generic property, with Innovation's word on which
// hidden cards change places.
func hiddenInfo() *props.Property {
	p := props.NewHiddenInfo("INFO-2", "INFO-1", "INFO-2", "SETUP-2", "ULT-INFO-1", "ULT-INFO-2", "ULT-INFO-3", "ULT-SETUP-2")
	p.Doc += " (same age, same pile color)"
	return p
}

// withContracts returns a copy of reg whose card lists say, for each card,
// the editions whose effects have a contract (engine.Card.Contract), as
// dogma cards shows them.
func withContracts(reg *engine.Registration) *engine.Registration {
	r := *reg
	mark := func(list *engine.CardList, eds []inn.Edition) *engine.CardList {
		out := *list
		out.Cards = append([]engine.Card(nil), list.Cards...)
		for i := range out.Cards {
			c := &out.Cards[i]
			if len(c.Written) == 1 && c.Written[0] == "-" {
				c.Contract = []string{"-"}
				continue
			}
			c.Contract = []string{}
			for _, ed := range eds {
				if _, ok := contract.Effects(c.Name, ed); ok && (len(c.Icons) == 0 || !slices.Contains(c.Icons, "echo") || contract.HasEcho(c.Name)) {
					c.Contract = append(c.Contract, ed.String())
				}
			}
		}
		return &out
	}
	if reg.Cards != nil {
		r.Cards = func() *engine.CardList { return mark(reg.Cards(), []inn.Edition{inn.First, inn.Third}) }
	}
	if reg.CardsOf != nil {
		r.CardsOf = func(cfg engine.Config) *engine.CardList {
			eds := []inn.Edition{inn.First, inn.Third}
			if c, ok := cfg.(inn.Config); ok && c.Edition == inn.Fourth {
				eds = []inn.Edition{inn.Fourth}
			}
			return mark(reg.CardsOf(cfg), eds)
		}
	}
	return &r
}
