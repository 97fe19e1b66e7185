package protocol

import (
	"encoding/json"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// The decoder reads a line without reflection, straight into the message
// structs, as strictly as the schemas: one JSON object of known members,
// each once, of the right kind (null only for a seat), nothing after it.
// Strings with escapes are left to encoding/json; all others, nearly every
// card name and label, are taken as they lie.

// member is one member name a message may have, as a bit.
type member uint16

const (
	mType member = 1 << iota
	mProtocol
	mEngine
	mGames
	mGame
	mPlayers
	mSettings
	mDecks
	mLabel
	mState
	mEvents
	mMessage
	mCode
	mCapabilities
	mChanges
	mQuiet
)

// memberNames are the names of the members, in the order of their bits.
var memberNames = [...]string{"type", "protocol", "engine", "games", "game", "players", "settings", "decks", "label", "state", "events", "message", "code", "capabilities", "changes", "quiet"}

// memberBit returns the bit of the member named key, or 0.
func memberBit(key string) member {
	for i, n := range memberNames {
		if n == key {
			return 1 << i
		}
	}
	return 0
}

// members are the members of a line, whatever its type.
type members struct {
	seen         member
	typ          string
	protocol     int
	engine       string
	games        []string
	game         string
	players      int
	settings     map[string]string
	decks        map[string][]string
	label        string
	state        *State
	events       []string
	message      string
	code         string
	capabilities []string
	changesOn    bool   // a "changes" member that is true
	changes      *State // a "changes" member that is an object
	quiet        bool
}

// allowed are the members each message may have.
var allowed = map[string][2]member{ // [request, reply]
	TypeHello:  {mType | mProtocol, mType | mProtocol | mEngine | mGames | mCapabilities},
	TypeNew:    {mType | mGame | mPlayers | mSettings | mDecks | mChanges | mQuiet, 0},
	TypeChoose: {mType | mLabel, 0},
	TypeQuit:   {mType, 0},
	TypeState:  {0, mType | mState | mChanges | mEvents},
	TypeError:  {0, mType | mMessage | mCode},
}

// decodeLine reads line as a request (reply false) or a reply; intern,
// when not nil, keeps the strings read, so that the card names and labels
// of one conversation are made once.
func decodeLine(line []byte, reply bool, intern *interned) (Message, error) {
	return decodeWith(parser{b: line, intern: intern}, reply)
}

// decodeWith reads p's line as decodeLine does.
func decodeWith(p parser, reply bool) (Message, error) {
	line := p.b
	var m members
	err := p.document(&m)
	if err != nil {
		return nil, garbage(line, "%v", err)
	}
	if m.seen&mType == 0 {
		return nil, garbage(line, "no \"type\" member")
	}
	side, what := 0, "request"
	if reply {
		side, what = 1, "reply"
	}
	ok := allowed[m.typ][side]
	if ok == 0 {
		return nil, garbage(line, "unknown %s type %q", what, m.typ)
	}
	if extra := m.seen &^ ok; extra != 0 {
		for i, name := range memberNames {
			if extra&(1<<i) != 0 {
				return nil, garbage(line, "%s: unknown member %q", m.typ, name)
			}
		}
	}
	switch {
	case m.typ == TypeNew && m.changes != nil:
		return nil, garbage(line, "new: \"changes\" is true or false")
	case m.typ == TypeState && m.seen&mChanges != 0 && m.changes == nil:
		return nil, garbage(line, "state: \"changes\" is an object")
	}
	var msg checker
	switch {
	case m.typ == TypeHello && !reply:
		msg = Hello{Type: m.typ, Protocol: m.protocol}
	case m.typ == TypeHello:
		msg = HelloReply{Type: m.typ, Protocol: m.protocol, Engine: m.engine, Games: m.games, Capabilities: m.capabilities}
	case m.typ == TypeNew:
		msg = New{Type: m.typ, Game: m.game, Players: m.players, Settings: m.settings, Decks: m.decks, Changes: m.changesOn, Quiet: m.quiet}
	case m.typ == TypeChoose:
		msg = Choose{Type: m.typ, Label: m.label}
	case m.typ == TypeQuit:
		msg = Quit{Type: m.typ}
	case m.typ == TypeState:
		msg = StateReply{Type: m.typ, State: m.state, Changes: m.changes, Events: m.events}
	default:
		msg = ErrorReply{Type: m.typ, Message: m.message, Code: m.code}
	}
	if why := msg.check(); why != "" {
		return nil, garbage(line, "%s: %s", m.typ, why)
	}
	return msg, nil
}

// parser reads JSON from b.
type parser struct {
	b      []byte
	i      int
	intern *interned
	// dropEvents reads the "events" of a state reply as strings without
	// keeping them.
	dropEvents bool
}

// syntaxError describes what is wrong at the parser's position.
func (p *parser) syntaxError(format string, args ...any) error {
	return fmt.Errorf("at byte %d: %s", p.i, fmt.Sprintf(format, args...))
}

func (p *parser) space() {
	for p.i < len(p.b) {
		switch p.b[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

// peek returns the next byte that is not white space, or 0 at the end.
func (p *parser) peek() byte {
	p.space()
	if p.i < len(p.b) {
		return p.b[p.i]
	}
	return 0
}

func (p *parser) expect(c byte) error {
	if p.peek() != c {
		if p.i >= len(p.b) {
			return p.syntaxError("unexpected end of the line, want %q", c)
		}
		return p.syntaxError("%q where %q is expected", p.b[p.i], c)
	}
	p.i++
	return nil
}

// document reads the one object of a line into m.
func (p *parser) document(m *members) error {
	if p.peek() != '{' {
		return fmt.Errorf("not a JSON object")
	}
	err := p.object(func(key string) error {
		bit := memberBit(key)
		if bit == 0 {
			return fmt.Errorf("unknown member %q", key)
		}
		if m.seen&bit != 0 {
			return fmt.Errorf("member %q twice", key)
		}
		m.seen |= bit
		var err error
		switch bit {
		case mType:
			m.typ, err = p.str()
		case mProtocol:
			m.protocol, err = p.int()
		case mEngine:
			m.engine, err = p.str()
		case mGames:
			m.games, err = p.strs()
		case mGame:
			m.game, err = p.str()
		case mPlayers:
			m.players, err = p.int()
		case mSettings:
			m.settings, err = p.strMap(0, nil)
		case mDecks:
			m.decks, err = p.listMap(0, nil)
		case mLabel:
			m.label, err = p.str()
		case mState:
			m.state, err = p.state(false)
		case mCapabilities:
			m.capabilities, err = p.strs()
		case mChanges:
			if p.peek() == '{' {
				m.changes, err = p.state(true)
			} else {
				m.changesOn, err = p.bool()
			}
		case mQuiet:
			m.quiet, err = p.bool()
		case mEvents:
			if p.dropEvents {
				err = p.skipStrs()
			} else {
				m.events, err = p.strs()
			}
		case mMessage:
			m.message, err = p.str()
		case mCode:
			m.code, err = p.str()
		}
		if err != nil {
			return fmt.Errorf("%q: %v", key, err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if p.peek() != 0 {
		return p.syntaxError("more after the object")
	}
	return nil
}

// object reads an object, calling member for each key with the parser at
// its value.
func (p *parser) object(member func(key string) error) error {
	if err := p.expect('{'); err != nil {
		return err
	}
	if p.peek() == '}' {
		p.i++
		return nil
	}
	for {
		if p.peek() != '"' {
			return p.syntaxError("a member name must be a string")
		}
		key, err := p.str()
		if err != nil {
			return err
		}
		if err := p.expect(':'); err != nil {
			return err
		}
		if err := member(key); err != nil {
			return err
		}
		switch p.peek() {
		case ',':
			p.i++
		case '}':
			p.i++
			return nil
		case 0:
			return p.syntaxError("unexpected end of the line in an object")
		default:
			return p.syntaxError("want ',' or '}' after a member")
		}
	}
}

// array reads an array, calling elem with the parser at each element.
func (p *parser) array(elem func() error) error {
	if p.peek() != '[' {
		return p.syntaxError("want an array")
	}
	p.i++
	if p.peek() == ']' {
		p.i++
		return nil
	}
	for {
		if err := elem(); err != nil {
			return err
		}
		switch p.peek() {
		case ',':
			p.i++
		case ']':
			p.i++
			return nil
		case 0:
			return p.syntaxError("unexpected end of the line in an array")
		default:
			return p.syntaxError("want ',' or ']' after an element")
		}
	}
}

// str reads a string.
func (p *parser) str() (string, error) {
	if p.peek() != '"' {
		return "", p.syntaxError("want a string")
	}
	start := p.i
	p.i++
	escaped := false
	for p.i < len(p.b) {
		c := p.b[p.i]
		switch {
		case c == '"':
			p.i++
			if escaped {
				var s string
				if err := json.Unmarshal(p.b[start:p.i], &s); err != nil {
					return "", p.syntaxError("%v", err)
				}
				return s, nil
			}
			raw := p.b[start+1 : p.i-1]
			if p.intern != nil {
				if s, ok := p.intern.get(raw); ok {
					return s, nil
				}
			}
			if !utf8.Valid(raw) {
				return "", p.syntaxError("a string that is not UTF-8")
			}
			s := string(raw)
			if p.intern != nil {
				p.intern.add(s)
			}
			return s, nil
		case c == '\\':
			escaped = true
			p.i += 2
		case c < 0x20:
			return "", p.syntaxError("a control character in a string")
		default:
			p.i++
		}
	}
	return "", p.syntaxError("a string without its end")
}

// int reads a whole number.
func (p *parser) int() (int, error) {
	p.space()
	start := p.i
	if p.i < len(p.b) && p.b[p.i] == '-' {
		p.i++
	}
	digits := p.i
	for p.i < len(p.b) && p.b[p.i] >= '0' && p.b[p.i] <= '9' {
		p.i++
	}
	switch {
	case p.i == digits:
		return 0, p.syntaxError("want a number")
	case p.b[digits] == '0' && p.i > digits+1:
		return 0, p.syntaxError("a number with a leading zero")
	case p.i < len(p.b) && (p.b[p.i] == '.' || p.b[p.i] == 'e' || p.b[p.i] == 'E'):
		return 0, p.syntaxError("want a whole number")
	}
	n, err := strconv.Atoi(string(p.b[start:p.i]))
	if err != nil {
		return 0, p.syntaxError("%v", err)
	}
	return n, nil
}

// literal reads the literal word if it comes next.
func (p *parser) literal(word string) bool {
	p.space()
	if len(p.b)-p.i >= len(word) && string(p.b[p.i:p.i+len(word)]) == word {
		p.i += len(word)
		return true
	}
	return false
}

func (p *parser) bool() (bool, error) {
	switch {
	case p.literal("true"):
		return true, nil
	case p.literal("false"):
		return false, nil
	}
	return false, p.syntaxError("want true or false")
}

// seat reads a seat, a whole number from 0, or null.
func (p *parser) seat() (*int, error) {
	if p.literal("null") {
		return nil, nil
	}
	n, err := p.int()
	if err != nil {
		return nil, err
	}
	if n < 0 {
		return nil, fmt.Errorf("seat %d: seats count from 0", n)
	}
	return &n, nil
}

// strs reads an array of strings; [] is an empty list, not nil. The
// strings are gathered in the interned strings' scratch list, when there
// is one, and copied into a list of their number.
func (p *parser) strs() ([]string, error) {
	if p.intern == nil {
		out := []string{}
		err := p.array(func() error {
			s, err := p.str()
			out = append(out, s)
			return err
		})
		return out, err
	}
	scratch := p.intern.scratch[:0]
	err := p.array(func() error {
		s, err := p.str()
		scratch = append(scratch, s)
		return err
	})
	out := make([]string, len(scratch))
	copy(out, scratch)
	clear(scratch)
	p.intern.scratch = scratch[:0]
	return out, err
}

// skipStrs reads an array of strings as strs does, keeping none.
func (p *parser) skipStrs() error {
	return p.array(func() error {
		if p.peek() != '"' {
			return p.syntaxError("want a string")
		}
		start := p.i
		p.i++
		escaped := false
		for p.i < len(p.b) {
			switch c := p.b[p.i]; {
			case c == '"':
				p.i++
				if escaped {
					var s string
					if err := json.Unmarshal(p.b[start:p.i], &s); err != nil {
						return p.syntaxError("%v", err)
					}
				} else if !utf8.Valid(p.b[start+1 : p.i-1]) {
					return p.syntaxError("a string that is not UTF-8")
				}
				return nil
			case c == '\\':
				escaped = true
				p.i += 2
			case c < 0x20:
				return p.syntaxError("a control character in a string")
			default:
				p.i++
			}
		}
		return p.syntaxError("a string without its end")
	})
}
