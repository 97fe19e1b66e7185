package referee

import (
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/referee/protocol"
)

// The kinds of finding.
const (
	// KindDisagreement is a state or options of the engine that differ
	// from dogma's after the same decisions.
	KindDisagreement = "disagreement"
	// KindProperty is a state of the engine that breaks a rule of every
	// neutral state (Check).
	KindProperty = "property"
	// KindCrash is an engine that exited before it answered.
	KindCrash = "crash"
	// KindTimeout is an engine that did not answer in time.
	KindTimeout = "timeout"
	// KindGarbage is a line of the engine that is not a message of the
	// protocol.
	KindGarbage = "garbage"
	// KindOutOfTurn is an answer of the wrong type, or a line no request
	// asked for.
	KindOutOfTurn = "out-of-turn"
	// KindRefused is an error answer to a request dogma holds legal: a
	// new game of a setup the engine declares, or a label dogma offers.
	KindRefused = "refused"
)

// Finding is where an external engine parts from dogma in one game.
type Finding struct {
	Kind    string   `json:"kind"`
	Message string   `json:"message"`           // what went wrong, on one line
	Details []string `json:"details,omitempty"` // each difference or broken rule
	// Decision is the number of decisions made when it was found (0: at
	// the setup).
	Decision int `json:"decision"`
	// Label is the label of the last decision made, "" at the setup.
	Label string `json:"label,omitempty"`
	// Clause is the rule clause of dogma's last event before they part:
	// the clause of the step where they part.
	Clause string `json:"clause,omitempty"`
	// Events are dogma's events of the last decision that logged any,
	// as dogma prints them.
	Events []string `json:"events,omitempty"`
	// Dogma and Engine are both states where they part; Engine is nil
	// when the engine gave none.
	Dogma  *protocol.State `json:"dogma,omitempty"`
	Engine *protocol.State `json:"engine,omitempty"`
}

// String returns the finding on one line.
func (f *Finding) String() string {
	at := "at the setup"
	if f.Decision > 0 {
		at = fmt.Sprintf("after decision %d (%s)", f.Decision, f.Label)
	}
	clause := ""
	if f.Clause != "" {
		clause = " [" + f.Clause + "]"
	}
	return fmt.Sprintf("%s%s %s: %s", f.Kind, clause, at, f.Message)
}

// Key tells findings apart when shrinking: the same kind, and for a
// disagreement or a broken rule the same first difference, seats and
// cards aside (see aspect).
func (f *Finding) Key() string {
	switch f.Kind {
	case KindDisagreement, KindProperty:
		if len(f.Details) > 0 {
			return f.Kind + ":" + aspect(f.Details[0])
		}
	}
	return f.Kind
}

// aspect returns what a difference is about: its first word, and for a
// zone or field the name's first part ("zone hand", "options").
func aspect(d string) string {
	word, rest, _ := strings.Cut(d, " ")
	word = strings.TrimSuffix(word, ":")
	if word == "zone" || word == "field" {
		name, _, _ := strings.Cut(rest, ":")
		name, _, _ = strings.Cut(name, ".")
		return word + " " + name
	}
	return word
}

// Report returns the finding for people: the message, each detail, and
// both states side by side.
func (f *Finding) Report() string {
	var b strings.Builder
	b.WriteString(f.String() + "\n")
	for _, d := range f.Details {
		b.WriteString("  " + d + "\n")
	}
	if len(f.Events) > 0 {
		b.WriteString("dogma's events of that step:\n")
		for _, e := range f.Events {
			b.WriteString("  " + e + "\n")
		}
	}
	if f.Dogma != nil {
		b.WriteString(SideBySide(f.Dogma, f.Engine))
	}
	return b.String()
}
