package innovation

import (
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// outsideEffects is the most events an engine step logs outside the
// effects of a card: the action itself and the card it draws, reveals or
// claims (2), the share bonus draw and a draw past the last age (DOGMA-6,
// DRAW-3: 2), the special achievements, each claimed at most once
// (SPECIAL-*: 5), and the end of the turn or of the game (TURN-2, END-*:
// 2).
const outsideEffects = 2 + 2 + 5 + 2

// eventBudget returns the most events the rules let the engine step of s
// log (props.Suite.EventBudget), worked out from RULES.md and EFFECTS.md:
//
//   - Outside the effects of a card, a step logs at most outsideEffects
//     events.
//   - A Dogma action runs each of the E effects of its card for each of the
//     P players at most once (DOGMA-3 to DOGMA-5), and each of those
//     executions may run, for its player alone, the non-demand effects of
//     one more card, at most F of them, F the most effects a card has
//     (DOGMA-9, EFFECTS.md §0.11): at most X = E·P·(1+F) executions, each
//     logging the event that begins it.
//   - An execution draws, reveals and puts a card somewhere, the most a
//     card's text does to one card, so it moves or shows each of the C
//     cards of the game at most three times, and it unsplays at most one
//     pile per card it takes off a board (KEY-SPLAY). A repeated effect
//     ("repeat this effect", EFFECTS.md §0.8) repeats only while its
//     condition holds, which a repetition changes by moving another card:
//     the repetitions are counted with the cards they move.
//
// So a step logs at most outsideEffects + X·(1 + 4·C) events: about 3,500
// for a one-effect card between two players and 21,000 for a card of three
// effects among four, where the longest steps of random games log about a
// hundred. A step past it is an effect that keeps going when the rules
// stop it, which the termination property reports, naming the effect.
func eventBudget(s *props.Step) int {
	if len(s.StepEvents) <= outsideEffects {
		return outsideEffects // within any budget: no need to work it out
	}
	execs := 0
	for i := range s.StepEvents {
		if e := &s.StepEvents[i]; e.Kind == inn.EvDogma {
			d := deck(s)
			effects := len(d.Effects(inn.Card(e.Card), config(s).Edition))
			execs = effects * s.Game.Players() * (1 + indexOf(d).maxEffects)
			break
		}
	}
	return outsideEffects + execs*(1+4*inn.NumCards)
}
