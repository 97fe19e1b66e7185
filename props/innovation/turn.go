package innovation

import (
	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
)

// Turns checks the turn structure (SETUP-4..6, TURN-1, TURN-2).
var Turns = &props.Property{
	Name:    "turn",
	Clauses: []string{"SETUP-4", "SETUP-5", "SETUP-6", "TURN-1", "TURN-2", "KEY-TOP", "ULT-KEY-LOSE", "VAR-ULT-FILL-LOSE-ENDS-ACTION", "ULT-PARLEY-1", "ULT-PARLEY-2"},
	Doc:     "the current player is offered exactly Draw, a Meld per hand card and a Dogma per top card, turns have two actions (one for the opening turns) and pass clockwise, over the players out of the game",
	Cost:    props.Cheap,
	Check:   checkTurns,
}

// actionsIn returns the actions of turn number turn (SETUP-6, TURN-1).
func actionsIn(turn, players int) int {
	if turn == 1 || (players == 4 && turn == 2) {
		return 1
	}
	return 2
}

// checkTurns checks the actions offered at the decisions whose question
// the schedule picks (props.Step.Question), a sample of the decisions, and
// the turn that follows the engine steps checked as a whole.
func checkTurns(s *props.Step) error {
	if s.Question() {
		if err := checkOffered(s); err != nil {
			return err
		}
	}
	return checkNextTurn(s)
}

// checkOffered checks the setup choice or the actions offered.
func checkOffered(s *props.Step) error {
	// Setup choices and actions begin their engine steps: the state
	// before them is the step's start.
	d, b := deck(s), start(s)
	if b == nil {
		return nil // not a step checked as a whole
	}
	switch s.Decision.Kind {
	case engine.KindAction:
		p := s.Decision.Player
		if b.Phase != inn.PhasePlay || p != b.Current || b.ActionsLeft < 1 {
			return s.Failf("TURN-1", "an action offered to %s while %s has %d action(s) left", inn.SeatName(p), inn.SeatName(b.Current), b.ActionsLeft)
		}
		ix, pl := indexOf(d), &b.Players[p]
		draws, melds, dogmas, parleys := 0, 0, 0, 0
		for _, o := range s.Decision.Options {
			if o.Label == inn.LabelDraw {
				draws++
			} else if c, ok := ix.labelCard(o.Label, "meld "); ok {
				if !pl.Hand.Has(c) {
					return s.Failf("TURN-1", "%q is offered but %s is not in %s's hand", o.Label, d.Name(c), inn.SeatName(p))
				}
				melds++
			} else if c, ok := ix.labelCard(o.Label, "dogma "); ok {
				if pl.Piles[d.Facts[c].Color].Top() != c {
					return s.Failf("TURN-1", "%q is offered but %s is not a top card of %s", o.Label, d.Name(c), inn.SeatName(p))
				}
				dogmas++
			} else if c, ok := ix.labelCard(o.Label, "parley dogma "); ok {
				owner := b.Where(c).Player()
				if b.Where(c).Kind() != inn.PlaceBoard || b.Players[owner].Piles[d.Facts[c].Color].Top() != c ||
					!distantSeat(config(s), b.N, int(b.Out), p, owner) || pl.Hand.Empty() {
					return s.Failf("ULT-PARLEY-2", "%q is offered but %s is not a top card of a player distant from %s, or %s has no card to parley", o.Label, d.Name(c), inn.SeatName(p), inn.SeatName(p))
				}
				parleys++
			}
		}
		// rule ULT-PARLEY-2: a Dogma by parley on every top card of every
		// distant player, when there is a card in hand to return.
		want := 0
		for q := 0; q < b.N && !pl.Hand.Empty(); q++ {
			if distantSeat(config(s), b.N, int(b.Out), p, q) {
				for col := inn.Color(0); col < inn.NumColors; col++ {
					if b.Players[q].Piles[col].Len() > 0 {
						want++
					}
				}
			}
		}
		if parleys != want {
			return s.Failf("ULT-PARLEY-2", "%s is offered %d Dogma actions by parley; want %d", inn.SeatName(p), parleys, want)
		}
		tops := 0
		for col := inn.Color(0); col < inn.NumColors; col++ {
			if pl.Piles[col].Len() > 0 {
				tops++
			}
		}
		if draws != 1 || melds != pl.Hand.Len() || dogmas != tops {
			return s.Failf("TURN-1", "%s is offered %d Draw, %d Meld and %d Dogma actions; want 1, %d and %d", inn.SeatName(p), draws, melds, dogmas, pl.Hand.Len(), tops)
		}
	case engine.KindSetup:
		pl := &b.Players[s.Decision.Player]
		if b.Phase != inn.PhaseSetup || len(s.Decision.Options) != pl.Hand.Len() || pl.Hand.Len() != 2 {
			return s.Failf("SETUP-4", "%s chooses a first meld among %d options with %d cards in hand", inn.SeatName(s.Decision.Player), len(s.Decision.Options), pl.Hand.Len())
		}
	}
	return nil
}

