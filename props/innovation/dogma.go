package innovation

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// DogmaSets checks who shares and who is demanded, and in which order
// they perform (DOGMA-2..5, DOGMA-7, DOGMA-9, TEAM-1, COMP-3).
var DogmaSets = &props.Property{
	Name:    "dogma-sets",
	Clauses: []string{"DOGMA-2", "DOGMA-3", "DOGMA-4", "DOGMA-5", "DOGMA-7", "DOGMA-9", "TEAM-1", "COMP-3", "ULT-TEAM-1", "ULT-PARLEY-2", "ULT-PARLEY-3"},
	Doc:     "the sharing and demanded players match the featured icon counts at the start of the Dogma action, and every one of them performs every effect of the card, in card order, one effect finished by all before the next, even when the card is covered or moved",
	Cost:    props.Cheap,
	Check:   checkDogmaSets,
}

// ShareBonus checks the share bonus (DOGMA-6, TEAM-1; ULT-DOGMA-6 in the
// 4th edition).
var ShareBonus = &props.Property{
	Name:    "share-bonus",
	Clauses: []string{"DOGMA-6", "TEAM-1", "ULT-DOGMA-6"},
	Doc:     "the activating player draws one bonus card exactly when a sharing opponent changed the game",
	Cost:    props.Cheap,
	Check:   checkShareBonus,
}

// dogmaEvent returns the index of the Dogma event of a finished step, or -1.
func dogmaEvent(s *props.Step) int {
	if !s.StepDone {
		return -1
	}
	for i := range s.StepEvents {
		if s.StepEvents[i].Kind == inn.EvDogma {
			return i
		}
	}
	return -1
}

// dogmaSets works out the sets of DOGMA-2 from the state at the start of
// the action.
func dogmaSets(s *props.Step, p int, c inn.Card) (sharing, demanded int) {
	icon, icons, st := deck(s).Facts[c].Featured, &indexOf(deck(s)).icons, start(s)
	mine := icons.player(st, p).of(icon)
	for q := 0; q < st.N; q++ {
		if q == p || !st.In(q) {
			continue // ULT-KEY-LOSE: a player out neither shares nor is demanded
		}
		if icons.player(st, q).of(icon) >= mine {
			sharing |= 1 << q
		} else if q != partner(config(s), p) {
			demanded |= 1 << q
		}
	}
	return sharing, demanded
}

// checkDogmaSets checks the Dogma actions checked as a whole
// (props.Step.Start).
func checkDogmaSets(s *props.Step) error {
	if s.Start == nil {
		return nil
	}
	i0 := dogmaEvent(s)
	if i0 < 0 {
		return nil
	}
	evs := s.StepEvents
	e := &evs[i0]
	p, c := e.Player, inn.Card(e.Card)
	sharing, demanded := dogmaSets(s, p, c)
	if promoted(evs, i0) {
		// The sets are those the action's event gives: no state of the
		// step is the action's start.
		sharing, demanded = e.Arg&0xff, e.Arg>>8&0xff
	}
	if e.Arg&0xff != sharing || e.Arg>>8&0xff != demanded {
		return s.Failf("DOGMA-2", "dogma %s by %s: sharing %s and demanded %s, but the icon counts give sharing %s and demanded %s",
			deck(s).Name(c), inn.SeatName(p), seatList(e.Arg&0xff), seatList(e.Arg>>8&0xff), seatList(sharing), seatList(demanded))
	}
	if err := checkParleyDogma(s, i0); err != nil {
		return err
	}
	// The performances, in order.
	next := i0 + 1
	n := start(s).N
	pa := parleys{cfg: config(s), n: n, out: int(start(s).Out), activator: p}
	for i, eff := range deck(s).Effects(c, config(s).Edition) {
		for k := 1; k <= n; k++ {
			q := (p + k) % n
			var clause string
			switch {
			case q == p && !eff.Demand:
				clause = "DOGMA-4"
			case q == p:
				continue
			case eff.Demand && demanded&(1<<q) != 0:
				clause = "DOGMA-5"
			case !eff.Demand && !eff.Solo && sharing&(1<<q) != 0:
				clause = "DOGMA-4"
			default:
				continue
			}
			for next < len(evs) && !performance(&evs[next]) {
				next++
			}
			// ULT-PARLEY-3: the parleys before this performance say
			// whether a distant opponent shares, or is spared.
			if err := pa.apply(s, evs, next); err != nil {
				return err
			}
			if q != p && pa.distant(p, q) {
				bit := 1 << q
				switch {
				case eff.Demand && pa.spared&bit != 0:
					continue
				case !eff.Demand && pa.declined&bit != 0:
					continue
				case !eff.Demand && pa.shared&bit == 0 && next < len(evs) && evs[next].Player == q:
					return s.Failf("ULT-PARLEY-3", "dogma %s: %s, distant from %s, performs effect %d without parleying", deck(s).Name(c), inn.SeatName(q), inn.SeatName(p), i+1)
				}
			}
			if next == len(evs) {
				if s.Game.Over() || cut(evs[i0:]) {
					return nil // the game or the action ended during the action
				}
				return s.Failf(clause, "dogma %s: %s should perform effect %d, but nobody does", deck(s).Name(c), inn.SeatName(q), i+1)
			}
			got := evs[next]
			if got.Player != q || got.Arg != i {
				return s.Failf(clause, "dogma %s: %s should perform effect %d next, but %q", deck(s).Name(c), inn.SeatName(q), i+1, describe(deck(s), got))
			}
			next++
		}
	}
	for ; next < len(evs); next++ {
		if performance(&evs[next]) {
			return s.Failf("DOGMA-3", "dogma %s: an extra performance %q", deck(s).Name(c), describe(deck(s), evs[next]))
		}
	}
	return nil
}

