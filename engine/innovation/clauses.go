package innovation

import "slices"

// Clauses lists the clause IDs of RULES.md in the order the rulebook gives
// them: those of the 1st and 3rd editions, then Ultimate's, then those of
// Ultimate's expansions. The coverage report accounts for each one.
var Clauses = slices.Concat(baseClauses, Ultimate, Expansions)

// baseClauses are the clauses of RULES.md before its 4th-edition section.
var baseClauses = []string{
	"COMP-1", "COMP-2", "COMP-3", "COMP-4", "COMP-5",
	"SETUP-1", "SETUP-2", "SETUP-3", "SETUP-4", "SETUP-5", "SETUP-6",
	"TURN-1", "TURN-2", "TURN-3",
	"DRAW-1", "DRAW-2", "DRAW-3",
	"MELD-1", "ACHIEVE-1",
	"DOGMA-1", "DOGMA-2", "DOGMA-3", "DOGMA-4", "DOGMA-5", "DOGMA-6", "DOGMA-7", "DOGMA-8", "DOGMA-9",
	"KEY-TOP", "KEY-BOTTOM", "KEY-VALUE", "KEY-HILO", "KEY-MELD", "KEY-TUCK", "KEY-SCORE", "KEY-RETURN",
	"KEY-TRANSFER", "KEY-EXCHANGE", "KEY-DRAWX", "KEY-REVEAL", "KEY-REMOVE", "KEY-SPLAY", "KEY-WIN",
	"ICON-1",
	"SPECIAL-MONUMENT", "SPECIAL-EMPIRE", "SPECIAL-WORLD", "SPECIAL-WONDER", "SPECIAL-UNIVERSE", "SPECIAL-TIE",
	"END-1", "END-2", "END-3", "END-4",
	"TEAM-1", "TEAM-2",
	"INFO-1", "INFO-2",
	"VAR-MONUMENT-COMBINED", "VAR-IF-AFFECTED",
}

// Ultimate lists the clauses of the 4th edition, Innovation Ultimate: the
// last section of RULES.md, in its order.
var Ultimate = []string{
	"ULT-COMP-1", "ULT-COMP-2", "ULT-COMP-4", "ULT-COMP-5",
	"ULT-SETUP-2", "ULT-SETUP-6", "ULT-SETUP-7", "ULT-SETUP-8",
	"ULT-TURN-3", "ULT-DRAW-3", "ULT-DOGMA-6",
	"ULT-KEY-VALUE", "ULT-KEY-JUNK", "ULT-JUNK-1", "ULT-KEY-AVAILABLE", "ULT-KEY-SPLAY", "ULT-ICON-1",
	"ULT-KEY-ALL", "ULT-KEY-IFYOUDO", "ULT-KEY-THIS", "ULT-KEY-SELF-EXECUTE", "ULT-KEY-SUPER-EXECUTE", "ULT-KEY-LOSE",
	"ULT-SPECIAL-CLAIM", "ULT-SPECIAL-MONUMENT", "ULT-SPECIAL-WONDER", "ULT-SPECIAL-TIE",
	"ULT-CHAIN-1",
	"ULT-END-1", "ULT-END-3",
	"ULT-TEAM-1",
	"ULT-PARLEY-1", "ULT-PARLEY-2", "ULT-PARLEY-3",
	"ULT-INFO-1", "ULT-INFO-2", "ULT-INFO-3",
	"VAR-ULT-CHECK-AFTER-BONUS", "VAR-ULT-IF-DONE-IN-FULL", "VAR-ULT-GOAL-AFTER-LOSS",
	"VAR-ULT-FILL-LOSE-TEAM", "VAR-ULT-FILL-LOSE-ENDS-ACTION",
}

// Expansions lists the clauses of Innovation Ultimate's expansions: the
// rules they share and Echoes of the Past's, the section of RULES.md after
// Ultimate's, in its order. No configuration plays them yet.
var Expansions = []string{
	"EXP-SET-1", "EXP-DRAW-1", "EXP-DRAW-EMPTY-AGE", "EXP-DRAW-PAST-11", "EXP-DRAW-EMPTY-EXP", "EXP-DRAW-ORDER",
	"ECHO-COMP-1", "ECHO-ICON-1", "ECHO-DRAW", "ECHO-RUN", "ECHO-SHARE", "ECHO-EXECUTE",
	"ECHO-FORESHADOW", "ECHO-FORECAST", "ECHO-PROMOTE", "ECHO-FORESEEN", "ECHO-BONUS-SCORE", "ECHO-FULLY-EXECUTE",
	"VAR-ULT-FILL-FULLY-EXECUTE",
	"ECHO-SPECIAL-WEALTH", "ECHO-SPECIAL-DESTINY", "ECHO-SPECIAL-HERITAGE", "ECHO-SPECIAL-HISTORY", "ECHO-SPECIAL-SUPREMACY",
	"VAR-EXP-SKIP-TO-BASE", "VAR-ECHO-DRAW-WHOLE-BOARD", "VAR-ECHO-EXECUTE-BOTTOM", "VAR-ECHO-FORESEEN-PERFORMER",
}