// checkNextTurn checks, at the end of an engine step checked as a whole
// (props.Step.Start), the turn that follows it.
func checkNextTurn(s *props.Step) error {
	if s.Start == nil || !s.StepDone || s.Game.Over() {
		return nil
	}
	d, st, start := deck(s), game(s).State(), start(s)
	var turn *engine.Event
	for i := range s.StepEvents {
		if e := &s.StepEvents[i]; e.Kind == inn.EvTurn {
			if turn != nil {
				return s.Failf("TURN-2", "two turns begin in one step")
			}
			turn = e
		}
	}
	switch {
	case start.Phase == inn.PhaseSetup && st.Phase == inn.PhasePlay:
		// rule SETUP-5: the first English title alphabetically begins.
		first, firstName := -1, ""
		for _, e := range s.StepEvents {
			if e.Kind == inn.EvMeld && e.Clause == "SETUP-4" {
				if n := d.Name(inn.Card(e.Card)); first < 0 || n < firstName {
					first, firstName = e.Player, n
				}
			}
		}
		if turn == nil || turn.Player != first || st.Current != first || st.Turn != 1 {
			return s.Failf("SETUP-5", "%s melded %s, the first title, but the first turn is not theirs", inn.SeatName(first), firstName)
		}
		if turn.Arg != 1 || st.ActionsLeft != 1 {
			return s.Failf("SETUP-6", "the first turn has %d action(s), not 1", turn.Arg)
		}
	case start.Phase == inn.PhasePlay && start.ActionsLeft >= 2 && st.In(start.Current):
		if turn != nil || st.Current != start.Current || st.ActionsLeft != start.ActionsLeft-1 || st.Turn != start.Turn {
			return s.Failf("TURN-1", "after the first action of turn %d, %s has %d action(s) left in turn %d", start.Turn, inn.SeatName(st.Current), st.ActionsLeft, st.Turn)
		}
	case start.Phase == inn.PhasePlay:
		// ULT-KEY-LOSE: the turn passes over the players out, and from an
		// active player who lost during the step.
		next := (start.Current + 1) % start.N
		for k := 2; k <= start.N && !st.In(next); k++ {
			next = (start.Current + k) % start.N
		}
		want := actionsIn(start.Turn+1, start.N)
		if turn == nil || turn.Player != next || st.Current != next || st.Turn != start.Turn+1 {
			return s.Failf("TURN-2", "after the last action of %s, turn %d does not pass to %s", inn.SeatName(start.Current), start.Turn, inn.SeatName(next))
		}
		if turn.Arg != want || st.ActionsLeft != want {
			return s.Failf(map[bool]string{true: "SETUP-6", false: "TURN-1"}[want == 1], "turn %d of %s has %d action(s), want %d", st.Turn, inn.SeatName(next), turn.Arg, want)
		}
	}
	return nil
}
