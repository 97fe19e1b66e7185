package protocol

import "github.com/dogma-engine/dogma/engine"

// Version is the protocol version this package speaks, which Hello and
// HelloReply carry.
const Version = 1

// The message types, the "type" member of every line.
const (
	TypeHello  = "hello"
	TypeNew    = "new"
	TypeChoose = "choose"
	TypeQuit   = "quit"
	TypeState  = "state"
	TypeError  = "error"
)

// CapabilityChanges is the capability of an engine that answers choose
// requests with the changes of its state (StateReply.Changes) when the new
// request asks for them (New.Changes).
const CapabilityChanges = "changes"

// CapabilityQuiet is the capability of an engine that leaves the events
// out of its state replies when the new request asks it to (New.Quiet).
const CapabilityQuiet = "quiet"

// The codes of an ErrorReply.
const (
	// CodeIllegal refuses a choice that is not one of the options offered,
	// or a request that comes when none is expected (a choice before any
	// game, or after its end).
	CodeIllegal = "illegal"
	// CodeUnsupported refuses what the engine does not implement: a game,
	// a setting, a protocol version.
	CodeUnsupported = "unsupported"
	// CodeBadRequest refuses a line that is not a request of the protocol,
	// or a request whose content is wrong (decks that are not a full set of
	// the game's cards).
	CodeBadRequest = "bad-request"
)

// Message is one line of the protocol, a request or a reply.
type Message interface {
	// MessageType returns the message's "type" member.
	MessageType() string
}

// Hello opens a conversation: dogma asks which protocol and games the
// engine speaks.
type Hello struct {
	Type     string `json:"type"`
	Protocol int    `json:"protocol"` // the version dogma speaks
}

// HelloReply answers a Hello.
type HelloReply struct {
	Type     string   `json:"type"`
	Protocol int      `json:"protocol"` // the version the engine speaks
	Engine   string   `json:"engine"`   // the engine's name, for reports
	Games    []string `json:"games"`    // the games it plays, by dogma's names ("tally")
	// Capabilities are the optional parts of the protocol the engine
	// speaks (CapabilityChanges).
	Capabilities []string `json:"capabilities,omitzero"`
}

// New starts a game, ending any game in progress. The engine answers with
// the state after the setup, before the first decision.
type New struct {
	Type    string `json:"type"`
	Game    string `json:"game"`    // the game's name ("innovation")
	Players int    `json:"players"` // the number of players
	// Settings are the game's declared settings (engine.Setting names)
	// other than the players, as strings ("edition": "3rd").
	Settings map[string]string `json:"settings,omitempty"`
	// Decks are every deck and supply of the game by name, each a list of
	// card names, top first, before any card is dealt. The engine deals
	// and sets up from them as its rules say, shuffling nothing.
	Decks map[string][]string `json:"decks"`
	// Changes asks the engine, which lists CapabilityChanges in its
	// hello, to answer each choose of this game with the changes of its
	// state (StateReply.Changes) instead of the whole state.
	Changes bool `json:"changes,omitzero"`
	// Quiet asks the engine, which lists CapabilityQuiet in its hello,
	// to leave the events out of the state replies of this game.
	Quiet bool `json:"quiet,omitzero"`
}

// Choose answers the pending decision with the option of the given label.
type Choose struct {
	Type  string `json:"type"`
	Label string `json:"label"`
}

// Quit ends the conversation: the engine exits with status 0 and answers
// nothing.
type Quit struct {
	Type string `json:"type"`
}

// StateReply answers a New or a Choose with the game's state: the whole
// state (State), or, to a Choose of a game whose New asked for changes,
// what changed since the previous answer (Changes). Exactly one is set.
type StateReply struct {
	Type  string `json:"type"`
	State *State `json:"state,omitzero"`
	// Changes are the state's header (over, turn, deciding, options,
	// winners, unknown) and only the zones and fields whose content
	// changed since the engine's previous answer; those removed are in
	// its RemovedZones and RemovedFields ("null" on the wire).
	Changes *State `json:"changes,omitzero"`
	// Events are what the last request made happen, for people, when the
	// engine has them.
	Events []string `json:"events,omitzero"`
}

// ErrorReply refuses a request.
type ErrorReply struct {
	Type    string `json:"type"`
	Message string `json:"message"` // why, for people
	Code    string `json:"code"`    // CodeIllegal, CodeUnsupported or CodeBadRequest
}

// State is a game's state in the protocol's neutral form, as a StateReply
// carries it (engine.NeutralState on the wire).
type State struct {
	Over     bool     `json:"over"`
	Turn     *int     `json:"turn"`     // the seat whose turn it is, from 0; null when none
	Deciding *int     `json:"deciding"` // the seat asked; null once the game is over
	Options  []string `json:"options"`  // the labels offered, empty once over
	// Zones are lists of card names by zone name, top first.
	Zones map[string][]string `json:"zones"`
	// Fields are the state's other facts by name, as strings.
	Fields map[string]string `json:"fields"`
	// Winners are the seats that won, once the game is over.
	Winners []int `json:"winners,omitzero"`
	// Unknown names the zones and fields the engine cannot report.
	Unknown []string `json:"unknown,omitzero"`
	// RemovedZones and RemovedFields, in a StateReply's Changes only, are
	// the zones and fields gone since the previous answer: members of
	// "zones" and "fields" whose value is null on the wire.
	RemovedZones  []string `json:"-"`
	RemovedFields []string `json:"-"`
}

// MessageType returns "hello".
func (Hello) MessageType() string { return TypeHello }

// MessageType returns "hello".
func (HelloReply) MessageType() string { return TypeHello }

// MessageType returns "new".
func (New) MessageType() string { return TypeNew }

// MessageType returns "choose".
func (Choose) MessageType() string { return TypeChoose }

// MessageType returns "quit".
func (Quit) MessageType() string { return TypeQuit }

// MessageType returns "state".
func (StateReply) MessageType() string { return TypeState }

// MessageType returns "error".
func (ErrorReply) MessageType() string { return TypeError }

// FromNeutral returns n in its wire form.
func FromNeutral(n engine.NeutralState) *State {
	s := &State{
		Over:    n.Over,
		Turn:    seat(n.Turn),
		Options: n.Options,
		Zones:   n.Zones,
		Fields:  n.Fields,
		Winners: n.Winners,
		Unknown: n.Unknown,
	}
	if !n.Over {
		s.Deciding = seat(n.Deciding)
	}
	if s.Options == nil {
		s.Options = []string{}
	}
	if s.Zones == nil {
		s.Zones = map[string][]string{}
	}
	if s.Fields == nil {
		s.Fields = map[string]string{}
	}
	if s.Over && s.Winners == nil {
		s.Winners = []int{}
	}
	return s
}

// Neutral returns s as the kernel's NeutralState: a null seat is
// engine.NoSeat.
func (s *State) Neutral() engine.NeutralState {
	return engine.NeutralState{
		Over:     s.Over,
		Turn:     seatNumber(s.Turn),
		Deciding: seatNumber(s.Deciding),
		Options:  s.Options,
		Zones:    s.Zones,
		Fields:   s.Fields,
		Winners:  s.Winners,
		Unknown:  s.Unknown,
	}
}

// seat returns p as a seat of the wire form: nil for engine.NoSeat.
func seat(p int) *int {
	if p < 0 {
		return nil
	}
	return &p
}

// seatNumber returns a seat of the wire form as a number.
func seatNumber(p *int) int {
	if p == nil {
		return engine.NoSeat
	}
	return *p
}
