package engine

import (
	"slices"
	"strings"
)

// NoSeat stands for "no seat" in a NeutralState: no turn once the game is
// over, nobody deciding.
const NoSeat = -1

// NeutralState is a game's state in the neutral form of the referee
// protocol (docs/referee-protocol.md): every zone of every player as lists
// of card names, the other facts of the state as strings, whose turn it is,
// who decides and the labels offered. Another implementation of the game
// reports the same form, so that two engines can be compared move by move
// without either knowing the other's code.
type NeutralState struct {
	// Over reports whether the game has ended.
	Over bool
	// Turn is the seat (from 0) whose turn it is, or NoSeat.
	Turn int
	// Deciding is the seat asked the pending decision, or NoSeat once the
	// game is over.
	Deciding int
	// Options are the labels of the pending decision's options
	// (Option.Label), in the game's order; empty once the game is over.
	Options []string
	// Zones are the game's zones by name ("deck", "hand.0",
	// "board.1.red"), each a list of card names, top first; every card of
	// the game is in exactly one zone.
	Zones map[string][]string
	// Fields are the other facts of the state, by name ("splay.0.red",
	// "actions"), as strings.
	Fields map[string]string
	// Winners are the seats that won, once the game is over.
	Winners []int
	// Unknown names the zones and fields the engine cannot report.
	Unknown []string
}

// NeutralOf returns the neutral state of g, a game of r: the zones and fields
// r.Neutral reports, completed with what the Game interface tells (the
// end, the winners, the seat deciding and the labels offered). It reports
// false when the game has no Neutral hook.
func (r *Registration) NeutralOf(g Game) (NeutralState, bool) {
	if r.Neutral == nil {
		return NeutralState{}, false
	}
	n := r.Neutral(g)
	setHeader(&n, g)
	return n, true
}

// NeutralHooks are the functions a game registers to play behind the
// referee protocol (dogma serve) and to be compared with other engines
// (dogma referee). Registration embeds them; a game that leaves them nil
// cannot be served.
type NeutralHooks struct {
	// Neutral reports the zones, fields and turn of g, a game of the
	// registration; NeutralOf completes the rest.
	Neutral func(g Game) NeutralState
	// Decks returns every deck and supply of a game of cfg, top first, as
	// the shuffle of seed leaves them before any card is dealt: the decks
	// a "new" request sends.
	Decks func(cfg Config, seed uint64) map[string][]string
	// NewFromDecks sets up a game of cfg from such decks, dealing from
	// them as the game's rules say and shuffling nothing, so that
	// NewFromDecks(cfg, Decks(cfg, seed)) is the game New(cfg, seed)
	// makes. It refuses decks that are not a full set of the game's cards
	// (a card missing, twice or unknown, a deck unknown or missing) with
	// an error that says which.
	NewFromDecks func(cfg Config, decks map[string][]string) (Game, error)
}

// NeutralZone is one zone of a neutral state: its name and its cards, top
// first.
type NeutralZone struct {
	Name  string
	Cards []string
}

// NeutralField is one field of a neutral state: its name and its value.
type NeutralField struct {
	Name, Value string
}

// NeutralTracker follows the neutral state of one game from decision to
// decision, so that only the zones and fields a decision changed are
// built again. A game that can tell them implements NeutralTracking; a
// NeutralFollower uses its tracker, and builds the whole state without
// one.
type NeutralTracker interface {
	// Changes returns the turn of the game's neutral state (as the
	// registration's Neutral reports it), its zones and fields that may
	// have changed since the previous call, each with its content now
	// (all of them at the first call), and the names of the fields
	// Neutral reported then and reports no more. It may return a zone or
	// field whose content did not change, never leave out one that did;
	// the zones and fields it returns are always among those Neutral
	// reports. The lists are valid until the next call; the card list of
	// each zone is new and never changed after.
	Changes() (turn int, zones []NeutralZone, fields []NeutralField, goneFields []string)
}

// NeutralTracking is a Game whose neutral state can be followed by a
// NeutralTracker: the tracker it returns gives, call after call, what
// its registration's Neutral hook gives whole.
type NeutralTracking interface {
	NeutralTracker() NeutralTracker
}

// NeutralChanges are what changed in a neutral state since the previous
// NeutralFollower.Update: the zones and fields whose content differs
// (or that are new), with their content now, and the names of those
// gone. The header (end, turn, deciding, options, winners, unknown) is in
// the state itself.
type NeutralChanges struct {
	Zones         []NeutralZone
	Fields        []NeutralField
	RemovedZones  []string
	RemovedFields []string
}

// Empty reports whether no zone or field changed.
func (c *NeutralChanges) Empty() bool {
	return len(c.Zones)+len(c.Fields)+len(c.RemovedZones)+len(c.RemovedFields) == 0
}

