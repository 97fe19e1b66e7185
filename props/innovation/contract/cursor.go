package contract

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
)

// Item is one event of a performance, with the decision whose answer
// logged it.
type Item struct {
	engine.Event
	Decision int  // the index of the decision whose answer logged the event
	Exec     bool // an effect of another card that this performance executes (DOGMA-9)
	Nested   bool // an event of a nested execution of this performance's own effect
}

// Performance is one player's performance of one card effect: who, which
// effect, the position when it began and every event logged from its start
// to its end, its own and those of the effects it had executed.
type Performance struct {
	Effect    string         // the effect's name, such as "Archery 1"
	Card      string         // the card's name
	Index     int            // the effect's index on the card, from 0
	Edition   inn.Edition    // the edition played
	Variants  inn.VariantSet // the rule readings switched on
	Performer int            // the player performing it
	Activator int            // the player whose Dogma action runs it (the performer for an execution)
	Demand    bool           // it is performed as an "I demand" effect
	Executed  bool           // another performance executes it (DOGMA-9)
	Turn      int            // the player whose turn it is, who took the Dogma action ("your turn")
	// Unfinished says that the record stops before the performance ended
	// (the game was stopped inside it): nothing more is expected after its
	// last event.
	Unfinished bool
	// DemandTransferred and DemandReturned say whether a demand of the
	// action's card transferred or returned a card earlier in the same
	// Dogma action; both are false in an execution (EFFECTS.md §0.11).
	DemandTransferred, DemandReturned bool
	Start                             Table  // the position when the effect began
	Decision                          int    // the decision whose answer began it
	Items                             []Item // the events logged from its start, its own and others'
	// End is the last decision whose answer belongs to the performance:
	// the one that logged the event after it, or the last of the step.
	End int
	// Answered is the seat that answered each decision of the game (the
	// record's players), at least up to End; nil when unknown, as in a
	// performance made by hand, and then a "may" step that moved nothing
	// is taken as declined.
	Answered []int
	// Foreseen says that the performance is one of the free Dogma action
	// its promotion gave the card (ECHO-FORESEEN); false in an execution.
	Foreseen bool
	// Echo are the events of the echo effects performed earlier in the
	// Dogma action, every card's and every player's, in order: what "by
	// X's echo effect in this action" reads (EchoLast).
	Echo []Item
}

// C is what a contract reads: the performance, the position as it stands
// before the next event, and the events one after the other.
type C struct {
	Me        int         // the performer: "you" of the text
	Activator int         // the player whose action it is: "I" of a demand
	Edition   inn.Edition // the edition played
	Start     *Table      // the position when the effect began

	perf *Performance
	now  Table
	next int  // the index in perf.Items of the next event not yet read
	cut  bool // the game or the Dogma action ended: nothing more is expected
	err  error
	used inn.Set // the cards the contract has read a move of
	last int     // the decision that logged the last event read

	seats [inn.MaxPlayers]int // Opponents' answer
	cards []inn.Card          // the cards the groups read, reused from run to run
	sels  []Sel               // the groups, reused from run to run
}

// Now returns the position as it stands before the next event the
// contract reads.
func (c *C) Now() *Table {
	c.settle()
	return &c.now
}

// Done reports that the contract has nothing more to read: it failed, or
// the game or the action ended.
func (c *C) Done() bool { return c.err != nil || c.cut }

// Failed returns the first failure the contract found, or nil.
func (c *C) Failed() error { return c.err }

// Players returns the number of players.
func (c *C) Players() int { return c.now.N }

// Age returns the printed age of card k.
func (c *C) Age(k inn.Card) int { return c.now.deck.Facts[k].Age }

// Color returns the color of card k.
func (c *C) Color(k inn.Card) inn.Color { return c.now.deck.Facts[k].Color }

// Has reports whether card k shows icon i in any slot.
func (c *C) Has(k inn.Card, i inn.Icon) bool { return c.now.deck.Facts[k].Has(i) }

