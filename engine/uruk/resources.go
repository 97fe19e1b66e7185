package uruk

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// canProduce reports whether player p can take resources with the
// discovery in slot i this turn (URUK-RES-1, URUK-TURN-3): it produces,
// its function is unused, and it has something to give.
func (g *Game) canProduce(p, i int) bool {
	s := &g.s
	sl := &s.Players[p].Tableau[i]
	t := sl.Card.Type()
	if !g.unused(t, false) {
		return false
	}
	switch t.Function() {
	case FnStore, FnStreet, FnPipe:
		return sl.Cubes != [NumColors]uint8{}
	case FnProduce, FnChoice:
		return true
	case FnAstronomy:
		return s.Display != [3]Card{NoCard, NoCard, NoCard}
	case FnZiggurat:
		for _, k := range s.Players[p].Stock {
			if k == 0 {
				return true
			}
		}
	}
	return false
}

// produce carries out taking resources with the discovery in slot i
// (URUK-RES-1 and the discovery's clause).
func (g *Game) produce(p, i int) {
	s := &g.s
	sl := &s.Players[p].Tableau[i]
	t := sl.Card.Type()
	g.use(t)
	g.effect = t.String()
	clause := clauseOf[t.Function()]
	switch t.Function() {
	case FnStore, FnStreet:
		if t.Function() == FnStreet && g.cfg.Has(VarStreetAll) {
			g.takeAllCubes(p, i, VarStreetAll.ID())
			return
		}
		col := g.askColor(p, func(c Color) bool { return sl.Cubes[c] > 0 }, "take a cube from "+t.String())
		g.moveCube(p, col, TableauPlace(p, i), StockPlace(p), clause)
	case FnPipe:
		g.takeAllCubes(p, i, clause)
	case FnProduce:
		g.receive(p, t.Color(), 1, clause)
	case FnChoice:
		r := t.Facts().Resources
		col := g.askColor(p, func(c Color) bool { return c == r[0] || c == r[1] }, "receive one of the resources of "+t.String())
		g.receive(p, col, 1, clause)
	case FnAstronomy:
		var n [NumColors]int
		for _, c := range s.Display {
			if c != NoCard {
				n[c.Color()]++
			}
		}
		g.NewDecision()
		for col := Color(0); col < NumColors; col++ {
			if n[col] > 0 {
				g.Option(fmt.Sprintf("%s (%d)", col, n[col]), int(col))
			}
		}
		col := Color(g.Ask(p, engine.KindColor, "a colour of the display"))
		for d, c := range s.Display {
			if c != NoCard && c.Color() == col {
				g.moveCard(EvDiscard, p, c, DisplayPlace(d), DiscardPlace, clause)
			}
		}
		g.receive(p, col, n[col], clause)
	case FnZiggurat:
		missing := s.Players[p].Stock
		for col := Color(0); col < NumColors; col++ {
			if missing[col] == 0 {
				g.receive(p, col, 1, clause)
			}
		}
	}
}

// takeAllCubes moves every cube on the discovery in slot i to p's stock.
func (g *Game) takeAllCubes(p, i int, clause string) {
	sl := &g.s.Players[p].Tableau[i]
	for col := Color(0); col < NumColors; col++ {
		for sl.Cubes[col] > 0 {
			g.moveCube(p, col, TableauPlace(p, i), StockPlace(p), clause)
		}
	}
}

// askColor asks player p for a colour among those ok accepts.
func (g *Game) askColor(p int, ok func(Color) bool, prompt string) Color {
	g.NewDecision()
	for col := Color(0); col < NumColors; col++ {
		if ok(col) {
			g.Option(col.String(), int(col))
		}
	}
	return Color(g.Ask(p, engine.KindColor, prompt))
}

// receive gives player p n cubes of colour col from the reserve; for each
// the reserve lacks, the shortage rule applies (URUK-RES-2).
func (g *Game) receive(p int, col Color, n int, clause string) {
	for k := 0; k < n; k++ {
		if g.s.Reserve[col] > 0 {
			g.moveCube(p, col, ReservePlace, StockPlace(p), clause)
			continue
		}
		g.shortage(p, col)
	}
}

