package engine

import (
	"errors"
	"fmt"
)

// RuleGap reports a situation the rulebook does not define. A game returns
// one instead of guessing; campaigns report reachable rule gaps as findings.
type RuleGap struct {
	Clause    string // the clause that runs out, such as "KEY-RETURN"
	Situation string // what happened, for people
}

func (e *RuleGap) Error() string {
	return fmt.Sprintf("rule gap at %s: %s", e.Clause, e.Situation)
}

// ErrOver is returned when a decision is applied to a game that has ended.
var ErrOver = errors.New("the game is over")

// ErrNotPlayed is wrapped by the error of a configuration whose settings
// are each allowed but that the game does not play together. A command that mixes settings leaves such combinations
// out rather than refusing the whole mix.
var ErrNotPlayed = errors.New("a combination of settings the game does not play")

// ErrIllegal is wrapped by errors that refuse an option the game does not
// offer.
var ErrIllegal = errors.New("illegal choice")
