package uruk

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// layMode is the way a discovery is laid.
type layMode uint8

const (
	layNormal layMode = iota // the action (URUK-LAY-1 to URUK-LAY-5)
	layFree                  // Enlil: the level rule, no other card (URUK-GOD-ENLIL)
	layLyre                  // Leier at the end: an extra discovery, normal cost (URUK-CARD-LEIER)
)

// beside is the placement of a new discovery next to the others.
const beside = -1

// limit returns how many discoveries player p may lay side by side: 5, or
// 6 with Wasseruhr (URUK-LAY-1, URUK-CARD-WASSERUHR); t is the type to be
// laid, which counts itself with VAR-CLOCK-SELF.
func (g *Game) limit(p int, t Type) int {
	if g.s.Players[p].HasFunction(FnClock) >= 0 || g.cfg.Has(VarClockSelf) && t.Function() == FnClock {
		return 6
	}
	return 5
}

// canLay reports whether player p can lay a discovery of type t in some
// place, paying its cost.
func (g *Game) canLay(p int, t Type, mode layMode) bool {
	if mode == layLyre {
		return g.canLayAt(p, t, beside, mode)
	}
	if g.canLayAt(p, t, beside, mode) {
		return true
	}
	for i := 0; i < g.s.Players[p].N; i++ {
		if g.canLayAt(p, t, i, mode) {
			return true
		}
	}
	return false
}

// canLayAt reports whether player p can lay type t beside his discoveries
// (at < 0) or in place of the one in slot at.
func (g *Game) canLayAt(p int, t Type, at int, mode layMode) bool {
	pl := &g.s.Players[p]
	if pl.Hand.OfType(t) == NoCard {
		return false
	}
	// rule URUK-LAY-1: all different; at most 5 (6) side by side.
	for i := 0; i < pl.N; i++ {
		if i != at && pl.Tableau[i].Card.Type() == t {
			return false
		}
	}
	if mode == layLyre && pl.Lyre != NoCard {
		return false
	}
	if at < 0 && mode != layLyre && pl.N >= g.limit(p, t) {
		return false
	}
	// rule URUK-LAY-5: the level rule.
	if t.Level() > g.highest(p, at)+1 {
		return false
	}
	if mode == layFree {
		return true
	}
	h := g.paymentHand(p, t, at)
	return payable(&h, t, g.layCost(p, t, at, mode)-1)
}

// highest returns the level the level rule compares with: the highest
// laid discovery, the replaced one included unless VAR-LEVEL-AFTER-REPLACE.
func (g *Game) highest(p, at int) int {
	pl := &g.s.Players[p]
	m := 0
	for i := 0; i < pl.N; i++ {
		if i == at && g.cfg.Has(VarLevelAfterReplace) {
			continue
		}
		m = max(m, pl.Tableau[i].Card.Level())
	}
	return m
}

// paymentHand returns the cards player p pays with when he lays type t in
// slot at: his hand without the card laid, with the replaced card
// (URUK-LAY-2).
func (g *Game) paymentHand(p int, t Type, at int) CardSet {
	pl := &g.s.Players[p]
	h := pl.Hand
	h.Remove(h.OfType(t))
	if at >= 0 {
		h.Add(pl.Tableau[at].Card)
	}
	return h
}

// layCost returns the number of cards of type t laying it costs player p:
// its level (URUK-LAY-3), 1 less for each reduction of its colour that may
// still be used (URUK-CARD-REDUCE), never less than the card laid. The
// replaced discovery is back in hand by then and reduces nothing.
func (g *Game) layCost(p int, t Type, at int, mode layMode) int {
	return max(1, t.Level()-len(g.reducers(p, t, at, mode)))
}

// reducers returns the slots of the cost reductions that apply.
func (g *Game) reducers(p int, t Type, at int, mode layMode) []int {
	pl := &g.s.Players[p]
	var out []int
	for i := 0; i < pl.N; i++ {
		r := pl.Tableau[i].Card.Type()
		if i == at || r.Function() != FnReduce || r.Color() != t.Color() {
			continue
		}
		if mode == layLyre || g.unused(r, true) {
			out = append(out, i)
		}
	}
	return out
}

