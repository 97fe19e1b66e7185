package protocol

import (
	"bytes"
	"encoding/json"
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
// a newline at its end.
func Encode(m Message) ([]byte, error) {
	switch v := m.(type) {
	case Hello:
		v.Type = TypeHello
		m = v
	case HelloReply:
		v.Type = TypeHello
		m = v
	case New:
		v.Type = TypeNew
		m = v
	case Choose:
		v.Type = TypeChoose
		m = v
	case Quit:
		v.Type = TypeQuit
		m = v
	case StateReply:
		v.Type = TypeState
		m = v
	case ErrorReply:
		v.Type = TypeError
		m = v
	default:
		return nil, fmt.Errorf("encode: %T is not a message of the protocol", m)
	}
	b, err := json.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("encode %s: %v", m.MessageType(), err)
	}
	return append(b, '\n'), nil
}

// DecodeRequest reads one line that dogma writes: a Hello, New, Choose or
// Quit. Anything else is a *GarbageError.
func DecodeRequest(line []byte) (Message, error) {
	typ, err := peekType(line)
	if err != nil {
		return nil, err
	}
	switch typ {
	case TypeHello:
		return decode[Hello](line)
	case TypeNew:
		return decode[New](line)
	case TypeChoose:
		return decode[Choose](line)
	case TypeQuit:
		return decode[Quit](line)
	}
	return nil, garbage(line, "unknown request type %q", typ)
}

// DecodeReply reads one line that an engine writes: a HelloReply,
// StateReply or ErrorReply. Anything else is a *GarbageError.
func DecodeReply(line []byte) (Message, error) {
	typ, err := peekType(line)
	if err != nil {
		return nil, err
	}
	switch typ {
	case TypeHello:
		return decode[HelloReply](line)
	case TypeState:
		return decode[StateReply](line)
	case TypeError:
		return decode[ErrorReply](line)
	}
	return nil, garbage(line, "unknown reply type %q", typ)
}

// peekType returns the "type" member of a line that must be a JSON object.
func peekType(line []byte) (string, error) {
	line = bytes.TrimRight(line, "\r\n")
	if t := bytes.TrimSpace(line); len(t) == 0 || t[0] != '{' {
		return "", garbage(line, "not a JSON object")
	}
	var head struct {
		Type *string `json:"type"`
	}
	if err := json.Unmarshal(line, &head); err != nil {
		return "", garbage(line, "%v", err)
	}
	if head.Type == nil {
		return "", garbage(line, "no \"type\" member")
	}
	return *head.Type, nil
}

// checker is a message that checks the members the protocol requires.
type checker interface {
	Message
	check() string
}

// decode reads line as a message of type T: unknown members are refused,
// and so are required members missing.
func decode[T checker](line []byte) (Message, error) {
	var m T
	d := json.NewDecoder(bytes.NewReader(line))
	d.DisallowUnknownFields()
	if err := d.Decode(&m); err != nil {
		return nil, garbage(line, "%s: %v", m.MessageType(), err)
	}
	if why := m.check(); why != "" {
		return nil, garbage(line, "%s: %s", m.MessageType(), why)
	}
	return m, nil
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
	s := m.State
	switch {
	case s == nil:
		return "no state"
	case s.Options == nil:
		return "state: no options"
	case s.Zones == nil:
		return "state: no zones"
	case s.Fields == nil:
		return "state: no fields"
	case !s.Over && s.Deciding == nil:
		return "state: nobody deciding in a game not over"
	case !s.Over && len(s.Options) == 0:
		return "state: no options in a game not over"
	case s.Over && len(s.Options) > 0:
		return "state: options in a game over"
	case s.Over && s.Winners == nil:
		return "state: no winners in a game over"
	case !s.Over && s.Winners != nil:
		return "state: winners in a game not over"
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
