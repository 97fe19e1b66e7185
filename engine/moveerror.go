package engine

import "fmt"

// MoveError is the error of a move the rules make that does not fit the
// state: a card (or a cube, a disc) is not where the rules expected it, or
// a move would put it where it cannot go. It is an engine error, never a
// player's: the game stops with it (Machine.Fail), and a campaign reports
// it as a failure.
type MoveError struct {
	Game   string // the game's name: "innovation", "uruk"
	Effect string // the card effect or function that moved it, or "" for the rules
	Verb   string // the event kind: meld, score, transfer, take, cube ...
	Card   string // what moved: a card's name, "red cube"
	Want   string // where the rules expected it ("elsewhere" for a move onto itself)
	At     string // where it was, or "" when there was none
	To     string // where it was to go, when that place takes no such piece
}

func (e *MoveError) Error() string {
	effect := e.Effect
	if effect == "" {
		effect = "the rules"
	}
	switch {
	case e.To != "":
		return fmt.Sprintf("%s: %s: %s %s to %s, which takes none", e.Game, effect, e.Verb, e.Card, e.To)
	case e.At == "":
		return fmt.Sprintf("%s: %s: %s %s from %s, but there is none", e.Game, effect, e.Verb, e.Card, e.Want)
	}
	return fmt.Sprintf("%s: %s: %s %s from %s, but it is in %s", e.Game, effect, e.Verb, e.Card, e.Want, e.At)
}

// LoopError is the error of an effect that repeats without making
// progress: "run this effect again" would then run for ever. The game
// stops with it.
type LoopError struct {
	Game   string // the game's name
	Effect string // the effect that repeats, such as "Colonialism 1"
	Round  int    // the repetition that made no progress, from 1
	Again  int    // the earlier repetition whose state it came back to, from 1
}

func (e *LoopError) Error() string {
	if e.Again == e.Round {
		return fmt.Sprintf("%s: %s repeats without changing the game (repetition %d)", e.Game, e.Effect, e.Round)
	}
	return fmt.Sprintf("%s: %s comes back after repetition %d to the state it had before repetition %d", e.Game, e.Effect, e.Round, e.Again)
}
