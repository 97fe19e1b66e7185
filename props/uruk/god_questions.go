package uruk

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// GodQuestions checks the question side of the gods and disasters: who is
// asked, when, and what he is offered, from the texts.
//
//   - The auction of cards (URUK-AUCTION-1, seed l.201-206): from the
//     activator clockwise, each player still in outbids or passes for
//     good; the auction ends when all have passed, or all but the maker of
//     the best offer, who is not asked again.
//   - The fists (URUK-DISASTER-1, l.231-235): a player puts "some of his
//     cubes" in his fist: from none to all he holds.
//   - Leuchtturm (URUK-CARD-LEUCHTTURM, l.195-199): the bonus in each offer
//     is +2 on cards and +1 on resources, and a village or a city on it adds
//     1 or 2 more (VAR-LIGHTHOUSE-BY-KIND: per disc, +2 on cards and +1 on
//     resources).
//   - Ischtar (URUK-GOD-ISCHTAR, l.227-229): each player may draw a card
//     from the pile, or receive a resource while the reserve holds one.
var GodQuestions = &props.Property{
	Name:    "god-questions",
	Clauses: []string{"URUK-AUCTION-1", "URUK-DISASTER-1", "URUK-CARD-LEUCHTTURM", "URUK-GOD-ISCHTAR"},
	Doc:     "an auction of cards asks the players still in, clockwise from the activator, and ends exactly when all have passed but the best offer's maker; a fist offers from none to all of the player's cubes; each offer holds the Leuchtturm bonus of the text; Ischtar offers the pile, and a resource while the reserve has one",
	Cost:    props.Cheap,
	Check:   checkGodQuestions,
}

func checkGodQuestions(s *props.Step) error {
	if game(s).Err() != nil || s.Before == nil {
		return nil
	}
	log := history(s)
	prior := len(log) - len(s.Events)
	if prior < 0 {
		return nil
	}
	for i, e := range s.Events {
		if e.Clause != "URUK-AUCTION-1" {
			continue
		}
		if err := checkAuctionTurn(s, log[:prior+i], e); err != nil {
			return err
		}
	}
	if err := checkFists(s); err != nil {
		return err
	}
	return checkIschtarOffer(s)
}

// auctionRound is an auction of cards replayed from its events.
type auctionRound struct {
	activator    int
	passed       [uk.MaxPlayers]bool
	left         int // players who have not passed
	leader, best int // the best offer's maker (-1: none) and the offer
	last         int // the player who spoke last, or -1
}

// auctionOf replays the auction under way at the end of log, the events
// before one of its own. It reports false when log holds no auction of
// cards since the last turn began (or it began before the log's start).
func auctionOf(log []engine.Event, players int) (a auctionRound, ok bool) {
	begin := -1
	for k := len(log) - 1; k >= 0 && log[k].Kind != uk.EvTurn; k-- {
		if log[k].Kind == uk.EvActivate {
			begin = k
			break
		}
	}
	if begin < 0 {
		return a, false
	}
	switch uk.Card(log[begin].Card) {
	case uk.Enlil, uk.Nergal, uk.Ninurta:
	default:
		return a, false
	}
	a = auctionRound{activator: log[begin].Player, left: players, leader: -1, last: -1}
	for _, e := range log[begin+1:] {
		switch {
		case e.Clause != "URUK-AUCTION-1" || e.Player < 0 || e.Player >= players:
		case e.Kind == uk.EvPass:
			if !a.passed[e.Player] {
				a.passed[e.Player] = true
				a.left--
			}
			a.last = e.Player
		case e.Kind == uk.EvBid:
			a.leader, a.best, a.last = e.Player, e.Arg, e.Player
		}
	}
	return a, true
}

// over reports whether the auction has ended by the text: all have passed,
// or all but the best offer's maker.
func (a *auctionRound) over() bool {
	return a.left == 0 || a.leader >= 0 && a.left == 1
}

// next returns the player whose turn it is to outbid or pass: the
// activator first, then clockwise the next who has not passed.
func (a *auctionRound) next(players int) int {
	q := a.activator
	if a.last >= 0 {
		q = (a.last + 1) % players
	}
	for k := 0; k < players && a.passed[q]; k++ {
		q = (q + 1) % players
	}
	return q
}

// checkAuctionTurn checks event e of an auction of cards against the
// auction replayed from prior, the events before it.
func checkAuctionTurn(s *props.Step, prior []engine.Event, e engine.Event) error {
	n := before(s).N
	a, ok := auctionOf(prior, n)
	if !ok {
		return nil
	}
	who := uk.SeatName(e.Player)
	switch e.Kind {
	case uk.EvBid, uk.EvPass:
		if a.over() {
			return s.Failf("URUK-AUCTION-1", "%s speaks in an auction that is over (%d players in, best offer %d by %s)", who, a.left, a.best, seatOrNobody(a.leader))
		}
		if want := a.next(n); e.Player != want {
			return s.Failf("URUK-AUCTION-1", "%s speaks in the auction where it is %s's turn (clockwise from the activator %s, skipping those who passed)", who, uk.SeatName(want), uk.SeatName(a.activator))
		}
		if e.Kind == uk.EvBid && e.Arg <= a.best {
			return s.Failf("URUK-AUCTION-1", "%s offers %d and does not outbid %d", who, e.Arg, a.best)
		}
	case uk.EvWin, uk.EvNone:
		if !a.over() {
			return s.Failf("URUK-AUCTION-1", "the auction ends while %d players have not passed (best offer %d by %s)", a.left, a.best, seatOrNobody(a.leader))
		}
	}
	return nil
}