// payable reports whether k missing cards of type t can be paid from hand
// h: each with a card of t, or two cards of one colour (URUK-LAY-3,
// URUK-LAY-4). Using copies first is never worse: a copy pays one missing
// card alone, a pair needs two cards.
func payable(h *CardSet, t Type, k int) bool {
	if k <= 0 {
		return true
	}
	copies := min(h.CountType(t), k)
	var n [NumColors]int
	for w := 0; w < 2; w++ {
		for b := h[w]; b != 0; b &= b - 1 {
			c := Card(w*64 + trailing(b))
			n[c.Color()]++
		}
	}
	n[t.Color()] -= copies
	pairs := 0
	for _, k := range n {
		pairs += k / 2
	}
	return pairs >= k-copies
}

// lay carries out laying a discovery of type t by player p: where it
// goes, the card back in hand, the card laid, the cost (URUK-LAY-1 to
// URUK-LAY-5).
func (g *Game) lay(p int, t Type, mode layMode) {
	s := &g.s
	pl := &s.Players[p]
	at := beside
	if mode != layLyre {
		g.NewDecision()
		if g.canLayAt(p, t, beside, mode) {
			g.Option("beside", beside)
		}
		for i := 0; i < pl.N; i++ {
			if g.canLayAt(p, t, i, mode) {
				g.Option("replace "+pl.Tableau[i].Card.String(), i)
			}
		}
		at = g.Ask(p, engine.KindCard, "where to lay "+t.String())
	}
	cost := g.layCost(p, t, at, mode)
	if mode != layFree && cost < t.Level() {
		for _, i := range g.reducers(p, t, at, mode) {
			r := pl.Tableau[i].Card
			g.use(r.Type())
			g.emit(EvReduce, p, r, NoPlace, NoPlace, int(t), "URUK-CARD-REDUCE")
		}
	}
	c := pl.Hand.OfType(t)
	clause := "URUK-LAY-1"
	if mode == layFree {
		clause = "URUK-GOD-ENLIL"
	}
	switch {
	case mode == layLyre:
		g.moveCard(EvLay, p, c, HandPlace(p), LyrePlace(p), "URUK-CARD-LEIER")
	case at == beside:
		if pl.N == 5 {
			if w := pl.HasFunction(FnClock); w >= 0 {
				g.emit(EvRoom, p, pl.Tableau[w].Card, NoPlace, NoPlace, 0, "URUK-CARD-WASSERUHR")
			} else {
				g.emit(EvRoom, p, c, NoPlace, NoPlace, 0, VarClockSelf.ID())
			}
		}
		pl.Tableau[pl.N] = Slot{Card: NoCard}
		pl.N++
		g.moveCard(EvLay, p, c, HandPlace(p), TableauPlace(p, pl.N-1), clause)
	default:
		// rule URUK-LAY-2: the replaced card goes back to the hand; the
		// discs stay (URUK-COLONY-4).
		g.leaveCubes(p, at, "is replaced")
		g.moveCard(EvReplace, p, pl.Tableau[at].Card, TableauPlace(p, at), HandPlace(p), "URUK-LAY-2")
		g.moveCard(EvLay, p, c, HandPlace(p), TableauPlace(p, at), clause)
	}
	if mode != layFree {
		g.payCards(p, t, cost-1)
	}
	if t.Function() == FnStreet {
		if mode == layLyre {
			// Cubes on a card laid at the end change no score, unless
			// they count as possessed.
			if g.cfg.Has(VarCardCubesScore) {
				g.gap("URUK-CARD-STRASSE-1", "%s lays Straße with Leier at the end, and cubes on discoveries score (VAR-CARD-CUBES-SCORE)", SeatName(p))
			}
			return
		}
		g.streetCubes(p, at)
	}
}