// Unplayed are the clauses of RULES.md that no configuration plays yet,
// each with the reason, which coverage gives for it: the 4th edition's,
// until the engine plays that edition. No code cites an unplayed clause
// (rules_test.go checks it): a clause leaves this set when the engine
// first applies it.
var Unplayed = withUnplayed(withUnplayed(unplayed(Ultimate, playedUltimate, "a clause of the 4th edition (Innovation Ultimate) that the engine does not play yet"),
	Expansions, playedExpansions, "a clause of an expansion of Innovation Ultimate that the engine does not play yet"),
	[]string{"VAR-ULT-IF-DONE-IN-FULL"}, nil, ifDoneInFull)

// ifDoneInFull says why VAR-ULT-IF-DONE-IN-FULL is not played: read
// against ULT-KEY-IFYOUDO's default, it would change no game of the base
// cards.
const ifDoneInFull = "not played: every \"if you do\" of the 4th edition's base cards (EFFECTS-4th.md) follows a sentence that moves one card or makes one splay, or names the number it asks (\"if you returned two\", \"if you transferred any\", \"if at least one went back\"), so no sentence is done in part and the variant would change no game; the expansions' cards may need it"

// playedExpansions are the clauses of the expansions the engine applies
// (expansions=echoes): each is cited by the code that applies it.
var playedExpansions = []string{
	"EXP-SET-1", "EXP-DRAW-1", "EXP-DRAW-EMPTY-AGE", "EXP-DRAW-PAST-11", "EXP-DRAW-EMPTY-EXP", "EXP-DRAW-ORDER",
	"ECHO-COMP-1", "ECHO-ICON-1", "ECHO-DRAW", "ECHO-RUN", "ECHO-SHARE", "ECHO-EXECUTE",
	"ECHO-FORESHADOW", "ECHO-FORECAST", "ECHO-PROMOTE", "ECHO-FORESEEN", "ECHO-BONUS-SCORE", "ECHO-FULLY-EXECUTE",
	"VAR-ULT-FILL-FULLY-EXECUTE",
	"ECHO-SPECIAL-WEALTH", "ECHO-SPECIAL-DESTINY", "ECHO-SPECIAL-HERITAGE", "ECHO-SPECIAL-HISTORY", "ECHO-SPECIAL-SUPREMACY",
	"VAR-EXP-SKIP-TO-BASE", "VAR-ECHO-DRAW-WHOLE-BOARD", "VAR-ECHO-EXECUTE-BOTTOM", "VAR-ECHO-FORESEEN-PERFORMER",
}

// playedUltimate are the clauses of the 4th edition the engine applies
// (edition=4th): each is cited by the code that applies it.
var playedUltimate = []string{
	"ULT-COMP-1", "ULT-COMP-2", "ULT-COMP-5", "ULT-SETUP-2", "ULT-SETUP-7", "ULT-KEY-VALUE", "ULT-SETUP-6", "ULT-SETUP-8",
	"ULT-TURN-3", "ULT-DRAW-3", "ULT-DOGMA-6",
	"ULT-KEY-JUNK", "ULT-JUNK-1", "ULT-KEY-AVAILABLE", "ULT-KEY-ALL", "ULT-KEY-SPLAY", "ULT-ICON-1",
	"ULT-KEY-SELF-EXECUTE", "ULT-KEY-SUPER-EXECUTE", "ULT-KEY-LOSE",
	"ULT-SPECIAL-CLAIM", "ULT-SPECIAL-MONUMENT", "ULT-SPECIAL-WONDER", "ULT-SPECIAL-TIE",
	"ULT-CHAIN-1", "ULT-END-1", "ULT-END-3", "ULT-TEAM-1", "ULT-PARLEY-1", "ULT-PARLEY-2", "ULT-PARLEY-3", "ULT-INFO-1", "ULT-INFO-2", "ULT-INFO-3", "VAR-ULT-CHECK-AFTER-BONUS",
	// Definitions (Definitions): applied where the clause named there is.
	"ULT-COMP-4", "ULT-KEY-THIS",
	"VAR-ULT-FILL-LOSE-TEAM", "VAR-ULT-FILL-LOSE-ENDS-ACTION", "VAR-ULT-GOAL-AFTER-LOSS",
	// Applied by the cards of age 11 (cards/ultimate_age11.go): their "if
	// you did".
	"ULT-KEY-IFYOUDO",
}

