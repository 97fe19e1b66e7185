package genesia

import (
	"fmt"
	"io"
	"strings"

	"github.com/dogma-engine/dogma/engine"
)

// View is a position as one seat sees it (GEN-INFO-1), or with everything
// shown. It is Genesia's engine.View: Text writes it for a terminal, and
// the value is the position's JSON form.
type View struct {
	engine.ViewHead
	Data     string           `json:"data"` // "placeholder map and cards" while the data is the placeholder set
	Age      int              `json:"age"`
	Phase    string           `json:"phase"`
	Order    []string         `json:"order"`
	Decision *engine.Question `json:"decision,omitempty"`
	Reserve  int              `json:"reserve"`
	Peoples  []PeopleView     `json:"peoples"`
	Regions  []RegionView     `json:"regions"`
	Deck     int              `json:"deck"`
	Winners  []string         `json:"winners,omitempty"`
}

// PeopleView is one people's part of a View.
type PeopleView struct {
	Seat      string   `json:"seat"`
	Coins     int      `json:"coins"`
	Supply    int      `json:"supply"`
	Cities    int      `json:"cities_left"`
	Moves     int      `json:"moves,omitempty"`
	PP        [3]int   `json:"progress"`
	HandSize  int      `json:"hand_size"`
	Hand      []string `json:"hand,omitempty"`      // the seat itself, "all", and solo hands
	Draft     []string `json:"draft,omitempty"`     // picked and packet, for the seat itself and "all"
	Played    []string `json:"played"`              // face up
	Objective string   `json:"objective,omitempty"` // the seat itself, "all", or once the game is over
	Choice    string   `json:"choice,omitempty"`    // War or Peace, once shown (own choice at once)
	Score     string   `json:"score,omitempty"`
}

// RegionView is one region with units.
type RegionView struct {
	Name  string `json:"name"`
	Value int    `json:"value"`
	Units string `json:"units"` // "P1=2 city=P1"
}

// NewView returns the position of g as seat viewer sees it (0 for P1), or
// everything when viewer is engine.Omniscient.
func NewView(g *Game, viewer int) *View {
	s := &g.s
	all := viewer == engine.Omniscient || g.cfg.Solo()
	turn := 0
	if s.Phase != PhaseOver && s.Phase != PhaseObjective && s.Phase != PhaseDraft && s.Phase != PhaseReseat && int(s.Turn) < int(s.N) {
		turn = g.seat(g.current())
	}
	v := &View{ViewHead: engine.NewViewHead(g.cfg, viewer, turn), Age: int(s.Age), Phase: s.Phase.String(), Reserve: int(s.Reserve)}
	if g.data.Placeholder {
		v.Data = Placeholder
	}
	v.Decision = engine.QuestionOf(g)
	for _, p := range g.order() {
		v.Order = append(v.Order, g.people(p))
	}
	for c, w := range s.Where {
		if w == LocDeck && g.data.Cards[c].Age >= int(s.Age) {
			v.Deck++
		}
	}
	over := s.Phase == PhaseOver
	for p := 0; p < int(s.N); p++ {
		sees := all || p == viewer
		pv := PeopleView{Seat: g.people(p), Coins: int(s.Coins[p]), Supply: int(s.Supply[p]), Cities: int(s.CitySupply[p]),
			Moves: int(s.Moves[p]), PP: [3]int{int(s.PP[0][p]), int(s.PP[1][p]), int(s.PP[2][p])}, Played: []string{}}
		for c, w := range s.Where {
			name := g.data.Cards[c].Name
			switch w {
			case LocHand.At(p):
				pv.HandSize++
				if sees {
					pv.Hand = append(pv.Hand, name)
				}
			case LocPicked.At(p), LocPacket.At(p):
				if sees {
					pv.Draft = append(pv.Draft, name)
				}
			case LocPlayed.At(p), LocInvention.At(p):
				if k := s.CopyOf[c]; k > 0 {
					name += " (copy of " + g.data.Cards[k-1].Name + ")"
				}
				pv.Played = append(pv.Played, name)
			}
		}
		for i, o := range s.Obj {
			if o == ObjKept+ObjLoc(p) && (sees || over) {
				pv.Objective = g.data.Objectives[i].Name
			}
		}
		if s.Phase == PhaseAssault || p == viewer || all {
			if s.Chosen&(1<<p) != 0 && (s.Phase == PhaseWar || s.Phase == PhaseAssault) {
				pv.Choice = "peace"
				if s.War&(1<<p) != 0 {
					pv.Choice = "war"
				}
			}
		}
		if over {
			pv.Score = g.scoreLine(p)
		}
		v.Peoples = append(v.Peoples, pv)
	}
	for r, reg := range g.board.Regions {
		var units []string
		for p := 0; p < int(s.N); p++ {
			if s.Clans[r][p] > 0 {
				units = append(units, fmt.Sprintf("%s=%d", peopleSeat(p), s.Clans[r][p]))
			}
		}
		if s.City[r] > 0 {
			units = append(units, "city="+peopleSeat(int(s.City[r])-1))
		}
		if len(units) > 0 {
			v.Regions = append(v.Regions, RegionView{Name: reg.Name, Value: reg.Value, Units: strings.Join(units, " ")})
		}
	}
	if over {
		for p := 0; p < MaxPeoples; p++ {
			if s.Winners&(1<<p) != 0 {
				v.Winners = append(v.Winners, SeatName(p))
			}
		}
	}
	return v
}

