package uruk

import (
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// The game-generic properties, made for Uruk's clauses.
var (
	// Legality guards URUK-TURN-1: what a player may choose is what is
	// offered.
	Legality = props.NewLegality("URUK-TURN-1")
	// Termination guards URUK-TURN-1 (a step ends) and URUK-END-1 (the
	// game ends).
	Termination = props.NewTermination("URUK-TURN-1", "URUK-END-1")
	// Determinism guards URUK-SETUP-4 (the seed makes every shuffle) and
	// URUK-COMP-5 (a position keeps every card, cube and disc in place).
	Determinism = props.NewDeterminism("URUK-SETUP-4", "URUK-COMP-5")
	// HiddenInfo guards URUK-INFO-1 and URUK-INFO-2.
	HiddenInfo = props.NewHiddenInfo("URUK-INFO-2", "URUK-INFO-1", "URUK-INFO-2")
)

// All returns the properties of Uruk, in the order they run: the cheaper
// and more basic first, so that a defect is reported by the property
// closest to its cause.
func All() []*props.Property {
	return []*props.Property{
		Legality,
		Conservation,
		Tableau,
		LayCost,
		Colony,
		HandLimit,
		HandExcess,
		Capacities,
		CardFunctions,
		FunctionsOffered,
		PipeFill,
		AuctionOffers,
		GodQuestions,
		AnswersTaken,
		DiscoveryOnce,
		GodContracts,
		Display,
		Actions,
		Ending,
		Score,
		Termination,
		Determinism,
		HiddenInfo,
		SealedBids,
	}
}

// Suite is Uruk as the harness drives it: uk.Registration and the
// properties above, each checking every decision.
var Suite = &props.Suite{
	Registration: uk.Registration,
	Properties:   All,
	Snapshot:     newSnapshot,
	Termination:  "URUK-END-1",
	// The properties compare each decision's events with the state
	// before it.
	EveryDecision: true,
}