// Name returns the name of card k.
func (c *C) Name(k inn.Card) string { return c.now.deck.Name(k) }

// Lookup returns the card of a name.
func (c *C) Lookup(name string) inn.Card {
	k, ok := c.now.deck.Lookup(name)
	if !ok {
		c.failf("no card is named %q", name)
		return inn.NoCard
	}
	return k
}

// Opponents returns the seats that are opponents of p, in seat order.
func (c *C) Opponents(p int) []int {
	out := c.seats[:0]
	for q := 0; q < c.now.N; q++ {
		if c.now.Opponent(p, q) {
			out = append(out, q)
		}
	}
	return out
}

// failf records the first failure.
func (c *C) failf(format string, args ...any) {
	if c.err == nil {
		c.err = fmt.Errorf(format, args...)
	}
}

// describe renders an event for a message.
func (c *C) describe(e *engine.Event) string { return inn.FormatEvent(c.now.deck, *e) }

// expected fails because the text asked for want and the next event is
// something else, or there is none.
func (c *C) expected(want string) {
	e := c.peek()
	if c.cut {
		return // the game or the action ended first
	}
	if e != nil {
		c.failf("the text asks %s; the effect did: %s", want, c.describe(e))
		return
	}
	c.failf("the text asks %s; the effect did nothing more", want)
}

// visible reports whether the contract reads event e: events the effect
// logged itself, but for the checks the rules make at any moment (a
// special achievement claimed, a pile of one card unsplayed), and the
// executions of other cards it began.
func (c *C) visible(it *Item) bool {
	e := &it.Event
	switch {
	case e.Kind == inn.EvEffect:
		return it.Exec
	case e.Effect != c.perf.Effect || it.Nested:
		return false
	case e.Kind == inn.EvSpecial:
		return false
	case e.Kind == inn.EvUnsplay && e.Clause == "KEY-SPLAY":
		pl := inn.Place(e.From)
		return c.now.PileLen(pl.Player(), inn.Color(pl.Index())) > 1
	case e.Kind == inn.EvEnd:
		return cardWin(e)
	}
	return true
}

// cardWin reports whether end event e is a card's "you win" (END-3;
// ULT-END-3 in the 4th edition).
func cardWin(e *engine.Event) bool { return e.Clause == "END-3" || e.Clause == "ULT-END-3" }

// soft reports whether an event may be passed over when the contract asks
// for another: a card shown to all changes nothing.
func soft(e *engine.Event) bool { return e.Kind == inn.EvReveal }

// terminal reports whether event e ends everything after it: the end of
// the game, or a card that ends the Dogma action.
func terminal(e *engine.Event) bool {
	return e.Kind == inn.EvCut || (e.Kind == inn.EvEnd && !cardWin(e))
}

// settle applies the events the contract does not read, up to the next one
// it reads, and notes an end of the game or of the action.
func (c *C) settle() {
	for c.next < len(c.perf.Items) {
		it := &c.perf.Items[c.next]
		e := &it.Event
		vis := c.visible(it)
		if terminal(e) || (e.Kind == inn.EvEnd && !vis) {
			c.cut = true // a win in an effect it executes ends it too
			return
		}
		if vis {
			return
		}
		c.now.Apply(e)
		c.next++
	}
	if c.perf.Unfinished {
		c.cut = true
	}
}

// peek returns the next event the contract reads, passing over the ones
// it does not, or nil.
func (c *C) peek() *engine.Event {
	c.settle()
	if c.cut || c.next >= len(c.perf.Items) {
		return nil
	}
	return &c.perf.Items[c.next].Event
}

// peekHard returns the next event the contract reads that is not soft,
// applying the soft ones before it when skip is set.
func (c *C) peekHard() *engine.Event {
	for {
		e := c.peek()
		if e == nil || !soft(e) {
			return e
		}
		c.now.Apply(e)
		c.next++
	}
}

