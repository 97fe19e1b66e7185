package engine

import "slices"

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
