package uruk

import (
	_ "embed"

	"github.com/dogma-engine/dogma/engine"
)

//go:embed RULES.md
var rulesText string

// Clauses lists the clause IDs of RULES.md (URUK-... and VAR-...) in the
// order the document gives them, read from the document itself.
var Clauses = engine.ClauseIDs(rulesText, "URUK", "VAR")

// Definitions are the clauses no event cites, each with where it is
// applied, which coverage reports instead of counting events.
var Definitions = map[string]string{
	"URUK-COMP-1":          "the card table (discoveries.tsv), checked by data_test.go against every count",
	"URUK-COMP-2":          "the card ids (cards.go); the conservation property counts the 110 cards",
	"URUK-COMP-3":          "the conservation property counts the 48 cubes",
	"URUK-COMP-4":          "the conservation property counts the 24 discs",
	"URUK-COMP-5":          "the conservation property, after every decision",
	"URUK-DATA-1":          "discoveries.tsv, read at init",
	"URUK-DATA-2":          "epochs.tsv, read at init; URUK-COLONY-6 events apply it",
	"URUK-SETUP-1":         "the setup (setup.go), which logs no event per card",
	"URUK-SETUP-3":         "the setup (setup.go), which logs no event per card",
	"URUK-SETUP-4":         "the setup (setup.go), which logs no event per card",
	"URUK-SETUP-5":         "the setup (setup.go), which logs no event per card",
	"URUK-SETUP-6":         "the setup (setup.go), which logs no event per card",
	"URUK-SETUP-7":         "the setup (setup.go), which logs no event per card",
	"URUK-SETUP-8":         "the setup (setup.go), which logs no event per disc",
	"URUK-SETUP-9":         "the setup (setup.go), which logs no event per disc",
	"URUK-SETUP-10":        "the setup (setup.go), which logs no event per cube",
	"URUK-TURN-2":          "the options of the top-level decision (VAR-DISTINCT-ACTIONS)",
	"URUK-TURN-3":          "the options of the top-level decision and the cost of a laying or a disc",
	"URUK-DRAW-2":          "every draw from the pile (drawDiscovery); its god events cite URUK-GOD-1 to URUK-GOD-3",
	"URUK-DRAW-3":          "the display's empty positions, refilled by URUK-TURN-4 events",
	"URUK-LAY-5":           "the options of a laying (canLayAt)",
	"URUK-RES-1":           "the top-level option \"produce\"; its events cite the discovery's clause",
	"URUK-COLONY-1":        "the disc's source; its events cite URUK-COLONY-2 and URUK-COLONY-3",
	"URUK-COLONY-4":        "a replacement moves no disc (URUK-LAY-2)",
	"URUK-ACT-1":           "the top-level options \"use Aquädukt\" and \"use Zahnrad\" (action events cite URUK-TURN-1)",
	"URUK-INFO-1":          "the hidden-information property and the Redactor",
	"URUK-INFO-2":          "the hidden-information and sealed-bid properties",
	"URUK-CARD-WASSERUHR":  "the limit of a laying (limit)",
	"URUK-CARD-LEUCHTTURM": "the offers of auctions and fists (bonus)",
	"URUK-CARD-REDUCE":     "the cost of a laying (layCost); the laying's events cite URUK-LAY-3",
}
