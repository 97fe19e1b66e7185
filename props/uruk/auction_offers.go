package uruk

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dogma-engine/dogma/engine"
	uk "github.com/dogma-engine/dogma/engine/uruk"
	"github.com/dogma-engine/dogma/props"
)

// AuctionOffers checks the question side of the auction of cards
// (URUK-AUCTION-1, seed l.201-206): at each bid, the player may pass or
// outbid the best offer so far with any sum of the levels of cards of his
// hand plus his Leuchtturm bonus (as its event announced it), and
// exactly those offers are put to him.
var AuctionOffers = &props.Property{
	Name:    "auction-offers",
	Clauses: []string{"URUK-AUCTION-1"},
	Doc:     "at each bid of an auction of cards, the player is offered to pass and every offer above the best so far that the levels of cards of his hand plus his Leuchtturm bonus can make, and nothing else",
	Cost:    props.Cheap,
	Check:   checkAuctionOffers,
}

func checkAuctionOffers(s *props.Step) error {
	d := s.Decision
	if d == nil || d.Kind != engine.KindValue || s.Before == nil || d.Index("pass") < 0 || game(s).Err() != nil {
		return nil
	}
	var bids []int
	for _, o := range d.Options {
		if v, ok := strings.CutPrefix(o.Label, "bid "); ok {
			n, err := strconv.Atoi(v)
			if err != nil {
				return nil
			}
			bids = append(bids, n)
		} else if o.Label != "pass" {
			return nil // not an auction of cards
		}
	}
	log := history(s)
	return checkOffers(s, bids, log[:len(log)-len(s.Events)])
}

// checkOffers checks the bids offered at s's decision against the
// auction under way in prior, the events before the decision: its
// bonuses and best bid since the card's activation.
func checkOffers(s *props.Step, bids []int, log []engine.Event) error {
	d := s.Decision
	end := len(log)
	begin := -1
	for k := end - 1; k >= 0 && log[k].Kind != uk.EvTurn; k-- {
		if log[k].Kind == uk.EvActivate {
			begin = k
			break
		}
	}
	if begin < 0 {
		return nil // an activation before the log's start (a game from a position)
	}
	p := d.Player
	best, bonus := 0, 0
	for _, e := range log[begin:end] {
		switch {
		case e.Kind == uk.EvBid:
			best = e.Arg
		case e.Kind == uk.EvBonus && e.Player == p:
			bonus = e.Arg
		}
	}
	var levels []int
	for _, c := range before(s).Players[p].Hand.Cards() {
		levels = append(levels, c.Level())
	}
	can := subsetSums(levels)
	var want []int
	for v := best + 1; v-bonus < len(can); v++ {
		if v-bonus >= 0 && can[v-bonus] {
			want = append(want, v)
		}
	}
	if fmt.Sprint(want) != fmt.Sprint(bids) {
		return s.Failf("URUK-AUCTION-1", "%s, to outbid %d with a hand of levels %v and a bonus of %d, may offer %v; the engine offers %v", uk.SeatName(p), best, levels, bonus, want, bids)
	}
	return nil
}

// subsetSums returns, for each v from 0, whether some of the levels add
// up to v.
func subsetSums(levels []int) []bool {
	total := 0
	for _, l := range levels {
		total += l
	}
	can := make([]bool, total+1)
	can[0] = true
	for _, l := range levels {
		for v := total; v >= l; v-- {
			can[v] = can[v] || can[v-l]
		}
	}
	return can
}