// NeutralFollower keeps the neutral state of one game up to date, decision
// after decision, and tells what each decision changed: with the game's
// NeutralTracker it builds only the zones and fields the tracker names;
// without one, it builds the whole state and compares it zone by zone.
type NeutralFollower struct {
	reg     *Registration
	g       Game
	tracker NeutralTracker
	state   NeutralState
	changes NeutralChanges
	started bool
}

// Follow returns a follower of the neutral state of g, a game of r, or
// false when r has no Neutral hook. Its first Update reports every zone
// and field.
func (r *Registration) Follow(g Game) (*NeutralFollower, bool) {
	if r.Neutral == nil {
		return nil, false
	}
	f := &NeutralFollower{reg: r, g: g}
	if t, ok := g.(NeutralTracking); ok {
		f.tracker = t.NeutralTracker()
	}
	return f, true
}

// State returns the neutral state as of the last Update. Its maps are the
// follower's: the next Update changes them in place (its card lists are
// replaced, never changed), so a state kept past it must be cloned.
func (f *NeutralFollower) State() *NeutralState { return &f.state }

// Update brings the state to the game's present and returns what changed
// since the previous Update: every zone and field at the first. The
// changes are valid until the next Update.
func (f *NeutralFollower) Update() *NeutralChanges {
	c := &f.changes
	c.Zones, c.Fields, c.RemovedZones, c.RemovedFields = c.Zones[:0], c.Fields[:0], c.RemovedZones[:0], c.RemovedFields[:0]
	n := &f.state
	if f.tracker == nil {
		next := f.reg.Neutral(f.g)
		if !f.started {
			n.Zones, n.Fields = map[string][]string{}, map[string]string{}
		}
		for name, z := range next.Zones {
			if old, ok := n.Zones[name]; !ok || !slices.Equal(old, z) {
				if z == nil {
					z = []string{}
				}
				c.Zones = append(c.Zones, NeutralZone{name, z})
			}
		}
		for name, v := range next.Fields {
			if old, ok := n.Fields[name]; !ok || old != v {
				c.Fields = append(c.Fields, NeutralField{name, v})
			}
		}
		for name := range n.Zones {
			if _, ok := next.Zones[name]; !ok {
				c.RemovedZones = append(c.RemovedZones, name)
			}
		}
		for name := range n.Fields {
			if _, ok := next.Fields[name]; !ok {
				c.RemovedFields = append(c.RemovedFields, name)
			}
		}
		slices.SortFunc(c.Zones, func(a, b NeutralZone) int { return strings.Compare(a.Name, b.Name) })
		slices.SortFunc(c.Fields, func(a, b NeutralField) int { return strings.Compare(a.Name, b.Name) })
		slices.Sort(c.RemovedZones)
		slices.Sort(c.RemovedFields)
		n.Turn, n.Zones, n.Fields, n.Unknown = next.Turn, next.Zones, next.Fields, next.Unknown
		if n.Zones == nil {
			n.Zones = map[string][]string{}
		}
		if n.Fields == nil {
			n.Fields = map[string]string{}
		}
	} else {
		turn, zones, fields, gone := f.tracker.Changes()
		if !f.started {
			n.Zones, n.Fields = make(map[string][]string, len(zones)), make(map[string]string, len(fields))
		}
		n.Turn = turn
		for _, z := range zones {
			if old, ok := n.Zones[z.Name]; !ok || !slices.Equal(old, z.Cards) {
				if z.Cards == nil {
					z.Cards = []string{}
				}
				n.Zones[z.Name] = z.Cards
				c.Zones = append(c.Zones, z)
			}
		}
		for _, fl := range fields {
			if old, ok := n.Fields[fl.Name]; !ok || old != fl.Value {
				n.Fields[fl.Name] = fl.Value
				c.Fields = append(c.Fields, fl)
			}
		}
		for _, name := range gone {
			if _, ok := n.Fields[name]; ok {
				delete(n.Fields, name)
				c.RemovedFields = append(c.RemovedFields, name)
			}
		}
	}
	f.started = true
	f.complete()
	return c
}

// complete sets the state's header from what the Game interface tells, as
// NeutralOf does.
func (f *NeutralFollower) complete() {
	setHeader(&f.state, f.g)
}

// setHeader sets the fields of n that the Game interface tells: whether
// the game is over, its winners, the deciding seat and the options offered.
func setHeader(n *NeutralState, g Game) {
	n.Over = g.Over()
	n.Deciding, n.Options, n.Winners = NoSeat, nil, nil
	if n.Over {
		n.Turn = NoSeat
		n.Winners = slices.Clone(g.Result().Winners)
		if n.Winners == nil {
			n.Winners = []int{}
		}
	} else if d := g.Decision(); d != nil {
		n.Deciding = d.Player
		n.Options = d.Labels()
	}
	if n.Options == nil {
		n.Options = []string{}
	}
}
