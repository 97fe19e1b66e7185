package toygame

import "github.com/dogma-engine/dogma/engine"

// View is Tally's engine.View: the rows, hands and piles one seat sees
// (TALLY-INFO-1), or all of them for engine.Omniscient, after the
// kernel's head. Text draws it; encoding/json writes its JSON form.
type View struct {
	engine.ViewHead
	Decision *Question    `json:"decision,omitempty"`
	Over     *Ending      `json:"over,omitempty"`
	Players  []PlayerView `json:"players"`
	Deck     int          `json:"deck"`                 // the number of cards in the deck
	DeckTop  []string     `json:"deck_cards,omitempty"` // the deck, top first; only for "all"
	Discard  []string     `json:"discard"`              // oldest first
}

// Question is the pending decision: who decides and what.
type Question = engine.Question

// Ending is how the game ended.
type Ending struct {
	Reason  string   `json:"reason"` // "row" or "deck"
	Clause  string   `json:"clause"`
	Winners []string `json:"winners"`
}

// PlayerView is one player's part of a View.
type PlayerView struct {
	Seat     string   `json:"seat"`
	HandSize int      `json:"hand_size"`
	Hand     []string `json:"hand,omitempty"` // only for the seat itself and "all"
	Row      []string `json:"row"`            // in play order
	Total    int      `json:"total"`
}

// NewView returns the position of g as seat viewer sees it (0 for P1), or
// every card when viewer is engine.Omniscient.
func NewView(g *Game, viewer int) *View {
	s := &g.s
	all := viewer == engine.Omniscient
	v := &View{ViewHead: engine.NewViewHead(g.cfg, viewer, s.turn), Deck: s.deck.len(), Discard: names(&s.discard)}
	v.Decision = engine.QuestionOf(g)
	if r := g.Result(); r.Over {
		v.Over = &Ending{Reason: r.Reason, Clause: r.Clause, Winners: []string{}}
		for _, p := range r.Winners {
			v.Over.Winners = append(v.Over.Winners, engine.SeatName(p))
		}
	}
	for p := 0; p < s.players; p++ {
		pv := PlayerView{Seat: engine.SeatName(p), HandSize: s.hands[p].len(), Row: names(&s.rows[p]), Total: s.rows[p].total()}
		if all || p == viewer {
			pv.Hand = names(&s.hands[p])
		}
		v.Players = append(v.Players, pv)
	}
	if all {
		v.DeckTop = names(&s.deck)
	}
	return v
}

func names(z *zone) []string {
	out := make([]string, 0, z.len())
	for _, c := range z.list() {
		out = append(out, c.String())
	}
	return out
}
