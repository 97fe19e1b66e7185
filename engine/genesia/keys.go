package genesia

import "github.com/dogma-engine/dogma/engine"

// The key of the hash (State.key) says where every card lies, what each
// copy card copied, who marked each invention, how many clans of each
// people stand in each region and whose city rises there. It is the sum
// of one word per entry of those tables that is not zero, a mix of the
// table, the entry and its value; a change of an entry adds the word of
// its new value and takes away that of the old one, so the key follows
// the moves at the cost of two mixes each. Every change of those tables
// goes through the setters below; code that fills a State wholesale (the
// setup, a position read, a position simplified) calls rekey once done.

// The tables of the key.
const (
	keyWhere = iota + 1
	keyCopy
	keyMarker
	keyClans
	keyCity
)

// keyPart is the word of entry i of table t with value v: 0 for the value
// 0, never 0 for another (engine.Mix64 is a bijection of 0 to 0).
func keyPart(t, i int, v uint64) uint64 {
	if v == 0 {
		return 0
	}
	return engine.Mix64(uint64(t)<<56 | uint64(i)<<16 | v)
}

// setWhere puts card c at l.
func (s *State) setWhere(c int, l Loc) {
	s.key += keyPart(keyWhere, c, uint64(l)) - keyPart(keyWhere, c, uint64(s.Where[c]))
	s.Where[c] = l
}

// setCopyOf records that card c copies card v-1 (v is 0 for none).
func (s *State) setCopyOf(c int, v int8) {
	s.key += keyPart(keyCopy, c, uint64(uint8(v))) - keyPart(keyCopy, c, uint64(uint8(s.CopyOf[c])))
	s.CopyOf[c] = v
}

// setMarker sets the peoples with a marker clan on invention c.
func (s *State) setMarker(c int, m uint8) {
	s.key += keyPart(keyMarker, c, uint64(m)) - keyPart(keyMarker, c, uint64(s.Marker[c]))
	s.Marker[c] = m
}

// setClans sets the clans of people p in region r.
func (s *State) setClans(r, p int, n uint8) {
	i := r*MaxPeoples + p
	s.key += keyPart(keyClans, i, uint64(n)) - keyPart(keyClans, i, uint64(s.Clans[r][p]))
	s.Clans[r][p] = n
}

// setCity sets the city of region r: its owner plus 1, or 0.
func (s *State) setCity(r int, v int8) {
	s.key += keyPart(keyCity, r, uint64(uint8(v))) - keyPart(keyCity, r, uint64(uint8(s.City[r])))
	s.City[r] = v
}

// fullKey works the key out from the tables.
func (s *State) fullKey() uint64 {
	var k uint64
	for c := range NumCards {
		k += keyPart(keyWhere, c, uint64(s.Where[c])) + keyPart(keyCopy, c, uint64(uint8(s.CopyOf[c]))) + keyPart(keyMarker, c, uint64(s.Marker[c]))
	}
	for r := range s.Clans {
		if s.City[r] == 0 && s.Clans[r] == [MaxPeoples]uint8{} {
			continue
		}
		k += keyPart(keyCity, r, uint64(uint8(s.City[r])))
		for p, n := range s.Clans[r] {
			k += keyPart(keyClans, r*MaxPeoples+p, uint64(n))
		}
	}
	return k
}

// rekey sets the key from the tables, after they were filled wholesale.
func (s *State) rekey() { s.key = s.fullKey() }
