package protocol

import (
	"slices"
	"strconv"
	"unicode/utf8"
)

// The encoder writes messages without reflection: the state of every
// decision goes through it, and dogma serve's speed is its speed. Members
// come in the order of the message's struct, map keys sorted, strings
// escaped as JSON requires (quote, backslash and control characters; an
// invalid UTF-8 byte becomes U+FFFD).

// appendMessage appends m as one JSON object, without a newline.
func appendMessage(b []byte, m Message) []byte {
	b = append(b, `{"type":`...)
	b = appendString(b, m.MessageType())
	switch m := m.(type) {
	case Hello:
		b = appendInt(b, "protocol", m.Protocol)
	case HelloReply:
		b = appendInt(b, "protocol", m.Protocol)
		b = appendStringMember(b, "engine", m.Engine)
		b = appendStrings(appendKey(b, "games"), m.Games)
		if m.Capabilities != nil {
			b = appendStrings(appendKey(b, "capabilities"), m.Capabilities)
		}
	case New:
		b = appendStringMember(b, "game", m.Game)
		b = appendInt(b, "players", m.Players)
		if len(m.Settings) > 0 {
			b = appendStringMap(appendKey(b, "settings"), m.Settings, nil)
		}
		b = appendListMap(appendKey(b, "decks"), m.Decks, nil)
		if m.Changes {
			b = append(appendKey(b, "changes"), "true"...)
		}
		if m.Quiet {
			b = append(appendKey(b, "quiet"), "true"...)
		}
	case Choose:
		b = appendStringMember(b, "label", m.Label)
	case StateReply:
		if m.Changes != nil {
			b = appendState(appendKey(b, "changes"), m.Changes)
		} else {
			b = appendState(appendKey(b, "state"), m.State)
		}
		if m.Events != nil {
			b = appendStrings(appendKey(b, "events"), m.Events)
		}
	case ErrorReply:
		b = appendStringMember(b, "message", m.Message)
		b = appendStringMember(b, "code", m.Code)
	}
	return append(b, '}')
}

// appendState appends s as a JSON object, or null.
func appendState(b []byte, s *State) []byte {
	if s == nil {
		return append(b, "null"...)
	}
	b = append(b, `{"over":`...)
	b = strconv.AppendBool(b, s.Over)
	b = appendSeat(appendKey(b, "turn"), s.Turn)
	b = appendSeat(appendKey(b, "deciding"), s.Deciding)
	b = appendStrings(appendKey(b, "options"), s.Options)
	b = appendListMap(appendKey(b, "zones"), s.Zones, s.RemovedZones)
	b = appendStringMap(appendKey(b, "fields"), s.Fields, s.RemovedFields)
	if s.Winners != nil {
		b = appendWinners(appendKey(b, "winners"), s.Winners)
	}
	if s.Unknown != nil {
		b = appendStrings(appendKey(b, "unknown"), s.Unknown)
	}
	return append(b, '}')
}

// appendWinners appends the seats ws as a JSON array.
func appendWinners(b []byte, ws []int) []byte {
	b = append(b, '[')
	for i, p := range ws {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(p), 10)
	}
	return append(b, ']')
}

// appendKey appends a comma and the member name key with its colon.
func appendKey(b []byte, key string) []byte {
	b = append(b, ',')
	b = appendString(b, key)
	return append(b, ':')
}

func appendInt(b []byte, key string, n int) []byte {
	return strconv.AppendInt(appendKey(b, key), int64(n), 10)
}

func appendStringMember(b []byte, key, s string) []byte {
	return appendString(appendKey(b, key), s)
}

func appendSeat(b []byte, p *int) []byte {
	if p == nil {
		return append(b, "null"...)
	}
	return strconv.AppendInt(b, int64(*p), 10)
}

// appendStrings appends ss as a JSON array; nil is [].
func appendStrings(b []byte, ss []string) []byte {
	b = append(b, '[')
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, s)
	}
	return append(b, ']')
}

// appendStringMap appends m as a JSON object, its keys sorted, then the
// names of removed as null members.
func appendStringMap(b []byte, m map[string]string, removed []string) []byte {
	b = append(b, '{')
	var buf [16]string
	for i, k := range sortedKeys(m, buf[:0]) {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(appendString(b, k), ':')
		b = appendString(b, m[k])
	}
	return appendNulls(b, len(m) == 0, removed)
}

// appendListMap appends m as a JSON object of arrays, its keys sorted,
// then the names of removed as null members.
func appendListMap(b []byte, m map[string][]string, removed []string) []byte {
	b = append(b, '{')
	var buf [16]string
	for i, k := range sortedKeys(m, buf[:0]) {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(appendString(b, k), ':')
		b = appendStrings(b, m[k])
	}
	return appendNulls(b, len(m) == 0, removed)
}

// sortedKeys appends the keys of m to keys, sorted: the few keys of a
// reply's changes without a list made for them.
func sortedKeys[V any](m map[string]V, keys []string) []string {
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// appendNulls appends each name as a null member and closes the object;
// first reports that the object has no member yet.
func appendNulls(b []byte, first bool, names []string) []byte {
	for _, k := range names {
		if !first {
			b = append(b, ',')
		}
		first = false
		b = append(appendString(b, k), ":null"...)
	}
	return append(b, '}')
}

const hex = "0123456789abcdef"

// appendString appends s as a JSON string.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := plain(s)
	if start == len(s) {
		b = append(b, s...)
		return append(b, '"')
	}
	b = append(b, s[:start]...)
	s = s[start:]
	start = 0
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' && c < utf8.RuneSelf {
			i++
			continue
		}
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r != utf8.RuneError || size != 1 {
				i += size
				continue
			}
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i++
			start = i
			continue
		}
		b = append(b, s[start:i]...)
		switch c {
		case '"', '\\':
			b = append(b, '\\', c)
		case '\n':
			b = append(b, '\\', 'n')
		case '\r':
			b = append(b, '\\', 'r')
		case '\t':
			b = append(b, '\\', 't')
		default:
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
		}
		i++
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// plain returns the length of the longest prefix of s that a JSON string
// holds as it is: printable ASCII but the quote and the backslash. It
// reads eight bytes at a time: every label and card name goes through it.
func plain[S ~string | ~[]byte](s S) int {
	const (
		ones  = 0x0101010101010101
		highs = 0x8080808080808080
	)
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := s[i : i+8]
		x := uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
			uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
		q, bs := x^(ones*'"'), x^(ones*'\\')
		// a byte below 0x20, a quote, a backslash or a byte from 0x80 sets
		// its high bit (a borrow may set the next bytes', read again below)
		if ((x-ones*0x20)|(q-ones)&^q|(bs-ones)&^bs|x)&highs != 0 {
			break
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c == '"' || c == '\\' || c >= utf8.RuneSelf {
			break
		}
	}
	return i
}
