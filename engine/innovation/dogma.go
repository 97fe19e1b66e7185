package innovation

import (
	"strconv"
)

// dogmaAction is what a Dogma action fixes at its start and what it learns
// while its effects run.
type dogmaAction struct {
	active        bool
	activator     int
	card          Card
	sharing       uint8 // seats that share the non-demand effects
	demanded      uint8 // seats affected by the demands
	sharerRunning bool  // a sharing opponent performs an effect now
	sharerChanged bool  // a sharing opponent changed the game (DOGMA-6)
	demandMoved   bool  // a demand transferred a card (Oars, Mapmaking)
	demandReturn  bool  // a demand returned a card (Vaccination)
	returnRecord  int   // most cards returned by one performer (Democracy)
	owner         int   // the player on whose board the card lies: a distant one after a parley (ULT-PARLEY-2)
	shareAsked    uint8 // distant sharers asked to parley (ULT-PARLEY-3)
	spared        uint8 // distant opponents spared the demands by a parley (ULT-PARLEY-3)
}

// DogmaSets returns the seats that share and the seats that are demanded
// when player p activates card c now (DOGMA-2, TEAM-1; in the 4th edition
// ULT-TEAM-1 says the same: a partner is never demanded).
func (g *Game) DogmaSets(p int, c Card) (sharing, demanded uint8) {
	icon := g.deck.Facts[c].Featured
	mine := g.s.Players[p].Icons(icon)
	for q := 0; q < g.s.N; q++ {
		if q == p || !g.s.In(q) {
			continue // rule ULT-KEY-LOSE: a player out neither shares nor is demanded
		}
		if n := g.s.Players[q].Icons(icon); n > mine || (n == mine && !g.bug(BugDogmaSets)) {
			sharing |= 1 << q
		} else if q != g.Partner(p) {
			demanded |= 1 << q
		}
	}
	return sharing, demanded
}

// dogma performs the Dogma action of player p on top card c (DOGMA-1..9).
func (g *Game) dogma(p int, c Card) {
	effects := g.deck.Effects(c, g.cfg.Edition)
	if effects == nil {
		g.noEffects(c)
	}
	// rule DOGMA-2: the sets are fixed at the start of the action.
	// rule ULT-KEY-THIS: "this action" runs from here: the action's records
	// (a demand's transfers and returns, Democracy's returns) begin empty.
	sharing, demanded := g.DogmaSets(p, c)
	owner := p
	if at := g.s.Where(c); at.Kind() == PlaceBoard {
		owner = at.Player() // rule ULT-PARLEY-2: a distant player's top card
	}
	g.act = dogmaAction{active: true, activator: p, card: c, owner: owner,
		sharing: sharing, demanded: demanded}
	at := g.boardOf(owner, c)
	g.emit(EvDogma, p, c, at, at, int(sharing)|int(demanded)<<8, "DOGMA-1")
	if g.runEffects(effects, c, p, sharing, demanded) {
		g.act = dogmaAction{}
		return // a card ended the action at once: no bonus
	}
	changed := g.act.sharerChanged
	g.act = dogmaAction{}
	// rule DOGMA-6: one free Draw action if a sharing opponent changed the game.
	if changed && !g.bug(BugShareBonus) {
		if g.cfg.Edition == Fourth {
			// rule ULT-DOGMA-6: the free Draw is an action of its own, so
			// the end of the Dogma action is checked before it (ULT-TURN-3),
			// unless VAR-ULT-CHECK-AFTER-BONUS reads one check after both.
			if !g.cfg.Variants.Has(VarCheckAfterBonus) {
				g.endOfAction()
			}
			g.draw(p, g.s.HighestTop(g.deck, p), "ULT-DOGMA-6")
			return
		}
		g.draw(p, g.s.HighestTop(g.deck, p), "DOGMA-6")
	}
}

// runEffects runs the effects of card c for the action of player p. It
// reports whether an effect ended the action at once (EndDogmaAction).
func (g *Game) runEffects(effects []Effect, c Card, p int, sharing, demanded uint8) (ended bool) {
	depth := len(g.execs)
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(endActionSignal); !ok {
				panic(r)
			}
			g.execs = g.execs[:depth]
			g.effect = ""
			ended = true
		}
	}()
	if g.deck.expansions != 0 {
		// rule ECHO-RUN: the echo effects of the pile come first.
		g.runEchoes(p, c, sharing)
	}
	// rule DOGMA-3: one effect at a time, finished by everyone.
	for i := range effects {
		e := &effects[i]
		name := g.deck.label.effect(c, i)
		for k := 1; k < g.s.N; k++ {
			q := (p + k) % g.s.N
			switch {
			case e.Demand && demanded&(1<<q) != 0 && !g.spared(q, p):
				// rule DOGMA-5: affected opponents, clockwise from the left.
				g.runEffect(e, name, i, q, p, "DOGMA-5", false)
			case !e.Demand && !e.Solo && sharing&(1<<q) != 0 && g.parleyToShare(q, p):
				// rule DOGMA-4: sharing opponents first, clockwise.
				// rule TEAM-1: a partner's changes earn no bonus.
				g.runEffect(e, name, i, q, p, "DOGMA-4", q != g.Partner(p))
			}
		}
		if !e.Demand {
			g.runEffect(e, name, i, p, p, "DOGMA-4", false)
		}
	}
	return false
}

// runEffect has player q perform effect e of the action's card.
func (g *Game) runEffect(e *Effect, name string, index, q, activator int, clause string, sharer bool) {
	g.effect = name
	at := g.boardOf(g.act.owner, g.act.card)
	g.emit(EvEffect, q, g.act.card, at, at, index, clause)
	g.act.sharerRunning = sharer
	// The Exec lives in the game's stack of running effects: handing a
	// pointer to card code allocates nothing.
	g.execs = append(g.execs, Exec{g: g, Player: q, Activator: activator, Card: g.act.card, Index: index, Demand: e.Demand})
	e.Run(&g.execs[len(g.execs)-1])
	g.execs = g.execs[:len(g.execs)-1]
	g.act.sharerRunning = false
	g.effect = ""
}

// effect returns the name of effect i of card c, such as "Archery 1".
func (l *labels) effect(c Card, i int) string {
	if i < len(l.effects[c]) {
		return l.effects[c][i]
	}
	return l.meld[c][len("meld "):] + " " + strconv.Itoa(i+1)
}