// leaveCubes handles the cubes on the discovery in slot at of player p,
// which leaves his tableau: the text does not say where they go
// (URUK-LAY-6).
func (g *Game) leaveCubes(p, at int, how string) {
	sl := &g.s.Players[p].Tableau[at]
	for col := Color(0); col < NumColors; col++ {
		if sl.Cubes[col] == 0 {
			continue
		}
		if !g.cfg.Has(VarFillCubesBack) {
			g.gap("URUK-LAY-6", "%s's %s %s with cubes on it (%s)", SeatName(p), sl.Card, how, cubeText(sl.Cubes))
		}
		if col == firstColor(sl.Cubes) {
			g.filled(p, VarFillCubesBack)
		}
		for sl.Cubes[col] > 0 {
			g.moveCube(p, col, TableauPlace(p, at), ReservePlace, VarFillCubesBack.ID())
		}
	}
}

// firstColor returns the first colour with a cube in k.
func firstColor(k [NumColors]uint8) Color {
	for col := Color(0); col < NumColors; col++ {
		if k[col] > 0 {
			return col
		}
	}
	return NumColors
}

// payCards asks player p to pay k missing cards of the discovery of type t
// he lays: a card of t, or two cards of one colour, each (URUK-LAY-3,
// URUK-LAY-4). The cards are discarded.
func (g *Game) payCards(p int, t Type, k int) {
	pl := &g.s.Players[p]
	for m := 0; m < k; m++ {
		g.NewDecision()
		h := pl.Hand
		if c := h.OfType(t); c != NoCard {
			h.Remove(c)
			if payable(&h, t, k-m-1) {
				g.Option("pay "+t.String(), int(t)<<8|int(t))
			}
			h.Add(c)
		}
		types := handTypes(&h)
		for i, a := range types {
			for _, b := range types[i:] {
				if a.Color() != b.Color() {
					continue
				}
				ca := h.OfType(a)
				h.Remove(ca)
				cb := h.OfType(b)
				if cb != NoCard {
					h.Remove(cb)
					if payable(&h, t, k-m-1) {
						g.Option(fmt.Sprintf("pay %s+%s", a, b), 1<<16|int(a)<<8|int(b))
					}
					h.Add(cb)
				}
				h.Add(ca)
			}
		}
		pick := g.Ask(p, engine.KindCard, fmt.Sprintf("pay missing card %d of %d for %s", m+1, k, t))
		if pick>>16 == 0 {
			g.discardFromHand(p, t, "URUK-LAY-3")
			continue
		}
		g.discardFromHand(p, Type(pick>>8&0xff), "URUK-LAY-4")
		g.discardFromHand(p, Type(pick&0xff), "URUK-LAY-4")
	}
}

// handTypes returns the types of the cards of h, in card order.
func handTypes(h *CardSet) []Type {
	var out []Type
	last := NoType
	for _, c := range h.Cards() {
		if t := c.Type(); t != NoType && t != last {
			out = append(out, t)
			last = t
		}
	}
	return out
}

// streetCubes places on the Straße just laid in slot at (or the last
// slot) one cube of each display card's colour (URUK-CARD-STRASSE-1).
func (g *Game) streetCubes(p, at int) {
	s := &g.s
	if at < 0 {
		at = s.Players[p].N - 1
	}
	g.effect = s.Players[p].Tableau[at].Card.String()
	for _, c := range s.Display {
		if c == NoCard {
			continue
		}
		col := c.Color()
		if s.Reserve[col] == 0 {
			if !g.cfg.Has(VarFillStreetShort) {
				g.gap("URUK-CARD-STRASSE-1", "Straße is laid and the reserve has no %s cube for the display's %s", col, c)
			}
			g.filled(p, VarFillStreetShort)
			continue
		}
		g.moveCube(p, col, ReservePlace, TableauPlace(p, at), "URUK-CARD-STRASSE-1")
	}
}

// cubeText writes cube counts: "red=1 blue=2".
func cubeText(k [NumColors]uint8) string {
	out := ""
	for col, n := range k {
		if n > 0 {
			if out != "" {
				out += " "
			}
			out += fmt.Sprintf("%s=%d", Color(col), n)
		}
	}
	if out == "" {
		return "none"
	}
	return out
}