func unplayed(ids, played []string, why string) map[string]string {
	out := make(map[string]string, len(ids))
	for _, id := range ids {
		if !slices.Contains(played, id) {
			out[id] = why
		}
	}
	return out
}

// withUnplayed adds the clauses ids but the played ones to the unplayed
// clauses m, each for the reason why, and returns m.
func withUnplayed(m map[string]string, ids, played []string, why string) map[string]string {
	for id, why := range unplayed(ids, played, why) {
		m[id] = why
	}
	return m
}

// Definitions are the clauses that define a word other clauses use; no
// event cites them, and each is applied where the clause named here is.
var Definitions = map[string]string{
	"KEY-BOTTOM":   "a definition applied by KEY-TUCK (a tuck puts the card at the bottom) and by the cards that name a bottom card",
	"KEY-WIN":      "a definition applied by END-3 (a card's \"you win\" ends the game at once, its end event cites END-3) and by the cards that name a single winner, which do nothing on a tie (their scenarios)",
	"ULT-COMP-4":   "a definition of components applied by ULT-SPECIAL-CLAIM, ULT-SPECIAL-MONUMENT and ULT-SPECIAL-WONDER (the five special achievements, set out at setup, claimed by their conditions) and by ULT-KEY-JUNK and ULT-SETUP-8 (the junk the Junk card marks)",
	"ULT-KEY-THIS": "a definition applied by DOGMA-1 (a Dogma action's records, the cards a demand transferred or returned and Democracy's returns, begin empty with the action, and the cards that read \"during this action\" read them) and by DOGMA-4 and DOGMA-5 (each performance of an effect is one player's, and what it counts, \"this effect\", begins with it)",

	// Echoes of the Past and the rules the expansions share.
	"EXP-SET-1":      "applied when a game with expansions is set up (their piles beside the base ones) and by the position format; no event cites it",
	"EXP-DRAW-1":     "applied by every draw of a game with expansions: a draw event cites the rule that chose its pile (ECHO-DRAW, EXP-DRAW-EMPTY-EXP) or its own clause when no expansion's rule applies",
	"EXP-DRAW-ORDER": "applied by every draw of a game with expansions, which reads the expansions' draw rules in their order; with Echoes alone the order never shows",
	"ECHO-COMP-1":    "the cards of Echoes of the Past in the deck (cards-echoes.tsv); no event cites it",
	"ECHO-ICON-1":    "applied by the icon counts (an echo effect or a bonus counts for no icon, a note as a hexagon), the bonus points and the echo effects a pile shows",
	"ECHO-FORECAST":  "a zone: the events that move cards into it cite ECHO-FORESHADOW or out of it ECHO-PROMOTE; conservation and hidden information check it",
	"ECHO-FORESEEN":  "applied by the effects that say \"if foreseen\" (Exec.Foreseen); no event cites it",
	// VAR-ECHO-FORESEEN-PERFORMER changes ECHO-FORESEEN's reading, which
	// no event cites either.
	"VAR-ECHO-FORESEEN-PERFORMER": "applied by the effects that say \"if foreseen\" (Exec.Foreseen), for the promoting player alone; no event cites it",
	"ECHO-BONUS-SCORE":            "applied by every score a rule or a card reads (State.Score); the properties recount it",
	// ECHO-FULLY-EXECUTE is a hole: with its fill variant on, Deepfake
	// super-executes, whose events cite ULT-KEY-SUPER-EXECUTE.
	"ECHO-FULLY-EXECUTE":         "a hole of Deepfake's text: a game without ult-fill-fully-execute stops at it with a rule gap; with the fill, Deepfake super-executes",
	"VAR-ULT-FILL-FULLY-EXECUTE": "applied by Deepfake (cards/echoes_age11.go): the card it fully executes is super-executed, whose events cite ULT-KEY-SUPER-EXECUTE",
}

