package innovation

import (
	"strings"

	"github.com/dogma-engine/dogma/engine"
	inn "github.com/dogma-engine/dogma/engine/innovation"
	"github.com/dogma-engine/dogma/props"
	"github.com/dogma-engine/dogma/props/innovation/contract"
)

// CardContracts checks every performance of a card effect against the
// effect's contract, written from its text (package contract): the ages
// it draws, relative ages included; how many cards it moves, from which
// zone of which player to which; that an optional step asked first; how
// often it repeats; the wins and claims its text names.
var CardContracts = &props.Property{
	Name:     "card-contracts",
	Clauses:  []string{"DOGMA-4", "DOGMA-5", "DOGMA-9", "ULT-KEY-ALL", "ULT-KEY-IFYOUDO", "ULT-KEY-AVAILABLE", "VAR-ULT-FILL-LOSE-TEAM", "ECHO-FORESEEN", "VAR-ECHO-FORESEEN-PERFORMER"},
	Doc:      "each performance of a card effect does exactly what the effect's contract, written from its text, allows: ages (relative ones too), counts, zones, players, optional steps asked first, repetitions, wins and claims",
	Cost:     props.Cheap,
	Windowed: true,
	Check:    checkCardContracts,
}

// ContractEvery is the rate of the windows of decisions (props/cadence.go)
// whose performances card-contracts checks: one in ContractEvery, on the
// game's fixed schedule (props.Step.SampledAt), every performance of every
// action that begins in them; every window in strict mode, in a game
// started from a position and in a step made by hand. Following the
// events of every window costs as much as the other cheap properties
// together; following a quarter of the windows costs a tenth of bare play
// or less, and a card still plays in thousands of checked actions of a
// campaign.
const ContractEvery = 4

// contractSalt names the sample of card-contracts (props.Step.SampledAt).
const contractSalt = 0xc0de_ca7d

// performances follows the performances of card effects through the
// events of a game, one window after another, and checks each against its
// contract once it has ended. A checker keeps one beside its snapshots.
type performances struct {
	table  contract.Table          // the position after the events routed so far
	open   []*contract.Performance // the performances begun and not ended, outermost first
	free   []*contract.Performance // ended ones, for reuse
	action struct {                // the Dogma action under way
		activator             int
		demands               []string // the names of its demand effects performed so far
		transferred, returned bool
		promoted, foreseen    int             // 1 + the card promoted, and the card of a promotion's free Dogma action (ECHO-FORESEEN)
		echo                  []contract.Item // the events of its echo effects so far (ECHO-EXECUTE)
	}
	// super follows a super-execution under way (ULT-KEY-SUPER-EXECUTE):
	// the card, its demands' effects, and whether they transferred or
	// returned a card, which its "if any" effects read.
	super struct {
		card                  string
		demands               []string
		nonDemand             bool
		transferred, returned bool
	}
	skip   bool            // the Dogma action under way is not followed
	synced bool            // the last window was followed: the action under way is known
	last   string          // the effect of the last event that named one
	runner contract.Runner // checks the performances that end
	dec    int             // the decision that logged the event being routed
}

// checkCardContracts routes the events of each window to the performances
// they belong to and checks the performances that end.
func checkCardContracts(s *props.Step) error {
	if !s.WindowEnd() {
		return nil
	}
	w := work(s)
	r := &w.perfs
	st, evs := window(s)
	if s.Since == nil || s.SinceIndex == 0 {
		r.reset()
	}
	sampled := s.SampledAt(s.SinceIndex, contractSalt, ContractEvery)
	if !sampled {
		// Out of the sample: only the performances a followed window
		// left open are followed to their end; none begins.
		r.skip, r.synced = true, false
		if len(r.open) == 0 {
			return nil
		}
	} else if !r.synced {
		// The window before was not followed: the action under way is
		// unknown, and is left out, and so is a promotion seen before it
		// (its free Dogma action may have gone unseen).
		r.skip, r.synced = true, true
		r.action.promoted = 0
	}
	d := deck(s)
	cfg := config(s)
	if sampled {
		r.table.Load(d, st, cfg.Teams)
	}
	split := 0
	for k := range evs {
		if !sampled && len(r.open) == 0 {
			return nil
		}
		dec := s.Index
		if s.Since != nil {
			for split+1 < len(s.SinceSplits) && s.SinceSplits[split+1] <= k {
				split++
			}
			dec = s.SinceIndex + split
		}
		if err := r.route(s, d, cfg, &evs[k], dec); err != nil {
			return err
		}
		if sampled {
			r.table.Apply(&evs[k])
		}
	}
	if s.StepDone || s.Final || s.Since == nil {
		// An engine step that ended ended its performances too. A game
		// stopped inside one (a length cap, a step made by hand) leaves
		// what its open performances would do next out of the record.
		if !s.StepDone {
			for _, p := range r.open {
				p.Unfinished = true
			}
		}
		r.dec = s.Index
		return r.closeFrom(s, d, 0)
	}
	return nil
}

