package uruk

import (
	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// FunctionsOffered checks the question side of the discoveries' functions:
// at each choice of an action, every function the player may use by its
// text is offered. A use that is offered but impossible fails when it is
// taken (legality); a use that is possible and never offered would pass
// every other property, as a player who chose something else.
var FunctionsOffered = &props.Property{
	Name:    "functions-offered",
	Clauses: []string{"URUK-TURN-1", "URUK-TURN-3", "URUK-RES-1", "URUK-ACT-1", "URUK-CARD-AQUAEDUKT", "URUK-CARD-ZAHNRAD", "URUK-CARD-RAD"},
	Doc:     "at each choice of an action, every discovery function the player may use is offered: taking resources with each unused discovery that has something to give, Aquädukt with a card or a cube to exchange, Zahnrad with a disc it may move, Rad und Achse with a cube to swap for another colour",
	Cost:    props.Cheap,
	Check:   checkFunctionsOffered,
}

func checkFunctionsOffered(s *props.Step) error {
	d := s.Decision
	if d == nil || d.Kind != engine.KindAction || s.Before == nil || game(s).Err() != nil {
		return nil
	}
	st := before(s)
	p := d.Player
	if st.Phase != uk.PhasePlay || p != st.Current || p < 0 || p >= st.N {
		return nil
	}
	cfg := config(s)
	allowed := func(act int) bool {
		return st.ActionsLeft > 0 && !(cfg.Has(uk.VarDistinctActions) && st.Actions&(1<<act) != 0)
	}
	pl := &st.Players[p]
	for i := 0; i < pl.N; i++ {
		sl := &pl.Tableau[i]
		t := sl.Card.Type()
		if st.Used&(1<<t) != 0 {
			continue // used this turn (URUK-TURN-3)
		}
		name := t.String()
		c := functionContracts[name]
		var want string
		switch c.fn {
		case fnStore, fnStreet, fnPipe:
			if sl.Cubes != [uk.NumColors]uint8{} && allowed(uk.ActProduce) {
				want = "produce"
			}
		case fnProduce, fnChoice:
			if allowed(uk.ActProduce) {
				want = "produce"
			}
		case fnAstronomy:
			if st.Display != [3]uk.Card{uk.NoCard, uk.NoCard, uk.NoCard} && allowed(uk.ActProduce) {
				want = "produce"
			}
		case fnZiggurat:
			if lacksAColour(pl.Stock) && allowed(uk.ActProduce) {
				want = "produce"
			}
		case fnAqueduct:
			if (!pl.Hand.Empty() || pl.Cubes() > 0) && allowed(uk.ActCard) {
				want = "use"
			}
		case fnGear:
			if gearPossible(pl) && allowed(uk.ActCard) {
				want = "use"
			}
		case fnWheel:
			if wheelPossible(st, p) {
				want = "use"
			}
		}
		if want != "" && !offers(d, want, name) {
			return s.Failf(c.clause, "%s may %s %s (%s), and the choice of an action does not offer it", uk.SeatName(p), want, name, why(c.fn))
		}
	}
	return nil
}

// offers reports whether d offers the option labelled verb, a space and
// name, without building the label.
func offers(d *engine.Decision, verb, name string) bool {
	for _, o := range d.Options {
		l := o.Label
		if len(l) == len(verb)+1+len(name) && l[len(verb)] == ' ' && l[:len(verb)] == verb && l[len(verb)+1:] == name {
			return true
		}
	}
	return false
}

// why words what makes a function usable, for messages.
func why(fn function) string {
	switch fn {
	case fnStore, fnStreet, fnPipe:
		return "cubes lie on it"
	case fnAstronomy:
		return "the display holds a card"
	case fnZiggurat:
		return "he lacks a colour"
	case fnAqueduct:
		return "he has a card or a cube to exchange"
	case fnGear:
		return "a disc may move to a discovery at most one level apart"
	case fnWheel:
		return "he has a cube and the reserve one of another colour"
	}
	return "it gives a resource"
}

// lacksAColour reports whether a stock holds no cube of some colour.
func lacksAColour(stock [uk.NumColors]uint8) bool {
	for _, k := range stock {
		if k == 0 {
			return true
		}
	}
	return false
}

// gearPossible reports whether Zahnrad may move a disc: from a discovery
// with one to another with room (fewer than 2), their levels at most one
// apart (URUK-CARD-ZAHNRAD).
func gearPossible(pl *uk.Player) bool {
	for i := 0; i < pl.N; i++ {
		if pl.Tableau[i].Discs == 0 {
			continue
		}
		for j := 0; j < pl.N; j++ {
			a, b := pl.Tableau[i].Card.Level(), pl.Tableau[j].Card.Level()
			if j != i && pl.Tableau[j].Discs < 2 && a-b <= 1 && b-a <= 1 {
				return true
			}
		}
	}
	return false
}

// wheelPossible reports whether player p may swap a cube with Rad und
// Achse: he holds one of a colour and the reserve one of another
// (URUK-CARD-RAD).
func wheelPossible(st *uk.State, p int) bool {
	for a := range numColors {
		for b := range numColors {
			if a != b && st.Players[p].Stock[a] > 0 && st.Reserve[b] > 0 {
				return true
			}
		}
	}
	return false
}