func checkShareBonus(s *props.Step) error {
	i0 := dogmaEvent(s)
	if i0 < 0 {
		return nil
	}
	evs := s.StepEvents
	p := evs[i0].Player
	mate := partner(config(s), p)
	fourth := config(s).Edition == inn.Fourth
	clause := "DOGMA-6"
	if fourth {
		clause = "ULT-DOGMA-6"
	}
	sharer, changed, bonus, ended := false, false, 0, false
	shared, performer := false, -1 // the performance under way, outside executions
	var first engine.Event
	for i := i0 + 1; i < len(evs); i++ {
		e := &evs[i]
		if e.Effect != "" {
			if e.Kind == inn.EvEffect && executed(e) {
				// A card's effects executed inside the performance: what
				// its performer does counts as the performance's; a
				// super-executed demand's victim is another player.
				sharer = shared && e.Player == performer
				continue
			}
			if e.Kind == inn.EvEffect {
				// rule ECHO-SHARE: an echo effect is shared as a
				// non-demand effect is.
				shared = e.Player != p && e.Player != mate && (e.Clause == "DOGMA-4" || e.Clause == "ECHO-SHARE")
				sharer, performer = shared, e.Player
				continue
			}
			if e.Kind == inn.EvEnd || e.Kind == inn.EvCut {
				ended = true
			}
			// rule ULT-DOGMA-6: in the 4th edition revealing a card earns
			// no bonus.
			if sharer && kindOf(e.Kind).changes() && !changed && !(fourth && e.Kind == inn.EvReveal) {
				changed, first = true, *e
			}
			continue
		}
		if fourth && e.Kind == inn.EvEnd && bonus == 0 {
			// The end of the Dogma action is checked before the free Draw
			// (ULT-TURN-3): an achievement victory there ends the game.
			ended = true
			continue
		}
		if e.Player == p && (e.Kind == inn.EvDraw || e.Kind == inn.EvOverflow) && bonus == 0 {
			bonus++
			continue
		}
		if e.Player == p && e.Kind == inn.EvDraw {
			bonus++
		}
	}
	switch {
	case ended:
		if bonus > 0 {
			return s.Failf(clause, "a bonus draw after the game or the action ended during the action")
		}
	case changed && bonus == 0:
		return s.Failf(clause, "%s shared and changed the game (%q), but %s drew no bonus card", inn.SeatName(first.Player), describe(deck(s), first), inn.SeatName(p))
	case !changed && bonus > 0:
		return s.Failf(clause, "%s drew a bonus card though no sharing opponent changed the game", inn.SeatName(p))
	case bonus > 1:
		return s.Failf(clause, "%s drew %d bonus cards for one Dogma action", inn.SeatName(p), bonus)
	}
	return nil
}

// performance reports whether e starts a player's performance of an effect
// of the Dogma action's card. An effect executed inside a performance, as
// Computers executes the card it melds (DOGMA-9), is not one.
func performance(e *engine.Event) bool {
	return e.Kind == inn.EvEffect && !executed(e) && !echoPerformance(e)
}

// echoPerformance reports whether effect event e begins an echo effect of
// a Dogma action (ECHO-RUN, ECHO-SHARE), which comes before the card's
// dogma effects.
func echoPerformance(e *engine.Event) bool {
	return e.Kind == inn.EvEffect && (e.Clause == "ECHO-RUN" || e.Clause == "ECHO-SHARE")
}

// promoted reports whether the Dogma action of event i0 is the free one of
// a promotion (ECHO-PROMOTE): it begins inside its step, after the
// promoted card's meld, where the state of the step's start is not the
// action's.
func promoted(evs []engine.Event, i0 int) bool {
	for j := i0 - 1; j >= 0; j-- {
		switch e := &evs[j]; {
		case e.Kind == inn.EvSpecial:
			// the checks that end the Meld action come between
		case e.Kind == inn.EvMeld && e.Clause == "ECHO-PROMOTE":
			return e.Card == evs[i0].Card
		default:
			return false
		}
	}
	return false
}

// executed reports whether effect event e is a card's effect executed
// inside another (DOGMA-9; in the 4th edition, a self- or super-execution).
func executed(e *engine.Event) bool {
	switch e.Clause {
	case "DOGMA-9", "ULT-KEY-SELF-EXECUTE", "ULT-KEY-SUPER-EXECUTE", "ECHO-EXECUTE":
		return true
	}
	// The echo effects of an execution where VAR-ECHO-EXECUTE-BOTTOM's
	// reading parts from ECHO-EXECUTE's cite the variant.
	return e.Clause == inn.VarEchoExecuteBottom.ID()
}

// cut reports whether a card ended the Dogma action at once (EvCut).
func cut(evs []engine.Event) bool {
	for i := range evs {
		if evs[i].Kind == inn.EvCut {
			return true
		}
	}
	return false
}