// reset forgets every performance: a new game begins.
func (r *performances) reset() {
	r.free = append(r.free, r.open...)
	r.open = r.open[:0]
	r.action.demands = r.action.demands[:0]
	r.action.transferred, r.action.returned = false, false
	r.super.card = ""
	r.last, r.skip, r.synced = "", false, true
}

// route hands event e, logged by the answer to decision dec, to the open
// performances, opening and closing performances as the event says.
func (r *performances) route(s *props.Step, d *inn.Deck, cfg inn.Config, e *engine.Event, dec int) error {
	r.dec = dec
	switch e.Kind {
	case inn.EvMeld:
		if e.Clause == "ECHO-PROMOTE" {
			r.action.promoted = e.Card + 1
		}
	case inn.EvDogma:
		if err := r.closeFrom(s, d, 0); err != nil {
			return err
		}
		r.action.foreseen = 0
		if r.action.promoted == e.Card+1 {
			r.action.foreseen = e.Card + 1 // rule ECHO-FORESEEN
		}
		r.action.promoted = 0
		r.action.activator = e.Player
		r.skip = !r.synced
		r.action.demands = r.action.demands[:0]
		r.action.transferred, r.action.returned = false, false
		r.action.echo = r.action.echo[:0] // the performances that read it are closed
		r.super.card = ""
		return nil
	case inn.EvTurn, inn.EvFirst, inn.EvAchieve:
		r.action.promoted = 0 // another action: no free Dogma action follows a promotion here
		return r.closeFrom(s, d, 0)
	case inn.EvEffect:
		switch {
		case r.skip && executed(e):
			// An execution where nothing is followed: a performance still
			// open would need the execution's own to tell its events
			// apart, and is left unchecked.
			r.free = append(r.free, r.open...)
			r.open = r.open[:0]
			return nil
		case r.skip:
			return r.closeFrom(s, d, 0) // the performances before it ended
		}
		if executed(e) {
			return r.execution(s, d, cfg, e, dec)
		}
		if err := r.closeFrom(s, d, 0); err != nil {
			return err
		}
		demand := e.Clause == "DOGMA-5"
		if demand {
			r.action.demands = append(r.action.demands, e.Effect)
		}
		p := r.begin(d, cfg, e, dec, r.action.activator, demand)
		p.DemandTransferred, p.DemandReturned = r.action.transferred, r.action.returned
		// rule ECHO-FORESEEN: for every player of the free Dogma action;
		// under VAR-ECHO-FORESEEN-PERFORMER, for its activator alone.
		p.Foreseen = r.action.foreseen == e.Card+1 && (!cfg.Variants.Has(inn.VarEchoForeseenPerformer) || e.Player == r.action.activator)
		r.last = e.Effect
		return nil
	}
	if e.Effect == "" {
		// Outside every effect: the share bonus, the next action.
		if err := r.closeFrom(s, d, 0); err != nil {
			return err
		}
	} else {
		// An event of an outer performance ends the executions above it,
		// the first performance's too (an effect that goes on after the
		// card it executed, Deepfake's transfer back).
		for i := len(r.open) - 1; i >= 0; i-- {
			if r.open[i].Effect == e.Effect {
				if err := r.closeFrom(s, d, i+1); err != nil {
					return err
				}
				break
			}
		}
		r.last = e.Effect
		if strings.HasSuffix(e.Effect, inn.EchoSuffix) {
			r.action.echo = append(r.action.echo, contract.Item{Event: *e, Decision: dec})
		}
		for _, name := range r.action.demands {
			if name == e.Effect {
				r.action.transferred = r.action.transferred || e.Kind == inn.EvTransfer
				r.action.returned = r.action.returned || e.Kind == inn.EvReturn
			}
		}
		for _, name := range r.super.demands {
			if name == e.Effect {
				r.super.transferred = r.super.transferred || e.Kind == inn.EvTransfer
				r.super.returned = r.super.returned || e.Kind == inn.EvReturn
			}
		}
	}
	r.add(e, dec, false)
	if e.Kind == inn.EvEnd || e.Kind == inn.EvCut {
		return r.closeFrom(s, d, 0)
	}
	return nil
}