// take applies the next event and moves past it. May says whether the
// step is optional: then a question must have been answered since the
// effect began.
func (c *C) take(may bool) {
	it := &c.perf.Items[c.next]
	if may && it.Decision <= c.last {
		c.failf("a \"may\" step changed the game without asking %s first: %s", inn.SeatName(c.Me), c.describe(&it.Event))
	}
	c.last = it.Decision
	if it.Card >= 0 && it.Card < inn.MaxCards {
		c.used.Add(inn.Card(it.Card))
	}
	c.now.Apply(&it.Event)
	c.next++
}

// asked reports whether player p answered a question after the last
// event the contract read and no later than the next event (or the
// performance's end): the question an optional step that moved nothing
// must have put to p, declined. It reports true when the record cannot
// tell (no seats recorded, or the performance was cut short).
func (c *C) asked(p int) bool {
	if c.perf.Answered == nil || c.perf.Unfinished || c.cut {
		return true
	}
	bound := c.perf.End
	if c.next < len(c.perf.Items) {
		bound = c.perf.Items[c.next].Decision
	}
	for d := c.last + 1; d <= bound && d < len(c.perf.Answered); d++ {
		if c.perf.Answered[d] == p {
			return true
		}
	}
	return false
}

// offered reports whether an optional step that could move something and
// moved nothing was put to player p as a question, which p declined: a
// "may" the engine never asks is a "may" the player never gets. When it
// was not, it records the failure, and the caller words the step (the
// words are worked out only then).
func (c *C) offered(p int) bool {
	if c.err != nil || c.asked(p) {
		return true
	}
	c.failf("a \"may\" step was never offered to %s", inn.SeatName(p))
	return false
}

// neverOffered adds the step's words to the failure offered recorded.
func (c *C) neverOffered(what string) {
	c.err = fmt.Errorf("%w: %s", c.err, what)
}

// finish checks, once the contract has returned, that the effect did
// nothing more than it read.
func (c *C) finish() {
	if c.err != nil || c.cut {
		return
	}
	for {
		e := c.peek()
		if e == nil {
			return
		}
		if !soft(e) {
			c.failf("the effect did more than its text: %s", c.describe(e))
			return
		}
		c.now.Apply(e)
		c.next++
	}
}

// Run checks performance p against contract fn and returns the first
// failure, or nil.
func Run(p *Performance, fn Fn) error { return new(Runner).Run(p, fn) }

// Runner checks performances one after the other, reusing its work areas,
// so that a check allocates nothing once warm. The zero value is ready.
type Runner struct{ c C }

// Run checks performance p against contract fn and returns the first
// failure, or nil.
func (r *Runner) Run(p *Performance, fn Fn) error {
	c := &r.c
	c.Me, c.Activator, c.Edition, c.perf = p.Performer, p.Activator, p.Edition, p
	c.next, c.cut, c.err, c.used = 0, false, nil, inn.Set{}
	c.cards, c.sels = c.cards[:0], c.sels[:0]
	c.now = p.Start
	c.Start = &p.Start
	c.last = p.Decision
	fn(c)
	c.finish()
	return c.err
}

// DemandTransferred reports whether a demand of the card transferred a
// card earlier in this Dogma action ("if the demand moved a card").
func (c *C) DemandTransferred() bool { return c.perf.DemandTransferred }

// DemandReturned reports whether a demand of the card made a player
// return a card earlier in this Dogma action.
func (c *C) DemandReturned() bool { return c.perf.DemandReturned }

// IfAffected reports whether the follow-up of a demand that the IELLO text
// words « Si vous subissez ce Dogme » ("if you do" in English) happens to
// every affected player, whether or not the demand moved a card
// (VAR-IF-AFFECTED).
func (c *C) IfAffected() bool { return c.perf.Variants.Has(inn.VarIfAffected) }
