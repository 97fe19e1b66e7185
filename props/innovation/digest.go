package innovation

import (
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// digest is what the properties read of the events of a step's window
// (window), worked out once per step (props.Step.Serial) for all of them.
type digest struct {
	serial  uint64
	kinds   []evKind // the kind of each event
	present uint32   // the kinds of the events, by bit
	boards  int      // the players whose boards the events changed, by bit
	supply  bool     // an event moved a card from or to a supply pile
}

// has reports whether an event of one of the given kinds, by bit, is in
// the digest.
func (dg *digest) has(kinds uint32) bool { return dg.present&kinds != 0 }

// bitsOf returns the given kinds as a set of bits, for digest.has.
func bitsOf(kinds ...evKind) uint32 {
	var b uint32
	for _, k := range kinds {
		b |= 1 << k
	}
	return b
}

// Sets of kinds, for digest.has.
var (
	moveKinds  = bitsOf(evDraw, evMeld, evTuck, evScore, evReturn, evTransfer, evExchange, evRemove, evJunk, evAchieve, evChain, evSpecial)
	splayKinds = bitsOf(evSplay, evUnsplay)
	endKinds   = bitsOf(evOverflow, evEnd)
)

// digestOf returns the digest of the events of the step's window.
func digestOf(s *props.Step) *digest {
	w := work(s)
	dg := &w.digest
	if n := s.Serial(); n != 0 && n == dg.serial {
		return dg
	}
	_, evs := window(s)
	ks := dg.kinds[:0]
	var present uint32
	boards, supply := 0, false
	for i := range evs {
		e := &evs[i]
		k := kindOf(e.Kind)
		ks = append(ks, k)
		present |= 1 << k
		switch {
		case k.moves():
			from, to := inn.Place(e.From), inn.Place(e.To)
			if to.Kind() == inn.PlaceBoard {
				boards |= 1 << to.Player()
			}
			if from.Kind() == inn.PlaceBoard {
				boards |= 1 << from.Player()
			}
			supply = supply || from.Kind() == inn.PlaceSupply || to.Kind() == inn.PlaceSupply
		case k == evSplay || k == evUnsplay || k == evRearrange:
			if pl := inn.Place(e.From); pl.Kind() == inn.PlaceBoard {
				boards |= 1 << pl.Player()
			}
		}
	}
	dg.serial, dg.kinds, dg.present, dg.boards, dg.supply = s.Serial(), ks, present, boards, supply
	return dg
}

// kinds returns the kinds of the events of the step's window.
func kinds(s *props.Step) []evKind { return digestOf(s).kinds }
