package innovation

// Clauses lists the clause IDs of RULES.md in the order the rulebook gives
// them. The coverage report accounts for each one.
var Clauses = []string{
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

// Definitions are the clauses that define a word other clauses use; no
// event cites them, and each is applied where the clause named here is.
var Definitions = map[string]string{
	"KEY-BOTTOM": "a definition applied by KEY-TUCK (a tuck puts the card at the bottom) and by the cards that name a bottom card",
	"KEY-WIN":    "a definition applied by END-3 (a card's \"you win\" ends the game at once, its end event cites END-3) and by the cards that name a single winner, which do nothing on a tie (their scenarios)",
}

// Profile sums up what a campaign plays: the highest last age, whether a
// team game is among its setups, and the variants any of them switches on.
type Profile struct {
	Ages     int
	Teams    bool
	Variants VariantSet
}

// Unreachable says why no game of the profile can reach clause id with
// the cards of d, or returns "" when some game can.
func (d *Deck) Unreachable(id string, pr Profile) string {
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
	case "TEAM-1", "TEAM-2":
		if !pr.Teams {
			return "no team game among these setups"
		}
	case "VAR-MONUMENT-COMBINED", "VAR-IF-AFFECTED":
		for _, v := range Variants {
			if v.ID() == id && !pr.Variants.Has(v) {
				return "the variant is off in every setup of this campaign"
			}
		}
	}
	return ""
}
