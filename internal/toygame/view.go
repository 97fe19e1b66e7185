package toygame

import (
	"fmt"
	"io"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

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

// ANSI colors of the card colors, and the code that ends one.
var ansiColors = map[string]string{"red": "\x1b[31m", "green": "\x1b[32m", "blue": "\x1b[34m"}

const ansiReset = "\x1b[0m"

// Text writes the view: a line for the turn, two per player, then the
// deck and the discard pile; with color, cards in their colors.
func (v *View) Text(w io.Writer, color bool) error {
	var b strings.Builder
	line := func(subject string, cards []string) {
		b.WriteString(subject)
		b.WriteByte(':')
		for i, c := range cards {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteByte(' ')
			if _, name, _ := strings.Cut(c, " "); color {
				c = ansiColors[name] + c + ansiReset
			}
			b.WriteString(c)
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "game %s · seen by %s\n", v.Game, v.Viewer)
	switch {
	case v.Over != nil:
		fmt.Fprintf(&b, "over: %s %s, won by %s\n", v.Over.Reason, v.Over.Clause, strings.Join(v.Over.Winners, ","))
	case v.Decision != nil:
		fmt.Fprintf(&b, "%s turn: %s to %s\n", v.Turn, v.Decision.Player, v.Decision.Prompt)
	}
	for _, p := range v.Players {
		if p.Hand != nil {
			line(p.Seat+" hand", p.Hand)
		} else {
			fmt.Fprintf(&b, "%s hand: %s\n", p.Seat, cardCount(p.HandSize))
		}
		line(fmt.Sprintf("%s row (%d)", p.Seat, p.Total), p.Row)
	}
	if v.DeckTop != nil {
		line("deck", v.DeckTop)
	} else {
		fmt.Fprintf(&b, "deck: %s\n", cardCount(v.Deck))
	}
	line("discard", v.Discard)
	_, err := io.WriteString(w, b.String())
	return err
}

// cardCount says how many cards: "1 card", "3 cards".
func cardCount(n int) string {
	if n == 1 {
		return "1 card"
	}
	return fmt.Sprintf("%d cards", n)
}
