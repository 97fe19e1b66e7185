package innovation

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// The properties' own reading of the Parley rules (ULT-PARLEY-1..3): who
// is distant from whom, and what the parleys of a Dogma action do to who
// shares and who suffers its demands.

// distantSeat reports whether seat q is distant from seat p in a game of
// cfg with n seats, out the mask of the players out (ULT-PARLEY-1,
// ULT-KEY-LOSE): neither is the next player still in on either side of
// the other, in a 4th-edition game of four players or more without teams.
func distantSeat(cfg inn.Config, n, out, p, q int) bool {
	if cfg.Edition != inn.Fourth || cfg.Teams || n < 4 || p == q || out&(1<<p|1<<q) != 0 {
		return false
	}
	nextIn := func(a int) int {
		for k := 1; k < n; k++ {
			if b := (a + k) % n; out&(1<<b) == 0 {
				return b
			}
		}
		return a
	}
	return nextIn(p) != q && nextIn(q) != p
}

// parleys follows the parleys of one Dogma action, event by event.
type parleys struct {
	cfg       inn.Config
	n, out    int
	activator int
	scan      int // events before scan are applied
	shared    int // seats that parleyed to share
	declined  int // seats that did not, or could not, parley to share
	spared    int // seats that parleyed to be spared the demands
}

// distant reports whether q is distant from p now.
func (pa *parleys) distant(p, q int) bool { return distantSeat(pa.cfg, pa.n, pa.out, p, q) }

// apply reads the events of evs up to upto: the players out and the
// parleys, each checked to be a distant opponent's.
func (pa *parleys) apply(s *props.Step, evs []engine.Event, upto int) error {
	if pa.scan == 0 {
		pa.scan = upto
		for pa.scan > 0 && evs[pa.scan-1].Kind != inn.EvDogma {
			pa.scan--
		}
	}
	for ; pa.scan < upto && pa.scan < len(evs); pa.scan++ {
		e := &evs[pa.scan]
		switch e.Kind {
		case inn.EvOut:
			pa.out |= 1 << e.Player
		case inn.EvParley:
			if !pa.distant(pa.activator, e.Player) {
				return s.Failf("ULT-PARLEY-3", "%s parleys in the Dogma action of %s, who is not distant from him", inn.SeatName(e.Player), inn.SeatName(pa.activator))
			}
			bit := 1 << e.Player
			switch e.Arg {
			case inn.ParleyShare:
				pa.shared |= bit
			case inn.ParleyNoShare, inn.ParleyEmptyShare:
				pa.declined |= bit
			case inn.ParleySpare:
				pa.spared |= bit
			}
		}
	}
	return nil
}

// checkParleyDogma checks the card of the Dogma action whose event is
// evs[i0] (ULT-PARLEY-2): a card of the active player's own board, or a
// top card of a distant player's after a parley to dogma it.
func checkParleyDogma(s *props.Step, i0 int) error {
	evs := s.StepEvents
	e := &evs[i0]
	p, c, st := e.Player, inn.Card(e.Card), start(s)
	owner := st.Where(c).Player()
	if st.Where(c).Kind() != inn.PlaceBoard {
		return nil // a card executed from elsewhere is no top card
	}
	parleyed := false
	for i := 0; i < i0; i++ {
		if evs[i].Kind == inn.EvParley && evs[i].Arg == inn.ParleyDogma && evs[i].Player == p && evs[i].Card == e.Card {
			parleyed = true
		}
	}
	switch {
	case owner == p && parleyed:
		return s.Failf("ULT-PARLEY-2", "%s parleys to dogma %s, his own card", inn.SeatName(p), deck(s).Name(c))
	case owner != p && !parleyed:
		return s.Failf("ULT-PARLEY-2", "%s dogmas %s, a card of %s, without parleying", inn.SeatName(p), deck(s).Name(c), inn.SeatName(owner))
	case owner != p && !distantSeat(config(s), st.N, int(st.Out), p, owner):
		return s.Failf("ULT-PARLEY-2", "%s parleys to dogma %s, a card of %s, who is not distant from him", inn.SeatName(p), deck(s).Name(c), inn.SeatName(owner))
	}
	return nil
}

// parleyQuestion reports whether d asks which card to return to parley:
// its player chooses among the cards of his own hand.
func parleyQuestion(d *engine.Decision) bool {
	return len(d.Prompt) > len(inn.ParleyPrompt) && d.Prompt[:len(inn.ParleyPrompt)] == inn.ParleyPrompt
}
