package uruk

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// functionReady returns the type of player p's discovery with function f
// when its function may still be used this turn, or NoType.
func (g *Game) functionReady(p int, f Function) Type {
	pl := &g.s.Players[p]
	if i := pl.HasFunction(f); i >= 0 {
		if t := pl.Tableau[i].Card.Type(); g.unused(t, false) {
			return t
		}
	}
	return NoType
}

// canAqueduct reports whether player p can use Aquädukt: it lies unused in
// his tableau and he has a card or a cube to exchange (URUK-CARD-AQUAEDUKT).
func (g *Game) canAqueduct(p int) bool {
	pl := &g.s.Players[p]
	return g.functionReady(p, FnAqueduct) != NoType && (!pl.Hand.Empty() || pl.Cubes() > 0)
}

// useAqueduct carries out Aquädukt: 1-2 cards of the hand for as many
// resources of the player's choice, or 1-2 of his cubes for as many cards
// of the pile or the display (URUK-CARD-AQUAEDUKT, URUK-ACT-1).
func (g *Game) useAqueduct(p int) {
	s := &g.s
	pl := &s.Players[p]
	t := g.functionReady(p, FnAqueduct)
	g.use(t)
	g.effect = t.String()
	const clause = "URUK-CARD-AQUAEDUKT"
	g.NewDecision()
	if !pl.Hand.Empty() {
		g.Option("cards for resources", 0)
	}
	if pl.Cubes() > 0 {
		g.Option("resources for cards", 1)
	}
	if g.Ask(p, engine.KindYesNo, "exchange with "+t.String()) == 0 {
		n := 0
		for n < 2 && !pl.Hand.Empty() {
			g.NewDecision()
			for _, ht := range handTypes(&pl.Hand) {
				g.Option(ht.String(), int(ht))
			}
			if n > 0 {
				g.Option(engine.LabelPass, -1)
			}
			g.SetCount(engine.Count{Min: 1, Max: 2, Chosen: n})
			c := g.Ask(p, engine.KindCard, "a card to exchange for a resource")
			if c < 0 {
				break
			}
			g.discardFromHand(p, Type(c), clause)
			n++
		}
		for k := 0; k < n; k++ {
			g.receiveChoice(p, 1, clause, fmt.Sprintf("a resource for a card (%d of %d)", k+1, n))
		}
		return
	}
	n := 0
	for n < 2 && pl.Cubes() > 0 {
		g.NewDecision()
		for col := Color(0); col < NumColors; col++ {
			if pl.Stock[col] > 0 {
				g.Option(col.String(), int(col))
			}
		}
		if n > 0 {
			g.Option(engine.LabelPass, -1)
		}
		col := g.Ask(p, engine.KindColor, "a cube to exchange for a card")
		if col < 0 {
			break
		}
		g.moveCube(p, Color(col), StockPlace(p), ReservePlace, clause)
		n++
	}
	for k := 0; k < n; k++ {
		g.NewDecision()
		g.Option("take pile", -1)
		for i, c := range s.Display {
			if c != NoCard {
				g.Option(fmt.Sprintf("take display %d", i+1), i)
			}
		}
		from := g.Ask(p, engine.KindCard, fmt.Sprintf("a card for a resource (%d of %d)", k+1, n))
		if from < 0 {
			g.drawDiscovery(p, EvTake, HandPlace(p), clause)
		} else {
			g.moveCard(EvTake, p, s.Display[from], DisplayPlace(from), HandPlace(p), clause)
		}
	}
}

// gearMoves returns the moves of a disc Zahnrad allows player p: from a
// discovery with a disc to another with room, their levels at most one
// apart (URUK-CARD-ZAHNRAD), as from<<8|to.
func (g *Game) gearMoves(p int) []int {
	pl := &g.s.Players[p]
	var out []int
	for i := 0; i < pl.N; i++ {
		if pl.Tableau[i].Discs == 0 {
			continue
		}
		for j := 0; j < pl.N; j++ {
			d := pl.Tableau[i].Card.Level() - pl.Tableau[j].Card.Level()
			if j != i && pl.Tableau[j].Discs < 2 && d <= 1 && d >= -1 {
				out = append(out, i<<8|j)
			}
		}
	}
	return out
}

// canGear reports whether player p can use Zahnrad now.
func (g *Game) canGear(p int) bool {
	return g.functionReady(p, FnGear) != NoType && len(g.gearMoves(p)) > 0
}

// useGear carries out Zahnrad: one disc moves from one of the player's
// discoveries to another (URUK-CARD-ZAHNRAD, URUK-ACT-1).
func (g *Game) useGear(p int) {
	pl := &g.s.Players[p]
	t := g.functionReady(p, FnGear)
	g.use(t)
	g.effect = t.String()
	g.NewDecision()
	for _, m := range g.gearMoves(p) {
		g.Option(fmt.Sprintf("move %s to %s", pl.Tableau[m>>8].Card, pl.Tableau[m&0xff].Card), m)
	}
	m := g.Ask(p, engine.KindCard, "a disc to move")
	g.moveDisc(p, TableauPlace(p, m>>8), TableauPlace(p, m&0xff), "URUK-CARD-ZAHNRAD")
}

// canWheel reports whether player p can use Rad und Achse: unused this
// turn, a cube of his, and another colour in the reserve (URUK-CARD-RAD).
func (g *Game) canWheel(p int) bool {
	s := &g.s
	if s.Phase != PhasePlay || g.functionReady(p, FnWheel) == NoType {
		return false
	}
	for a := Color(0); a < NumColors; a++ {
		for b := Color(0); b < NumColors; b++ {
			if a != b && s.Players[p].Stock[a] > 0 && s.Reserve[b] > 0 {
				return true
			}
		}
	}
	return false
}

// useWheel carries out Rad und Achse, which is no action: one of the
// player's cubes for one of another colour from the reserve
// (URUK-CARD-RAD).
func (g *Game) useWheel(p int) {
	s := &g.s
	t := g.functionReady(p, FnWheel)
	g.use(t)
	g.effect = t.String()
	g.NewDecision()
	for a := Color(0); a < NumColors; a++ {
		for b := Color(0); b < NumColors; b++ {
			if a != b && s.Players[p].Stock[a] > 0 && s.Reserve[b] > 0 {
				g.Option(fmt.Sprintf("%s for %s", a, b), int(a)<<8|int(b))
			}
		}
	}
	ab := g.Ask(p, engine.KindColor, "a cube to exchange")
	g.moveCube(p, Color(ab>>8), StockPlace(p), ReservePlace, "URUK-CARD-RAD")
	g.moveCube(p, Color(ab&0xff), ReservePlace, StockPlace(p), "URUK-CARD-RAD")
	g.effect = ""
}
