package uruk

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// colonyPlan is what placing a disc on one discovery costs.
type colonyPlan struct {
	epoch   int  // the epoch card the disc comes from
	cost    Cost // before any reduction
	waive   int  // requirements the player leaves out (a reduction, or half the cost)
	half    Card // Marduk or Nannar paying half price, or NoCard
	reducer int  // the slot of Gewölbe or Münzwesen that reduces the cost, or -1
	well    bool // cards may replace missing cubes (Schöpfbaum, a village)
}

// colonyPlan returns the plan of player p for a disc on the discovery in
// slot i, and whether the disc can be placed and paid now (URUK-COLONY-1
// to URUK-COLONY-6).
func (g *Game) colonyPlan(p, i int) (colonyPlan, bool) {
	s := &g.s
	pl := &s.Players[p]
	sl := &pl.Tableau[i]
	plan := colonyPlan{epoch: s.LowestEpoch(), half: NoCard, reducer: -1}
	switch {
	case plan.epoch < 0, sl.Discs >= 2:
		return plan, false
	case plan.epoch == 0 && sl.Discs > 0:
		return plan, false // rule URUK-COLONY-2: an epoch I disc is only a village
	}
	t := sl.Card.Type()
	if plan.epoch == 0 {
		plan.cost.Need[t.Color()] = t.Level() // rule URUK-COLONY-5
	} else {
		plan.cost = data.EpochCosts[plan.epoch] // rule URUK-COLONY-6
	}
	for _, c := range [...]Card{Marduk, Nannar} {
		if pl.Kept.Has(c) && plan.half == NoCard {
			plan.half = c
			plan.waive = plan.cost.Total() / 2 // rule URUK-GOD-MARDUK: half, rounded up
		}
	}
	if plan.half == NoCard {
		if v := pl.HasFunction(FnVault); v >= 0 && g.unused(pl.Tableau[v].Card.Type(), true) {
			plan.waive, plan.reducer = 1, v
		}
		if t.Function() == FnCoinage && g.unused(t, true) {
			plan.waive, plan.reducer = 2, i // rule URUK-CARD-MUENZWESEN: not with Gewölbe
		}
	}
	if w := pl.HasFunction(FnWell); w >= 0 && sl.Discs == 0 && g.unused(pl.Tableau[w].Card.Type(), true) {
		plan.well = true
	}
	return plan, colonyPayable(plan.cost, plan.waive, g.colonyMeans(p, plan.well))
}

// colonyMeans returns what player p can pay with, by colour: his cubes,
// and with Schöpfbaum the cards of his hand too.
func (g *Game) colonyMeans(p int, well bool) [NumColors]int {
	pl := &g.s.Players[p]
	var n [NumColors]int
	for col, k := range pl.Stock {
		n[col] = int(k)
	}
	if well {
		for _, c := range pl.Hand.Cards() {
			n[c.Color()]++
		}
	}
	return n
}

// colonyPayable reports whether cost, with waive requirements left out,
// can be paid from means. Leaving out the requirements that cannot be met
// first is never worse.
func colonyPayable(cost Cost, waive int, means [NumColors]int) bool {
	short, surplus := 0, 0
	for col, k := range cost.Need {
		short += max(0, k-means[col])
		surplus += max(0, means[col]-k)
	}
	if short > waive {
		return false
	}
	return max(0, cost.Any-(waive-short)) <= surplus
}