// checkFists checks a question of a sealed bid, and the offers the fists
// open with.
func checkFists(s *props.Step) error {
	d := s.Decision
	st := before(s)
	if d != nil && d.Kind == engine.KindValue && len(d.Options) > 0 && sealed(d.Options[0].Label) && d.Player >= 0 && d.Player < st.N {
		cubes := 0
		for _, k := range st.Players[d.Player].Stock {
			cubes += int(k)
		}
		if len(d.Options) != cubes+1 {
			return s.Failf("URUK-DISASTER-1", "%s holds %d cubes and is offered %d fists, not none to all", uk.SeatName(d.Player), cubes, len(d.Options))
		}
		for k, o := range d.Options {
			if o.Label != fmt.Sprintf("sealed %d", k) {
				return s.Failf("URUK-DISASTER-1", "%s holds %d cubes and is offered the fist %q at %d", uk.SeatName(d.Player), cubes, o.Label, k)
			}
		}
	}
	cfg := config(s)
	for i, e := range s.Events {
		if e.Kind != uk.EvSealed || e.Player < 0 || e.Player >= st.N {
			continue
		}
		// The bonus is the tableau's when the fists open: the state before
		// the decision if its events had not changed the tableau by then
		// (the fists may open in the decision that lays a discovery, when
		// every fist is forced), else the state after it if they do not
		// change it after.
		at := st
		switch {
		case !tableauTouched(s.Events[:i], e.Player):
		case !tableauTouched(s.Events[i:], e.Player):
			at = game(s).State()
		default:
			continue
		}
		bid, offer := e.Arg&0xff, e.Arg>>8
		if want := lighthouseBonus(at, cfg, e.Player, false); offer-bid != want {
			return s.Failf("URUK-CARD-LEUCHTTURM", "%s opens a fist of %d cubes as an offer of %d: his Leuchtturm bonus on resources is %d", uk.SeatName(e.Player), bid, offer, want)
		}
	}
	return nil
}

// tableauTouched reports whether some event of evs moves a card or a disc
// to or from player p's tableau.
func tableauTouched(evs []engine.Event, p int) bool {
	for _, e := range evs {
		for _, pl := range [2]uk.Place{uk.Place(e.From), uk.Place(e.To)} {
			if pl.Kind() == uk.PlaceTableau && pl.Player() == p {
				return true
			}
		}
	}
	return false
}

// lighthouseBonus is the Leuchtturm bonus of player p by the text, on an
// offer of cards or of resources: +2 on cards, +1 on resources; a village
// or city on it adds 1 or 2 (VAR-LIGHTHOUSE-BY-KIND: per disc, +2 on cards,
// +1 on resources); 0 without a Leuchtturm laid.
func lighthouseBonus(st *uk.State, cfg uk.Config, p int, cards bool) int {
	pl := &st.Players[p]
	for i := 0; i < pl.N; i++ {
		if pl.Tableau[i].Card.Type().String() != "Leuchtturm" {
			continue
		}
		base, d := 1, int(pl.Tableau[i].Discs)
		if cards {
			base = 2
		}
		if cfg.Has(uk.VarLighthouseByKind) {
			return base + base*d
		}
		return base + d
	}
	return 0
}

// checkIschtarOffer checks Ischtar's question: the pile, and a resource
// exactly while the reserve holds one. A question with the pile alone is
// answered by the engine and never asked, so a card drawn by Ischtar that
// the decision's answer did not choose is checked too: the reserve must
// have been empty then.
func checkIschtarOffer(s *props.Step) error {
	st := before(s)
	d := s.Decision
	asked := -1 // the player whose answer chose the pile
	if d != nil && d.Kind == engine.KindYesNo && d.Index("take pile") >= 0 {
		has := st.Reserve != [uk.NumColors]uint8{}
		if offered := d.Index("take a resource") >= 0; offered != has {
			return s.Failf("URUK-GOD-ISCHTAR", "the reserve holds %d cubes, and Ischtar's question offering a resource is %v", sumCubes(st.Reserve), offered)
		}
		if s.Choice >= 0 && s.Choice < len(d.Options) && d.Options[s.Choice].Label == "take pile" {
			asked = d.Player
		}
	}
	reserve := sumCubes(st.Reserve)
	for _, e := range s.Events {
		switch {
		case e.Kind == uk.EvCube && uk.Place(e.From) == uk.ReservePlace:
			reserve--
		case e.Kind == uk.EvCube && uk.Place(e.To) == uk.ReservePlace:
			reserve++
		case e.Kind == uk.EvTake && e.Clause == "URUK-GOD-ISCHTAR":
			if e.Player == asked {
				asked = -1
				continue
			}
			if reserve > 0 {
				return s.Failf("URUK-GOD-ISCHTAR", "%s draws a card by Ischtar without the choice of a resource, while the reserve holds %d cubes", uk.SeatName(e.Player), reserve)
			}
		}
	}
	return nil
}

// sumCubes returns the number of cubes of a set of colours.
func sumCubes(c [uk.NumColors]uint8) int {
	n := 0
	for _, k := range c {
		n += int(k)
	}
	return n
}