// execution opens the performance of an effect that another performance
// executes (DOGMA-9): the one whose effect ran last, or the one that
// executed the same card's earlier effect. An effect of the card no later
// than the open one begins a new execution of the card, nested in the
// open one (Self Service executing Computers, which Satellites executes).
func (r *performances) execution(s *props.Step, d *inn.Deck, cfg inn.Config, e *engine.Event, dec int) error {
	parent := -1
	name := d.Name(inn.Card(e.Card))
	for i := len(r.open) - 1; i > 0; i-- {
		if r.open[i].Executed && r.open[i].Card == name && e.Arg > r.open[i].Index {
			parent = i - 1 // the card's earlier effect, executed by the same performance
			break
		}
	}
	for i := len(r.open) - 1; i >= 0 && parent < 0; i-- {
		if r.open[i].Effect == r.last {
			parent = i
		}
	}
	for parent >= 0 && r.open[parent].Executed && r.open[parent].Effect == e.Effect && r.open[parent].Performer != e.Player {
		// rule ULT-KEY-SUPER-EXECUTE: the same effect performed by the
		// player before (a demand on each opponent in turn) is a sibling,
		// which ends here; the executor's performance is above it.
		parent--
	}
	for parent > 0 && r.open[parent].Executed && r.open[parent].Index == inn.EchoIndex {
		// The echo effects an execution runs first (ECHO-EXECUTE) end
		// when the executed card's own effects begin: those are the
		// executor's. (An echo effect that itself executed a card would
		// be read as its executor's too.)
		parent--
	}
	if err := r.closeFrom(s, d, parent+1); err != nil {
		return err
	}
	if parent >= 0 {
		r.open[parent].Items = append(r.open[parent].Items, contract.Item{Event: *e, Decision: dec, Exec: true})
		for i := 0; i < parent; i++ {
			r.open[i].Items = append(r.open[i].Items, contract.Item{Event: *e, Decision: dec})
		}
	}
	perf := r.begin(d, cfg, e, dec, e.Player, false)
	perf.Executed = true
	if e.Clause == "ULT-KEY-SUPER-EXECUTE" && parent >= 0 {
		// rule ULT-KEY-SUPER-EXECUTE: a demand super-executed is the
		// executor's demand on the player performing it, and the card's
		// other effects read what its demands did.
		demand := false
		if effs := d.Effects(inn.Card(e.Card), cfg.Edition); e.Arg >= 0 && e.Arg < len(effs) && effs[e.Arg].Demand {
			demand = true
			perf.Demand, perf.Activator = true, r.open[parent].Performer
		}
		sp := &r.super
		if sp.card != perf.Card || (demand && sp.nonDemand) {
			sp.card, sp.demands, sp.nonDemand, sp.transferred, sp.returned = perf.Card, sp.demands[:0], false, false, false
		}
		if demand {
			sp.demands = append(sp.demands, e.Effect)
		} else {
			sp.nonDemand = true
			perf.DemandTransferred, perf.DemandReturned = sp.transferred, sp.returned
		}
	}
	r.last = e.Effect
	return nil
}

// begin opens the performance that effect event e starts.
func (r *performances) begin(d *inn.Deck, cfg inn.Config, e *engine.Event, dec, activator int, demand bool) *contract.Performance {
	var p *contract.Performance
	if n := len(r.free); n > 0 {
		p, r.free = r.free[n-1], r.free[:n-1]
	} else {
		p = new(contract.Performance)
	}
	items := p.Items[:0]
	*p = contract.Performance{
		Effect: e.Effect, Card: d.Name(inn.Card(e.Card)), Index: e.Arg, Edition: cfg.Edition, Variants: cfg.Variants,
		Performer: e.Player, Activator: activator, Demand: demand, Turn: r.action.activator,
		Start: r.table, Decision: dec, Items: items, Echo: r.action.echo,
	}
	r.open = append(r.open, p)
	return p
}

// add appends event e to every open performance. An event of an effect
// that an outer performance of the same effect executes again, nested
// (Computers 2 executing Self Service, which executes Computers), is the
// innermost one's: the outer ones get it marked Nested.
func (r *performances) add(e *engine.Event, dec int, exec bool) {
	inner := -1
	for i := len(r.open) - 1; i >= 0 && e.Effect != ""; i-- {
		if r.open[i].Effect == e.Effect {
			inner = i
			break
		}
	}
	for i, p := range r.open {
		nested := i < inner && p.Effect == e.Effect
		p.Items = append(p.Items, contract.Item{Event: *e, Decision: dec, Exec: exec, Nested: nested})
	}
}

// closeFrom ends the open performances from index i on, innermost first,
// and checks each against its contract.
func (r *performances) closeFrom(s *props.Step, d *inn.Deck, i int) error {
	var first error
	for k := len(r.open) - 1; k >= i; k-- {
		p := r.open[k]
		p.End = r.dec
		if s.Log != nil {
			p.Answered = s.Log.Players
		}
		if fn, ok := contract.Lookup(p.Card, p.Edition, p.Index); ok && first == nil {
			if err := r.runner.Run(p, fn); err != nil {
				clause := "DOGMA-4"
				switch {
				case p.Demand:
					clause = "DOGMA-5"
				case p.Executed:
					clause = "DOGMA-9"
				}
				first = s.Failf(clause, "%s (%s edition), performed by %s: %v", p.Effect, p.Edition, inn.SeatName(p.Performer), err)
			}
		}
		r.free = append(r.free, p)
	}
	r.open = r.open[:i]
	return first
}