// colony carries out placing a disc on the discovery in slot i of player
// p: its cost, paid with the reductions that apply, then the disc
// (URUK-COLONY-1 to URUK-COLONY-7).
func (g *Game) colony(p, i int) {
	s := &g.s
	pl := &s.Players[p]
	plan, _ := g.colonyPlan(p, i)
	cost := plan.cost
	switch {
	case plan.half != NoCard:
		if pl.Kept.Has(Marduk) && pl.Kept.Has(Nannar) {
			if !g.cfg.Has(VarFillHalfOneEach) {
				g.gap("URUK-GOD-MARDUK", "%s places a disc holding both Marduk and Nannar, each for \"his next colony\" at half price", SeatName(p))
			}
			g.filled(p, VarFillHalfOneEach)
		}
		g.effect = plan.half.String()
		g.emit(EvHalf, p, plan.half, NoPlace, NoPlace, plan.waive, "URUK-GOD-MARDUK")
	case plan.reducer >= 0:
		r := pl.Tableau[plan.reducer].Card.Type()
		g.use(r)
		g.effect = r.String()
	}
	means := g.colonyMeans(p, plan.well)
	// Requirements left out, one at a time where there is a choice.
	for w := 0; w < plan.waive && cost.Total() > 0; w++ {
		g.NewDecision()
		for col := Color(0); col < NumColors; col++ {
			if cost.Need[col] > 0 {
				c := cost
				c.Need[col]--
				if colonyPayable(c, plan.waive-w-1, means) {
					g.Option("waive "+col.String(), int(col))
				}
			}
		}
		if cost.Any > 0 {
			c := cost
			c.Any--
			if colonyPayable(c, plan.waive-w-1, means) {
				g.Option("waive any", -1)
			}
		}
		col := g.Ask(p, engine.KindColor, "a resource the reduction leaves out")
		if col < 0 {
			cost.Any--
		} else {
			cost.Need[col]--
		}
	}
	clause := "URUK-COLONY-5"
	if plan.epoch > 0 {
		clause = "URUK-COLONY-6"
	}
	for col := Color(0); col < NumColors; col++ {
		for k := 0; k < cost.Need[col]; k++ {
			if pl.Stock[col] > 0 {
				g.moveCube(p, col, StockPlace(p), ReservePlace, clause)
			} else {
				g.payWithCard(p, func(c Color) bool { return c == col })
			}
		}
	}
	for k := 0; k < cost.Any; k++ {
		if pl.Cubes() > 0 {
			col := g.askColor(p, func(c Color) bool { return pl.Stock[c] > 0 }, fmt.Sprintf("a cube to pay (%d of %d)", k+1, cost.Any))
			g.moveCube(p, col, StockPlace(p), ReservePlace, clause)
		} else {
			g.payWithCard(p, func(Color) bool { return true })
		}
	}
	if plan.half != NoCard {
		g.moveCard(EvDiscard, p, plan.half, KeptPlace(p), DiscardPlace, "URUK-GOD-MARDUK")
	}
	g.effect = ""
	clause = "URUK-COLONY-3"
	if plan.epoch == 0 {
		clause = "URUK-COLONY-2"
	}
	g.moveDisc(p, EpochPlace(plan.epoch), TableauPlace(p, i), clause)
	if s.EpochDiscs() == 0 && s.Stage == StageNormal {
		g.lastDisc(p, "URUK-COLONY-7")
	}
}

// payWithCard pays a missing cube with a card of an accepted colour from
// player p's hand (URUK-CARD-SCHOEPFBAUM).
func (g *Game) payWithCard(p int, ok func(Color) bool) {
	pl := &g.s.Players[p]
	w := pl.HasFunction(FnWell)
	g.use(pl.Tableau[w].Card.Type())
	g.effect = pl.Tableau[w].Card.String()
	g.NewDecision()
	for _, t := range handTypes(&pl.Hand) {
		if ok(t.Color()) {
			g.Option(t.String(), int(t))
		}
	}
	t := Type(g.Ask(p, engine.KindCard, "a card for a missing resource"))
	g.discardFromHand(p, t, "URUK-CARD-SCHOEPFBAUM")
}

// lastDisc starts the end: the last disc of the epoch cards is taken, so
// the round is finished and every player then plays a last turn
// (URUK-END-1); the discs of the common stock go on epoch IV at once
// (URUK-END-3).
func (g *Game) lastDisc(p int, clause string) {
	s := &g.s
	s.Stage = StageRound
	g.emit(EvLastDisc, p, NoCard, NoPlace, NoPlace, 0, clause)
	for s.Common > 0 {
		g.moveDisc(-1, CommonPlace, EpochPlace(NumEpochs-1), "URUK-END-3")
	}
}
