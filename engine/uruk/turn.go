package uruk

import (
	"errors"
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// errFaceDown is the internal error of a second face-down card before a
// player: URUK-GOD-3 sets every later god aside.
var errFaceDown = errors.New("uruk: internal error: a second card face down before a player")

// ActionsPerTurn is the number of actions of a turn (URUK-TURN-1).
const ActionsPerTurn = 3

// Kinds of option of the top-level decision, packed with an argument (a
// display position, a type, a slot) by engine.Aux.
const (
	optEnd = iota
	optTakePile
	optTakeDisplay
	optLay
	optProduce
	optTrade
	optColony
	optAqueduct
	optGear
	optWheel
)

// turnStep asks the current player for one action and carries it out;
// after the action that ends the turn it also ends the turn
// (URUK-TURN-1, URUK-TURN-4).
func (g *Game) turnStep() {
	s := &g.s
	p := s.Current
	g.NewDecision()
	g.actionOptions(p)
	a := g.Ask(p, engine.KindAction, fmt.Sprintf("%s: an action (%d left)", SeatName(p), s.ActionsLeft))
	kind, arg := engine.SplitAux(a)
	switch kind {
	case optEnd:
		g.endTurn()
		return
	case optWheel:
		g.useWheel(p)
		if s.ActionsLeft == 0 && !g.canContinue(p) {
			g.endTurn()
		}
		return
	}
	act := actionKind(kind)
	s.ActionsLeft--
	s.Actions |= 1 << act
	used := NoCard
	switch kind {
	case optLay:
		used = s.Players[p].Hand.OfType(Type(arg))
	case optProduce, optColony:
		used = s.Players[p].Tableau[arg].Card
	}
	g.emit(EvAction, p, used, NoPlace, NoPlace, act, "URUK-TURN-1")
	switch kind {
	case optTakePile:
		g.drawDiscovery(p, EvTake, HandPlace(p), "URUK-DRAW-1")
	case optTakeDisplay:
		g.moveCard(EvTake, p, s.Display[arg], DisplayPlace(arg), HandPlace(p), "URUK-DRAW-1")
	case optLay:
		g.lay(p, Type(arg), layNormal)
	case optProduce:
		g.produce(p, arg)
	case optTrade:
		g.trade(p)
	case optColony:
		g.colony(p, arg)
	case optAqueduct:
		g.useAqueduct(p)
	case optGear:
		g.useGear(p)
	}
	g.effect = ""
	if g.pendingEnd || s.ActionsLeft == 0 && !g.canContinue(p) {
		g.endTurn()
	}
}

// actionKind returns which of the six actions an option of the top-level
// decision is.
func actionKind(opt int) int {
	switch opt {
	case optLay:
		return ActLay
	case optProduce:
		return ActProduce
	case optTrade:
		return ActTrade
	case optColony:
		return ActColony
	case optAqueduct, optGear:
		return ActCard
	}
	return ActTake
}

// actionAllowed reports whether the current player may still take an
// action of kind act: one is left, and with VAR-DISTINCT-ACTIONS he has
// not taken this kind yet (URUK-TURN-2).
func (g *Game) actionAllowed(act int) bool {
	s := &g.s
	return s.ActionsLeft > 0 && !(g.cfg.Has(VarDistinctActions) && s.Actions&(1<<act) != 0)
}

// unused reports whether the function of the discovery of type t may
// still be used this turn (URUK-TURN-3). passive marks a function that
// applies by itself (a cost reduction), which VAR-PASSIVE-EVERY-TIME frees
// from the limit.
func (g *Game) unused(t Type, passive bool) bool {
	if passive && g.cfg.Has(VarPassiveEveryTime) {
		return true
	}
	return g.s.Used&(1<<t) == 0
}

// use marks the function of type t used this turn (URUK-TURN-3).
func (g *Game) use(t Type) { g.s.Used |= 1 << t }

// actionOptions adds the options of the top-level decision of player p.
func (g *Game) actionOptions(p int) {
	s := &g.s
	pl := &s.Players[p]
	before := g.Options()
	if g.actionAllowed(ActTake) {
		// rule URUK-DRAW-6: under VAR-FILL-DRAW-NONE, with no discovery
		// left to draw, taking from the pile is no action.
		if !g.cfg.Has(VarFillDrawNone) || g.s.DiscoveryLeft() {
			g.Option("take pile", engine.Aux(optTakePile, 0))
		}
		for i, c := range s.Display {
			if c != NoCard {
				g.Option(takeDisplayLabels[i], engine.Aux(optTakeDisplay, i))
			}
		}
	}
	if g.actionAllowed(ActLay) {
		for _, t := range typeOrder {
			if pl.Hand.OfType(t) != NoCard && g.canLay(p, t, layNormal) {
				g.Option(layLabels[t], engine.Aux(optLay, int(t)))
			}
		}
	}
	if g.actionAllowed(ActProduce) {
		for i := 0; i < pl.N; i++ {
			if g.canProduce(p, i) {
				g.Option(produceLabels[pl.Tableau[i].Card.Type()], engine.Aux(optProduce, i))
			}
		}
	}
	if g.actionAllowed(ActTrade) && g.canTrade(p) {
		g.Option("trade", engine.Aux(optTrade, 0))
	}
	if g.actionAllowed(ActColony) {
		for i := 0; i < pl.N; i++ {
			if _, ok := g.colonyPlan(p, i); ok {
				g.Option(colonyLabels[pl.Tableau[i].Card.Type()], engine.Aux(optColony, i))
			}
		}
	}
	if g.actionAllowed(ActCard) {
		if g.canAqueduct(p) {
			g.Option("use "+typeNamed(FnAqueduct), engine.Aux(optAqueduct, 0))
		}
		if g.canGear(p) {
			g.Option("use "+typeNamed(FnGear), engine.Aux(optGear, 0))
		}
	}
	actions := g.Options() > before
	if g.canWheel(p) {
		g.Option("use "+typeNamed(FnWheel), engine.Aux(optWheel, 0))
	}
	// rule URUK-TURN-1: "peut réaliser 3 actions": a player may stop
	// early; VAR-THREE-ACTIONS reads it as an obligation.
	if !g.cfg.Has(VarThreeActions) || !actions || s.ActionsLeft == 0 {
		g.Option("end turn", engine.Aux(optEnd, 0))
	}
}

// The labels of the top-level options, made once.
var (
	takeDisplayLabels                      = [3]string{"take display 1", "take display 2", "take display 3"}
	layLabels, produceLabels, colonyLabels [NumTypes]string
)

func init() {
	for t := Type(0); t < NumTypes; t++ {
		layLabels[t] = "lay " + t.String()
		produceLabels[t] = "produce " + t.String()
		colonyLabels[t] = "colony " + t.String()
	}
}

// canContinue reports whether player p, with no action left, still has a
// free use of a function (Rad und Achse, URUK-CARD-RAD).
func (g *Game) canContinue(p int) bool { return g.canWheel(p) }

// typeNamed returns the name of the type with function f (for the card
// functions of which there is one type).
func typeNamed(f Function) string {
	for t := range data.Types {
		if data.Types[t].Function == f {
			return data.Types[t].Name
		}
	}
	return "?"
}

// endTurn ends the current player's turn: the display is refilled
// (URUK-TURN-4), Tonrohr cards fill (URUK-CARD-TONROHR-2), then an
// activated god or disaster is resolved before the next turn
// (URUK-GOD-4), or the next turn begins.
func (g *Game) endTurn() {
	s := &g.s
	g.effect = ""
	g.refill()
	g.fillPipes()
	if g.pendingEnd {
		s.Phase = PhaseResolve
		return
	}
	g.nextTurn()
}

// nextTurn begins the next player's turn, or the last turns, or the
// scoring (URUK-TURN-1, URUK-END-1, URUK-END-2).
func (g *Game) nextTurn() {
	s := &g.s
	s.Phase = PhasePlay
	s.Activator = 0
	g.pendingEnd = false
	next := s.next(s.Current)
	switch s.Stage {
	case StageRound:
		if s.Current == (s.First+s.N-1)%s.N {
			s.Stage = StageFinal
			s.FinalLeft = s.N - 1
			g.emit(EvFinal, s.First, NoCard, NoPlace, NoPlace, 0, "URUK-END-2")
		}
	case StageFinal:
		if s.FinalLeft == 0 {
			s.Phase = PhaseScoring
			s.Used, s.Actions, s.Received, s.ActionsLeft = 0, 0, 0, 0
			return
		}
		s.FinalLeft--
	}
	g.beginTurn(next)
}

// beginTurn makes it player p's turn: three actions, or one after a
// volcano (URUK-DISASTER-VULKAN).
func (g *Game) beginTurn(p int) {
	s := &g.s
	s.Current = p
	s.ActionsLeft = ActionsPerTurn
	s.Used, s.Actions, s.Received = 0, 0, 0
	s.Turn++
	if pl := &s.Players[p]; pl.Volcano {
		pl.Volcano = false
		s.ActionsLeft = 1
		g.emit(EvVolcano, p, NoCard, NoPlace, NoPlace, 0, "URUK-DISASTER-VULKAN")
	}
	g.emit(EvTurn, p, NoCard, NoPlace, NoPlace, s.ActionsLeft, "URUK-TURN-1")
}
