package innovation

import (
	"errors"
)

// ExecuteEffects has the performer execute each non-demand effect of card
// c, in order, alone (EFFECTS.md §0.11, DOGMA-9: "execute its non-demand
// effects yourself; do not share them"), as Computers, Satellites,
// Software, Robotics and Self Service do. The demands of c are skipped;
// nobody shares; conditions on "the demand" of this action are false while
// c's effects run (no demand of c ran); it is not a Dogma action. Changes
// made by a sharing opponent still count for the Dogma action that opponent
// shares (DOGMA-6), since they are part of performing its effect. Each
// execution logs an effect event citing DOGMA-9.
func (x *Exec) ExecuteEffects(c Card) {
	g := x.g
	effects := g.deck.Effects(c, g.cfg.Edition)
	if effects == nil {
		g.noEffects(c)
	}
	outer, outerEffect := g.act, g.effect
	g.act.demandMoved, g.act.demandReturn, g.act.returnRecord = false, false, 0
	p := x.Player
	for i := range effects {
		e := &effects[i]
		if e.Demand {
			continue
		}
		g.effect = g.deck.label.effect(c, i)
		at := g.s.Where(c)
		// The event that an effect starts is no change (DOGMA-6), as in
		// runEffect: only what the effect then does may earn the bonus.
		running := g.act.sharerRunning
		g.act.sharerRunning = false
		g.emit(EvEffect, p, c, at, at, i, "DOGMA-9")
		g.act.sharerRunning = running
		g.execs = append(g.execs, Exec{g: g, Player: p, Activator: p, Card: c, Index: i})
		e.Run(&g.execs[len(g.execs)-1])
		g.execs = g.execs[:len(g.execs)-1]
	}
	changed := g.act.sharerChanged
	g.act = outer
	g.act.sharerChanged = g.act.sharerChanged || changed
	g.effect = outerEffect
}

// Remove puts card c, which must be in one of the zones of from, out of the
// game for good (KEY-REMOVE: Fission).
func (x *Exec) Remove(p int, c Card, from ...Place) {
	x.expect(EvRemove, c, from...)
	x.g.move(EvRemove, p, c, mkPlace(PlaceRemoved, 0, 0), false, 0, "KEY-REMOVE")
}

// endActionSignal unwinds a Dogma action that a card ended at once.
type endActionSignal struct{}

// EndDogmaAction ends the Dogma action at once (EFFECTS.md Fission: "the
// dogma action then ends at once: no further opponent executes the demand,
// and the non-demand effect does not happen"): no further effect or
// performer runs, and no share bonus is drawn. Outside a Dogma action it
// is an engine error.
//
// The event cites DOGMA-7, the clause that says whether an action goes on
// once its card is covered, moved or removed: all its effects are
// performed in full. Fission's text is the one exception, which ends the
// action as it removes every card, its own among them; DOGMA-3 only
// orders the effects and says nothing of an action cut short.
func (x *Exec) EndDogmaAction() {
	if !x.g.act.active {
		x.g.fail(errors.New("innovation: " + x.g.effect + ": ends a Dogma action, but none is running"))
	}
	x.g.emit(EvCut, x.Player, NoCard, 0, 0, 0, "DOGMA-7")
	panic(endActionSignal{})
}
