package uruk

import (
	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// HandLimit checks the hand limit of a resolution (URUK-GOD-5).
var HandLimit = &props.Property{
	Name:    "hand-limit",
	Clauses: []string{"URUK-GOD-5"},
	Doc:     "once a god or disaster has taken its disc, each player's hand is at most 8 cards, as many as the events leave in it",
	Cost:    props.Cheap,
	Check:   checkHandLimit,
}

func checkHandLimit(s *props.Step) error {
	b := before(s)
	var hand [uk.MaxPlayers]int
	for p := 0; p < b.N; p++ {
		hand[p] = b.Players[p].Hand.Len()
	}
	for _, e := range s.Events {
		if from := uk.Place(e.From); e.Card >= 0 && from.Kind() == uk.PlaceHand && e.Kind != uk.EvCube && e.Kind != uk.EvDisc {
			hand[from.Player()]--
		}
		if to := uk.Place(e.To); e.Card >= 0 && to.Kind() == uk.PlaceHand && e.Kind != uk.EvCube && e.Kind != uk.EvDisc {
			hand[to.Player()]++
		}
		if e.Kind != uk.EvHandLimit {
			continue
		}
		if e.Arg > uk.HandLimit || hand[e.Player] != e.Arg {
			return s.Failf("URUK-GOD-5", "%s keeps %d cards after the limit (the events leave %d)", uk.SeatName(e.Player), e.Arg, hand[e.Player])
		}
	}
	return nil
}

// Display checks that the display is refilled only at the end of a turn,
// and is full when the next turn begins (URUK-DRAW-3, URUK-TURN-4).
var Display = &props.Property{
	Name:    "display",
	Clauses: []string{"URUK-DRAW-3", "URUK-TURN-4"},
	Doc:     "a display position is refilled only at the end of a turn, and when a turn begins the display holds 3 cards",
	Cost:    props.Cheap,
	Check:   checkDisplay,
}

func checkDisplay(s *props.Step) error {
	st := game(s).State()
	refilled := false
	for _, e := range s.Events {
		switch e.Kind {
		case uk.EvRefill:
			refilled = true
		case uk.EvAction:
			if refilled {
				return s.Failf("URUK-DRAW-3", "the display is refilled before %s's action", uk.SeatName(e.Player))
			}
		case uk.EvTurn:
			refilled = false
		}
	}
	if !s.StepDone || game(s).Err() != nil {
		return nil
	}
	began := false
	for _, e := range s.StepEvents {
		began = began || e.Kind == uk.EvTurn
	}
	// With no discovery left to draw the display stays short
	// (VAR-FILL-DRAW-NONE), or once a refill has found none: a discovery
	// discarded since is drawn at a later refill.
	if !began || st.Phase != uk.PhasePlay {
		return nil
	}
	for i, c := range st.Display {
		if c != uk.NoCard {
			continue
		}
		// The history is read only where a position is empty.
		if config(s).Has(uk.VarFillDrawNone) && (!st.DiscoveryLeft() || refillFoundNone(history(s))) {
			return nil
		}
		return s.Failf("URUK-TURN-4", "%s's turn begins with display position %d empty", uk.SeatName(st.Current), i+1)
	}
	return nil
}

// Actions checks the actions of a turn (URUK-TURN-1, URUK-TURN-2,
// URUK-DISASTER-VULKAN).
var Actions = &props.Property{
	Name:    "actions",
	Clauses: []string{"URUK-TURN-1", "URUK-TURN-2", "URUK-DISASTER-VULKAN"},
	Doc:     "a turn has 3 actions, 1 after a volcano; each action is the current player's and spends one, never below none; with distinct-actions no kind twice in a turn",
	Cost:    props.Cheap,
	Check:   checkActions,
}

func checkActions(s *props.Step) error {
	b := before(s)
	st := game(s).State()
	left, done, cur := b.ActionsLeft, b.Actions, b.Current
	volcano := false
	distinct := config(s).Has(uk.VarDistinctActions)
	for _, e := range s.Events {
		switch e.Kind {
		case uk.EvVolcano:
			volcano = e.Arg == 0
		case uk.EvTurn:
			want := uk.ActionsPerTurn
			if volcano {
				want = 1
			}
			if e.Arg != want {
				return s.Failf("URUK-TURN-1", "%s's turn has %d actions, not %d", uk.SeatName(e.Player), e.Arg, want)
			}
			left, done, cur, volcano = e.Arg, 0, e.Player, false
		case uk.EvAction:
			if e.Player != cur {
				return s.Failf("URUK-TURN-1", "%s acts in %s's turn", uk.SeatName(e.Player), uk.SeatName(cur))
			}
			if left <= 0 {
				return s.Failf("URUK-TURN-1", "%s takes an action with none left", uk.SeatName(e.Player))
			}
			if distinct && done&(1<<e.Arg) != 0 {
				return s.Failf("URUK-TURN-2", "%s takes the same action twice in a turn", uk.SeatName(e.Player))
			}
			left--
			done |= 1 << e.Arg
		}
	}
	if st.Phase == uk.PhasePlay && game(s).Err() == nil && s.StepDone && st.ActionsLeft != left {
		return s.Failf("URUK-TURN-1", "%s has %d actions left, the events leave %d", uk.SeatName(st.Current), st.ActionsLeft, left)
	}
	return nil
}

// refillFoundNone reports whether a refill of the display in evs found no
// discovery left to draw (VAR-FILL-DRAW-NONE).
func refillFoundNone(evs []engine.Event) bool {
	for _, e := range evs {
		if e.Kind == uk.EvNone && e.Clause == uk.VarFillDrawNone.ID() && uk.Place(e.To).Kind() == uk.PlaceDisplay {
			return true
		}
	}
	return false
}