// receiveChoice gives player p n cubes of one colour of his choice among
// those the reserve holds (Nergal, Gibil, compensations, Ischtar,
// Aquädukt); with none in the reserve he receives nothing.
func (g *Game) receiveChoice(p, n int, clause, prompt string) {
	s := &g.s
	if s.Reserve == [NumColors]uint8{} {
		g.emit(EvNone, p, NoCard, NoPlace, NoPlace, 0, clause)
		return
	}
	col := g.askColor(p, func(c Color) bool { return s.Reserve[c] > 0 }, prompt)
	g.receive(p, col, n, clause)
}

// shortage applies the note of URUK-RES-2: with no cube of colour col left
// in the reserve, player p may take one from the player holding the most,
// who receives another of his choice from the reserve.
func (g *Game) shortage(p int, col Color) {
	s := &g.s
	most := 0
	var holders []int
	for q := 0; q < s.N; q++ {
		switch k := int(s.Players[q].Stock[col]); {
		case k > most:
			most, holders = k, append(holders[:0], q)
		case k == most && k > 0:
			holders = append(holders, q)
		}
	}
	if most == 0 {
		g.emit(EvNone, p, NoCard, NoPlace, NoPlace, int(col), "URUK-RES-2")
		return
	}
	fill := g.cfg.Has(VarFillShortage)
	for _, h := range holders {
		if h == p {
			if !fill {
				g.gap("URUK-RES-2", "%s is to receive a %s cube, the reserve has none, and he holds the most himself", SeatName(p), col)
			}
			g.filled(p, VarFillShortage)
			return
		}
	}
	if len(holders) > 1 {
		if !fill {
			g.gap("URUK-RES-2", "%s is to receive a %s cube, the reserve has none, and %d players hold the most (%d)", SeatName(p), col, len(holders), most)
		}
		g.filled(p, VarFillShortage)
	}
	g.NewDecision()
	for _, h := range holders {
		g.Option(fmt.Sprintf("take %s from %s", col, SeatName(h)), h)
	}
	g.Option("go without", -1)
	h := g.Ask(p, engine.KindPlayer, fmt.Sprintf("no %s cube in the reserve", col))
	if h < 0 {
		return
	}
	g.moveCube(p, col, StockPlace(h), StockPlace(p), "URUK-RES-2")
	if s.Reserve == [NumColors]uint8{} {
		g.emit(EvNone, h, NoCard, NoPlace, NoPlace, int(col), "URUK-RES-2")
		return
	}
	other := g.askColor(h, func(c Color) bool { return c != col && s.Reserve[c] > 0 }, "a resource in compensation")
	g.moveCube(h, other, ReservePlace, StockPlace(h), "URUK-RES-2")
}

// eligible reports whether a card of type t may be traded: a discovery of
// its type lies in some player's tableau (URUK-TRADE-1).
func (g *Game) eligible(t Type) bool {
	s := &g.s
	for q := 0; q < s.N; q++ {
		if s.Players[q].Has(t) {
			return true
		}
	}
	return false
}

// canTrade reports whether player p holds a card he may trade.
func (g *Game) canTrade(p int) bool {
	h := &g.s.Players[p].Hand
	for _, t := range handTypes(h) {
		if g.eligible(t) {
			return true
		}
	}
	return false
}

// trade carries out the exchange of cards for resources: player p
// discards cards of laid discoveries, one cube of the card's colour each
// (URUK-TRADE-1).
func (g *Game) trade(p int) {
	h := &g.s.Players[p].Hand
	for chosen := 0; ; chosen++ {
		g.NewDecision()
		n := 0
		for _, t := range handTypes(h) {
			if g.eligible(t) {
				g.Option(t.String(), int(t))
				n += h.CountType(t)
			}
		}
		if n == 0 {
			return
		}
		if chosen > 0 {
			g.Option(engine.LabelPass, -1)
		}
		g.SetCount(engine.Count{Min: 1, Max: chosen + n, Chosen: chosen})
		t := g.Ask(p, engine.KindCard, "a card to trade for a resource of its colour")
		if t < 0 {
			return
		}
		g.discardFromHand(p, Type(t), "URUK-TRADE-1")
		g.receive(p, Type(t).Color(), 1, "URUK-TRADE-1")
	}
}
