package uruk

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// disaster resolves Dürre, Erdbeben or Vulkanausbruch: every player puts
// a secret number of his cubes in his fist, clockwise from the activator
// (each bid a decision of its own that shows nothing of the others'), the
// fists open, and the best offers escape the disaster and pay; when all
// offers are equal everybody suffers and nobody pays (URUK-DISASTER-1,
// URUK-GOD-6).
func (g *Game) disaster(a int, card Card) {
	s := &g.s
	var bid, offer [MaxPlayers]int
	for _, q := range s.seats(a) {
		g.NewDecision()
		for k := 0; k <= s.Players[q].Cubes(); k++ {
			g.Option(fmt.Sprintf("sealed %d", k), k)
		}
		bid[q] = g.Ask(q, engine.KindValue, fmt.Sprintf("resources in your fist against %s", card))
	}
	g.bonusEvents(a, false)
	best, n := -1, 0
	for _, q := range s.seats(a) {
		offer[q] = bid[q] + g.bonus(q, false)
		g.emit(EvSealed, q, card, NoPlace, NoPlace, offer[q]<<8|bid[q], "URUK-DISASTER-1")
		switch {
		case offer[q] > best:
			best, n = offer[q], 1
		case offer[q] == best:
			n++
		}
	}
	all := n == s.N
	for _, q := range s.seats(a) {
		if all || offer[q] != best {
			continue
		}
		g.emit(EvWin, q, card, NoPlace, NoPlace, offer[q], "URUK-DISASTER-1")
		pl := &s.Players[q]
		for k := 0; k < bid[q]; k++ {
			col := g.askColor(q, func(c Color) bool { return pl.Stock[c] > 0 }, fmt.Sprintf("a cube of your bid to pay (%d of %d)", k+1, bid[q]))
			g.moveCube(q, col, StockPlace(q), ReservePlace, "URUK-GOD-6")
		}
	}
	for _, q := range s.seats(a) {
		if !all && offer[q] == best {
			continue
		}
		g.emit(EvSuffer, q, card, NoPlace, NoPlace, offer[q], "URUK-DISASTER-1")
		switch card {
		case Duerre:
			g.drought(q)
		case Erdbeben:
			g.earthquake(q)
		case Vulkan:
			g.volcano(q)
		}
	}
}

// drought takes one disc of victim q's choice to the common stock
// (URUK-DISASTER-DUERRE).
func (g *Game) drought(q int) {
	pl := &g.s.Players[q]
	g.NewDecision()
	for i := 0; i < pl.N; i++ {
		if pl.Tableau[i].Discs > 0 {
			g.Option(pl.Tableau[i].Card.String(), i)
		}
	}
	if g.Options() == 0 {
		if !g.cfg.Has(VarFillDroughtNone) {
			g.gap("URUK-DISASTER-DUERRE", "%s suffers Dürre and has no disc to lose", SeatName(q))
		}
		g.filled(q, VarFillDroughtNone)
		return
	}
	i := g.Ask(q, engine.KindCard, "a disc to lose to the drought")
	g.moveDisc(q, TableauPlace(q, i), CommonPlace, "URUK-DISASTER-DUERRE")
}

// earthquake makes victim q discard a discovery without disc, or three
// cards of his hand when all his discoveries have one
// (URUK-DISASTER-ERDBEBEN).
func (g *Game) earthquake(q int) {
	const clause = "URUK-DISASTER-ERDBEBEN"
	pl := &g.s.Players[q]
	g.NewDecision()
	for i := 0; i < pl.N; i++ {
		if pl.Tableau[i].Discs == 0 {
			g.Option(pl.Tableau[i].Card.String(), i)
		}
	}
	if g.Options() > 0 {
		i := g.Ask(q, engine.KindCard, "a discovery to lose to the earthquake")
		g.leaveCubes(q, i, "is discarded by Erdbeben")
		g.moveCard(EvDiscard, q, pl.Tableau[i].Card, TableauPlace(q, i), DiscardPlace, clause)
		copy(pl.Tableau[i:pl.N], pl.Tableau[i+1:pl.N])
		pl.N--
		pl.Tableau[pl.N] = Slot{}
		return
	}
	n := 3
	if pl.Hand.Len() < n {
		if !g.cfg.Has(VarFillEarthquakeAll) {
			g.gap(clause, "%s suffers Erdbeben, every discovery of his has a disc, and he holds %d cards, not the 3 he must discard", SeatName(q), pl.Hand.Len())
		}
		g.filled(q, VarFillEarthquakeAll)
		n = pl.Hand.Len()
	}
	for k := 0; k < n; k++ {
		g.NewDecision()
		for _, t := range handTypes(&pl.Hand) {
			g.Option(t.String(), int(t))
		}
		g.SetCount(engine.Count{Min: n, Max: n, Chosen: k})
		g.discardFromHand(q, Type(g.Ask(q, engine.KindCard, "a card to lose to the earthquake")), clause)
	}
}

// volcano marks victim q: he takes one action in his next turn
// (URUK-DISASTER-VULKAN).
func (g *Game) volcano(q int) {
	pl := &g.s.Players[q]
	if pl.Volcano {
		if !g.cfg.Has(VarFillVolcanoOnce) {
			g.gap("URUK-DISASTER-VULKAN", "%s suffers Vulkanausbruch again before the turn the first one costs him", SeatName(q))
		}
		g.filled(q, VarFillVolcanoOnce)
	}
	pl.Volcano = true
	g.emit(EvVolcano, q, NoCard, NoPlace, NoPlace, 1, "URUK-DISASTER-VULKAN")
}
