package uruk

import (
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// AnswersTaken checks that a card or resource chosen is the one the player
// gets: "take pile" draws a card from the pile into his hand, "take display
// N" takes the N-th card of the display (Aquädukt, URUK-CARD-AQUAEDUKT,
// seed l.100-103; Ischtar, URUK-GOD-ISCHTAR, l.227-229), and "take a
// resource" (Ischtar) draws no card. A swapped answer gives as much as the
// right one, so the contracts that count what a card gives cannot see it.
var AnswersTaken = &props.Property{
	Name:    "answers-taken",
	Clauses: []string{"URUK-CARD-AQUAEDUKT", "URUK-GOD-ISCHTAR"},
	Doc:     "a player who chooses the pile draws from the pile, one who chooses a card of the display takes that card, and one who chooses a resource from Ischtar draws no card",
	Cost:    props.Cheap,
	Check:   checkAnswersTaken,
}

func checkAnswersTaken(s *props.Step) error {
	d := s.Decision
	if d == nil || s.Before == nil || s.Choice < 0 || s.Choice >= len(d.Options) || game(s).Err() != nil {
		return nil
	}
	p := d.Player
	st := before(s)
	if p < 0 || p >= st.N {
		return nil
	}
	label := d.Options[s.Choice].Label
	// took returns the first card p took into his hand in the decision's
	// events, and where from.
	took := func() (card int, from uk.Place, ok bool) {
		for _, e := range s.Events {
			if e.Kind == uk.EvTake && e.Player == p && uk.Place(e.To) == uk.HandPlace(p) {
				return e.Card, uk.Place(e.From), true
			}
		}
		return 0, 0, false
	}
	switch {
	case label == "take pile":
		if drewNone(s.Events, p) {
			return nil // no discovery left to draw (VAR-FILL-DRAW-NONE)
		}
		if _, from, ok := took(); !ok || from != uk.PilePlace {
			return s.Failf(clauseOf(d), "%s chooses to take a card from the pile and draws none from it", uk.SeatName(p))
		}
	case strings.HasPrefix(label, "take display "):
		n, err := strconv.Atoi(strings.TrimPrefix(label, "take display "))
		if err != nil || n < 1 || n > len(st.Display) {
			return nil
		}
		card, from, ok := took()
		if !ok || from != uk.DisplayPlace(n-1) || uk.Card(card) != st.Display[n-1] {
			return s.Failf("URUK-CARD-AQUAEDUKT", "%s chooses the card %d of the display (%s) and does not take it", uk.SeatName(p), n, st.Display[n-1])
		}
	case label == "take a resource":
		if _, from, ok := took(); ok && from == uk.PilePlace {
			return s.Failf("URUK-GOD-ISCHTAR", "%s chooses a resource from Ischtar and draws a card from the pile", uk.SeatName(p))
		}
	}
	return nil
}

// drewNone reports whether events say that player p's draw found no
// discovery left in the pile nor in the discard pile (VAR-FILL-DRAW-NONE).
func drewNone(evs []engine.Event, p int) bool {
	for _, e := range evs {
		if e.Kind == uk.EvNone && e.Player == p && e.Clause == uk.VarFillDrawNone.ID() {
			return true
		}
	}
	return false
}

// clauseOf names the clause of a question that offers the pile: Ischtar's
// (a yes/no question) or Aquädukt's.
func clauseOf(d *engine.Decision) string {
	if d.Kind == engine.KindYesNo {
		return "URUK-GOD-ISCHTAR"
	}
	return "URUK-CARD-AQUAEDUKT"
}