// Profile sums up what a campaign plays: the highest last age, whether a
// team game is among its setups, and the variants any of them switches on.
type Profile struct {
	Ages     int
	Teams    bool
	Fourth   bool // a game of the 4th edition is among the setups
	Parley   bool // a game of the 4th edition with 4 players and no teams is among the setups (ULT-PARLEY-1)
	Earlier  bool // a game of the 1st or 3rd edition is among the setups
	Variants VariantSet
	// Expansions are the expansions any setup plays (EXP-SET-1).
	Expansions ExpansionSet
}

// replacedBy names the 4th edition's clause that stands in place of a
// clause of the earlier editions whose ID it does not repeat.
var replacedBy = map[string]string{
	"KEY-REMOVE": "ULT-KEY-JUNK", // Fission junks: nothing is removed
}

// Replacement returns the clause of the 4th edition that replaces clause
// id of the earlier editions ("ULT-" and id, or the one replacedBy
// names), or "" when id holds in the 4th edition as written.
func Replacement(id string) string {
	if r, ok := replacedBy[id]; ok {
		return r
	}
	if slices.Contains(baseClauses, id) && slices.Contains(Ultimate, "ULT-"+id) {
		return "ULT-" + id
	}
	return ""
}

// Unreachable says why no game of the profile can reach clause id with
// the cards of d, or returns "" when some game can.
func (d *Deck) Unreachable(id string, pr Profile) string {
	if why, ok := Unplayed[id]; ok {
		return why
	}
	if !pr.Fourth && slices.Contains(Ultimate, id) {
		return "a clause of the 4th edition, and no game of these setups plays it"
	}
	if slices.Contains(Expansions, id) && !pr.Expansions.Has(Echoes) {
		return "a clause of Innovation Ultimate's expansions, and no game of these setups plays one (expansions=echoes)"
	}
	if r := Replacement(id); r != "" && pr.Fourth && !pr.Earlier {
		return "replaced by " + r + " in the 4th edition, and every setup plays the 4th"
	}
	playable := func(age int) bool { return pr.Ages >= age }
	switch id {
	case "KEY-REMOVE":
		if !playable(9) {
			return "only Fission (age 9) removes cards, and these games stop before age 9"
		}
	case "KEY-WIN", "END-3":
		if !playable(8) {
			return "only cards of ages 8–10 name a winner, and these games stop before age 8"
		}
	case "DOGMA-9":
		if !playable(9) {
			return "only Computers, Satellites (age 9), Software, Robotics and Self Service (age 10) execute effects unshared, and these games stop before age 9"
		}
	case "SPECIAL-WONDER":
		if !playable(4) {
			return "Wonder needs five piles splayed right or up (or Invention, age 4), and no card of ages 1–3 splays right or up"
		}
	case "SPECIAL-UNIVERSE":
		if !playable(5) {
			return "Universe needs five top cards of value 8 or more (or Astronomy, age 5), and these games stop before age 5"
		}
	case "ULT-SETUP-7":
		return "applied when a configuration is made, not in play: a 4th-edition game takes 2 to 4 players or two teams of two, and with 4 players without teams it plays the Parley rules (Config.Parleys, ULT-PARLEY-1..3); no event cites it"
	case "ULT-PARLEY-1", "ULT-PARLEY-2", "ULT-PARLEY-3":
		if !pr.Parley {
			return "no game of 4 players without teams in the 4th edition among these setups"
		}
	case "ULT-KEY-SUPER-EXECUTE":
		return "no card of the base game super-executes (the expansions' cards do), so no game of the 4th edition's base game reaches it"
	case "TEAM-1", "TEAM-2", "ULT-TEAM-1":
		if !pr.Teams {
			return "no team game among these setups"
		}
	case "VAR-MONUMENT-COMBINED", "VAR-IF-AFFECTED", "VAR-ULT-CHECK-AFTER-BONUS", "VAR-ULT-FILL-LOSE-TEAM", "VAR-ULT-FILL-LOSE-ENDS-ACTION", "VAR-ULT-GOAL-AFTER-LOSS", "VAR-ULT-FILL-FULLY-EXECUTE",
		"VAR-EXP-SKIP-TO-BASE", "VAR-ECHO-DRAW-WHOLE-BOARD", "VAR-ECHO-EXECUTE-BOTTOM", "VAR-ECHO-FORESEEN-PERFORMER":
		for _, v := range Variants {
			if v.ID() == id && !pr.Variants.Has(v) {
				return "the variant is off in every setup of this campaign"
			}
		}
		if id == VarFillLoseTeam.ID() && !pr.Teams {
			return "no team game among these setups"
		}
	}
	return ""
}
