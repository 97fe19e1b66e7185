package genesia

import (
	"fmt"

	"github.com/dogma-engine/dogma/engine"
)

// nobel reports whether people p has the Nobel Peace Prize in play
// (GEN-ATK-4).
func (g *Game) nobel(p int) bool {
	_, has := g.active(p, EffNobel)
	return has
}

// skipNobel passes over the peoples who hold the Nobel Peace Prize: they
// keep the Peace side and are not asked (GEN-ATK-4); once every people
// has chosen, the round is shown.
func (g *Game) skipNobel() {
	s := &g.s
	for int(s.Turn) < int(s.N) && g.nobel(g.current()) {
		s.Chosen |= 1 << g.current()
		s.Turn++
	}
	if int(s.Turn) == int(s.N) {
		g.revealWar()
	}
}

// warStep: the people whose turn it is chooses War or Peace in secret
// (GEN-ATK-1).
func (g *Game) warStep() {
	s := &g.s
	p := g.current()
	g.NewDecision()
	g.Option("war", 1)
	g.Option("peace", 0)
	if g.Ask(g.seat(p), engine.KindYesNo, "War or Peace, in secret") == 1 {
		s.War |= 1 << p
	}
	s.Chosen |= 1 << p
	g.emit(EvChoose, p, -1, -1, -1, 0, "GEN-ATK-1")
	s.Turn++
	g.skipNobel()
}

// revealWar shows the choices of the round: all Peace ends the Attack
// phase (GEN-ATK-2), else the War peoples assault in turn order
// (GEN-ATK-3).
func (g *Game) revealWar() {
	s := &g.s
	for _, p := range g.order() {
		if s.War&(1<<p) != 0 {
			g.emit(EvWar, p, -1, -1, -1, int(s.Round), "GEN-ATK-1")
		} else {
			g.emit(EvPeace, p, -1, -1, -1, int(s.Round), "GEN-ATK-1")
		}
	}
	if s.War == 0 {
		g.endAge("GEN-ATK-2")
		return
	}
	s.Phase = PhaseAssault
	s.Turn = 0
	g.nextAssault()
}

// nextAssault moves Turn to the next War people that has not assaulted
// this round; after the last, the round ends (GEN-ATK-5).
func (g *Game) nextAssault() {
	s := &g.s
	for int(s.Turn) < int(s.N) && s.War&(1<<g.current()) == 0 {
		s.Turn++
	}
	if int(s.Turn) < int(s.N) {
		return
	}
	if !s.Changed {
		if !g.cfg.Has(VarFillWarEnds) {
			g.gap("GEN-ATK-5", "War round %d of Age %d changed nothing on the board: the text ends the Attack phase only when all choose Peace, and the same round may come again forever", s.Round, s.Age)
		}
		g.filled(-1, VarFillWarEnds)
		g.endAge("GEN-ATK-5")
		return
	}
	g.startWarRound()
}

// target is an assault a people may launch: from region a to region t,
// held by people q.
type target struct{ a, t, q int }

// attackable reports whether people q's units may be attacked
// (GEN-ATK-4).
func (g *Game) attackable(q int) bool {
	return g.cfg.Has(VarNobelAttackable) || !g.nobel(q)
}

// targets returns the assaults people p may launch (GEN-ASSAULT-1).
func (g *Game) targets(p int) []target {
	s := &g.s
	var out []target
	for a := range g.board.Regions {
		if s.Clans[a][p] == 0 {
			continue
		}
		for _, t := range g.board.Regions[a].Adj {
			if g.board.Regions[t].Home {
				continue
			}
			q, other := s.Others(p, t)
			if !other || !g.attackable(q) || s.Clans[t][q] >= s.Clans[a][p] {
				continue
			}
			out = append(out, target{a, t, q})
		}
	}
	return out
}

