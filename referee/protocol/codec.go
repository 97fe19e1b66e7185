package protocol

import (
	"fmt"
	"strconv"
)

// MaxLine is the default longest line, in bytes, that either side must
// accept; a longer line is garbage.
const MaxLine = 1 << 20

// GarbageError is a line that is not a message of the protocol: not a JSON
// object, of no known type, with a member missing, unknown or of the wrong
// kind, or too long.
type GarbageError struct {
	Line   string // the line, cut to a readable length
	Reason string // what is wrong with it
}

func (e *GarbageError) Error() string {
	return fmt.Sprintf("not a message of the protocol (%s): %s", e.Reason, e.Line)
}

// garbage returns a GarbageError for line.
func garbage(line []byte, format string, args ...any) *GarbageError {
	return &GarbageError{Line: clip(line), Reason: fmt.Sprintf(format, args...)}
}

// clip quotes line, cut to 200 bytes.
func clip(line []byte) string {
	const max = 200
	if len(line) > max {
		return strconv.Quote(string(line[:max])) + "..."
	}
	return strconv.Quote(string(line))
}

// Encode returns m as one line of the protocol, its "type" member set and
// a newline at its end. Members come in the order of the message's
// struct, the keys of its maps sorted.
func Encode(m Message) ([]byte, error) {
	return AppendEncode(nil, m)
}

// AppendEncode appends the line of m, as Encode returns it, to b.
func AppendEncode(b []byte, m Message) ([]byte, error) {
	switch m.(type) {
	case Hello, HelloReply, New, Choose, Quit, StateReply, ErrorReply:
	default:
		return nil, fmt.Errorf("encode: %T is not a message of the protocol", m)
	}
	return append(appendMessage(b, m), '\n'), nil
}

// DecodeRequest reads one line that dogma writes: a Hello, New, Choose or
// Quit. Anything else is a *GarbageError.
func DecodeRequest(line []byte) (Message, error) { return decodeLine(line, false, nil) }

// chooseHead and chooseTail frame a choose request as dogma writes it.
const (
	chooseHead = `{"type":"choose","label":"`
	chooseTail = `"}`
)

// PlainChooseLabel returns the label of a choose request written as dogma
// writes it, a label without a character JSON escapes, without decoding
// the line or making a string of it; false for any other line, which
// DecodeRequest reads. dogma serve answers the choices of a game with it.
func PlainChooseLabel(line []byte) ([]byte, bool) {
	if len(line) < len(chooseHead)+len(chooseTail) || string(line[:len(chooseHead)]) != chooseHead || string(line[len(line)-len(chooseTail):]) != chooseTail {
		return nil, false
	}
	label := line[len(chooseHead) : len(line)-len(chooseTail)]
	if plain(label) != len(label) {
		return nil, false
	}
	return label, true
}

// DecodeReply reads one line that an engine writes: a HelloReply,
// StateReply or ErrorReply. Anything else is a *GarbageError.
func DecodeReply(line []byte) (Message, error) { return decodeLine(line, true, nil) }

// checker is a message that checks the members the protocol requires.
type checker interface {
	Message
	check() string
}

func (m Hello) check() string {
	if m.Protocol < 1 {
		return "no protocol version"
	}
	return ""
}

func (m HelloReply) check() string {
	switch {
	case m.Protocol < 1:
		return "no protocol version"
	case m.Engine == "":
		return "no engine name"
	case m.Games == nil:
		return "no games"
	}
	return ""
}

func (m New) check() string {
	switch {
	case m.Game == "":
		return "no game"
	case m.Players < 1:
		return "no players"
	case m.Decks == nil:
		return "no decks"
	}
	return ""
}

func (m Choose) check() string {
	if m.Label == "" {
		return "no label"
	}
	return ""
}

func (Quit) check() string { return "" }

func (m StateReply) check() string {
	s, what := m.State, "state"
	switch {
	case s != nil && m.Changes != nil:
		return "both a state and changes"
	case s == nil && m.Changes == nil:
		return "no state"
	case s == nil:
		s, what = m.Changes, "changes"
	}
	if why := s.check(); why != "" {
		return what + ": " + why
	}
	return ""
}

// check checks the members of a state, or of changes, the protocol
// requires.
func (s *State) check() string {
	switch {
	case s.Options == nil:
		return "no options"
	case s.Zones == nil:
		return "no zones"
	case s.Fields == nil:
		return "no fields"
	case !s.Over && s.Deciding == nil:
		return "nobody deciding in a game not over"
	case !s.Over && len(s.Options) == 0:
		return "no options in a game not over"
	case s.Over && len(s.Options) > 0:
		return "options in a game over"
	case s.Over && s.Winners == nil:
		return "no winners in a game over"
	case !s.Over && s.Winners != nil:
		return "winners in a game not over"
	}
	return ""
}

func (m ErrorReply) check() string {
	switch m.Code {
	case CodeIllegal, CodeUnsupported, CodeBadRequest:
	default:
		return fmt.Sprintf("unknown code %q", m.Code)
	}
	if m.Message == "" {
		return "no message"
	}
	return ""
}
