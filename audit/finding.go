package audit

import "fmt"

// The classes of finding.
const (
	Different = "different" // the translation says another thing
	Ambiguous = "ambiguous" // the translation admits a second reading
	Missing   = "missing"   // something of the original is not translated
	Addition  = "addition"  // the translation says something the original does not
	Term      = "term"      // one concept rendered by several terms
	Typo      = "typo"      // a spelling or grammar mistake
)

// Finding is one difference between a translation and the game.
type Finding struct {
	Class   string `json:"class"`
	Subject string `json:"subject"` // the card effect ("Oars 1") or the clause ("DOGMA-8")
	File    string `json:"file,omitempty"`
	Line    int    `json:"line,omitempty"`
	Quote   string `json:"quote,omitempty"` // the translated words at fault
	Message string `json:"message"`
	// Variant names the rule variant that plays the translated reading,
	// when the game has one.
	Variant string `json:"variant,omitempty"`
	// Aspect is what a card text gets wrong against its contract: number,
	// and-or, may, count, zone, direction, relative-age, comparison,
	// condition, sentence, term or typo.
	Aspect string `json:"aspect,omitempty"`
	// Contract is the contract line (file:line) the text contradicts, and
	// Clause the rule clause of what differs.
	Contract string `json:"contract,omitempty"`
	Clause   string `json:"clause,omitempty"`
}

// String renders the finding on one line.
func (f Finding) String() string {
	class := f.Class
	if f.Aspect != "" && f.Aspect != f.Class {
		class += " (" + f.Aspect + ")"
	}
	s := fmt.Sprintf("%s: %s: %s", class, f.Subject, f.Message)
	if f.File != "" {
		s = fmt.Sprintf("%s:%d: %s", f.File, f.Line, s)
	}
	if f.Quote != "" {
		s += fmt.Sprintf(" (« %s »)", f.Quote)
	}
	if f.Contract != "" {
		s += " [contract " + f.Contract
		if f.Clause != "" {
			s += ", " + f.Clause
		}
		s += "]"
	}
	if f.Variant != "" {
		s += " [variant " + f.Variant + "]"
	}
	return s
}
