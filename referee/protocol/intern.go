package protocol

import "hash/maphash"

// maxInterned bounds the strings a conversation keeps.
const maxInterned = 1 << 14

// interned are the strings of one conversation, made once each: a map of
// them, with a small table in front of it indexed by a hash of their
// bytes, where the card names and labels of every reply are found at
// once; and a scratch list for the arrays being read.
type interned struct {
	all     map[string]string
	recent  [1 << 10]string
	scratch []string
}

func newInterned() *interned { return &interned{all: map[string]string{}} }

// slot returns the index in recent of the string of the bytes raw, by
// their hash.
func slot(raw []byte) int {
	return int(maphash.Bytes(slotSeed, raw) & (1<<10 - 1))
}

// slotSeed is the seed of slot's hash.
var slotSeed = maphash.MakeSeed()

// get returns the string of the bytes raw, when it was made before.
func (t *interned) get(raw []byte) (string, bool) {
	k := slot(raw)
	if s := t.recent[k]; s == string(raw) && (s != "" || len(raw) == 0) {
		return s, true
	}
	s, ok := t.all[string(raw)]
	if ok {
		t.recent[k] = s
	}
	return s, ok
}

// seed keeps s unless a string of its bytes is kept already.
func (t *interned) seed(s string) {
	if _, ok := t.all[s]; !ok {
		t.add(s)
	}
}

// add keeps s, up to maxInterned strings.
func (t *interned) add(s string) {
	if len(t.all) < maxInterned {
		t.all[s] = s
		t.recent[slot([]byte(s))] = s
	}
}
