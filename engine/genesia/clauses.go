package genesia

import (
	_ "embed"

	"github.com/dogma-engine/dogma/engine"
)

//go:embed RULES.md
var rulesText string

// Clauses lists the clause IDs of RULES.md (GEN-... and VAR-...) in the
// order the document gives them, read from the document itself.
var Clauses = engine.ClauseIDs(rulesText, "GEN", "VAR")

// Definitions are the clauses no event cites, each with where it is
// applied, which coverage reports instead of counting events.
var Definitions = map[string]string{
	"GEN-COMP-1":         "the boards of data/map.txt, one per player count (LoadData)",
	"GEN-COMP-2":         "the supplies set up (setup) and the conservation property",
	"GEN-COMP-3":         "Data.Validate: 90 cards in lots of 6, 12 objectives",
	"GEN-COMP-4":         "the War-or-Peace choices (warStep)",
	"GEN-COMP-5":         "the reserve of 100 set up, and the coins property",
	"GEN-COMP-6":         "the conservation property, after every decision",
	"GEN-DATA-1":         "data/map.txt, read at init",
	"GEN-DATA-2":         "data/cards.txt, read at init",
	"GEN-DATA-3":         "data/objectives.txt, read at init",
	"GEN-DATA-4":         "the lots in play (setup)",
	"GEN-SETUP-1":        "the board of the player count (BoardFor); seat p takes continent p",
	"GEN-SETUP-2":        "the turn order drawn at setup",
	"GEN-SETUP-3":        "the supplies set up",
	"GEN-SETUP-4":        "the decks set up",
	"GEN-SETUP-6":        "the reserve set up",
	"GEN-AGE-1":          "the Ages of startAge and countProgress",
	"GEN-AGE-3":          "the phases' order (endPhase)",
	"GEN-DRAFT-3":        "the view: a seat sees its picks",
	"GEN-CARD-2":         "the options of Growth (playable) and the assaults' active cards (active)",
	"GEN-CARD-3":         "the options of Growth and Expansion (playable)",
	"GEN-CARD-4":         "the options of every phase (playable)",
	"GEN-CARD-5":         "the cost paid by playCard; play events show it",
	"GEN-CARD-10":        "effects applied once by playCard; active cards of the Age (active)",
	"GEN-CARD-11":        "the data files: a card's effect is its own",
	"GEN-GROW-1":         "the top-level options of Growth",
	"GEN-GROW-3":         "place: a card gives the clans left",
	"GEN-EXP-1":          "the top-level options of Expansion",
	"GEN-EXP-2":          "the free movements spent first (moveAction)",
	"GEN-MOVE-2":         "the regions offered to a walk (steps, stoppable)",
	"GEN-MOVE-4":         "the regions offered to a walk (steps, stoppable)",
	"GEN-MOVE-5":         "no rule moves or destroys a city; sieges change its owner",
	"GEN-MOVE-6":         "clans of a people in a region are one stack",
	"GEN-HOME-1":         "stoppable and fee; targets never name a homeland",
	"GEN-ATK-4":          "skipNobel and attackable",
	"GEN-ASSAULT-6":      "lose: clans back to the supply; siege: the city back to its owner's supply",
	"GEN-ENDAGE-4":       "countProgress: after Age III the final score",
	"GEN-SCORE-1":        "ScoreParts; score events cite GEN-SCORE-5",
	"GEN-SCORE-2":        "ScoreParts; score events cite GEN-SCORE-5",
	"GEN-SCORE-3":        "ScoreParts; score events cite GEN-SCORE-5",
	"GEN-SCORE-4":        "ScoreParts; score events cite GEN-SCORE-5",
	"GEN-SOLO-1":         "the solo game's result",
	"GEN-SOLO-3":         "the solo decks and order (setup, startAge)",
	"GEN-SOLO-4":         "the solo game plays the rules of several",
	"GEN-SOLO-5":         "ScoreParts without the objective",
	"GEN-TEAM-1":         "teamWinners",
	"GEN-INFO-1":         "the View and the Redactor",
	"GEN-INFO-2":         "the hidden-information property",
	"GEN-EFFECT-OFFENCE": "assault events: the card's clans (GEN-CARD-9, GEN-ATK-6)",
	"GEN-EFFECT-DEFENCE": "assault events: the card's clans (GEN-CARD-9, GEN-ATK-6)",
	"GEN-EFFECT-WARLIKE": "assault losses (GEN-ATK-6)",
	"GEN-EFFECT-SHIELD":  "assault losses (GEN-ATK-6)",
	"GEN-EFFECT-NOBEL":   "skipNobel and attackable (GEN-ATK-4)",
	"GEN-EFFECT-ENDPP":   "Progress (GEN-ENDAGE-3)",
	"GEN-EFFECT-COPY":    "offerCopies (GEN-CARD-7)",
	// The readings change what the rules offer or count; their events
	// cite the clauses they read.
	"VAR-DRAFT-AS-PRINTED":    "the direction of the draft's passes (draftLeft)",
	"VAR-HOMELAND-CARDS-ONLY": "the regions offered to a walk (stoppable)",
	"VAR-NOBEL-ATTACKABLE":    "the targets of an assault (attackable)",
	"VAR-SIEGE-FORCED":        "the options of a siege (assaultStep)",
	"VAR-RESEAT-NEW-ONLY":     "the order of the choices of places (countProgress)",
}
