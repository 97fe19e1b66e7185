package genesia

import (
	gen "github.com/dogma-engine/dogma/engine/genesia"
	"github.com/dogma-engine/dogma/props"
)

// The game-generic properties, made for Genesia's clauses.
var (
	// Legality guards GEN-AGE-4: what a player may choose is what is
	// offered.
	Legality = props.NewLegality("GEN-AGE-4")
	// Termination guards GEN-AGE-4 (a step ends) and GEN-ENDAGE-4 (the
	// game ends).
	Termination = props.NewTermination("GEN-AGE-4", "GEN-ENDAGE-4")
	// Determinism guards GEN-SETUP-2 (the seed draws the order and deals)
	// and GEN-COMP-6 (a position keeps every unit in place).
	Determinism = props.NewDeterminism("GEN-SETUP-2", "GEN-COMP-6")
	// HiddenInfo guards GEN-INFO-1 and GEN-INFO-2.
	HiddenInfo = props.NewHiddenInfo("GEN-INFO-2", "GEN-INFO-1", "GEN-INFO-2")
)

// All returns the properties of Genesia, in the order they run.
func All() []*props.Property {
	return []*props.Property{
		Legality,
		Conservation,
		Occupation,
		Assaults,
		Cities,
		Progress,
		Reseat,
		Score,
		Termination,
		Determinism,
		HiddenInfo,
	}
}

// Suite is Genesia as the harness drives it: gen.Registration and the
// properties above, each checking every decision.
var Suite = &props.Suite{
	Registration:  gen.Registration,
	Properties:    All,
	Snapshot:      newSnapshot,
	Termination:   "GEN-ENDAGE-4",
	EveryDecision: true,
}
