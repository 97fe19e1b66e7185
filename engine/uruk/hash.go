package uruk

import "github.com/dogma-engine/dogma/engine"

// Hash returns a 64-bit hash of the full state: every card's place and
// order, cubes, discs, turn, phase and result, and the choices of the step
// in progress (engine.StepHash). Equal states hash equally on every
// platform.
func (g *Game) Hash() uint64 { return engine.StepHash(g.s.Hash(), g.StepChoices()) }

// Hash returns a 64-bit hash of the state, computed from its fields. The
// state is a few hundred bytes, so the hash is computed when asked rather
// than kept up to date by every move. The copies of a discovery type are
// alike: the hash sees a discovery's type, not which copy lies where, as
// the position text does.
func (s *State) Hash() uint64 {
	h := engine.Hasher(0x243f6a8885a308d3)
	h.Add(uint64(s.N) | uint64(s.First)<<4 | uint64(s.Current)<<8 | uint64(s.ActionsLeft)<<12 |
		uint64(s.Phase)<<16 | uint64(s.Stage)<<20 | uint64(s.FinalLeft)<<24 | uint64(s.Activator)<<28 |
		uint64(s.Actions)<<32 | uint64(s.Received)<<40 | uint64(s.Exhausted)<<48 | uint64(s.Winners)<<56)
	h.Add(uint64(s.Turn) | uint64(s.Used)<<32)
	h.Add(s.Rng)
	for p := 0; p < s.N; p++ {
		pl := &s.Players[p]
		addSet(&h, &pl.Hand)
		addSet(&h, &pl.Kept)
		h.Add(uint64(pl.N) | uint64(key(pl.FaceDown))<<8 | uint64(pl.Summary)<<16 | uint64(key(pl.Lyre))<<24 |
			uint64(b2u(pl.Volcano))<<32 | uint64(pl.Stock[0])<<40 | uint64(pl.Stock[1])<<48 | uint64(pl.Stock[2])<<56)
		h.Add(uint64(pl.Stock[3]) | uint64(uint32(s.Scores[p]))<<8)
		for i := 0; i < pl.N; i++ {
			sl := &pl.Tableau[i]
			h.Add(uint64(key(sl.Card)) | uint64(sl.Discs)<<8 | uint64(sl.Cubes[0])<<16 | uint64(sl.Cubes[1])<<24 |
				uint64(sl.Cubes[2])<<32 | uint64(sl.Cubes[3])<<40 | uint64(i)<<48)
		}
	}
	h.Add(uint64(s.pileN) | uint64(s.discardN)<<8)
	addRow(&h, 1, s.pile[:s.pileN])
	addRow(&h, 2, s.discard[:s.discardN])
	h.Add(uint64(key(s.Display[0])) | uint64(key(s.Display[1]))<<8 | uint64(key(s.Display[2]))<<16 | uint64(s.GodSlot)<<24)
	addSet(&h, &s.Box)
	addSet(&h, &s.Table)
	h.Add(uint64(s.Reserve[0]) | uint64(s.Reserve[1])<<8 | uint64(s.Reserve[2])<<16 | uint64(s.Reserve[3])<<24 |
		uint64(s.Common)<<32 | uint64(s.BoxDiscs)<<40)
	h.Add(uint64(s.Epochs[0]) | uint64(s.Epochs[1])<<8 | uint64(s.Epochs[2])<<16 | uint64(s.Epochs[3])<<24)
	return uint64(h)
}

// key is what the hash sees of card c: the first card of its type for a
// discovery, the card itself otherwise.
func key(c Card) Card {
	if c.IsDiscovery() {
		return typeFirst[cardType[c]]
	}
	return c
}

// addRow mixes in the cards of an ordered row, seven to a word and the
// row's tag in the word's top byte: a pile is long, and this is most of
// the hash's work.
func addRow(h *engine.Hasher, tag uint64, row []Card) {
	for i := 0; i < len(row); i += 7 {
		w := tag << 56
		for j, c := range row[i:min(i+7, len(row))] {
			w |= uint64(key(c)) << (8 * j)
		}
		h.Add(w)
	}
}

// addSet mixes in the cards of a set, copies of a type alike, seven to a
// word as addRow does, and their number.
func addSet(h *engine.Hasher, cs *CardSet) {
	n, w := uint64(0), uint64(3)<<56
	for i := 0; i < 2; i++ {
		for b := cs[i]; b != 0; b &= b - 1 {
			w |= uint64(key(Card(i*64+trailing(b)))) << (8 * (n % 7))
			if n++; n%7 == 0 {
				h.Add(w)
				w = uint64(3) << 56
			}
		}
	}
	h.Add(w)
	h.Add(n | 4<<20)
}

func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}
