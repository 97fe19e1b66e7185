package uruk

import (
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// DiscoveryOnce checks that the function of each discovery before a
// player serves at most once in his turn (URUK-TURN-3, URUK-CARD-RAD):
// taking resources with it, Aquädukt, Zahnrad, Rad und Achse, and (but
// with passive-every-time) a cost reduction. A use is read from the
// events: a "produce" action names its discovery, a card action the
// discovery whose effect its events carry, Rad und Achse its exchange,
// a reduction its card. The state's record of the turn's uses must hold
// each use made, and no use may repeat one it holds.
var DiscoveryOnce = &props.Property{
	Name:    "discovery-once",
	Clauses: []string{"URUK-TURN-3", "URUK-CARD-RAD"},
	Doc:     "each discovery's function serves at most once in its owner's turn: no use repeats one made earlier in the turn, and the turn's record of uses holds every use made",
	Cost:    props.Cheap,
	Check:   checkDiscoveryOnce,
}

func checkDiscoveryOnce(s *props.Step) error {
	if !s.StepDone || s.Start == nil || game(s).Err() != nil {
		return nil
	}
	passive := config(s).Has(uk.VarPassiveEveryTime)
	used := start(s).Used
	var made uint32 // the uses of the turn still running at the end of the step
	cardAction := false
	// Only the current player's uses count, and none while a god or
	// disaster is resolved between turns.
	cur, resolving := start(s).Current, false
	use := func(p int, t uk.Type) error {
		if t == uk.NoType || p != cur || resolving {
			return nil
		}
		if (used|made)&(1<<t) != 0 {
			return s.Failf("URUK-TURN-3", "%s uses %s's function a second time in his turn", uk.SeatName(p), t)
		}
		made |= 1 << t
		return nil
	}
	for _, e := range s.StepEvents {
		var err error
		switch {
		case e.Kind == uk.EvTurn:
			used, made, cardAction, cur, resolving = 0, 0, false, e.Player, false
		case e.Kind == uk.EvActivate:
			resolving = true
		case e.Kind == uk.EvAction && e.Arg == uk.ActProduce:
			err = use(e.Player, uk.Card(e.Card).Type())
		case e.Kind == uk.EvAction:
			cardAction = e.Arg == uk.ActCard
		case cardAction && e.Effect != "":
			// the first event of a card action names its discovery
			cardAction = false
			err = use(e.Player, typeNamed(e.Effect))
		case e.Kind == uk.EvCube && e.Clause == "URUK-CARD-RAD" && uk.Place(e.From).Kind() == uk.PlaceStock:
			err = use(e.Player, typeNamed("Rad und Achse"))
		case e.Kind == uk.EvReduce && !passive:
			err = use(e.Player, uk.Card(e.Card).Type())
		}
		if err != nil {
			return err
		}
	}
	st := game(s).State()
	if st.Phase == uk.PhasePlay && st.Used&made != made {
		return s.Failf("URUK-TURN-3", "%s's turn keeps no record of a use made (used %#x, record %#x)", uk.SeatName(st.Current), made, st.Used)
	}
	return nil
}

// typeNamed returns the discovery type of the given name, or NoType.
func typeNamed(name string) uk.Type {
	for t := uk.Type(0); t < uk.NumTypes; t++ {
		if t.String() == name {
			return t
		}
	}
	return uk.NoType
}
