package diff

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// Kind says how two games part.
type Kind string

// The kinds of divergence.
const (
	// KindEvents: the games took the same answer (or were set up) and
	// logged different events.
	KindEvents Kind = "events"
	// KindDecision: the games asked different questions, or one asked
	// while the other had ended.
	KindDecision Kind = "decision"
)

// Divergence is the first point at which two games part.
type Divergence struct {
	Kind Kind `json:"kind"`
	// Decision is the index, from 0, of the decision where the games part:
	// the answer after which they logged different events (KindEvents),
	// or the question they asked differently (KindDecision). It is -1 for
	// events logged while the games were set up, before any decision.
	Decision int `json:"decision"`
	// Player is the seat that made or makes that decision, or -1.
	Player int `json:"player"`
	// Label is the answer both games took, for KindEvents.
	Label string `json:"label,omitempty"`
	// EventA and EventB are the first differing events as each game
	// prints them (Game.FormatEvent); "" where a game logged none there.
	EventA string `json:"event_a,omitempty"`
	EventB string `json:"event_b,omitempty"`
	// DecisionA and DecisionB are, for KindDecision, the two questions
	// on one line, or how a game that asks nothing ended.
	DecisionA string `json:"decision_a,omitempty"`
	DecisionB string `json:"decision_b,omitempty"`
	// Clause and Effect are the rule clause and the card effect of the
	// first differing event (of the event one game logged and the other
	// did not, when one game logged an extra one). For KindDecision they
	// are those of the last event with an effect in the step the
	// question belongs to: the effect that asks.
	Clause string `json:"clause,omitempty"`
	Effect string `json:"effect,omitempty"`
	// ErrA and ErrB are the errors that stopped a game where they part
	// (a rule gap, an illegal state), or "".
	ErrA string `json:"error_a,omitempty"`
	ErrB string `json:"error_b,omitempty"`
}

// Reach is the number of decisions a script must hold to show the
// divergence: the answers before it, and for KindEvents the answer that
// logged the differing events.
func (d *Divergence) Reach() int {
	if d.Kind == KindEvents {
		return d.Decision + 1
	}
	return d.Decision
}

// Card is the card whose effect produced the divergence, or "".
func (d *Divergence) Card() string { return CardOf(d.Effect) }

// String describes the divergence on one line.
func (d *Divergence) String() string {
	where := "at setup"
	if d.Decision >= 0 {
		where = fmt.Sprintf("at decision %d", d.Decision+1)
	}
	var what string
	switch d.Kind {
	case KindEvents:
		what = fmt.Sprintf("%s: %s / %s", where, orNone(d.EventA), orNone(d.EventB))
	default:
		what = fmt.Sprintf("%s: %s / %s", where, d.DecisionA, d.DecisionB)
	}
	return what
}

// orNone returns s, or "(nothing)" for "".
func orNone(s string) string {
	if s == "" {
		return "(nothing)"
	}
	return s
}

// CardOf returns the card of a card effect as events name it ("Archery 1"
// is an effect of Archery): the effect without its trailing number. An
// effect without a number is its own card; "" gives "".
func CardOf(effect string) string {
	i := strings.LastIndexByte(effect, ' ')
	if i < 0 {
		return effect
	}
	if n := effect[i+1:]; n == "" || strings.Trim(n, "0123456789") != "" {
		return effect
	}
	return effect[:i]
}

// End is how one game of a pair ended.
type End struct {
	Over      bool   `json:"over"`
	Reason    string `json:"reason,omitempty"`
	Clause    string `json:"clause,omitempty"`
	Winners   []int  `json:"winners,omitempty"` // seats, from 0
	Decisions int    `json:"decisions"`         // the decisions made
	Err       string `json:"error,omitempty"`   // the error that stopped the game
	Gap       string `json:"gap,omitempty"`     // the clause of Err, when it is a rule gap
	Capped    bool   `json:"capped,omitempty"`  // stopped unfinished at the length cap
}

// endOf reads how g ended after it made n decisions.
func endOf(g engine.Game, n int) End {
	r := g.Result()
	e := End{Over: r.Over, Reason: r.Reason, Clause: r.Clause, Winners: r.Winners, Decisions: n}
	if err := g.Err(); err != nil {
		e.Err = err.Error()
		var gap *engine.RuleGap
		if errors.As(err, &gap) {
			e.Gap = gap.Clause
		}
	} else if !r.Over {
		e.Capped = true
	}
	return e
}

// SameOutcome reports whether two games ended the same way: the same
// winners for the same reason and clause, or the same error. The length
// of the games is not compared.
func (e End) SameOutcome(o End) bool {
	if e.Over != o.Over || e.Reason != o.Reason || e.Clause != o.Clause || e.Err != o.Err || e.Capped != o.Capped || len(e.Winners) != len(o.Winners) {
		return false
	}
	for i, w := range e.Winners {
		if o.Winners[i] != w {
			return false
		}
	}
	return true
}

// String describes the end: "over: achievements END-1 P1 after 212
// decisions", "failed: ..." or "unfinished after 5000 decisions".
func (e End) String() string {
	switch {
	case e.Err != "":
		return fmt.Sprintf("failed after %d decisions: %s", e.Decisions, e.Err)
	case e.Capped:
		return fmt.Sprintf("unfinished after %d decisions", e.Decisions)
	}
	w := make([]string, len(e.Winners))
	for i, p := range e.Winners {
		w[i] = engine.SeatName(p)
	}
	return fmt.Sprintf("over: %s %s %s after %d decisions", e.Reason, e.Clause, strings.Join(w, ","), e.Decisions)
}

// Outcome is the result of playing one pair of games.
type Outcome struct {
	Index int    `json:"index"` // the game's index in its run, from 0
	Seed  uint64 `json:"seed"`
	// Config is the configuration both games were asked for: for two
	// configurations of one game, side A's.
	Config   string `json:"config"`
	A        End    `json:"a,omitzero"`
	B        End    `json:"b,omitzero"`
	Diverged bool   `json:"diverged"`
	// Divergence is the first divergence, when Diverged.
	Divergence Divergence `json:"divergence"`
	// Labels and Seats are the answers both games took, with the seat of
	// each, up to the divergence (Divergence.Reach of them), when
	// Diverged.
	Labels []string `json:"labels,omitempty"`
	Seats  []int    `json:"seats,omitempty"`
	// Choices are the option indexes of Labels.
	Choices []int `json:"-"`
}

// OutcomeChanged reports whether the two games ended differently.
func (o *Outcome) OutcomeChanged() bool { return !o.A.SameOutcome(o.B) }

// firstDifference returns the index of the first element where a and b
// differ (len of the shorter if one is a prefix of the other) and which
// side to cite: the element that the other side lacks when one side
// logged an extra element, else b, or a when b has none there. It
// returns -1 when a and b are equal.
func firstDifference[E comparable](a, b []E) (i int, citeA bool) {
	n := min(len(a), len(b))
	for i = 0; i < n && a[i] == b[i]; i++ {
	}
	switch {
	case i == len(a) && i == len(b):
		return -1, false
	case i == len(b):
		return i, true
	case i == len(a):
		return i, false
	}
	// a[i] later in b: b logged an extra element; b[i] later in a: a did.
	for _, e := range b[i+1:] {
		if e == a[i] {
			return i, false
		}
	}
	for _, e := range a[i+1:] {
		if e == b[i] {
			return i, true
		}
	}
	return i, false
}
