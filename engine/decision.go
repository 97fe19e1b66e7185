package engine

import (
	"fmt"
	"math"
	"strings"
)

// Kind classifies a Decision so that drivers and reports can group them.
type Kind string

// The kinds of decision shared by the games dogma knows.
const (
	KindSetup  Kind = "setup"  // a choice made while the game is set up
	KindAction Kind = "action" // a top-level action on a player's turn
	KindCard   Kind = "card"   // choose one card (or stop/pass)
	KindColor  Kind = "color"  // choose one color
	KindYesNo  Kind = "yesno"  // accept or decline an optional step
	KindPlayer Kind = "player" // choose another player
	KindOrder  Kind = "order"  // choose the next card of an ordered group
	KindValue  Kind = "value"  // name a value (an age)
)

// Option is one legal answer to a Decision. Its Label is stable across runs
// and readable by people ("meld Writing", "blue", "yes", "pass").
type Option struct {
	Label string
}

// Decision is a question the game asks one player.
//
// A Decision offered to a player never depends on information that player
// may not see (RULES.md INFO-2).
type Decision struct {
	Player  int      // seat index of the player who decides, from 0
	Kind    Kind     // what sort of choice this is
	Prompt  string   // a short description, for people
	Options []Option // the legal answers; never empty

	// Count describes a decision that is one card of a choice of several
	// cards; it is zero for other decisions.
	Count Count
}

// Count is how many cards a choice of cards takes, asked one card at a
// time: at least Min and at most Max in all, of which Chosen are chosen
// already. "pass" is offered once Chosen reaches Min.
type Count struct {
	Min, Max, Chosen int
}

// Index returns the position of the option with the given label, or -1.
func (d *Decision) Index(label string) int {
	for i, o := range d.Options {
		if o.Label == label {
			return i
		}
	}
	return -1
}

// Labels returns the labels of all options, in order.
func (d *Decision) Labels() []string {
	out := make([]string, len(d.Options))
	for i, o := range d.Options {
		out[i] = o.Label
	}
	return out
}

// String renders the decision on one line.
func (d *Decision) String() string {
	return fmt.Sprintf("%s (%s) %s: %s", d.Prompt, d.Kind, "options", strings.Join(d.Labels(), " | "))
}

// Chooser answers decisions. Drivers are Choosers: uniform random, a byte
// stream, rapid draws, a scripted list, a person at a terminal.
//
// Choose returns the index of the chosen option, or Suspend to leave the
// decision unanswered. Any other index outside the options makes the game
// stop with an error.
type Chooser interface {
	Choose(d *Decision) int
}

// Suspend is the answer with which a Chooser leaves a decision of Play
// pending: Play returns at once, the game waits at that decision as it
// does in pull mode (Decision, Choose), and nothing is recorded for it. A
// driver that checks the game between decisions answers Suspend to stop
// playing where it found a fault.
const Suspend = math.MinInt32

// ChooserFunc adapts a function to the Chooser interface.
type ChooserFunc func(d *Decision) int

// Choose calls f(d).
func (f ChooserFunc) Choose(d *Decision) int { return f(d) }