// Text writes the view for people.
func (v *View) Text(w io.Writer, color bool) error {
	var b strings.Builder
	b.WriteString(v.Heading("genesia"))
	if v.Data != "" {
		b.WriteString(" · " + v.Data)
	}
	fmt.Fprintf(&b, "\nAge %d, %s; order %s; reserve %d; deck %d\n", v.Age, v.Phase, strings.Join(v.Order, ", "), v.Reserve, v.Deck)
	if v.Decision != nil {
		fmt.Fprintf(&b, "%s to decide: %s\n", v.Decision.Player, v.Decision.Prompt)
	}
	for _, p := range v.Peoples {
		fmt.Fprintf(&b, "%s: coins %d, clans %d, cities %d, progress %d/%d/%d", p.Seat, p.Coins, p.Supply, p.Cities, p.PP[0], p.PP[1], p.PP[2])
		if p.Moves > 0 {
			fmt.Fprintf(&b, ", free movements %d", p.Moves)
		}
		if p.Choice != "" {
			fmt.Fprintf(&b, ", %s", p.Choice)
		}
		b.WriteByte('\n')
		if p.Hand != nil {
			fmt.Fprintf(&b, "  hand: %s\n", strings.Join(p.Hand, ", "))
		} else if p.HandSize > 0 {
			fmt.Fprintf(&b, "  hand: %d cards\n", p.HandSize)
		}
		if len(p.Draft) > 0 {
			fmt.Fprintf(&b, "  draft: %s\n", strings.Join(p.Draft, ", "))
		}
		if len(p.Played) > 0 {
			fmt.Fprintf(&b, "  played: %s\n", strings.Join(p.Played, ", "))
		}
		if p.Objective != "" {
			fmt.Fprintf(&b, "  objective: %s\n", p.Objective)
		}
		if p.Score != "" {
			fmt.Fprintf(&b, "  score: %s\n", p.Score)
		}
	}
	for _, r := range v.Regions {
		fmt.Fprintf(&b, "  %s (%d): %s\n", r.Name, r.Value, r.Units)
	}
	if len(v.Winners) > 0 {
		fmt.Fprintf(&b, "winners: %s\n", strings.Join(v.Winners, ", "))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Redactor writes events and labels as one seat saw them (GEN-INFO-1):
// the cards dealt, picked and discarded by others, their objectives and
// their secret choices are not named.
type Redactor struct {
	g      *Game
	viewer int
}

// NewRedactor returns the Redactor of seat viewer (0 for P1).
func NewRedactor(g *Game, viewer int) *Redactor { return &Redactor{g: g, viewer: viewer} }

// Observe does nothing: what a seat sees does not depend on what it saw.
func (r *Redactor) Observe(engine.Game) {}

// Event returns the text of e as the seat saw it.
func (r *Redactor) Event(e engine.Event) string {
	g := r.g
	open := r.viewer == engine.Omniscient || g.cfg.Solo() || e.Player == r.viewer
	card := g.cardName
	obj := g.objectiveName
	if !open {
		switch e.Kind {
		case EvDeal, EvPick, EvDiscard:
			card = func(int) string { return "a card" }
		case EvObjective:
			obj = func(int) string { return "(secret)" }
		}
	}
	return g.formatEvent(e, card, obj)
}

// Label returns the label of an option offered to another seat, with the
// cards and choices that seat keeps secret unnamed.
func (r *Redactor) Label(label string) string {
	if r.viewer == engine.Omniscient || r.g.cfg.Solo() {
		return label
	}
	switch verb, _, _ := strings.Cut(label, " "); verb {
	case "pick", "discard":
		return verb + " a card"
	case "keep":
		return "keep an objective"
	case "war", "peace":
		return "War or Peace"
	}
	return label
}