// assaultStep: the War people whose turn it is launches one assault, or
// passes when it can launch none (GEN-ATK-3, GEN-ASSAULT-1 to
// GEN-ASSAULT-6).
func (g *Game) assaultStep() {
	s := &g.s
	p := g.current()
	ts := g.targets(p)
	if len(ts) == 0 {
		s.Done |= 1 << p
		s.Turn++
		g.emit(EvNoAssault, p, -1, -1, -1, 0, "GEN-ASSAULT-2")
		g.nextAssault()
		return
	}
	g.NewDecision()
	for i, t := range ts {
		g.Option(fmt.Sprintf("assault %s from %s", g.board.Regions[t.t].Name, g.board.Regions[t.a].Name), i)
	}
	t := ts[g.Ask(g.seat(p), engine.KindAction, g.people(p)+": launch one assault")]
	s.Done |= 1 << p
	s.Turn++
	a, r, q := t.a, t.t, t.q
	g.emit(EvAssault, p, -1, a, r, q, "GEN-ASSAULT-1")
	// Cards (GEN-CARD-9): an offence card, the defence card, an offence
	// card if none before; then the cards active all the Attack phase
	// (GEN-ATK-6) add up or cancel out.
	offence, _ := g.active(p, EffWarlike)
	defence, _ := g.active(q, EffShield)
	played := g.assaultCard(p, q, true, &offence)
	g.assaultCard(q, p, false, &defence)
	if !played {
		g.assaultCard(p, q, true, &offence)
	}
	if d := int(s.Clans[r][q]); d > 0 {
		g.NewDecision()
		for n := 1; n <= d; n++ {
			g.Option(fmt.Sprintf("lose %d", n), n)
		}
		n := g.Ask(g.seat(p), engine.KindValue, "how many clans each side loses")
		g.lose(p, a, n, "GEN-ASSAULT-3")
		g.lose(q, r, n, "GEN-ASSAULT-3")
	}
	if net := offence - defence; net > 0 {
		g.lose(q, r, net, "GEN-ATK-6")
	} else if net < 0 {
		g.lose(p, a, -net, "GEN-ATK-6")
	}
	if s.Clans[r][q] == 0 && int(s.City[r]) == q+1 && s.Clans[a][p] > 0 && s.CitySupply[p] > 0 {
		g.NewDecision()
		g.Option("besiege", 1)
		if !g.cfg.Has(VarSiegeForced) {
			g.Option("leave", 0)
		}
		if g.Ask(g.seat(p), engine.KindYesNo, "besiege the city of "+g.people(q)) == 1 {
			g.lose(p, a, 1, "GEN-ASSAULT-4")
			s.setCity(r, int8(p+1))
			s.CitySupply[q]++
			s.CitySupply[p]--
			s.Changed = true
			g.emit(EvSiege, p, -1, q, r, 0, "GEN-ASSAULT-4")
		}
	}
	if _, other := s.Others(p, r); !other && s.Clans[a][p] > 0 {
		g.NewDecision()
		for n := 0; n <= int(s.Clans[a][p]); n++ {
			g.Option(fmt.Sprintf("move in %d", n), n)
		}
		if n := g.Ask(g.seat(p), engine.KindValue, "clans to move into "+g.board.Regions[r].Name); n > 0 {
			s.setClans(a, p, s.Clans[a][p]-uint8(n))
			s.setClans(r, p, s.Clans[r][p]+uint8(n))
			s.Changed = true
			g.emit(EvMoveIn, p, -1, a, r, n, "GEN-ASSAULT-5")
		}
	}
	g.nextAssault()
}

// assaultCard asks people p, the attacker (offence) or the defender, to
// play a card in the assault against people q, and adds its clans to
// extra. It reports whether p played one.
func (g *Game) assaultCard(p, q int, offence bool, extra *int) bool {
	s := &g.s
	g.NewDecision()
	for _, c := range g.cardsAt(LocHand.At(p)) {
		ci := &g.data.Cards[c]
		// Cards with the Growth and Attack icons are played in Growth
		// (GEN-CARD-2): only Attack cards and four-icon cards serve here.
		if int(s.Coins[p]) < ci.Cost || ci.Icons&IconAttack == 0 || ci.Icons == IconGrowth|IconAttack {
			continue
		}
		k := ci.Effect.Kind
		switch {
		case offence && k != EffDefence && k != EffCopy,
			!offence && k == EffDefence:
			g.Option("play "+ci.Name, c)
		}
	}
	// Both are asked whatever they hold, so that no question of the
	// assault depends on a hand another player may not see (GEN-INFO-2).
	g.Option("no card", -1)
	prompt := "a card for the assault on " + g.people(q)
	if !offence {
		prompt = "a defence card against " + g.people(q)
	}
	c := g.Ask(g.seat(p), engine.KindCard, prompt)
	if c < 0 {
		return false
	}
	ci := &g.data.Cards[c]
	switch ci.Effect.Kind {
	case EffOffence, EffDefence:
		g.pay(p, ci.Cost)
		if ci.Invention() {
			s.setWhere(c, LocInvention.At(p))
		} else {
			s.setWhere(c, LocPlayed.At(p))
		}
		*extra += ci.Effect.N
		g.emitCard(EvPlay, p, c, -1, -1, ci.Cost, "GEN-CARD-9", c)
	default:
		g.playCard(p, c)
	}
	return true
}

// lose takes up to n clans of people p from region r back to its supply
// (GEN-ASSAULT-3, GEN-ASSAULT-6).
func (g *Game) lose(p, r, n int, clause string) {
	s := &g.s
	n = min(n, int(s.Clans[r][p]))
	if n <= 0 {
		return
	}
	s.setClans(r, p, s.Clans[r][p]-uint8(n))
	s.Supply[p] += int8(n)
	s.Changed = true
	g.emit(EvLose, p, -1, r, -1, n, clause)
}
