package innovation

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// snapshot is an Innovation state copied for props.Step's Before and
// Start; a plain value copy, which allocates nothing. Beside the state it
// keeps the work areas of the properties, which a checker owns with its
// snapshots, so that a check neither allocates nor clears them.
type snapshot struct {
	inn.State
	model  boardModel // the achievements property's model of the boards
	digest digest     // the digest of the last step's events
}

// Take copies the state of g, an Innovation game.
func (s *snapshot) Take(g engine.Game) { s.State = *g.(*inn.Game).State() }

func newSnapshot() props.Snapshot { return new(snapshot) }

// game returns the Innovation game of a step.
func game(s *props.Step) *inn.Game { return s.Game.(*inn.Game) }

// deck returns the deck the step's game is played with.
func deck(s *props.Step) *inn.Deck { return game(s).Deck() }

// config returns the step's Innovation configuration.
func config(s *props.Step) inn.Config { return s.Config.(inn.Config) }

// before returns the state just before the step's decision, in a step
// made by hand: the properties' own steps carry no Step.Before (Suite).
func before(s *props.Step) *inn.State { return &s.Before.(*snapshot).State }

// placeBefore returns where card c lay just before the step's decision:
// where the first of the decision's events that moves it took it from, or
// else where it lies now.
func placeBefore(s *props.Step, c inn.Card) inn.Place {
	for i := range s.Events {
		if e := &s.Events[i]; e.Card == int(c) && kindOf(e.Kind).moves() {
			return inn.Place(e.From)
		}
	}
	return game(s).State().Where(c)
}

// window returns the state when the step's window of event checks began
// and the events logged since: the state before the decision and its own
// events in a step made by hand.
func window(s *props.Step) (*inn.State, []engine.Event) {
	if s.Since == nil {
		return before(s), s.Events
	}
	return &s.Since.(*snapshot).State, s.SinceEvents
}

// start returns the state when the step's engine step began, or nil for a
// step not checked as a whole (props.Step.Start).
func start(s *props.Step) *inn.State {
	if s.Start == nil {
		return nil
	}
	return &s.Start.(*snapshot).State
}

// work returns the work areas of the properties for a step: those kept
// beside its Since snapshot, or new ones in a step made by hand.
func work(s *props.Step) *snapshot {
	if w, ok := s.Since.(*snapshot); ok {
		return w
	}
	return new(snapshot)
}

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

// bits returns the given kinds as a set of bits, for digest.has.
func bitsOf(kinds ...evKind) uint32 {
	var b uint32
	for _, k := range kinds {
		b |= 1 << k
	}
	return b
}

// Sets of kinds, for digest.has.
var (
	moveKinds  = bitsOf(evDraw, evMeld, evTuck, evScore, evReturn, evTransfer, evExchange, evRemove, evAchieve, evSpecial)
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
