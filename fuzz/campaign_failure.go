package fuzz

import (
	"errors"
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	"github.com/dogma-engine/dogma/internal/clip"
	"github.com/dogma-engine/dogma/props"
)

// Kind says what sort of failure a campaign found.
type Kind string

// The kinds of failure. Rule gaps are findings of their own: the rulebook,
// not the engine, is at fault.
const (
	KindViolation Kind = "violation" // a property does not hold
	KindError     Kind = "error"     // the engine returned an error for a legal choice
	KindPanic     Kind = "panic"     // the engine (or a property) panicked
	KindRuleGap   Kind = "rule-gap"  // the engine reached a situation RULES.md does not define
)

// A Failure is the first thing found wrong in one game.
type Failure struct {
	Kind     Kind   `json:"kind"`
	Property string `json:"property,omitempty"` // the property broken (KindViolation)
	Clause   string `json:"clause,omitempty"`   // the clause the property guards, or the rule gap's clause
	Decision int    `json:"decision"`           // decisions made when it was found
	Message  string `json:"message"`
}

// Key identifies a failure for deduplication and shrinking: two failures
// with the same key are "the same failure".
func (f *Failure) Key() string {
	switch f.Kind {
	case KindViolation:
		return string(f.Kind) + ":" + f.Property + ":" + f.Clause
	case KindRuleGap:
		return string(f.Kind) + ":" + f.Clause
	}
	return string(f.Kind) + ":" + shape(f.Message)
}

// Name returns a short name for files: "violation-no-oars-test-1".
func (f *Failure) Name() string {
	parts := []string{string(f.Kind)}
	if f.Property != "" {
		parts = append(parts, f.Property)
	}
	if f.Clause != "" {
		parts = append(parts, f.Clause)
	}
	if f.Kind == KindError || f.Kind == KindPanic {
		parts = append(parts, shape(f.Message))
	}
	return clip.Slug(strings.Join(parts, "-"), 60)
}

func (f *Failure) String() string {
	switch f.Kind {
	case KindViolation:
		return fmt.Sprintf("violation of %s [%s] at decision %d: %s", f.Property, f.Clause, f.Decision, f.Message)
	case KindRuleGap:
		return fmt.Sprintf("rule gap [%s] at decision %d: %s", f.Clause, f.Decision, f.Message)
	}
	return fmt.Sprintf("%s at decision %d: %s", f.Kind, f.Decision, f.Message)
}

// Headline describes the failure without the decision it came at.
func (f *Failure) Headline() string {
	switch f.Kind {
	case KindViolation:
		return fmt.Sprintf("violation of %s [%s]: %s", f.Property, f.Clause, f.Message)
	case KindRuleGap:
		return fmt.Sprintf("rule gap [%s]: %s", f.Clause, f.Message)
	}
	return fmt.Sprintf("%s: %s", f.Kind, shape(f.Message))
}

// shape keeps the first line of an engine message, without digits, so that
// the same fault at other positions has the same key.
func shape(msg string) string {
	msg, _, _ = strings.Cut(msg, "\n")
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return '#'
		}
		return r
	}, msg)
}

// errorFailure classifies an engine error.
func errorFailure(err error, decision int) *Failure {
	var gap *engine.RuleGap
	if errors.As(err, &gap) {
		return &Failure{Kind: KindRuleGap, Clause: gap.Clause, Decision: decision, Message: gap.Situation}
	}
	return &Failure{Kind: KindError, Decision: decision, Message: err.Error()}
}

// failureOf turns the outcome of a checked game into a campaign failure,
// or nil: a violation keeps its property and clause; an engine error is an
// error or, when it is a rule gap, a rule gap; a panic keeps its stack.
// decision counts the decisions made, the failing one included.
func failureOf(res *props.Result) *Failure {
	if v := res.Violation; v != nil {
		return &Failure{Kind: KindViolation, Property: v.Property, Clause: v.Clause, Decision: v.Decision + 1, Message: v.Message}
	}
	f := res.Failure
	if f == nil {
		return nil
	}
	decision := f.Decision + 1
	switch {
	case f.Kind == props.FailPanic:
		where := ""
		if f.Where != "engine" {
			where = " (property " + f.Where + ")"
		}
		return &Failure{Kind: KindPanic, Decision: decision, Message: fmt.Sprintf("%v%s\n%s", f.Err, where, f.Stack)}
	case f.Where == "engine":
		return errorFailure(f.Err, decision)
	}
	return &Failure{Kind: KindError, Decision: decision, Message: fmt.Sprintf("%s: %v", f.Where, f.Err)}
}

// choose answers g's pending decision with option i and turns an engine
// error or panic into a failure.
func choose(g engine.Game, i, decision int) (f *Failure) {
	defer func() {
		if r := recover(); r != nil {
			f = &Failure{Kind: KindPanic, Decision: decision, Message: fmt.Sprintf("%v\n%s", r, debug.Stack())}
		}
	}()
	if err := g.Choose(i); err != nil {
		return errorFailure(err, decision)
	}
	return nil
}
