package uruk

import (
	"fmt"
	"io"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// View is a position as one seat sees it (URUK-INFO-1), or with every card
// shown. It is Uruk's engine.View: Text writes it for a terminal, and the
// value is the position's JSON form.
type View struct {
	engine.ViewHead
	Phase    string       `json:"phase"` // play, resolve, scoring or over
	Stage    string       `json:"stage"` // normal, round or final
	Actions  int          `json:"actions_left"`
	Decision *Question    `json:"decision,omitempty"`
	Players  []PlayerView `json:"players"`
	Display  []string     `json:"display"` // "-" for an empty position
	GodSlot  string       `json:"god_slot,omitempty"`
	Pile     int          `json:"pile"`                 // cards in the pile
	PileTop  []string     `json:"pile_cards,omitempty"` // top first; only for "all"
	Discard  []string     `json:"discard"`
	Epochs   []int        `json:"epochs"` // discs on I..IV
	Common   int          `json:"common"`
	Reserve  CubesView    `json:"reserve"`
	Winners  []string     `json:"winners,omitempty"`
}

// Question is the pending decision: who decides and what.
type Question = engine.Question

// CubesView counts cubes by colour.
type CubesView struct {
	Red    int `json:"red"`
	Pink   int `json:"pink"`
	Yellow int `json:"yellow"`
	Blue   int `json:"blue"`
}

func cubesView(k [NumColors]uint8) CubesView {
	return CubesView{int(k[Red]), int(k[Pink]), int(k[Yellow]), int(k[Blue])}
}

// String writes the counts: "red 1, pink 0, yellow 2, blue 0".
func (c CubesView) String() string {
	return fmt.Sprintf("red %d, pink %d, yellow %d, blue %d", c.Red, c.Pink, c.Yellow, c.Blue)
}

// PlayerView is one player's part of a View.
type PlayerView struct {
	Seat     string    `json:"seat"`
	Tableau  []string  `json:"tableau"` // each discovery with its discs and cubes
	Lyre     string    `json:"lyre,omitempty"`
	HandSize int       `json:"hand_size"`
	Hand     []string  `json:"hand,omitempty"` // only for the seat itself and "all"
	Stock    CubesView `json:"stock"`
	FaceDown string    `json:"face_down,omitempty"` // "a card" for others
	Kept     []string  `json:"kept,omitempty"`
	Volcano  bool      `json:"volcano,omitempty"`
	Discs    int       `json:"discs"`
	Score    *int      `json:"score,omitempty"`
}

// NewView returns the position of g as seat viewer sees it (0 for P1), or
// every card when viewer is engine.Omniscient.
func NewView(g *Game, viewer int) *View {
	s := &g.s
	all := viewer == engine.Omniscient
	v := &View{ViewHead: engine.NewViewHead(g.cfg, viewer, s.Current), Phase: s.Phase.String(),
		Stage: s.Stage.String(), Actions: s.ActionsLeft, Display: names(s.Display[:]), Pile: s.pileN,
		Discard: names(s.Discard()), Common: int(s.Common), Reserve: cubesView(s.Reserve)}
	if s.GodSlot != NoCard {
		v.GodSlot = s.GodSlot.String()
	}
	v.Decision = engine.QuestionOf(g)
	for e := 0; e < NumEpochs; e++ {
		v.Epochs = append(v.Epochs, int(s.Epochs[e]))
	}
	for p := 0; p < s.N; p++ {
		pl := &s.Players[p]
		pv := PlayerView{Seat: SeatName(p), HandSize: pl.Hand.Len(), Stock: cubesView(pl.Stock),
			Volcano: pl.Volcano, Discs: pl.Discs(), Kept: names(pl.Kept.Cards())}
		for i := 0; i < pl.N; i++ {
			pv.Tableau = append(pv.Tableau, slotText(&pl.Tableau[i]))
		}
		if pl.Lyre != NoCard {
			pv.Lyre = pl.Lyre.String()
		}
		if all || p == viewer {
			pv.Hand = names(pl.Hand.Cards())
			if pl.FaceDown != NoCard {
				pv.FaceDown = pl.FaceDown.String()
			}
		} else if pl.FaceDown != NoCard {
			pv.FaceDown = "a card"
		}
		if s.Phase == PhaseOver {
			pv.Score = &s.Scores[p]
		}
		v.Players = append(v.Players, pv)
	}
	if all {
		v.PileTop = names(s.Pile())
	}
	if s.Phase == PhaseOver {
		for p := 0; p < s.N; p++ {
			if s.Winners&(1<<p) != 0 {
				v.Winners = append(v.Winners, SeatName(p))
			}
		}
	}
	return v
}

// ANSI colours of the card colours, and the code that ends one.
var ansiColors = [NumColors]string{"\x1b[31m", "\x1b[35m", "\x1b[33m", "\x1b[34m"}

const ansiReset = "\x1b[0m"

// paint writes a card name in its colour, when color is set.
func paint(name string, color bool) string {
	base, _, _ := strings.Cut(name, " [")
	t, ok := LookupType(base)
	if !color || !ok {
		return name
	}
	return ansiColors[t.Color()] + name + ansiReset
}

// Text writes the view: the turn, each player's tableau, hand and cubes,
// then the display, the pile, the discs and the reserve.
func (v *View) Text(w io.Writer, color bool) error {
	var b strings.Builder
	list := func(cards []string) string {
		out := make([]string, len(cards))
		for i, c := range cards {
			out[i] = paint(c, color)
		}
		if len(out) == 0 {
			return "-"
		}
		return strings.Join(out, ", ")
	}
	b.WriteString(v.Heading("uruk") + "\n")
	switch {
	case v.Winners != nil:
		fmt.Fprintf(&b, "over: won by %s\n", strings.Join(v.Winners, ","))
	case v.Decision != nil:
		fmt.Fprintf(&b, "%s turn (%s, %d actions left, %s): %s to %s\n", v.Turn, v.Phase, v.Actions, v.Stage, v.Decision.Player, v.Decision.Prompt)
	}
	for _, p := range v.Players {
		fmt.Fprintf(&b, "%s tableau: %s", p.Seat, list(p.Tableau))
		if p.Lyre != "" {
			fmt.Fprintf(&b, " + %s (Leier)", paint(p.Lyre, color))
		}
		fmt.Fprintf(&b, " (%d discs)\n", p.Discs)
		if p.Hand != nil {
			fmt.Fprintf(&b, "%s hand: %s\n", p.Seat, list(p.Hand))
		} else {
			fmt.Fprintf(&b, "%s hand: %d card%s\n", p.Seat, p.HandSize, plural(p.HandSize))
		}
		fmt.Fprintf(&b, "%s stock: %s\n", p.Seat, p.Stock)
		if p.FaceDown != "" || len(p.Kept) > 0 || p.Volcano {
			fmt.Fprintf(&b, "%s before him: %s", p.Seat, strings.Join(append([]string{p.FaceDown}, p.Kept...), " "))
			if p.Volcano {
				b.WriteString(" (volcano)")
			}
			b.WriteByte('\n')
		}
		if p.Score != nil {
			fmt.Fprintf(&b, "%s score: %d\n", p.Seat, *p.Score)
		}
	}
	fmt.Fprintf(&b, "display: %s", list(v.Display))
	if v.GodSlot != "" {
		fmt.Fprintf(&b, " (god slot: %s)", v.GodSlot)
	}
	b.WriteByte('\n')
	if v.PileTop != nil {
		fmt.Fprintf(&b, "pile: %s\n", list(v.PileTop))
	} else {
		fmt.Fprintf(&b, "pile: %d card%s\n", v.Pile, plural(v.Pile))
	}
	fmt.Fprintf(&b, "discard: %d card%s\n", len(v.Discard), plural(len(v.Discard)))
	fmt.Fprintf(&b, "discs: I %d, II %d, III %d, IV %d, common %d\n", v.Epochs[0], v.Epochs[1], v.Epochs[2], v.Epochs[3], v.Common)
	fmt.Fprintf(&b, "reserve: %s\n", v.Reserve)
	_, err := io.WriteString(w, b.String())
	return err
}

// Redactor writes the events and labels of a game as one seat saw them:
// a card that went from the pile or a hand to another player's hand or
// face down before him, unseen by the seat, is "a card"; another
// player's sealed bid is "sealed ?" (URUK-INFO-1).
type Redactor struct {
	viewer int
	seen   CardSet
}

// NewRedactor returns a Redactor for seat viewer that has observed g.
func NewRedactor(g *Game, viewer int) *Redactor {
	r := &Redactor{viewer: viewer}
	r.Observe(g)
	return r
}

// Observe adds what the seat sees of g now.
func (r *Redactor) Observe(eg engine.Game) {
	g, ok := eg.(*Game)
	if !ok {
		return
	}
	for c := Card(0); c < NumCards; c++ {
		if !HiddenFrom(&g.s, r.viewer, c) {
			r.seen.Add(c)
		}
	}
}

// Event returns e as FormatEvent writes it, with an unseen card hidden.
func (r *Redactor) Event(e engine.Event) string {
	text := FormatEvent(e)
	if e.Card < 0 || r.seen.Has(Card(e.Card)) {
		return text
	}
	to := Place(e.To)
	hidden := (to.Kind() == PlaceHand || to.Kind() == PlaceFaceDown) && to.Player() != r.viewer
	if !hidden {
		r.seen.Add(Card(e.Card))
		return text
	}
	name := Card(e.Card).String()
	return strings.Replace(text, " "+name+":", " a card:", 1)
}

// Label returns the label of an option offered to another seat: a sealed
// bid is hidden.
func (r *Redactor) Label(label string) string {
	if strings.HasPrefix(label, "sealed ") {
		return "sealed ?"
	}
	return label
}
