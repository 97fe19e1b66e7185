package uruk

import (
	"strings"

	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// SealedBids checks that a sealed bid shows nothing of the others'
// (URUK-DISASTER-1, URUK-INFO-2): the step is replayed with each earlier
// sealed bid of another player changed, and the bidder must be asked the
// same question.
var SealedBids = &props.Property{
	Name:    "sealed-bids",
	Clauses: []string{"URUK-DISASTER-1", "URUK-INFO-2"},
	Doc:     "a player asked for a sealed bid is asked the same question whatever the players before him put in their fists",
	Cost:    props.Expensive,
	Check:   checkSealedBids,
}

func checkSealedBids(s *props.Step) error {
	if s.Prior == nil || !sealed(s.Decision.Options[0].Label) || len(s.StepChoices) == 0 {
		return nil
	}
	choices := s.StepChoices
	alt := make([]int, len(choices))
	for k := range choices {
		// The decision asked at step choice k.
		g := s.Try().(*uk.Game)
		if _, err := g.ReplayStep(choices[:k]); err != nil {
			return nil
		}
		d := g.Decision()
		if d == nil || !sealed(d.Options[0].Label) || d.Player == s.Decision.Player || len(d.Options) < 2 {
			continue
		}
		copy(alt, choices)
		alt[k] = (choices[k] + 1) % len(d.Options)
		g = s.Try().(*uk.Game)
		if _, err := g.ReplayStep(alt); err != nil {
			return s.Failf("URUK-INFO-2", "with %s's sealed bid %q instead of %q, the step does not come back to %s's bid: %v",
				uk.SeatName(d.Player), d.Options[alt[k]].Label, d.Options[choices[k]].Label, uk.SeatName(s.Decision.Player), err)
		}
		got := g.Decision()
		if got == nil || got.Player != s.Decision.Player || strings.Join(got.Labels(), "|") != strings.Join(s.Decision.Labels(), "|") {
			return s.Failf("URUK-INFO-2", "%s's sealed bid is asked differently after %s bids %q instead of %q",
				uk.SeatName(s.Decision.Player), uk.SeatName(d.Player), d.Options[alt[k]].Label, d.Options[choices[k]].Label)
		}
	}
	return nil
}

func sealed(label string) bool { return strings.HasPrefix(label, "sealed ") }
