package engine

import "io"

// Omniscient is the viewer of Registration.Render who sees everything:
// every hidden card, and the order of the piles nobody looks at.
const Omniscient = -1

// View is the state of a game drawn for one viewer, as Registration.Render
// returns it. Text writes it for a terminal. The value itself is also the
// position's JSON form: "dogma show --json" encodes it with encoding/json,
// so its exported fields and their tags are the game's JSON schema.
type View interface {
	// Text writes the view for people, with ANSI colors when color is
	// set and plain text otherwise.
	Text(w io.Writer, color bool) error
}

// Redactor writes the events and option labels of a game as one player
// saw them: what the player could not see is described without being
// named (Innovation names a hidden card by its age only: "a 3").
//
// A Redactor accumulates what its player has seen: what it was shown of
// the states it observed, and what the events it wrote revealed. "dogma
// show" makes one per seat before each step, observes the game again
// after the step, then writes the step's label and events through it in
// order, so that a card the seat saw at either end of the step is named
// throughout the step.
//
// The contract is split between Render and Redactor because a view of
// the present position cannot say what a player could see during a past
// step, which is what show prints beside it.
type Redactor interface {
	// Observe adds to what the player has seen what it sees of g now;
	// g is a game of the same registration.
	Observe(g Game)
	// Event returns e as Game.FormatEvent writes it, with what the player
	// has not seen hidden. An event that shows the player something (a
	// card revealed to all) adds it to what the player has seen.
	Event(e Event) string
	// Label returns the label of an option offered to another player,
	// with what the player has not seen hidden.
	Label(label string) string
}

// ViewHead is what every game's View begins with: the configuration, the
// viewer and whose turn it is. A game's View embeds it first, so that its
// JSON form begins with these fields.
type ViewHead struct {
	Game   string `json:"game"`   // the configuration: "players=3"
	Viewer string `json:"viewer"` // "P1".."P4", or "all"
	Turn   string `json:"turn"`   // the seat whose turn it is
}

// NewViewHead returns the head of a view of a game of cfg by viewer (a
// seat, or Omniscient: "all") on the turn of seat turn.
func NewViewHead(cfg Config, viewer, turn int) ViewHead {
	h := ViewHead{Game: cfg.String(), Viewer: "all", Turn: SeatName(turn)}
	if viewer != Omniscient {
		h.Viewer = SeatName(viewer)
	}
	return h
}

// Heading returns the first line of a view's text: the game's name (as
// its View's Text calls it), its configuration and who sees it:
// "uruk players=2 · seen by P1".
func (h ViewHead) Heading(name string) string {
	return name + " " + h.Game + " · seen by " + h.Viewer
}

// Question is the pending decision as a view shows it: who decides and
// what.
type Question struct {
	Player string `json:"player"`
	Prompt string `json:"prompt"`
}

// QuestionOf returns the pending decision of g as a view shows it, or nil
// when none is pending.
func QuestionOf(g Game) *Question {
	d := g.Decision()
	if d == nil {
		return nil
	}
	return &Question{Player: SeatName(d.Player), Prompt: d.Prompt}
}
